import { api } from '@aif/api-client';
import type { ApplicationUpdateRequest, ApplicationUpdateResponse } from '@aif/contracts';

/** POST /onboarding/applications/:id/update: one step's form values; resolves with the saved application. */
export async function updateApplication(
  id: string,
  body: ApplicationUpdateRequest,
): Promise<ApplicationUpdateResponse> {
  const response = await api.post<ApplicationUpdateResponse>(
    `/onboarding/applications/${encodeURIComponent(id)}/update`,
    body,
  );
  return response.data;
}
