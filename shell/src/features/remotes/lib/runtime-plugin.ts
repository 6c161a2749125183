import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './errors';

/** The module the runtime hands back instead of a remote that failed to load. */
export interface FallbackModule {
  __esModule: true;
  default: () => never;
  /** The failure, for callers that look before rendering. */
  failure: RemoteLoadError;
}

/**
 * The one place where a failed remote is turned into something the shell can show. When loading a remote's
 * module fails (entry script unreachable, chunk 404, container init error), the runtime asks this plugin for
 * a replacement; it answers with a module whose component throws a coded RemoteLoadError, so the error
 * boundary at the mount point shows the message and Retry. Other lifecycles (manifest JSON, request
 * matching) expect different return types, so they are left to throw and the loader codes them.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'aif-remote-error',
    errorLoadRemote({ id, error, lifecycle, from, remote }) {
      if (lifecycle !== 'onLoad') return undefined;
      const failure = new RemoteLoadError('REMOTE_UNAVAILABLE', {
        remote: remote?.name ?? id.split('/')[0] ?? id,
        requestId: id,
        cause: error,
      });
      console.error(failure.message, error);
      const fallback: FallbackModule = {
        __esModule: true,
        default: () => {
          throw failure;
        },
        failure,
      };
      // A build-time `import('remote/x')` expects a module factory; loadRemote() expects the module.
      return from === 'build' ? () => fallback : fallback;
    },
  };
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as FallbackModule).failure instanceof RemoteLoadError
  );
}
