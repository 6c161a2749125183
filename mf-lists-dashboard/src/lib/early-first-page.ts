import { earlyGet, type EarlyGet } from '@aif/api-client';
import type { ApplicationListPage } from '@aif/contracts';

// Imports no values from contracts or the API client's requests (see the dashboard's early read,
// features/dashboard/early/early-read.ts).

/**
 * The request All Applications makes when opened without a query (page 1, no search, no filter) as the
 * API client sends it; the page size is contracts' PAGE_SIZE (a test holds them equal).
 */
export const FIRST_PAGE_PATH = '/onboarding/applications?page=1&limit=10&sort=createdAt&order=DESC';

let early: EarlyGet<ApplicationListPage> | null = null;

/**
 * On a cold load of `/applications` with no query (the home of RMs and distributors, a reload), asks for
 * the list's first page and the page's chunk as soon as the area's code has downloaded, instead of once
 * that code has run and the page has mounted (see the dashboard's early read). Any other address, or no
 * session, asks for nothing.
 */
export function readApplicationsEarly(
  preloads: readonly (() => Promise<unknown>)[] = [],
  location: Location = window.location,
): void {
  if (location.pathname.replace(/\/+$/, '') !== '/applications' || location.search !== '') return;
  early = earlyGet<ApplicationListPage>(FIRST_PAGE_PATH);
  if (!early) return; // no session
  for (const preload of preloads) void preload().catch(() => undefined);
}

/**
 * The early first page (`EarlyGet.take`: a fresh 200 for the session still signed in), once. Null: ask
 * through the API client. Only for the request FIRST_PAGE_PATH stands for.
 */
export async function takeEarlyFirstPage(): Promise<ApplicationListPage | null> {
  const read = early;
  early = null;
  return read ? read.take() : null;
}

/** Tests start each case without an early read. */
export function resetApplicationsEarly(): void {
  early = null;
}
