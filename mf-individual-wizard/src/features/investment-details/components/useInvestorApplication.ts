import { useRequest } from '@aif/api-client/react';
import type { EsignApplicationDetails } from '@aif/contracts';
import { getEsignApplication } from '../api/esign';

export interface LoadedInvestorApplication {
  details: EsignApplicationDetails | null;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/** GET /onboarding/esign/application-details/:ref (needs the investor token). */
export function useInvestorApplication(referenceId: string, enabled: boolean): LoadedInvestorApplication {
  const { data, error, loading, reload } = useRequest(enabled ? referenceId : null, () =>
    getEsignApplication(referenceId),
  );
  return { details: data ?? null, error, loading, reload };
}
