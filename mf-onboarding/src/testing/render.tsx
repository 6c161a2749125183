// The router render helper and test user are shared by every remote (`@aif/ui-kit/testing`).
export { currentPath, currentState, makeUser, renderAt } from '@aif/ui-kit/testing';
