import { api } from '@aif/api-client';
import type { FundsWithPlansResponse, SignerUpdateResponse } from '@aif/contracts';

/** The fund calls user management uses (doc 3 §7 "Funds"); shapes from contracts `api/funds.ts`. */
const BASE = '/onboarding/funds';
const id = (value: string) => encodeURIComponent(value);

/**
 * GET /onboarding/funds: funds with their plans; `trusteeId` / `fundManagerId` keep the plans that
 * person signs for (the mapped-plans pages), `isActive` the active ones (the distributor's plan rows).
 */
export async function getFundsWithPlans(
  query: { trusteeId?: string; fundManagerId?: string; isActive?: 'true' | 'false' },
  signal?: AbortSignal,
): Promise<FundsWithPlansResponse> {
  const response = await api.get<FundsWithPlansResponse>(BASE, { params: query, signal });
  return response.data;
}

/** POST /onboarding/funds/updatePlan/:id/trustee (Update Trustee, doc 3 §4). */
export async function updatePlanTrustee(planId: string, trusteeId: string): Promise<SignerUpdateResponse> {
  const response = await api.post<SignerUpdateResponse>(`${BASE}/updatePlan/${id(planId)}/trustee`, {
    trusteeId,
  });
  return response.data;
}

/** POST /onboarding/funds/updatePlan/:id/fund-manager (Update Investment Manager, doc 3 §4). */
export async function updatePlanFundManager(
  planId: string,
  fundManagerId: string,
): Promise<SignerUpdateResponse> {
  const response = await api.post<SignerUpdateResponse>(`${BASE}/updatePlan/${id(planId)}/fund-manager`, {
    fundManagerId,
  });
  return response.data;
}
