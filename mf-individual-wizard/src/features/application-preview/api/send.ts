import { api } from '@aif/api-client';
import { REVIEW_PATHS, type ReviewActionResponse } from '@aif/contracts';

/** POST /onboarding/applications/:id/send: the preview's send button (400 names what is missing). */
export async function sendApplication(id: string): Promise<ReviewActionResponse> {
  const response = await api.post<ReviewActionResponse>(REVIEW_PATHS.send(encodeURIComponent(id)));
  return response.data;
}
