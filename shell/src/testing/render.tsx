// The shell renders whole routes, not a remote under its mount: the router helper without a mount.
export { currentPath, currentState, renderInRouter as renderAt } from '@aif/ui-kit/testing';
