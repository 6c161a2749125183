import { getInvestorToken, tokenStore } from '@aif/api-client';

/** The investor's pages of one reference id. */
export const investorPaths = (referenceId: string) => {
  const base = `/investment-details/${encodeURIComponent(referenceId)}`;
  return {
    details: `${base}/details`,
    verify: `${base}/verify-pan`,
    application: `${base}/application-details`,
    esign: `${base}/esign`,
  };
};

/** The wizard as the investor uses it (router state `{ id, applicant1ReferenceId }`). */
export const INVESTOR_EDIT_PATH = '/investment-details/edit-application/distributor-details';

export function hasInvestorSession(): boolean {
  return getInvestorToken() !== null;
}

/**
 * Keeps the investor token where api-client keeps it (replacing any other session, as the shell's sign-in
 * does) and opens `next` with a full page load, so that the shell reads the new session (GET /users/users/me)
 * and shows its layout.
 * TODO(shell): the shell's session store lives in the shell and remotes may not import it; a window event
 * (e.g. 'aif:session-changed') that makes the store hydrate again would avoid the reload.
 */
export function completeInvestorSignIn(token: string, next: string): void {
  tokenStore.clearTokens();
  tokenStore.setInvestorToken(token);
  pageLoad.assign(next);
}

/** A full page load (kept on an object so that tests can replace it: jsdom cannot navigate). */
export const pageLoad = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Opens a URL that an async call will produce in a new tab: the tab is opened now, while the click still
 * counts as the user's gesture (a tab opened after an await is blocked as a pop-up), and pointed at the URL
 * once it arrives. Returns the function that takes the URL (or null to close the tab).
 */
export function openPendingTab(): (url: string | null) => void {
  const tab = window.open('', '_blank');
  return (url) => {
    if (!url) {
      tab?.close();
      return;
    }
    if (tab && !tab.closed) tab.location.href = url;
    else window.open(url, '_blank', 'noopener');
  };
}
