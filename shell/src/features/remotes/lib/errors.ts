/**
 * Every way an area of the portal can fail to load, with what the log says and what the user reads.
 * One map, so a failure is named the same in the console, in the error boundary and in tests.
 */
export const REMOTE_ERRORS = {
  REMOTE_UNAVAILABLE: {
    description:
      "The remote's entry or one of its chunks could not be loaded, or the manifest does not list it",
    message: 'This area is unavailable right now. Please try again.',
  },
  MANIFEST_UNREADABLE: {
    description:
      'GET /api/config/remotes failed, or did not return { remotes: { name, entry: <remoteEntry.js URL> }[] }',
    message: 'This area is unavailable right now. Please try again.',
  },
} as const;

export type RemoteErrorCode = keyof typeof REMOTE_ERRORS;

export interface RemoteErrorContext {
  /** Container name (mf_reports), or '*' for the manifest. */
  remote: string;
  /** The module request, e.g. mf_reports/App. */
  requestId?: string;
  cause?: unknown;
}

/** A coded, contextual failure to load an area. */
export class RemoteLoadError extends Error {
  readonly code: RemoteErrorCode;
  readonly remote: string;
  readonly requestId: string | undefined;

  constructor(code: RemoteErrorCode, { remote, requestId, cause }: RemoteErrorContext) {
    const where = requestId ? `${remote}, request ${requestId}` : remote;
    super(`[${code}] ${REMOTE_ERRORS[code].description} (${where})`, { cause });
    this.name = 'RemoteLoadError';
    this.code = code;
    this.remote = remote;
    this.requestId = requestId;
  }
}

export function isRemoteLoadError(error: unknown): error is RemoteLoadError {
  return error instanceof RemoteLoadError;
}

/** Any error caught at a mount point, as a coded failure (a crash inside a remote counts as unavailable). */
export function toRemoteLoadError(error: unknown, remote: string): RemoteLoadError {
  return isRemoteLoadError(error)
    ? error
    : new RemoteLoadError('REMOTE_UNAVAILABLE', { remote, cause: error });
}
