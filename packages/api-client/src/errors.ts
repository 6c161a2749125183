import { isAxiosError, isCancel } from 'axios';
import { FRAME_MESSAGES } from '@aif/contracts';

/** User-facing wordings of the error catalogue (doc 1, 8; doc 3, 8). */
export const API_MESSAGES = {
  sessionExpired: FRAME_MESSAGES.sessionTimeout,
  generic: FRAME_MESSAGES.genericError,
  timeout: FRAME_MESSAGES.requestTimeout,
  network: FRAME_MESSAGES.networkError,
} as const;

/**
 * What went wrong, independent of wording:
 * - `SESSION_EXPIRED`: 401 on a request that carried a token (tokens are cleared);
 * - `HTTP_ERROR`: any other status >= 400;
 * - `TIMEOUT`: no answer within the client's timeout;
 * - `NETWORK_ERROR`: the server could not be reached;
 * - `CANCELLED`: the caller aborted the request (never shown to the user);
 * - `UNKNOWN`: anything else.
 */
export type ApiErrorCode =
  'SESSION_EXPIRED' | 'HTTP_ERROR' | 'TIMEOUT' | 'NETWORK_ERROR' | 'CANCELLED' | 'UNKNOWN';

export interface ApiErrorInit {
  status: number;
  message: string;
  code: ApiErrorCode;
  /** The server's own error code (`code` in the JSON body), when it sent one. */
  serverCode?: string;
  /** The response body, for callers that need more than the message. */
  data?: unknown;
  method?: string;
  url?: string;
  cause?: unknown;
}

/** The only error type the client rejects with. `message` is always safe to show to the user. */
export class ApiError extends Error {
  /** HTTP status; 0 when there was no response (timeout, network, cancel). */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly serverCode?: string;
  readonly data?: unknown;
  readonly method?: string;
  readonly url?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.serverCode = init.serverCode;
    this.data = init.data;
    this.method = init.method;
    this.url = init.url;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError || (value instanceof Error && value.name === 'ApiError' && 'code' in value)
  );
}

function field(data: unknown, name: string): string | undefined {
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

function isTimeout(code: string | undefined, message: string): boolean {
  return code === 'ETIMEDOUT' || (code === 'ECONNABORTED' && /timeout/i.test(message));
}

/**
 * Maps anything a request can throw onto the catalogue. Binary responses (PDF, xlsx) carry no readable
 * `message`, so a failed download falls through to the generic wording, as the specification asks.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isCancel(error)) {
    return new ApiError({ status: 0, code: 'CANCELLED', message: API_MESSAGES.generic, cause: error });
  }
  if (!isAxiosError(error)) {
    return new ApiError({ status: 0, code: 'UNKNOWN', message: API_MESSAGES.generic, cause: error });
  }
  const context = { method: error.config?.method?.toUpperCase(), url: error.config?.url, cause: error };
  const response = error.response;
  if (response) {
    const data: unknown = response.data;
    if (response.status === 401 && hadBearer(error)) {
      return new ApiError({
        ...context,
        status: 401,
        code: 'SESSION_EXPIRED',
        message: API_MESSAGES.sessionExpired,
        data,
      });
    }
    if (response.status >= 400) {
      return new ApiError({
        ...context,
        status: response.status,
        code: 'HTTP_ERROR',
        message: field(data, 'message') ?? API_MESSAGES.generic,
        serverCode: field(data, 'code'),
        data,
      });
    }
    return new ApiError({
      ...context,
      status: response.status,
      code: 'UNKNOWN',
      message: API_MESSAGES.generic,
      data,
    });
  }
  if (isTimeout(error.code, error.message)) {
    return new ApiError({ ...context, status: 0, code: 'TIMEOUT', message: API_MESSAGES.timeout });
  }
  if (
    error.code === 'ERR_NETWORK' ||
    error.code === 'ECONNABORTED' ||
    error.message === 'Network Error' ||
    error.request
  ) {
    return new ApiError({ ...context, status: 0, code: 'NETWORK_ERROR', message: API_MESSAGES.network });
  }
  return new ApiError({ ...context, status: 0, code: 'UNKNOWN', message: API_MESSAGES.generic });
}

function hadBearer(error: { config?: { headers?: unknown } }): boolean {
  const headers = error.config?.headers as
    { get?: (name: string) => unknown; Authorization?: unknown } | undefined;
  const value = typeof headers?.get === 'function' ? headers.get('Authorization') : headers?.Authorization;
  return typeof value === 'string' && value.startsWith('Bearer ');
}

/**
 * The text to show for any thrown value: the catalogue message of an API error, a string thrown by
 * validation as is, and the generic wording for everything else.
 */
export function toUserMessage(error: unknown): string {
  if (typeof error === 'string' && error.trim() !== '') return error;
  if (isApiError(error)) return error.message;
  if (isAxiosError(error) || isCancel(error)) return toApiError(error).message;
  return API_MESSAGES.generic;
}
