import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_FIELD_LABELS as L } from '@aif/contracts';
import { getDistributor, getUser, getUserAccess, listUsers } from '../../../api/users';
import { currentPath, distributorDetails, makeUser, renderAt, staffUser } from '../testing';
import { UserManagementRoutes } from '../UserManagementRoutes';

jest.mock('../../../api/users');
jest.mock('../../../api/funds');
const get = jest.mocked(getUser);
const distributor = jest.mocked(getDistributor);
const access = jest.mocked(getUserAccess);
const list = jest.mocked(listUsers);

function renderAtPath(route: string) {
  return renderAt(<UserManagementRoutes path="/user-management" user={makeUser('amcadmin')} />, {
    route,
    mount: '/user-management',
  });
}
/** The label and value pairs of the details card, in order. */
function pairs(name: string) {
  const list = screen.getByLabelText(name, { selector: 'dl' });
  return [...list.querySelectorAll('dt')].map(
    (dt) => `${dt.textContent}${dt.nextElementSibling?.textContent}`,
  );
}

beforeEach(() => {
  get.mockReset().mockResolvedValue(staffUser());
  distributor.mockReset().mockResolvedValue(distributorDetails());
  access.mockReset().mockResolvedValue(true);
  list.mockReset().mockResolvedValue([]);
});

it("shows an RM's fields in the form's order with '-' for missing ones, edit and mapped SRMs", async () => {
  const user = userEvent.setup();
  renderAtPath('/user-management/relationship-manager-details?id=rm-1');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Relationship Manager Details' }),
  ).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('rm', 'rm-1', expect.anything());
  const shown = pairs('Relationship Manager Details');
  expect(shown.slice(0, 5)).toEqual([
    `${L.name}Ravi Menon`,
    `${L.email}ravi@fund.example`,
    `${L.phone}+91 9876543210`,
    `${L.panNumber}ABCPM1234K`,
    `${L.empCode}E100`,
  ]);
  expect(shown).toContain(`${L.streetName}-`);
  expect(shown).toContain('AccessActive');
  await user.click(screen.getByRole('link', { name: 'View Mapped SRMs' }));
  expect(currentPath()).toBe('/user-management/srms?id=rm-1');
});

it('always offers the edit icon for an RM, and opens the edit form with the id', async () => {
  const user = userEvent.setup();
  renderAtPath('/user-management/relationship-manager-details?id=rm-1');
  await user.click(await screen.findByRole('button', { name: 'Edit Relationship Manager' }));
  expect(currentPath()).toBe('/user-management/edit-rm-details?id=rm-1');
  expect(access).not.toHaveBeenCalled();
});

it("hides a trustee's edit icon without trusteeAccess", async () => {
  access.mockResolvedValue(false);
  get.mockResolvedValue(staffUser({ id: 'tr-1', role: 'trustee', name: 'Sunita Rao' }));
  renderAtPath('/user-management/trustee-details?id=tr-1');
  await screen.findByRole('heading', { level: 1, name: 'Trustee Details' });
  await act(() => access.mock.results[0]!.value as Promise<unknown>);
  expect(access).toHaveBeenCalledWith('trusteeAccess', expect.anything());
  expect(screen.queryByRole('button', { name: 'Edit Trustee' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Mapped Plans' })).toHaveAttribute(
    'href',
    '/user-management/trustee-plans?id=tr-1',
  );
});

it("shows an individual distributor's RM and its schemes with their plans", async () => {
  renderAtPath('/user-management/distributor-details?id=d-1');
  await screen.findByRole('heading', { level: 1, name: 'Distributor Details' });
  const shown = pairs('Distributor Details');
  expect(shown.slice(0, 3)).toEqual([
    `${L.distributorType}Individual`,
    `${L.name}Deepak Sharma`,
    `${L.email}deepak@dist.example`,
  ]);
  expect(shown).toContain(`${L.rmId}Ravi Menon`);
  expect(shown).toContain('Demo Growth Fund IDGF1-A - Series A');
  // Only a company has distributor's RMs.
  expect(screen.queryByRole('table', { name: "Distributor's RMs" })).not.toBeInTheDocument();
  expect(list).not.toHaveBeenCalledWith('subdistributor', expect.anything(), expect.anything());
});

it("shows a company without email or contact, with its Distributor's RM section", async () => {
  const user = userEvent.setup();
  distributor.mockResolvedValue(
    distributorDetails({
      id: 'd-2',
      name: 'Wealth Partners Ltd',
      distributorType: 'company',
      email: null,
      phone: null,
      rm: null,
    }),
  );
  list.mockResolvedValue([
    staffUser({
      id: 's-1',
      role: 'subdistributor',
      name: 'Kiran Rao',
      distributorsRmCode: 'WP-01',
      rm: { id: 'rm-1', name: 'Ravi Menon' },
    }),
  ]);
  renderAtPath('/user-management/distributor-details?id=d-2');
  await screen.findByRole('heading', { level: 1, name: 'Distributor Details' });
  const shown = pairs('Distributor Details');
  expect(shown.some((p) => p?.startsWith(L.email))).toBe(false);
  expect(shown.some((p) => p?.startsWith(L.phone))).toBe(false);
  const table = await screen.findByRole('table', { name: "Distributor's RMs" });
  expect(list).toHaveBeenCalledWith('subdistributor', { distributorId: 'd-2' }, expect.anything());
  await user.click(within(table).getByRole('link', { name: 'Kiran Rao' }));
  expect(currentPath()).toBe('/user-management/distributor/distributors-rm-details?distributorId=d-2&id=s-1');
});

it("returns from the distributor's RM list to the company distributors", async () => {
  const user = userEvent.setup();
  distributor.mockResolvedValue(
    distributorDetails({ id: 'd-2', name: 'Wealth Partners Ltd', distributorType: 'company' }),
  );
  renderAtPath('/user-management/distributor/distributors-rm?distributorId=d-2');
  expect(await screen.findByRole('heading', { level: 1, name: "Distributor's RMs" })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Distributors' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('button', { name: "Add Distributor's RM" }));
  expect(currentPath()).toBe('/user-management/distributor/add-distributors-rm?distributorId=d-2');
});

it('has Back to the distributors list with the company type', async () => {
  const user = userEvent.setup();
  renderAtPath('/user-management/distributor/distributors-rm?distributorId=d-2');
  await user.click(await screen.findByRole('link', { name: 'Back to Distributors' }));
  await waitFor(() => expect(currentPath()).toBe('/user-management/distributors?type=company'));
});

it("shows an AMC admin's access rights read-only", async () => {
  get.mockResolvedValue({
    ...staffUser({ id: 'a-1', role: 'amcadmin', name: 'Priya Shah' }),
    flags: { trusteeAccess: true, fundSetupAccess: false },
  } as never);
  renderAtPath('/user-management/amc-admin-details?id=a-1');
  await screen.findByRole('heading', { level: 1, name: 'AMC Admin Details' });
  const rights = pairs('Access Rights');
  expect(rights).toContain('TrusteeYes');
  expect(rights).toContain('Fund SetupNo');
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
});
