import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FUND_API_MESSAGES,
  MESSAGES,
  NO_DISTRIBUTOR_MAPPED,
  UPDATE_RM_CONFIRMATION,
  USER_ADMIN_MESSAGES,
} from '@aif/contracts';
import { getFundsWithPlans, updatePlanTrustee } from '../../../api/funds';
import { getMappedSrms, getUser, getUserAccess, listUsers, updateUser } from '../../../api/users';
import { FUNDS, makeUser, renderAt, savedUser, staffUser } from '../testing';
import { UserManagementRoutes } from '../UserManagementRoutes';

jest.mock('../../../api/users');
jest.mock('../../../api/funds');
const srms = jest.mocked(getMappedSrms);
const list = jest.mocked(listUsers);
const update = jest.mocked(updateUser);
const get = jest.mocked(getUser);
const access = jest.mocked(getUserAccess);
const funds = jest.mocked(getFundsWithPlans);
const updateTrustee = jest.mocked(updatePlanTrustee);

function renderAtPath(route: string) {
  return renderAt(<UserManagementRoutes path="/user-management" user={makeUser('amcadmin')} />, {
    route,
    mount: '/user-management',
  });
}

/** The options of the open dropdown (the dialog is aria-hidden by its modal focus trap in jsdom). */
const listed = () =>
  within(screen.getByRole('listbox', { hidden: true }))
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);

const company = { id: 'd-2', name: 'Wealth Partners Ltd', type: 'company' as const, arnCode: null };
const individual = { id: 'd-1', name: 'Deepak Sharma', type: 'individual' as const, arnCode: 'ARN-1' };
const kiran = staffUser({
  id: 's-1',
  role: 'subdistributor',
  name: 'Kiran Rao',
  distributorsRmCode: 'WP-01',
});
const deepak = staffUser({ id: 'd-1', role: 'distributor', name: 'Deepak Sharma', arnCode: 'ARN-1' });

beforeEach(() => {
  srms.mockReset().mockResolvedValue({
    rm: { id: 'rm-1', name: 'Ravi Menon' },
    groups: [
      { distributor: company, members: [kiran] },
      { distributor: individual, members: [deepak] },
    ],
  });
  list
    .mockReset()
    .mockImplementation(async (kind) =>
      kind === 'rm'
        ? [
            staffUser({ id: 'rm-2', name: 'Zoya Khan' }),
            staffUser(),
            staffUser({ id: 'rm-3', name: 'Arun Das' }),
          ]
        : [staffUser({ id: 'tr-1', name: 'Sunita Rao' }), staffUser({ id: 'tr-2', name: 'Vikram Joshi' })],
    );
  update.mockReset().mockResolvedValue(savedUser(kiran, USER_ADMIN_MESSAGES.rmUpdated));
  get.mockReset().mockResolvedValue(staffUser({ id: 'tr-1', role: 'trustee', name: 'Sunita Rao' }));
  access.mockReset().mockResolvedValue(true);
  funds.mockReset().mockResolvedValue(FUNDS);
  updateTrustee.mockReset().mockResolvedValue({ message: FUND_API_MESSAGES.trusteeUpdated, reissued: 0 });
});

it('groups the mapped SRMs per distributor and moves one to another RM', async () => {
  const user = userEvent.setup();
  renderAtPath('/user-management/srms?id=rm-1');
  expect(await screen.findByRole('heading', { name: 'Wealth Partners Ltd (Company)' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Deepak Sharma (Individual)' })).toBeInTheDocument();
  expect(srms).toHaveBeenCalledWith('rm-1', expect.anything());
  expect(screen.getByRole('tab', { name: 'Relationship Managers' })).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('button', { name: 'Update RM of Kiran Rao' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  const box = within(dialog).getByRole('combobox', { name: /Relationship Manager/, hidden: true });
  await user.click(box);
  // The other active RMs, sorted by name; typing filters them.
  expect(listed()).toEqual(['Arun Das', 'Zoya Khan']);
  await user.type(box, 'zo');
  expect(listed()).toEqual(['Zoya Khan']);
  await user.click(screen.getByRole('option', { name: 'Zoya Khan', hidden: true }));
  await user.click(within(dialog).getByRole('button', { name: 'Update', hidden: true }));
  const confirm = await screen.findByRole('alertdialog', { hidden: true });
  expect(within(confirm).getByText(UPDATE_RM_CONFIRMATION)).toBeInTheDocument();
  expect(update).not.toHaveBeenCalled();
  await user.click(within(confirm).getByRole('button', { name: 'Yes', hidden: true }));
  // A distributor's RM by update-subdistributor.
  expect(update).toHaveBeenCalledWith('subdistributor', 's-1', { rmId: 'rm-2' });
  expect(await screen.findByText(USER_ADMIN_MESSAGES.rmUpdated)).toBeInTheDocument();
  await waitFor(() => expect(srms).toHaveBeenCalledTimes(2));
});

it('moves an individual distributor by update-distributor', async () => {
  const user = userEvent.setup();
  renderAtPath('/user-management/srms?id=rm-1');
  await user.click(await screen.findByRole('button', { name: 'Update RM of Deepak Sharma' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  await user.click(within(dialog).getByRole('combobox', { name: /Relationship Manager/, hidden: true }));
  await user.click(screen.getByRole('option', { name: 'Arun Das', hidden: true }));
  await user.click(within(dialog).getByRole('button', { name: 'Update', hidden: true }));
  const confirm = await screen.findByRole('alertdialog', { hidden: true });
  await user.click(within(confirm).getByRole('button', { name: 'Yes', hidden: true }));
  expect(update).toHaveBeenCalledWith('distributor', 'd-1', { rmId: 'rm-3' });
});

it('says "No distributor mapped under this RM" for an RM with no distributor (doc 3 §8)', async () => {
  srms.mockResolvedValue({ rm: { id: 'rm-1', name: 'Ravi Menon' }, groups: [] });
  renderAtPath('/user-management/srms?id=rm-1');
  expect(await screen.findByText(NO_DISTRIBUTOR_MAPPED)).toBeInTheDocument();
  expect(screen.queryByText('No data found')).not.toBeInTheDocument();
});

it("lists a trustee's plans per scheme and moves one to another trustee", async () => {
  const user = userEvent.setup();
  renderAtPath('/user-management/trustee-plans?id=tr-1');
  const table = await screen.findByRole('table', { name: 'Demo Growth Fund I' });
  expect(funds).toHaveBeenCalledWith({ trusteeId: 'tr-1' }, expect.anything());
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Series Number', 'Series Name', 'Setup Fees Percentage', 'Minimum Commitment Amount', 'Action']);
  expect(
    within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['DGF1-A', 'Series A', '2%', '₹ 1,00,00,000.00', 'Update Trustee']);
  expect(within(screen.getByRole('table', { name: 'Overseas Fund' })).getByText('N/A')).toBeInTheDocument();
  await act(() => access.mock.results[0]!.value as Promise<unknown>);

  await user.click(within(table).getByRole('button', { name: 'Update Trustee of DGF1-A' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  await user.click(within(dialog).getByRole('combobox', { name: /Trustee/, hidden: true }));
  // The trustee itself is not offered.
  expect(listed()).toEqual(['Vikram Joshi']);
  await user.click(screen.getByRole('option', { name: 'Vikram Joshi', hidden: true }));
  await user.click(within(dialog).getByRole('button', { name: 'Update', hidden: true }));
  const confirm = await screen.findByRole('alertdialog', { hidden: true });
  expect(within(confirm).getByText(MESSAGES.updateTrusteeConfirm)).toBeInTheDocument();
  await user.click(within(confirm).getByRole('button', { name: 'Yes', hidden: true }));
  expect(updateTrustee).toHaveBeenCalledWith('plan-1', 'tr-2');
  expect(await screen.findByText(FUND_API_MESSAGES.trusteeUpdated)).toBeInTheDocument();
  await waitFor(() => expect(funds).toHaveBeenCalledTimes(2));
});

it('greys Update Trustee without trusteeAccess and asks by investment manager on IM-plans', async () => {
  access.mockResolvedValue(false);
  const { unmount } = renderAtPath('/user-management/trustee-plans?id=tr-1');
  const table = await screen.findByRole('table', { name: 'Demo Growth Fund I' });
  await act(() => access.mock.results[0]!.value as Promise<unknown>);
  expect(access).toHaveBeenCalledWith('trusteeAccess', expect.anything());
  expect(within(table).getByRole('button', { name: 'Update Trustee of DGF1-A' })).toBeDisabled();
  unmount();

  access.mockResolvedValue(true);
  renderAtPath('/user-management/IM-plans?id=fm-1');
  await screen.findByRole('table', { name: 'Demo Growth Fund I' });
  expect(funds).toHaveBeenLastCalledWith({ fundManagerId: 'fm-1' }, expect.anything());
  expect(screen.getByRole('tab', { name: 'Investment Managers' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('button', { name: /^Update Investment Manager of/ })).toHaveLength(3);
});
