import { api } from '@aif/api-client';
import {
  DASHBOARD_MONTHS,
  DASHBOARD_TOP_DISTRIBUTORS,
  type DistributorWiseCommitmentResponse,
  type MonthwiseCommitmentResponse,
  type MonthwiseOnboardingSummaryResponse,
  type OnboardingSummaryResponse,
} from '@aif/contracts';
import { takeEarly } from '../early/early-read';

// Each takes the answer of the cold load's early read when there is one (early/early-read.ts).

/** GET /onboarding/dashboard/onboardingSummary: every status and its count. */
export async function getOnboardingSummary(signal?: AbortSignal): Promise<OnboardingSummaryResponse> {
  const early = await takeEarly<OnboardingSummaryResponse>('summary');
  if (early) return early;
  return (await api.get<OnboardingSummaryResponse>('/onboarding/dashboard/onboardingSummary', { signal }))
    .data;
}

/** GET /onboarding/dashboard/monthwiseOnboardingSummary?months=4. */
export async function getMonthwiseOnboardingSummary(
  signal?: AbortSignal,
): Promise<MonthwiseOnboardingSummaryResponse> {
  const early = await takeEarly<MonthwiseOnboardingSummaryResponse>('monthly');
  if (early) return early;
  const response = await api.get<MonthwiseOnboardingSummaryResponse>(
    '/onboarding/dashboard/monthwiseOnboardingSummary',
    { signal, params: { months: DASHBOARD_MONTHS } },
  );
  return response.data;
}

/** GET /onboarding/dashboard/distributorWisecommitmentAmount: the top 5 distributors. */
export async function getDistributorWiseCommitment(
  signal?: AbortSignal,
): Promise<DistributorWiseCommitmentResponse> {
  const early = await takeEarly<DistributorWiseCommitmentResponse>('top');
  if (early) return early;
  const response = await api.get<DistributorWiseCommitmentResponse>(
    '/onboarding/dashboard/distributorWisecommitmentAmount',
    { signal, params: { limit: DASHBOARD_TOP_DISTRIBUTORS } },
  );
  return response.data;
}

/** GET /onboarding/dashboard/monthwiseCommitmentAmount?months=4. */
export async function getMonthwiseCommitment(signal?: AbortSignal): Promise<MonthwiseCommitmentResponse> {
  const early = await takeEarly<MonthwiseCommitmentResponse>('commitment');
  if (early) return early;
  const response = await api.get<MonthwiseCommitmentResponse>(
    '/onboarding/dashboard/monthwiseCommitmentAmount',
    {
      signal,
      params: { months: DASHBOARD_MONTHS },
    },
  );
  return response.data;
}
