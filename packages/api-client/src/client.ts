import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { toApiError } from './errors';
import { DEFAULT_BASE_URL } from './plain-get';
import { dispatchSessionExpired } from './session';
import { tokenStore } from './tokenStore';

export { DEFAULT_BASE_URL };

export interface ApiClientOptions {
  /** Base path of the API. @default '/api' */
  baseURL?: string;
  /** Request timeout in milliseconds. @default 30000 */
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

function attachToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const headers = AxiosHeaders.from(config.headers);
  // A caller that sets its own Authorization (e.g. a one-off token) keeps it.
  if (!headers.has('Authorization')) {
    const token = tokenStore.getActiveToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  config.headers = headers;
  return config;
}

/**
 * An axios instance with the portal's conventions: JSON, bearer token (staff token, else investor token),
 * and every failure rejected as an `ApiError` from the catalogue. A 401 on a request that carried a token
 * clears both tokens and raises `aif:session-expired` once.
 */
export function createApiClient({
  baseURL = DEFAULT_BASE_URL,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: ApiClientOptions = {}): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: timeoutMs,
    headers: { Accept: 'application/json' },
    // Report timeouts as ETIMEDOUT so they are not confused with aborted requests (both ECONNABORTED otherwise).
    transitional: { clarifyTimeoutError: true },
  });
  instance.interceptors.request.use(attachToken);
  instance.interceptors.response.use(undefined, (error: unknown) => {
    const apiError = toApiError(error);
    if (apiError.code === 'SESSION_EXPIRED') {
      // Several requests may fail together; only the first one that finds a token raises the event.
      const hadSession = tokenStore.hasToken();
      tokenStore.clearTokens();
      if (hadSession) dispatchSessionExpired(apiError.message);
    }
    return Promise.reject(apiError);
  });
  return instance;
}

/** The shared client (base '/api'). Change `api.defaults.baseURL` at start-up to point elsewhere. */
export const api: AxiosInstance = createApiClient();
