import type { AxiosInstance, AxiosResponse } from 'axios';
import { api } from './client';
import { API_MESSAGES, ApiError, toApiError } from './errors';

export interface BinaryRequestOptions {
  /** Query parameters (report filters, for example). */
  params?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Client to use. @default api */
  client?: AxiosInstance;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
};

/** A failed binary request never shows the server's text: its body is not JSON we can read. */
function binaryFailure(error: unknown): ApiError {
  const apiError = toApiError(error);
  if (apiError.code !== 'HTTP_ERROR' && apiError.code !== 'UNKNOWN') return apiError;
  return new ApiError({
    status: apiError.status,
    code: apiError.code,
    message: API_MESSAGES.generic,
    serverCode: apiError.serverCode,
    method: apiError.method,
    url: apiError.url,
    cause: apiError,
  });
}

async function requestBinary<T extends Blob | ArrayBuffer>(
  url: string,
  responseType: 'blob' | 'arraybuffer',
  { params, signal, client = api }: BinaryRequestOptions,
): Promise<AxiosResponse<T>> {
  try {
    return await client.get<T>(url, {
      params,
      signal,
      responseType,
      headers: {
        Accept:
          'application/pdf, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/octet-stream, */*',
      },
    });
  } catch (error) {
    throw binaryFailure(error);
  }
}

/** GET a binary resource (PDF, spreadsheet) as a Blob, or as an ArrayBuffer when asked. */
export function getBinary(
  url: string,
  options?: BinaryRequestOptions & { responseType?: 'blob' },
): Promise<Blob>;
export function getBinary(
  url: string,
  options: BinaryRequestOptions & { responseType: 'arraybuffer' },
): Promise<ArrayBuffer>;
export async function getBinary(
  url: string,
  options: BinaryRequestOptions & { responseType?: 'blob' | 'arraybuffer' } = {},
): Promise<Blob | ArrayBuffer> {
  const response = await requestBinary<Blob | ArrayBuffer>(url, options.responseType ?? 'blob', options);
  return response.data;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

function contentTypeOf(response: AxiosResponse, fileName: string): string {
  const header = response.headers['content-type'];
  if (typeof header === 'string' && header !== '' && !header.startsWith('application/octet-stream')) {
    return header;
  }
  return MIME_BY_EXTENSION[extensionOf(fileName)] ?? 'application/octet-stream';
}

/**
 * Downloads a binary resource and saves it as `fileName` (PDF and xlsx). Rejects with an `ApiError`
 * carrying the generic message when the server refuses.
 */
export async function downloadFile(
  url: string,
  fileName: string,
  options: BinaryRequestOptions = {},
): Promise<void> {
  const response = await requestBinary<Blob | ArrayBuffer>(url, 'blob', options);
  const type = contentTypeOf(response, fileName);
  const blob =
    response.data instanceof Blob && response.data.type === type
      ? response.data
      : new Blob([response.data], { type });
  saveBlob(blob, fileName);
}

/** Hands a Blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoking at once can cancel the download in some browsers; a short delay is enough.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
