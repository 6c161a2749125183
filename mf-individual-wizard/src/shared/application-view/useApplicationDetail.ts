import type { ApplicationDetail } from '@aif/contracts';
import { useLoaded } from '../useLoaded';
import { getApplicationDetail } from './api';

export interface LoadedDetail {
  application: ApplicationDetail | null;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/** GET /onboarding/applications/:id once per id (staff pages). */
export function useApplicationDetail(id: string | undefined): LoadedDetail {
  const { data, error, loading, reload } = useLoaded(id ?? null, getApplicationDetail);
  return { application: data, error, loading, reload };
}
