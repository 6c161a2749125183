import { api } from '@aif/api-client';
import {
  UPLOAD_FIELD_DOCUMENT_TYPE,
  UPLOAD_FIELD_FILE,
  type DocumentType,
  type UploadedFile,
} from '@aif/contracts';

/** POST /files/files (multipart): one document; the answer's id goes with the create call. */
export async function uploadDocument(file: File, documentType: DocumentType): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD_DOCUMENT_TYPE, documentType);
  form.append(UPLOAD_FIELD_FILE, file, file.name);
  const response = await api.post<UploadedFile>('/files/files', form);
  return response.data;
}
