import { api } from '@aif/api-client';
import { REVIEW_PATHS, type ReviewActionResponse } from '@aif/contracts';

const enc = encodeURIComponent;

/** POST /onboarding/applications/:id/send: the preview's send button (400 names what is missing). */
export async function sendApplication(id: string): Promise<ReviewActionResponse> {
  return (await api.post<ReviewActionResponse>(REVIEW_PATHS.send(enc(id)))).data;
}

/** POST /onboarding/applications/:id/approve (POA approver or AIF approver, each at its own status). */
export async function approveApplication(id: string): Promise<ReviewActionResponse> {
  return (await api.post<ReviewActionResponse>(REVIEW_PATHS.approve(enc(id)))).data;
}

/** POST /onboarding/applications/:id/reject with the reason (required, at most 1,024 characters). */
export async function rejectApplication(id: string, reason: string): Promise<ReviewActionResponse> {
  return (await api.post<ReviewActionResponse>(REVIEW_PATHS.reject(enc(id)), { reason })).data;
}
