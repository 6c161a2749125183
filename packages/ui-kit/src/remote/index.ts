// The remote scaffold (`@aif/ui-kit/remote`): what every mf-* app's App.tsx and bootstrap.tsx are made of.
// A subpath of its own so the shell, which never imports it, does not carry the standalone page.
export { createRemoteApp } from './createRemoteApp';
export type { RemoteApp, RemotePages } from './createRemoteApp';
export { mountStandalone, Standalone } from './Standalone';
export type { StandaloneProps } from './Standalone';
export { devUser } from './devUser';
export { comparePages, ownedPaths } from './routes';
export type { PagesMismatch } from './routes';
