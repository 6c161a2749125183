/**
 * MESSAGES.noResultsFound, in a module of its own: the country picker on /login shows it, and importing
 * it from messages.ts would put the whole message table (about 4 KB gzipped) into the sign-in page.
 */
export const NO_RESULTS_FOUND = 'No Results found';
