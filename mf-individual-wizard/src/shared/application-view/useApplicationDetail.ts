import { useCallback, useEffect, useState } from 'react';
import { toUserMessage } from '@aif/api-client';
import type { ApplicationDetail } from '@aif/contracts';
import { getApplicationDetail } from './api';

export interface LoadedDetail {
  application: ApplicationDetail | null;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/** GET /onboarding/applications/:id once per id (staff pages). */
export function useApplicationDetail(id: string | undefined): LoadedDetail {
  const [application, setApplication] = useState<ApplicationDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(Boolean(id));

  const load = useCallback(
    async (signal?: { cancelled: boolean }) => {
      if (!id) return;
      setLoading(true);
      setError(null);
      try {
        const loaded = await getApplicationDetail(id);
        if (!signal?.cancelled) setApplication(loaded);
      } catch (e) {
        if (!signal?.cancelled) setError(toUserMessage(e));
      } finally {
        if (!signal?.cancelled) setLoading(false);
      }
    },
    [id],
  );

  useEffect(() => {
    const signal = { cancelled: false };
    void load(signal);
    return () => {
      signal.cancelled = true;
    };
  }, [load]);

  return { application, error, loading, reload: () => load() };
}
