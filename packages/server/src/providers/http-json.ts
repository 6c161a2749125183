import { ProviderUnavailableError } from './registry-types';

export interface HttpJsonConfig {
  url: string;
  /** Sent as `x-api-key`. */
  apiKey?: string;
  /** Milliseconds before the call is abandoned (default 10 s). */
  timeoutMs?: number;
}

/**
 * POSTs JSON to a provider and returns the status and parsed body. Network failures and timeouts become
 * `ProviderUnavailableError`; the body is never logged or echoed (it carries personal data).
 */
export async function postJson(
  provider: string,
  config: HttpJsonConfig,
  body: unknown,
  fetchFn: typeof fetch,
): Promise<{ status: number; json: unknown }> {
  let res: Response;
  try {
    res = await fetchFn(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(config.apiKey ? { 'x-api-key': config.apiKey } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    throw new ProviderUnavailableError(provider, timedOut ? 'timed out' : 'network error');
  }
  const json = await res.json().catch(() => null);
  return { status: res.status, json };
}
