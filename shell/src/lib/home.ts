import { homeForUser, routeAccess, type SessionUser } from '@aif/contracts';

/** Where `/` and a successful sign-in send a user (doc 3, 2.1); an investor opens their own application. */
export const homePath = (user: SessionUser): string => homeForUser(user);

/** The page a user asked for before signing in, if they may open it; otherwise their home. */
export function afterSignInPath(user: SessionUser, requested: string | null | undefined): string {
  if (requested && requested !== '/' && !isSignInPath(requested)) {
    const pathname = requested.split(/[?#]/)[0] ?? requested;
    const access = routeAccess(pathname, user.role);
    if (access === 'allowed' || access === 'public') return requested;
  }
  return homePath(user);
}

export const LOGIN_PATH = '/login';
export const VERIFY_OTP_PATH = '/verify-otp';

export function isSignInPath(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname === VERIFY_OTP_PATH;
}

/** The page remembered in navigation state by the guard (`{ from }`), if any. */
export function readFrom(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? from : undefined;
}
