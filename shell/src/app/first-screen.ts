import { hasEarlyRequests } from '../lib/early-requests';

/**
 * Asks for the code of the first screen now, beside the first render, instead of once the guard has
 * rendered (and, for a stored session, once /users/users/me has answered): the layout and the area the
 * address belongs to for a stored session (features/remotes, preloadRouteRemote), else the sign-in page.
 * Each is what that screen loads anyway; nothing here is used before React renders it.
 */
export function preloadFirstScreen(pathname = window.location.pathname): void {
  if (hasEarlyRequests()) {
    void import('../features/navigation').catch(() => undefined);
    void import('../features/remotes').then(
      ({ preloadRouteRemote }) => preloadRouteRemote(pathname),
      () => undefined,
    );
  } else if (pathname === '/login' || pathname === '/') {
    void import('../features/auth/components/LoginPage').catch(() => undefined);
  }
}
