import { api } from '@aif/api-client';
import type { ConsentDecisionRequest, ConsentDecisionResponse } from '@aif/contracts';

/** POST /onboarding/onboarding-consent/approve (public). */
export async function approveConsent(body: ConsentDecisionRequest): Promise<ConsentDecisionResponse> {
  const response = await api.post<ConsentDecisionResponse>('/onboarding/onboarding-consent/approve', body);
  return response.data;
}
