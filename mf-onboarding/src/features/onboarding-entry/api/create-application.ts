import { api } from '@aif/api-client';
import type { CreateApplicationRequest, OnboardedApplication } from '@aif/contracts';

/** POST /onboarding/applications: the draft application, first applicant prefilled from the registry. */
export async function createApplication(body: CreateApplicationRequest): Promise<OnboardedApplication> {
  const response = await api.post<OnboardedApplication>('/onboarding/applications', body);
  return response.data;
}
