import type { SessionUser } from '@aif/contracts';

/** What the shell passes to the root component each remote exposes. */
export interface RemoteAppProps {
  /** Top-level route path the remote was mounted under, e.g. '/dashboard'. */
  path: string;
  /** The signed-in user; null on public pages (investor consent, investment details) opened anonymously. */
  user: SessionUser | null;
  /**
   * Starts a session from a sign-in the remote completed itself (the investor's OTP on the investment
   * details pages): the shell keeps the token as its own sign-in does and updates its session store, so
   * its layout and every area see the user without a page load. Absent when a remote runs standalone.
   */
  onSignIn?: (token: string, user: SessionUser) => void;
}
