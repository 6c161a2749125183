/** The API's base path: the API client's default base URL. */
export const DEFAULT_BASE_URL = '/api';

/**
 * GET `${DEFAULT_BASE_URL}${path}` with a session's token by plain `fetch`, for a request made before an
 * app's code has run (the API client sends on a later turn, through its interceptors). Imports nothing,
 * so calling it evaluates nothing else. The JSON of a 200, else null (a refusal, a network failure): the
 * caller then makes its usual request through the API client, which handles the failure as it always has.
 */
export function plainGet(path: string, token: string): Promise<unknown> {
  return fetch(`${DEFAULT_BASE_URL}${path}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  })
    .then((res) => (res.status === 200 ? (res.json() as Promise<unknown>) : null))
    .catch(() => null);
}
