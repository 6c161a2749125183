import { useRequest } from '@aif/api-client/react';
import type { ApplicationDetail } from '@aif/contracts';
import { getApplicationDetail } from '../api';

export interface LoadedDetail {
  application: ApplicationDetail | null;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/** GET /onboarding/applications/:id once per id (staff pages). */
export function useApplicationDetail(id: string | undefined): LoadedDetail {
  const { data, error, loading, reload } = useRequest(id ?? null, () => getApplicationDetail(id as string));
  return { application: data ?? null, error, loading, reload };
}
