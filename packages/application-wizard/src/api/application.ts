import { api } from '@aif/api-client';
import type {
  ApplicationDetail,
  ApplicationUpdateRequest,
  ApplicationUpdateResponse,
  DistributorsOfRmResponse,
} from '@aif/contracts';

const enc = encodeURIComponent;

/** GET /onboarding/applications/:id: the whole application the wizard edits. */
export async function getApplication(id: string): Promise<ApplicationDetail> {
  const response = await api.get<ApplicationDetail>(`/onboarding/applications/${enc(id)}`);
  return response.data;
}

/** POST /onboarding/applications/:id/update: one step's form values; resolves with the saved application. */
export async function updateApplication(
  id: string,
  body: ApplicationUpdateRequest,
): Promise<ApplicationUpdateResponse> {
  const response = await api.post<ApplicationUpdateResponse>(
    `/onboarding/applications/${enc(id)}/update`,
    body,
  );
  return response.data;
}

/** GET /onboarding/amc/distributors-of-rm: the rm and its active distributors (with sub-distributors and plans). */
export async function getDistributorsOfRm(): Promise<DistributorsOfRmResponse> {
  const response = await api.get<DistributorsOfRmResponse>('/onboarding/amc/distributors-of-rm');
  return response.data;
}
