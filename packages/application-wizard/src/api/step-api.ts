import { api, getBinary, saveBlob } from '@aif/api-client';
import {
  UPLOAD_FIELD_DOCUMENT_TYPE,
  UPLOAD_FIELD_FILE,
  type InvestmentSchemesResponse,
  type IfscLookupResponse,
  type PennyDropRequest,
  type PennyDropResponse,
  type UploadedFile,
} from '@aif/contracts';

/** GET /onboarding/applications/:id/schemes: the schemes and series the investment step offers. */
export async function getSchemes(applicationId: string): Promise<InvestmentSchemesResponse> {
  const response = await api.get<InvestmentSchemesResponse>(
    `/onboarding/applications/${encodeURIComponent(applicationId)}/schemes`,
  );
  return response.data;
}

/** GET /onboarding/ifsc/:ifsc: bank name, city, address lines and MICR of an IFSC. */
export async function lookupIfsc(ifsc: string): Promise<IfscLookupResponse> {
  const response = await api.get<IfscLookupResponse>(`/onboarding/ifsc/${encodeURIComponent(ifsc)}`);
  return response.data;
}

/** POST /onboarding/pennydropverification with the application id, so that the server records the result. */
export async function verifyBank(body: PennyDropRequest): Promise<PennyDropResponse> {
  const response = await api.post<PennyDropResponse>('/onboarding/pennydropverification', body);
  return response.data;
}

/** POST /files/files (multipart field `file`, with the document type for the server's limits). */
export async function uploadFile(file: File, documentType: string): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD_DOCUMENT_TYPE, documentType);
  form.append(UPLOAD_FIELD_FILE, file, file.name);
  const response = await api.post<UploadedFile>('/files/files', form);
  return response.data;
}

/** The API path of a stored file (GET /files/files/:id), relative to the API base. */
export function filePath(file: { id?: string | null; url?: string | null }): string | null {
  if (file.id) return `/files/files/${encodeURIComponent(file.id)}`;
  if (file.url) return file.url.replace(/^\/api(?=\/)/, '');
  return null;
}

/** Opens an uploaded file in a new tab (the request carries the bearer token, so it is read as a blob). */
export async function viewFile(file: { id?: string | null; url?: string | null }): Promise<void> {
  const path = filePath(file);
  if (!path) return;
  const blob = await getBinary(path);
  const href = URL.createObjectURL(blob);
  window.open(href, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Downloads an uploaded file under its name. */
export async function downloadStoredFile(file: {
  id?: string | null;
  url?: string | null;
  name: string;
}): Promise<void> {
  const path = filePath(file);
  if (!path) return;
  saveBlob(await getBinary(path), file.name);
}

type StoredFile = { id?: string | null; url?: string | null };

/**
 * The calls the steps make besides saving. Hosts pass `defaultStepApi`; tests pass mocks, so a step can be
 * exercised without a server.
 */
export interface StepApi {
  getSchemes: (applicationId: string) => Promise<InvestmentSchemesResponse>;
  lookupIfsc: (ifsc: string) => Promise<IfscLookupResponse>;
  verifyBank: (body: PennyDropRequest) => Promise<PennyDropResponse>;
  uploadFile: (file: File, documentType: string) => Promise<UploadedFile>;
  viewFile: (file: StoredFile) => Promise<void>;
  downloadFile: (file: StoredFile & { name: string }) => Promise<void>;
}

export const defaultStepApi: StepApi = {
  getSchemes,
  lookupIfsc,
  verifyBank,
  uploadFile,
  viewFile,
  downloadFile: downloadStoredFile,
};
