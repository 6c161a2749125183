import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@aif/api-client';
import { useRequest, type RequestState } from '@aif/api-client/react';
import { USER_ADMIN_MESSAGES } from '@aif/contracts';
import { useNotify } from '@aif/ui-kit';

/** A page opened without the user it shows (a link cut short, a typed URL). */
export const MISSING_USER_MESSAGE = 'Choose a user from the list to open this page';

/** Goes to `to` (replacing the URL) and says why in a toast, once. */
export function RedirectWithMessage({ to, message }: { to: string; message: string }) {
  const notify = useNotify();
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    // After this commit: a toaster mounted in the same one (a first render) is listening by then.
    setTimeout(() => notify.warning(message), 0);
  }, [notify, message]);
  return <Navigate to={to} replace />;
}

/**
 * Renders `children` with the query's ids (`?id=`, `?distributorId=`), or goes back to `fallback`
 * with a message when one is missing: the page never renders without the user it shows.
 */
export function WithIds<K extends string>({
  names,
  fallback,
  children,
}: {
  names: readonly K[];
  fallback: string;
  children: (ids: Record<K, string>) => ReactNode;
}) {
  const [params] = useSearchParams();
  const ids = {} as Record<K, string>;
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (!value) return <RedirectWithMessage to={fallback} message={MISSING_USER_MESSAGE} />;
    ids[name] = value;
  }
  return <>{children(ids)}</>;
}

/**
 * `useRequest` for one record by id: an unknown id (404) answers `null` instead of failing, so the page
 * can go back to its list with "User not found" rather than show an error.
 */
export function useRecord<T>(key: string, load: (signal: AbortSignal) => Promise<T>): RequestState<T | null> {
  return useRequest<T | null>(key, async (signal) => {
    try {
      return await load(signal);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 404) return null;
      throw failure;
    }
  });
}

/** The redirect an unknown id gets. */
export function UnknownUser({ to }: { to: string }) {
  return <RedirectWithMessage to={to} message={USER_ADMIN_MESSAGES.notFound} />;
}
