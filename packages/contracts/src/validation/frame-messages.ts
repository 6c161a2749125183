import { NO_RESULTS_FOUND } from './no-results';

/**
 * The messages of the portal's frame: errors, guards, empty and loading states. A module of its own (in
 * MESSAGES too): the shell's layout, every table and the HTTP client show them, and importing them from
 * messages.ts put the whole message table (about 4 KB gzipped) into each app's first chunks, three times
 * on /dashboard.
 */
export const FRAME_MESSAGES = {
  sessionTimeout: 'Your active session has timeout. Request you re-login.',
  genericError: 'Sorry! We are unable to process your request. Please re-try after sometime.',
  // Timeout and network wordings are not given by the specification (docs/decisions.md).
  requestTimeout: 'The request took too long. Please check your connection and try again.',
  networkError: 'Unable to reach the server. Please check your internet connection and try again.',
  notAuthorized: 'You are not authorized to view this page',
  pageNotFound: 'Page you are requesting is not found.....',
  noDataFound: 'No data found',
  noResultsFound: NO_RESULTS_FOUND,
  loading: 'Loading...',
  notAvailable: 'N/A',
  dash: '-',
} as const;
