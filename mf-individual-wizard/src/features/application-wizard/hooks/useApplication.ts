import { useCallback, useEffect, useState } from 'react';
import { toUserMessage } from '@aif/api-client';
import { getApplication } from '../api/get-application';
import type { WizardApplication } from '../lib/types';

export interface LoadedApplication {
  application: WizardApplication | null;
  error: string | null;
  loading: boolean;
  /** Reads the application again (after a 409, or after a joint holder was added elsewhere). */
  reload: () => Promise<void>;
  /** Replaces the copy in memory with what the server answered to a save. */
  setApplication: (application: WizardApplication) => void;
}

/** GET /onboarding/applications/:id, once per id. */
export function useApplication(id: string | null): LoadedApplication {
  const [application, setApplication] = useState<WizardApplication | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(id !== null);

  const load = useCallback(
    async (signal?: { cancelled: boolean }) => {
      if (!id) return;
      setLoading(true);
      setError(null);
      try {
        const loaded = await getApplication(id);
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

  return { application, error, loading, reload: () => load(), setApplication };
}
