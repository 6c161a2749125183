import { api } from '@aif/api-client';
import type { ConsentListResponse } from '@aif/contracts';

/** GET /onboarding/onboarding/consents?pan&page&limit: the consents the caller may see, newest change first. */
export async function getConsents(
  query: { pan?: string; page: number; limit: number },
  signal?: AbortSignal,
): Promise<ConsentListResponse> {
  const response = await api.get<ConsentListResponse>('/onboarding/onboarding/consents', {
    signal,
    params: { pan: query.pan || undefined, page: query.page, limit: query.limit },
  });
  return response.data;
}

/** POST /onboarding/onboarding/resend-consent-email/:id (pending only). */
export async function resendConsent(id: string): Promise<{ message: string }> {
  const response = await api.post<{ message: string }>(
    `/onboarding/onboarding/resend-consent-email/${encodeURIComponent(id)}`,
  );
  return response.data;
}

/** POST /onboarding/onboarding/revoke-consent-email/:id (pending only). */
export async function revokeConsent(id: string): Promise<{ message: string }> {
  const response = await api.post<{ message: string }>(
    `/onboarding/onboarding/revoke-consent-email/${encodeURIComponent(id)}`,
  );
  return response.data;
}
