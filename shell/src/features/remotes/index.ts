export { RemoteMount } from './components/RemoteMount';
export type { RemoteMountProps } from './components/RemoteMount';
export { prefetchManifest, sessionKeyFor } from './lib/registry';
export { REMOTE_ERRORS, RemoteLoadError } from './lib/errors';
export type { RemoteErrorCode } from './lib/errors';
export { preloadRouteRemote } from './lib/preload';
