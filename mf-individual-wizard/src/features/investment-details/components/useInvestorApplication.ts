import { useCallback, useEffect, useState } from 'react';
import { toUserMessage } from '@aif/api-client';
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
  const [details, setDetails] = useState<EsignApplicationDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(enabled);

  const load = useCallback(
    async (signal?: { cancelled: boolean }) => {
      if (!enabled) return;
      setLoading(true);
      setError(null);
      try {
        const loaded = await getEsignApplication(referenceId);
        if (!signal?.cancelled) setDetails(loaded);
      } catch (e) {
        if (!signal?.cancelled) setError(toUserMessage(e));
      } finally {
        if (!signal?.cancelled) setLoading(false);
      }
    },
    [referenceId, enabled],
  );

  useEffect(() => {
    const signal = { cancelled: false };
    void load(signal);
    return () => {
      signal.cancelled = true;
    };
  }, [load]);

  return { details, error, loading, reload: () => load() };
}
