import { routeAccess, type SessionUser } from '@aif/contracts';
import { afterSignInPath, homePath, isSignInPath, LOGIN_PATH } from '../lib/home';

/** What the shell does with a location, given who is signed in (doc 3, 2.1 "A route guard ..."). */
export type GuardDecision =
  /** Render the route; `inLayout` puts it inside the header and side navigation. */
  | { kind: 'render'; inLayout: boolean }
  /** Go elsewhere; `rememberFrom` keeps the requested page so sign-in can return to it. */
  | { kind: 'redirect'; to: string; rememberFrom: boolean }
  /** A route the role does not accept: "You are not authorized to view this page" in the layout. */
  | { kind: 'forbidden' }
  /** An unknown path for a signed-in user: the not-found page in the layout. */
  | { kind: 'not-found' };

/**
 * @param requested on the sign-in pages, the page the user asked for before signing in (navigation state);
 * once they are signed in they are sent there if their role may open it, otherwise home.
 */
export function decideRoute(pathname: string, user: SessionUser | null, requested?: string): GuardDecision {
  if (pathname === '/' || pathname === '') {
    return user ? redirect(homePath(user)) : redirect(LOGIN_PATH);
  }
  // Signed-in users have nothing to do on the sign-in pages.
  if (isSignInPath(pathname)) {
    return user ? redirect(afterSignInPath(user, requested)) : { kind: 'render', inLayout: false };
  }
  switch (routeAccess(pathname, user?.role)) {
    case 'public':
      return { kind: 'render', inLayout: user !== null };
    case 'allowed':
      return { kind: 'render', inLayout: true };
    case 'login-required':
      return { kind: 'redirect', to: LOGIN_PATH, rememberFrom: true };
    case 'forbidden':
      return { kind: 'forbidden' };
    case 'unknown':
      return { kind: 'not-found' };
  }
}

function redirect(to: string): GuardDecision {
  return { kind: 'redirect', to, rememberFrom: false };
}
