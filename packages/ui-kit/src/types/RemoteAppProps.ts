import type { SessionUser } from '@aif/contracts';

/** What the shell passes to the root component each remote exposes. */
export interface RemoteAppProps {
  /** Top-level route path the remote was mounted under, e.g. '/dashboard'. */
  path: string;
  /** The signed-in user; null on public pages (investor consent, investment details) opened anonymously. */
  user: SessionUser | null;
}
