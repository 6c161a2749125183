import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { RESTART_NOTICE } from '../lib/messages';
import { STEP_PATHS } from '../lib/paths';

/**
 * A step opened without what the earlier steps produced (a reload, a typed URL, the back button after the
 * application was made) goes back to the PAN page and says why, instead of showing a broken form.
 */
export function RequireFlow({ ready, children }: { ready: boolean; children: ReactNode }) {
  const location = useLocation();
  if (!ready) {
    return <Navigate to={`${STEP_PATHS.pan}${location.search}`} replace state={{ notice: RESTART_NOTICE }} />;
  }
  return <>{children}</>;
}
