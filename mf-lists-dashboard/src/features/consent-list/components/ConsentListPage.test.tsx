import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Consent, type Role } from '@aif/contracts';
import { currentPath, expectCellsLabelledByHeaders, makeUser, renderAt } from '../../../testing/render';
import { getConsents, resendConsent, revokeConsent } from '../api/consents';
import { ConsentListRoutes } from '../ConsentListRoutes';

jest.mock('../api/consents');
const list = jest.mocked(getConsents);
const resend = jest.mocked(resendConsent);
const revoke = jest.mocked(revokeConsent);

const consent = (o: Partial<Consent>): Consent => ({
  id: 'c1',
  pan: 'ABKPM1234C',
  emailId: 'vikram@investor.example',
  consentStatus: 'pending',
  updatedAt: '2025-06-10T06:00:00.000Z',
  ...o,
});

function renderList(role: Role, route = '/view-consent-email-list') {
  return renderAt(<ConsentListRoutes path="/view-consent-email-list" user={makeUser(role)} />, {
    route,
    mount: '/view-consent-email-list',
  });
}
const table = () => screen.findByRole('table', { name: 'Email consents' });

beforeEach(() => {
  list.mockReset().mockResolvedValue({
    consents: [consent({}), consent({ id: 'c2', pan: 'BCDPK2345D', consentStatus: 'approved' })],
    pages: 1,
    total: 2,
  });
  resend.mockReset().mockResolvedValue({ message: MESSAGES.emailSent });
  revoke.mockReset().mockResolvedValue({ message: MESSAGES.emailRevoked });
});

it('lists PAN, e-mail, status and the update time', async () => {
  renderList('rm');
  const grid = await table();
  for (const name of ['Investor PAN', 'Email Id', 'Status', 'Updated At']) {
    expect(within(grid).getByRole('columnheader', { name })).toBeInTheDocument();
  }
  expect(within(grid).getByText('Pending')).toBeInTheDocument();
  expect(within(grid).getByText('Approved')).toBeInTheDocument();
  expect(within(grid).getAllByText('10/06/2025 11:30 AM')).toHaveLength(2);
  expectCellsLabelledByHeaders(grid);
});

it('gives amcadmin no actions', async () => {
  renderList('amcadmin');
  const grid = await table();
  expect(within(grid).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Consent actions' })).not.toBeInTheDocument();
});

it('re-sends a pending consent with a toast; only pending rows have the action', async () => {
  const user = userEvent.setup();
  renderList('rm');
  await table();
  expect(screen.getAllByRole('button', { name: 'Consent actions' })).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Consent actions' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  await user.click(within(dialog).getByRole('button', { name: 'Re-Send Email Consent', hidden: true }));
  expect(resend).toHaveBeenCalledWith('c1');
  expect(await screen.findByText(MESSAGES.emailSent)).toBeInTheDocument();
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
});

it('revokes a pending consent with a toast', async () => {
  const user = userEvent.setup();
  renderList('distributor');
  await table();
  await user.click(screen.getByRole('button', { name: 'Consent actions' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  await user.click(within(dialog).getByRole('button', { name: 'Revoke Email Consent', hidden: true }));
  expect(revoke).toHaveBeenCalledWith('c1');
  expect(await screen.findByText(MESSAGES.emailRevoked)).toBeInTheDocument();
});

it('searches by PAN after 500 ms, from page 1, in the URL', async () => {
  const user = userEvent.setup();
  renderList('rm', '/view-consent-email-list?page=2');
  await table();
  expect(list.mock.calls.at(-1)![0]).toMatchObject({ page: 2 });
  await user.type(screen.getByRole('searchbox', { name: 'Search PAN' }), 'abk');
  await waitFor(() => expect(currentPath()).toBe('/view-consent-email-list?search=abk'), { timeout: 5000 });
  await waitFor(() => expect(list.mock.calls.at(-1)![0]).toEqual({ pan: 'abk', page: 1, limit: 10 }));
});

it('shows "No data found"', async () => {
  list.mockResolvedValue({ consents: [], pages: 0, total: 0 });
  renderList('rm');
  expect(await screen.findByText(MESSAGES.noDataFound)).toBeInTheDocument();
});
