import { earlyGet, type EarlyGet } from '@aif/api-client';

// Imports no values from contracts or the API client's requests: the area runs this before the rest of its
// code, and evaluating that code is most of what a cold load waits for once it has downloaded. The API
// client has no side effects, so the bundle takes `earlyGet` from its own small module.

/**
 * What /dashboard asks for as it mounts, as the API client sends it (path and query in the same order):
 * the recent applications and the four widgets. The counts are contracts' DASHBOARD_RECENT_APPLICATIONS,
 * DASHBOARD_MONTHS and DASHBOARD_TOP_DISTRIBUTORS (a test holds them equal).
 */
export const DASHBOARD_EARLY_PATHS = {
  recent: '/onboarding/applications?page=1&limit=4&sort=createdAt&order=DESC',
  summary: '/onboarding/dashboard/onboardingSummary',
  monthly: '/onboarding/dashboard/monthwiseOnboardingSummary?months=4',
  top: '/onboarding/dashboard/distributorWisecommitmentAmount?limit=5',
  commitment: '/onboarding/dashboard/monthwiseCommitmentAmount?months=4',
} as const;

export type DashboardEarlyRead = keyof typeof DASHBOARD_EARLY_PATHS;

/** The reads asked for before the dashboard rendered, each until the page takes it. */
const early = new Map<DashboardEarlyRead, EarlyGet<unknown>>();

/**
 * On a cold load of /dashboard (a reload, a bookmark, a staff member's home after signing in), asks for the
 * page's data, its page chunk and Highcharts as soon as the area's code has downloaded, instead of once that
 * code has run and the page has mounted: on a branch office's or a phone's connection that is one round
 * trip and the page's render earlier. The area calls it from a module its exposed App imports first
 * (`src/early-read.ts`), with the loads of the page's code.
 *
 * Plain `fetch` (`earlyGet`), since the API client sends on a later turn (its interceptors), that is after
 * the rest of the area's code has run. The page takes an answer (`takeEarly`) only if it is a fresh 200 for
 * the session still signed in; anything else and it asks through the API client as before, which shows its
 * failure as it always has. Any other address, or no session, asks for nothing.
 */
export function readDashboardEarly(
  preloads: readonly (() => Promise<unknown>)[] = [],
  location: Location = window.location,
): void {
  if (location.pathname.replace(/\/+$/, '') !== '/dashboard') return;
  for (const [name, path] of Object.entries(DASHBOARD_EARLY_PATHS) as [DashboardEarlyRead, string][]) {
    const read = earlyGet(path);
    if (!read) return; // no session
    early.set(name, read);
  }
  for (const preload of preloads) void preload().catch(() => undefined);
}

/**
 * The early answer of `name` (`EarlyGet.take`: a fresh 200 for the session still signed in), once; a later
 * read (a refresh, the next visit) asks the server again. Null: ask through the API client.
 */
export async function takeEarly<T>(name: DashboardEarlyRead): Promise<T | null> {
  const read = early.get(name);
  early.delete(name);
  return read ? ((await read.take()) as T | null) : null;
}

/** Tests start each case without an early read. */
export function resetDashboardEarly(): void {
  early.clear();
}
