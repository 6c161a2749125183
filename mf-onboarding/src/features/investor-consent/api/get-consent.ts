import { api } from '@aif/api-client';
import type { ConsentPageResponse } from '@aif/contracts';

/** GET /onboarding/onboarding-consent/:verificationToken (public): what the investor is asked to approve. */
export async function getConsent(verificationToken: string): Promise<ConsentPageResponse> {
  const response = await api.get<ConsentPageResponse>(
    `/onboarding/onboarding-consent/${encodeURIComponent(verificationToken)}`,
  );
  return response.data;
}
