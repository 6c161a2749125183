import { api } from '@aif/api-client';
import type { StampPaperDetailsResponse } from '@aif/contracts';

/** GET /onboarding/leegality/stampPaperDetails: unused stamp papers per series and denomination. */
export async function getStampPapers(signal?: AbortSignal): Promise<StampPaperDetailsResponse> {
  const response = await api.get<StampPaperDetailsResponse>('/onboarding/leegality/stampPaperDetails', {
    signal,
  });
  return response.data;
}
