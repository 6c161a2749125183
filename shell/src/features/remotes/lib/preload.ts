import { findRoute, homeForUser, routeAccess, type SessionUser } from '@aif/contracts';
import { earlyAnswer } from '../../../lib/early-requests';
import { preloadPageFiles } from './page-files';
import { loadManifest, preloadRemoteApp, sessionKeyFor } from './registry';

/**
 * At start-up with a stored session: once the early answer of /users/users/me says who is signed in,
 * starts loading the area the address belongs to (`/`: the user's home), while the shell's own code is
 * still arriving. Only a remote the guard would mount for this user: a page the role may not open, a
 * sign-in page or a shell page loads nothing, and the manifest (filtered by the server per caller) keeps
 * an investor to the investor's areas. The page's files (`page-files.json`) are asked for beside the
 * remote's entry.
 */
export async function preloadRouteRemote(pathname: string): Promise<void> {
  const user = (await earlyAnswer('/users/users/me')) as SessionUser | null;
  if (!user?.role || !user.id) return;
  const target = pathname === '/' || pathname === '' ? homeForUser(user) : pathname;
  const rule = findRoute(target);
  if (!rule || rule.owner === 'shell') return;
  const access = routeAccess(target, user.role);
  if (access !== 'allowed' && access !== 'public') return;
  const sessionKey = sessionKeyFor(user);
  preloadRemoteApp(rule.owner, sessionKey);
  // The page's own files beside the remote's entry (page-files.ts); the load above reads the same manifest.
  const entry = (await loadManifest(sessionKey).catch(() => null))?.get(rule.owner);
  if (entry) await preloadPageFiles(entry, [...new Set([rule.path, target])]);
}
