import { api } from '@aif/api-client';
import type { ApplicantTokenResponse, EnablePoaRequest } from '@aif/contracts';

/** POST /onboarding/onboarding/enable-poa: a power-of-attorney application goes straight on. */
export async function enablePoa(body: EnablePoaRequest): Promise<ApplicantTokenResponse> {
  const response = await api.post<ApplicantTokenResponse>('/onboarding/onboarding/enable-poa', body);
  return response.data;
}
