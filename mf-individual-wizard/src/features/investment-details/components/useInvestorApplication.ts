import type { EsignApplicationDetails } from '@aif/contracts';
import { useLoaded } from '../../../shared/useLoaded';
import { getEsignApplication } from '../api/esign';

export interface LoadedInvestorApplication {
  details: EsignApplicationDetails | null;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/** GET /onboarding/esign/application-details/:ref (needs the investor token). */
export function useInvestorApplication(referenceId: string, enabled: boolean): LoadedInvestorApplication {
  const { data, error, loading, reload } = useLoaded(enabled ? referenceId : null, getEsignApplication);
  return { details: data, error, loading, reload };
}
