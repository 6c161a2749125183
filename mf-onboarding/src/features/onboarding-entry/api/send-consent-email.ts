import { api } from '@aif/api-client';
import type { SendConsentEmailRequest, SendConsentEmailResponse } from '@aif/contracts';

/** POST /onboarding/onboarding/send-consent-email: e-mails the investor a consent link. */
export async function sendConsentEmail(body: SendConsentEmailRequest): Promise<SendConsentEmailResponse> {
  const response = await api.post<SendConsentEmailResponse>(
    '/onboarding/onboarding/send-consent-email',
    body,
  );
  return response.data;
}
