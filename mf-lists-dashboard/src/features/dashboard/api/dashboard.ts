import { api } from '@aif/api-client';
import {
  DASHBOARD_MONTHS,
  DASHBOARD_TOP_DISTRIBUTORS,
  type DistributorWiseCommitmentResponse,
  type MonthwiseCommitmentResponse,
  type MonthwiseOnboardingSummaryResponse,
  type OnboardingSummaryResponse,
} from '@aif/contracts';
import { takeEarly, type DashboardEarlyRead } from '../early/early-read';

/** The cold load's early answer `name` when there is one (early/early-read.ts), else GET `path`. */
async function read<T>(
  name: DashboardEarlyRead,
  path: string,
  signal?: AbortSignal,
  params?: Record<string, number>,
): Promise<T> {
  return (await takeEarly<T>(name)) ?? (await api.get<T>(path, { signal, params })).data;
}

/** GET /onboarding/dashboard/onboardingSummary: every status and its count. */
export function getOnboardingSummary(signal?: AbortSignal): Promise<OnboardingSummaryResponse> {
  return read('summary', '/onboarding/dashboard/onboardingSummary', signal);
}

/** GET /onboarding/dashboard/monthwiseOnboardingSummary?months=4. */
export function getMonthwiseOnboardingSummary(
  signal?: AbortSignal,
): Promise<MonthwiseOnboardingSummaryResponse> {
  return read('monthly', '/onboarding/dashboard/monthwiseOnboardingSummary', signal, {
    months: DASHBOARD_MONTHS,
  });
}

/** GET /onboarding/dashboard/distributorWisecommitmentAmount: the top 5 distributors. */
export function getDistributorWiseCommitment(
  signal?: AbortSignal,
): Promise<DistributorWiseCommitmentResponse> {
  return read('top', '/onboarding/dashboard/distributorWisecommitmentAmount', signal, {
    limit: DASHBOARD_TOP_DISTRIBUTORS,
  });
}

/** GET /onboarding/dashboard/monthwiseCommitmentAmount?months=4. */
export function getMonthwiseCommitment(signal?: AbortSignal): Promise<MonthwiseCommitmentResponse> {
  return read('commitment', '/onboarding/dashboard/monthwiseCommitmentAmount', signal, {
    months: DASHBOARD_MONTHS,
  });
}
