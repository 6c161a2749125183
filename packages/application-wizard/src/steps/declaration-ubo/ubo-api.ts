import { api } from '@aif/api-client';
import {
  UPLOAD_FIELD_CONTEXT,
  UPLOAD_FIELD_DOCUMENT_TYPE,
  UPLOAD_FIELD_FILE,
  type UboDeclarationOption,
  type UboFetchRequest,
  type UboFetchResponse,
  type UploadedFile,
} from '@aif/contracts';
import { getUboTypes } from '../../api/masters';

/** The calls of the UBO step (tests pass mocks). */
export interface UboApi {
  /** GET /mdms/uboTypeMaster.json: the declaration types and their values. */
  getMaster: () => Promise<UboDeclarationOption[]>;
  /** POST /onboarding/applications/:id/ubo-fetch: registry lookup (PAN) and AML, recorded by the server. */
  fetch: (applicationId: string, body: UboFetchRequest) => Promise<UboFetchResponse>;
  /** POST /files/files with context 'ubo' (PDF, PNG or JPEG up to 3 MB). */
  uploadProof: (file: File) => Promise<UploadedFile>;
}

export const defaultUboApi: UboApi = {
  getMaster: getUboTypes,
  async fetch(applicationId, body) {
    const response = await api.post<UboFetchResponse>(
      `/onboarding/applications/${encodeURIComponent(applicationId)}/ubo-fetch`,
      body,
    );
    return response.data;
  },
  async uploadProof(file) {
    const form = new FormData();
    form.append(UPLOAD_FIELD_DOCUMENT_TYPE, 'ubo_identity_proof');
    form.append(UPLOAD_FIELD_CONTEXT, 'ubo');
    form.append(UPLOAD_FIELD_FILE, file, file.name);
    const response = await api.post<UploadedFile>('/files/files', form);
    return response.data;
  },
};
