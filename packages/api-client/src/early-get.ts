import { plainGet } from './plain-get';
import { getActiveToken } from './tokenStore';

/**
 * How long an early answer may wait to be taken: a cold load renders its page within a few seconds. One
 * that was not taken by then (the user went elsewhere first) could be out of date on a later visit.
 */
export const EARLY_ANSWER_TTL_MS = 15_000;

/** A GET started before an app's code has run (`earlyGet`), for the page that needs it to take. */
export interface EarlyGet<T> {
  /**
   * The answer, once: the JSON of a 200 for the session still signed in, asked for at most
   * EARLY_ANSWER_TTL_MS ago. Null otherwise (a refusal, a network failure, another session since, taken
   * already, too old): the caller then asks through the API client, which handles a failure as always.
   */
  take(): Promise<T | null>;
}

/**
 * Starts GET `path` now with the stored session's token, by plain `fetch` (`plainGet`): an area calls it
 * from a module its exposed App imports first, so that a cold load's reads start before the rest of the
 * area's code is evaluated. Null without a session. Imports only the token store and `plainGet`.
 */
export function earlyGet<T>(path: string): EarlyGet<T> | null {
  const token = getActiveToken();
  if (token === null) return null;
  const at = Date.now();
  let answer: Promise<unknown> | null = plainGet(path, token);
  return {
    async take() {
      const pending = answer;
      answer = null;
      if (!pending || Date.now() - at > EARLY_ANSWER_TTL_MS) return null;
      const data = await pending;
      return data !== null && token === getActiveToken() ? (data as T) : null;
    },
  };
}
