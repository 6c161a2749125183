import { api } from '@aif/api-client';

/** POST /onboarding/onboarding/withdraw-consent-email/:id: the sender takes back its pending request. */
export async function withdrawConsentEmail(consentId: string): Promise<string> {
  const response = await api.post<{ message: string }>(
    `/onboarding/onboarding/withdraw-consent-email/${encodeURIComponent(consentId)}`,
  );
  return response.data.message;
}
