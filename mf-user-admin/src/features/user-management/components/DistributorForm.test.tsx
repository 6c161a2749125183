import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_FORM_MESSAGES } from '@aif/contracts';
import { getFundsWithPlans } from '../../../api/funds';
import { addUser, getDistributor, listUsers, updateUser } from '../../../api/users';
import { FUNDS, currentPath, distributorDetails, makeUser, renderAt, savedUser, staffUser } from '../testing';
import { UserManagementRoutes } from '../UserManagementRoutes';

jest.mock('../../../api/users');
jest.mock('../../../api/funds');
const add = jest.mocked(addUser);
const update = jest.mocked(updateUser);
const list = jest.mocked(listUsers);
const distributor = jest.mocked(getDistributor);
const funds = jest.mocked(getFundsWithPlans);

function renderAtPath(route: string) {
  return renderAt(<UserManagementRoutes path="/user-management" user={makeUser('amcadmin')} />, {
    route,
    mount: '/user-management',
  });
}
const input = (name: string | RegExp) => screen.getByRole('textbox', { name });
const row = (n: number) => screen.getByRole('group', { name: `Scheme ${n}` });

beforeEach(() => {
  add.mockReset().mockResolvedValue(savedUser(staffUser({ id: 'd-9', role: 'distributor' })));
  update.mockReset().mockResolvedValue(savedUser(staffUser({ id: 'd-1', role: 'distributor' })));
  list
    .mockReset()
    .mockResolvedValue([
      staffUser({ id: 'rm-2', name: 'Zoya Khan' }),
      staffUser(),
      staffUser({ id: 'rm-3', name: 'Old RM', isActive: false }),
    ]);
  distributor.mockReset().mockResolvedValue(distributorDetails());
  funds.mockReset().mockResolvedValue(FUNDS);
});

it('offers email, contact and the RM for an individual only', async () => {
  const user = userEvent.setup();
  renderAtPath('/user-management/add-distributor');
  await screen.findByRole('heading', { level: 1, name: 'Add Distributor' });
  expect(list).toHaveBeenCalledWith('rm', { isActive: 'true' }, expect.anything());
  // Active RMs by name.
  expect(
    within(screen.getByRole('combobox', { name: /^AMC's RM Name/ }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Select', 'Ravi Menon', 'Zoya Khan']);
  expect(input(/^Email Id/)).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Company' }));
  expect(screen.queryByRole('textbox', { name: /^Email Id/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /^Contact Number/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: /^AMC's RM Name/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(USER_FORM_MESSAGES.nameRequired)).toBeInTheDocument();
  expect(screen.queryByText(USER_FORM_MESSAGES.emailRequired)).not.toBeInTheDocument();
  expect(screen.queryByText(USER_FORM_MESSAGES.rmRequired)).not.toBeInTheDocument();
});

it('adds a scheme row only once the last has a scheme and plans, and sends the rows', async () => {
  const user = userEvent.setup();
  renderAtPath('/user-management/add-distributor');
  await screen.findByRole('heading', { level: 1, name: 'Add Distributor' });
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByRole('alert')).toHaveTextContent(USER_FORM_MESSAGES.schemeRowIncomplete);
  expect(screen.queryByRole('group', { name: 'Scheme 2' })).not.toBeInTheDocument();

  await user.selectOptions(within(row(1)).getByRole('combobox', { name: 'Scheme' }), 'fund-1');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.queryByRole('group', { name: 'Scheme 2' })).not.toBeInTheDocument();
  // The inactive plan is not offered.
  await user.click(within(row(1)).getByRole('combobox', { name: 'Plans' }));
  expect(screen.getAllByRole('menuitemcheckbox').map((o) => o.textContent)).toEqual(['DGF1-A - Series A']);
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'DGF1-A - Series A' }));
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // A scheme already chosen is not offered again.
  expect(
    within(within(row(2)).getByRole('combobox', { name: 'Scheme' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Select', 'Overseas Fund']);
  await user.click(screen.getByRole('button', { name: 'Remove scheme 2' }));
  expect(screen.queryByRole('group', { name: 'Scheme 2' })).not.toBeInTheDocument();

  await user.type(input(/^Name/), 'Deepak Sharma');
  await user.type(input(/^Email Id/), 'deepak@dist.example');
  await user.type(input(/^Contact Number/), '9811111111');
  await user.type(input(/^PAN/), 'abcps1234k');
  await user.type(input(/^ARN Code/), 'arn-1');
  await user.selectOptions(screen.getByRole('combobox', { name: /^AMC's RM Name/ }), 'rm-1');
  await user.type(input(/^Address 1/), '2 MG Road');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  expect(add.mock.calls[0]![0]).toBe('distributor');
  expect(add.mock.calls[0]![1]).toMatchObject({
    distributorType: 'individual',
    name: 'Deepak Sharma',
    email: 'deepak@dist.example',
    countryCode: '+91',
    phone: '9811111111',
    panNumber: 'ABCPS1234K',
    arnCode: 'ARN-1',
    rmId: 'rm-1',
    buildingNo: '2 MG Road',
    schemeAndPlan: [{ schemeId: 'fund-1', planIds: ['plan-1'] }],
  });
  await waitFor(() => expect(currentPath()).toBe('/user-management/distributor-details?id=d-9'));
});

it('edits a company distributor: its type fixed, its rows loaded, no mobile or RM sent', async () => {
  const user = userEvent.setup();
  distributor.mockResolvedValue(
    distributorDetails({
      distributorType: 'company',
      name: 'Wealth Partners Ltd',
      email: null,
      phone: null,
      countryCode: null,
      countryNameAndCode: null,
      rm: null,
    }),
  );
  renderAtPath('/user-management/edit-distributor?id=d-1');
  await screen.findByRole('heading', { level: 1, name: 'Edit Distributor' });
  expect(screen.queryByRole('radio', { name: 'Company' })).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Distributor Type' })).toHaveValue('Company');
  expect(within(row(1)).getByRole('combobox', { name: 'Scheme' })).toHaveValue('fund-1');
  expect(screen.getByLabelText('Selected Plans')).toHaveTextContent('DGF1-A - Series A');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  const body = update.mock.calls[0]![2];
  expect(update.mock.calls[0]![1]).toBe('d-1');
  expect(body).toMatchObject({
    distributorType: 'company',
    schemeAndPlan: [{ schemeId: 'fund-1', planIds: ['plan-1'] }],
  });
  expect(body).not.toHaveProperty('phone');
  expect(body).not.toHaveProperty('rmId');
});

it("adds a distributor's RM under its company, with the AMC's RM required", async () => {
  const user = userEvent.setup();
  distributor.mockResolvedValue(
    distributorDetails({ id: 'd-2', name: 'Wealth Partners Ltd', distributorType: 'company' }),
  );
  add.mockResolvedValue(savedUser(staffUser({ id: 's-1', role: 'subdistributor' })));
  renderAtPath('/user-management/distributor/add-distributors-rm?distributorId=d-2');
  await screen.findByRole('heading', { level: 1, name: "Add Distributor's RM" });
  expect(screen.getByRole('textbox', { name: 'Distributor' })).toHaveValue('Wealth Partners Ltd');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(USER_FORM_MESSAGES.rmRequired)).toBeInTheDocument();
  await user.type(input(/^Name/), 'Kiran Rao');
  await user.type(input(/^Email Id/), 'kiran@wealth.example');
  await user.type(input(/^Contact Number/), '9833333333');
  await user.type(input(/^PAN/), 'abcpr1234k');
  await user.type(input(/^Distributor's RM Code/), 'wp-01');
  await user.selectOptions(screen.getByRole('combobox', { name: /^AMC's RM Name/ }), 'rm-2');
  await user.type(input(/^Address 1/), '3 Park Street');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  expect(add.mock.calls[0]![0]).toBe('subdistributor');
  expect(add.mock.calls[0]![1]).toMatchObject({
    distributorId: 'd-2',
    distributorsRmCode: 'WP-01',
    rmId: 'rm-2',
    panNumber: 'ABCPR1234K',
  });
  await waitFor(() =>
    expect(currentPath()).toBe(
      '/user-management/distributor/distributors-rm-details?distributorId=d-2&id=s-1',
    ),
  );
});
