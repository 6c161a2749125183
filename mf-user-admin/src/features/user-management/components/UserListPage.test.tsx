import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import { USER_ADMIN_MESSAGES, userAccessConfirmation } from '@aif/contracts';
import { getUserAccess, listUsers, setUserAccess } from '../../../api/users';
import { currentPath, makeUser, renderAt, savedUser, staffUser } from '../testing';
import { UserManagementRoutes } from '../UserManagementRoutes';

jest.mock('../../../api/users');
jest.mock('../../../api/funds');
const list = jest.mocked(listUsers);
const access = jest.mocked(getUserAccess);
const toggle = jest.mocked(setUserAccess);

function renderAtPath(route: string) {
  return renderAt(<UserManagementRoutes path="/user-management" user={makeUser('amcadmin')} />, {
    route,
    mount: '/user-management',
  });
}
const table = (name: string) => screen.findByRole('table', { name });
const rowOf = (grid: HTMLElement, name: string) =>
  within(grid)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name))!;

const trustee = staffUser({ id: 'tr-1', role: 'trustee', name: 'Sunita Rao', empCode: null });

beforeEach(() => {
  list.mockReset().mockImplementation(async (kind) => {
    if (kind === 'rm')
      return [
        staffUser(),
        staffUser({ id: 'rm-2', name: 'Asha Iyer', email: null, phone: null, isActive: false }),
      ];
    if (kind === 'trustee') return [trustee];
    if (kind === 'distributor')
      return [
        staffUser({
          id: 'd-1',
          role: 'distributor',
          name: 'Deepak Sharma',
          distributorType: 'individual',
          arnCode: 'ARN-1',
          rm: { id: 'rm-1', name: 'Ravi Menon' },
        }),
        staffUser({
          id: 'd-2',
          role: 'distributor',
          name: 'Wealth Partners Ltd',
          distributorType: 'company',
          email: null,
          phone: null,
          countryCode: null,
        }),
      ];
    return [];
  });
  access.mockReset().mockResolvedValue(true);
  toggle.mockReset();
});

it('goes from the bare path to the Relationship Managers tab and lists them with "N/A"', async () => {
  renderAtPath('/user-management');
  const grid = await table('Relationship Managers');
  expect(currentPath()).toBe('/user-management/relationship-managers');
  expect(screen.getByRole('tab', { name: 'Relationship Managers' })).toHaveAttribute('aria-selected', 'true');
  const names = [
    'Relationship Managers',
    'Distributors',
    'Trustees',
    'Investment Managers',
    'AIF Approver',
    'AMC Admin',
  ];
  expect(screen.getAllByRole('tab')).toEqual(names.map((name) => screen.getByRole('tab', { name })));
  // Phones get the same six in a dropdown.
  expect(
    within(screen.getByRole('combobox', { name: 'User type', hidden: true }))
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent),
  ).toEqual(names);
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'Mobile Number', 'Email ID', 'Access']);
  expect(
    within(rowOf(grid, 'Ravi Menon'))
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Ravi Menon', '+91 9876543210', 'ravi@fund.example', '']);
  expect(within(rowOf(grid, 'Asha Iyer')).getAllByText('N/A')).toHaveLength(2);
  // RMs need no flag: Add is offered without asking.
  expect(access).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Add Relationship Manager' })).toBeInTheDocument();
});

it('opens the details with the id in the URL', async () => {
  const user = userEvent.setup();
  renderAtPath('/user-management/relationship-managers');
  await user.click(within(await table('Relationship Managers')).getByRole('link', { name: 'Ravi Menon' }));
  expect(currentPath()).toBe('/user-management/relationship-manager-details?id=rm-1');
});

it('lists distributors with type, ARN code and RM, and filters by type in the URL', async () => {
  const user = userEvent.setup();
  renderAtPath('/user-management/distributors');
  const grid = await table('Distributors');
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'Type', 'ARN Code', 'Mobile Number', 'Email ID', "AMC's RM Name", 'Access']);
  expect(
    within(rowOf(grid, 'Wealth Partners Ltd'))
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Wealth Partners Ltd', 'Company', 'N/A', 'N/A', 'N/A', 'N/A', '']);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Distributor Type' }), 'company');
  expect(currentPath()).toBe('/user-management/distributors?type=company');
  await waitFor(() =>
    expect(list).toHaveBeenLastCalledWith('distributor', { type: 'company' }, expect.anything()),
  );
});

it('asks before switching a user off and shows the stored state from the answer', async () => {
  const user = userEvent.setup();
  // The server's answer: the stored record under `user` (contracts `userSavedResponseSchema`).
  toggle.mockResolvedValue(savedUser(staffUser({ isActive: false }), USER_ADMIN_MESSAGES.accessChanged));
  renderAtPath('/user-management/relationship-managers');
  const grid = await table('Relationship Managers');
  const sw = within(grid).getByRole('switch', { name: 'Access for Ravi Menon' });
  await user.click(sw);
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  expect(within(dialog).getByText(userAccessConfirmation(false))).toBeInTheDocument();
  expect(sw).toBeChecked();
  expect(toggle).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Yes', hidden: true }));
  expect(toggle).toHaveBeenCalledWith('rm', 'rm-1', false);
  await waitFor(() => expect(sw).not.toBeChecked());
  expect(await screen.findByText(USER_ADMIN_MESSAGES.accessChanged)).toBeInTheDocument();
  expect(list).toHaveBeenCalledTimes(1);
});

it('asks "enable" for a user switched off, and No changes nothing', async () => {
  const user = userEvent.setup();
  renderAtPath('/user-management/relationship-managers');
  const sw = within(await table('Relationship Managers')).getByRole('switch', {
    name: 'Access for Asha Iyer',
  });
  await user.click(sw);
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  expect(within(dialog).getByText(userAccessConfirmation(true))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'No', hidden: true }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
  expect(toggle).not.toHaveBeenCalled();
  expect(sw).not.toBeChecked();
});

it("shows the server's refusal (a trustee still mapped to plans) and leaves the switch on", async () => {
  const user = userEvent.setup();
  toggle.mockRejectedValue(
    new ApiError({ code: 'HTTP_ERROR', status: 409, message: USER_ADMIN_MESSAGES.trusteeMapped }),
  );
  renderAtPath('/user-management/trustee');
  const grid = await table('Trustees');
  await act(() => access.mock.results[0]!.value as Promise<unknown>);
  const sw = within(grid).getByRole('switch', { name: 'Access for Sunita Rao' });
  await user.click(sw);
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  await user.click(within(dialog).getByRole('button', { name: 'Yes', hidden: true }));
  expect(await screen.findByText(USER_ADMIN_MESSAGES.trusteeMapped)).toBeInTheDocument();
  expect(toggle).toHaveBeenCalledWith('trustee', 'tr-1', false);
  expect(sw).toBeChecked();
});

it.each([
  ['trustee', 'Trustees', 'trusteeAccess', 'Add Trustee'],
  ['invest-managers', 'Investment Managers', 'fundManagerAccess', 'Add Investment Manager'],
  ['aif-approver', 'AIF Approver', 'amcApproverAccess', 'Add AIF Approver'],
  ['amc-admin', 'AMC Admin', 'amcAdminAccess', 'Add AMC Admin'],
])('%s: Add and the switches follow the %s flag', async (path, label, flag, add) => {
  list.mockResolvedValue([staffUser({ id: 'x-1', name: 'Someone' })]);
  access.mockResolvedValue(false);
  const { unmount } = renderAtPath(`/user-management/${path}`);
  const grid = await table(label);
  await act(() => access.mock.results[0]!.value as Promise<unknown>);
  expect(access).toHaveBeenCalledWith(flag, expect.anything());
  expect(within(grid).getByRole('switch', { name: 'Access for Someone' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: add })).not.toBeInTheDocument();
  unmount();

  access.mockResolvedValue(true);
  renderAtPath(`/user-management/${path}`);
  expect(await screen.findByRole('button', { name: add })).toBeInTheDocument();
  expect(within(await table(label)).getByRole('switch', { name: 'Access for Someone' })).toBeEnabled();
});

it('says "No data found" for an empty list', async () => {
  renderAtPath('/user-management/aif-approver');
  expect(await screen.findByText('No data found')).toBeInTheDocument();
});
