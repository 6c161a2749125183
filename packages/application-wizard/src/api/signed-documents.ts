import { api } from '@aif/api-client';
import {
  ESIGN_PATHS,
  UPLOAD_FIELD_DOCUMENT_TYPE,
  UPLOAD_FIELD_FILE,
  type SignedDocumentType,
  type UploadSignedDocumentsRequest,
  type UploadSignedDocumentsResponse,
  type UploadedFile,
} from '@aif/contracts';

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
  return (
    await api.post<UploadSignedDocumentsResponse>(
      ESIGN_PATHS.uploadSignedDocuments(encodeURIComponent(id)),
      body,
    )
  ).data;
}
