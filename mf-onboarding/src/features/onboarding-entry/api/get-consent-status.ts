import { api } from '@aif/api-client';
import type { ConsentStatusResponse } from '@aif/contracts';

/** GET /onboarding/onboarding/consent-status/:id: pending, approved (with the applicant token once), rejected. */
export async function getConsentStatus(consentId: string): Promise<ConsentStatusResponse> {
  const response = await api.get<ConsentStatusResponse>(
    `/onboarding/onboarding/consent-status/${encodeURIComponent(consentId)}`,
  );
  return response.data;
}
