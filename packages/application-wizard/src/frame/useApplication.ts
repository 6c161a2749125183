import { useRequest } from '@aif/api-client/react';
import { getApplication } from '../api';
import { takeEarlyApplication } from './early-read';
import type { WizardApplication } from './types';

export interface LoadedApplication {
  application: WizardApplication | null;
  error: string | null;
  loading: boolean;
  /** Reads the application again (after a 409, or after a joint holder was added elsewhere). */
  reload: () => Promise<void>;
  /** Replaces the copy in memory with what the server answered to a save. */
  setApplication: (application: WizardApplication) => void;
}

/** GET /onboarding/applications/:id, once per id (taking the early read of a cold load, early-read.ts). */
export function useApplication(id: string | null): LoadedApplication {
  const { data, error, loading, reload, setData } = useRequest(
    id,
    async () => (await takeEarlyApplication(id as string)) ?? getApplication(id as string),
  );
  return { application: data ?? null, error, loading, reload, setApplication: setData };
}
