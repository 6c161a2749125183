import { api } from '@aif/api-client';
import type { ConsentDecisionRequest, ConsentDecisionResponse } from '@aif/contracts';

/** POST /onboarding/onboarding-consent/reject (public). */
export async function rejectConsent(body: ConsentDecisionRequest): Promise<ConsentDecisionResponse> {
  const response = await api.post<ConsentDecisionResponse>('/onboarding/onboarding-consent/reject', body);
  return response.data;
}
