import { getInvestorToken, tokenStore } from '@aif/api-client';
import type { SessionUser } from '@aif/contracts';
import type { RemoteAppProps } from '@aif/ui-kit';

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
 * After the investor's OTP: hands the token and the user to the shell (`onSignIn` from RemoteAppProps), which
 * keeps the token as its own sign-in does and updates its session store, then opens `next` in place. Without
 * the shell (the remote running standalone) the token is stored here and `next` opened with a page load.
 */
export function completeInvestorSignIn(
  token: string,
  user: SessionUser,
  next: string,
  { onSignIn, navigate }: { onSignIn?: RemoteAppProps['onSignIn']; navigate: (to: string) => void },
): void {
  if (onSignIn) {
    onSignIn(token, user);
    navigate(next);
    return;
  }
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
