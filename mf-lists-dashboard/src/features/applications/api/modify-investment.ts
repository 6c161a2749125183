import { api } from '@aif/api-client';
import type { ApplicationDetail, ModifyInvestmentRequest } from '@aif/contracts';

/** GET /onboarding/applications/:id: the application with its version and the caller's locks. */
export async function getApplicationDetail(id: string): Promise<ApplicationDetail> {
  const response = await api.get<ApplicationDetail>(`/onboarding/applications/${encodeURIComponent(id)}`);
  return response.data;
}

/** POST /onboarding/applications/:id/modify-investment (doc 3 §2.5, §4): resolves with the saved application. */
export async function modifyInvestment(
  id: string,
  body: ModifyInvestmentRequest,
): Promise<ApplicationDetail> {
  const response = await api.post<ApplicationDetail>(
    `/onboarding/applications/${encodeURIComponent(id)}/modify-investment`,
    body,
  );
  return response.data;
}
