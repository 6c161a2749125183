import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_PAGE_TEXT, ONBOARDING_MESSAGES } from '@aif/contracts';
import { ApiError } from '@aif/api-client';
import { currentPath, makeUser, renderAt } from '../../../testing/render';
import { approveConsent } from '../api/approve-consent';
import { getConsent } from '../api/get-consent';
import { rejectConsent } from '../api/reject-consent';
import { InvestorConsentRoutes } from '../InvestorConsentRoutes';

jest.mock('../api/get-consent');
jest.mock('../api/approve-consent');
jest.mock('../api/reject-consent');
const load = jest.mocked(getConsent);
const approve = jest.mocked(approveConsent);
const reject = jest.mocked(rejectConsent);

/** Renders the three public routes as the shell mounts them, for an anonymous visitor. */
function renderConsent(route: string) {
  const mount = route.startsWith('/investor-consent/') ? '/investor-consent' : route;
  return renderAt(<InvestorConsentRoutes path={mount} user={null} />, { route, mount });
}

beforeEach(() => {
  load.mockReset();
  approve.mockReset();
  reject.mockReset();
  load.mockResolvedValue({ pan: '******234F', text: CONSENT_PAGE_TEXT, expiresAt: '2030-01-01T00:00:00Z' });
});

it('shows what the AMC fetches, with Approve and Reject, leaving the main landmark to the shell', async () => {
  renderConsent('/investor-consent/tok-1');
  expect(await screen.findByText(CONSENT_PAGE_TEXT)).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('tok-1');
  expect(screen.getByText('PAN: ******234F')).toBeInTheDocument();
  // The shell wraps every page in the one main; a second one here would nest inside it.
  expect(screen.queryByRole('main')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
});

it('approves and goes to the approved page', async () => {
  approve.mockResolvedValue({ message: ONBOARDING_MESSAGES.consentApproved, status: 'approved' });
  renderConsent('/investor-consent/tok-1');
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(currentPath()).toBe('/investor-consent-approved'));
  expect(approve).toHaveBeenCalledWith({ verificationToken: 'tok-1' });
});

it('rejects and goes to the rejected page', async () => {
  reject.mockResolvedValue({ message: ONBOARDING_MESSAGES.consentRejected, status: 'rejected' });
  renderConsent('/investor-consent/tok-1');
  await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(currentPath()).toBe('/investor-consent-reject'));
  expect(reject).toHaveBeenCalledWith({ verificationToken: 'tok-1' });
});

it("shows the server's message for an expired or used link, without the buttons", async () => {
  load.mockRejectedValue(
    new ApiError({ status: 400, code: 'HTTP_ERROR', message: ONBOARDING_MESSAGES.consentLinkExpired }),
  );
  renderConsent('/investor-consent/old-token');
  expect(await screen.findByText(ONBOARDING_MESSAGES.consentLinkExpired)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

it("shows the server's refusal of the decision", async () => {
  approve.mockRejectedValue(
    new ApiError({ status: 400, code: 'HTTP_ERROR', message: ONBOARDING_MESSAGES.consentLinkUsed }),
  );
  renderConsent('/investor-consent/tok-1');
  await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
  expect(await screen.findByText(ONBOARDING_MESSAGES.consentLinkUsed)).toBeInTheDocument();
  expect(currentPath()).toBe('/investor-consent/tok-1');
});

it.each([
  ['/investor-consent-approved', 'Thanks for your approval.'],
  ['/investor-consent-reject', 'Thank you. Your consent was rejected.'],
])('%s thanks the investor and says the page can be closed', async (route, heading) => {
  renderConsent(route);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText('You can close this page.')).toBeInTheDocument();
});

it('leaves the landmark to the shell for a signed-in visitor', async () => {
  renderAt(<InvestorConsentRoutes path="/investor-consent" user={makeUser('rm')} />, {
    route: '/investor-consent/tok-1',
    mount: '/investor-consent',
  });
  await screen.findByText(CONSENT_PAGE_TEXT);
  expect(screen.queryByRole('main')).not.toBeInTheDocument();
});
