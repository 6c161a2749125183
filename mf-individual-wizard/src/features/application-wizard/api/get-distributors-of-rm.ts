import { api } from '@aif/api-client';
import type { DistributorsOfRmResponse } from '@aif/contracts';

/** GET /onboarding/amc/distributors-of-rm: the rm and its active distributors (with sub-distributors and plans). */
export async function getDistributorsOfRm(): Promise<DistributorsOfRmResponse> {
  const response = await api.get<DistributorsOfRmResponse>('/onboarding/amc/distributors-of-rm');
  return response.data;
}
