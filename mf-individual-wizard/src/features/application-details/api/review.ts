import { api } from '@aif/api-client';
import {
  ESIGN_PATHS,
  REVIEW_PATHS,
  UPLOAD_FIELD_DOCUMENT_TYPE,
  UPLOAD_FIELD_FILE,
  type ReviewActionResponse,
  type SignedDocumentType,
  type UploadSignedDocumentsRequest,
  type UploadSignedDocumentsResponse,
  type UploadedFile,
} from '@aif/contracts';

const enc = encodeURIComponent;

/** POST /onboarding/applications/:id/approve (POA approver or AIF approver, each at its own status). */
export async function approveApplication(id: string): Promise<ReviewActionResponse> {
  return (await api.post<ReviewActionResponse>(REVIEW_PATHS.approve(enc(id)))).data;
}

/** POST /onboarding/applications/:id/reject with the reason (required, at most 1,024 characters). */
export async function rejectApplication(id: string, reason: string): Promise<ReviewActionResponse> {
  return (await api.post<ReviewActionResponse>(REVIEW_PATHS.reject(enc(id)), { reason })).data;
}

/** POST /files/files (multipart) of one signed PDF. */
export async function uploadSignedFile(file: File, documentType: SignedDocumentType): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD_DOCUMENT_TYPE, documentType);
  form.append(UPLOAD_FIELD_FILE, file, file.name);
  return (await api.post<UploadedFile>('/files/files', form)).data;
}

/** POST /onboarding/applications/upload-signed-documents/:id: msar, the three PDFs and the declaration. */
export async function uploadSignedDocuments(
  id: string,
  body: UploadSignedDocumentsRequest,
): Promise<UploadSignedDocumentsResponse> {
  return (await api.post<UploadSignedDocumentsResponse>(ESIGN_PATHS.uploadSignedDocuments(enc(id)), body))
    .data;
}
