import { getActiveToken, plainGet } from '@aif/api-client';

/**
 * GETs a returning user's first screen needs whatever the page (their user and the remote manifest),
 * started by main.js before the shell's own code has downloaded, instead of one after the other once it
 * has run. Kept in main.js, so plain fetch (`plainGet`) and no dependencies beyond the token store.
 *
 * A consumer takes the answer only when it was a 200 for the token still stored; anything else (no early
 * request, a refusal, a network error, another token since) answers null, and the consumer makes its usual
 * request through the API client, which handles the error as it always has.
 */
export type EarlyPath = '/users/users/me' | '/config/remotes';

interface Early {
  token: string;
  answers: Map<EarlyPath, Promise<unknown>>;
}

let early: Early | null = null;

/** Starts the requests when a token is stored; true when it did. */
export function startEarlyRequests(): boolean {
  const token = getActiveToken();
  if (!token) return false;
  early = {
    token,
    answers: new Map((['/users/users/me', '/config/remotes'] as const).map((p) => [p, plainGet(p, token)])),
  };
  return true;
}

/** Whether main.js started them (a token was stored at start-up). */
export function hasEarlyRequests(): boolean {
  return early !== null;
}

/** The early answer for `path` (null: make the request yourself). */
export function earlyAnswer(path: EarlyPath): Promise<unknown> {
  const answer = early && early.token === getActiveToken() ? early.answers.get(path) : undefined;
  if (!answer) return Promise.resolve(null);
  const token = early!.token;
  // The token may change while the request is in flight (a sign-in on another tab, a sign-out).
  return answer.then((data) => (token === getActiveToken() ? data : null));
}

/** Test seam. */
export function resetEarlyRequests(): void {
  early = null;
}
