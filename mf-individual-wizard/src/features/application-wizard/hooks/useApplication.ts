import { useLoaded } from '../../../shared/useLoaded';
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
  const { data, error, loading, reload, setData } = useLoaded(id, getApplication);
  return { application: data, error, loading, reload, setApplication: setData };
}
