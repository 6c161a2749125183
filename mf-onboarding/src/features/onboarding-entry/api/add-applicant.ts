import { api } from '@aif/api-client';
import type { AddApplicantRequest, OnboardedApplication } from '@aif/contracts';

/** POST /onboarding/applications/:id/addApplicant: a verified joint holder joins the application. */
export async function addApplicant(
  applicationId: string,
  body: AddApplicantRequest,
): Promise<OnboardedApplication> {
  const response = await api.post<OnboardedApplication>(
    `/onboarding/applications/${encodeURIComponent(applicationId)}/addApplicant`,
    body,
  );
  return response.data;
}
