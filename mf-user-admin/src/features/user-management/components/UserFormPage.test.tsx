import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import { USER_ADMIN_MESSAGES, USER_FORM_MESSAGES } from '@aif/contracts';
import { addUser, getUser, getUserAccess, updateUser } from '../../../api/users';
import { MISSING_USER_MESSAGE } from '../lib/navigation';
import { currentPath, makeUser, renderAt, savedUser, staffUser } from '../testing';
import { UserManagementRoutes } from '../UserManagementRoutes';

jest.mock('../../../api/users');
jest.mock('../../../api/funds');
const add = jest.mocked(addUser);
const update = jest.mocked(updateUser);
const get = jest.mocked(getUser);
const access = jest.mocked(getUserAccess);

function renderAtPath(route: string) {
  return renderAt(<UserManagementRoutes path="/user-management" user={makeUser('amcadmin')} />, {
    route,
    mount: '/user-management',
  });
}
const input = (name: string | RegExp) => screen.getByRole('textbox', { name });

beforeEach(() => {
  add.mockReset();
  update.mockReset();
  get.mockReset().mockResolvedValue(staffUser());
  access.mockReset().mockResolvedValue(true);
});

it("shows the RM form's messages on an empty save and sends nothing", async () => {
  const user = userEvent.setup();
  renderAtPath('/user-management/invite-rm-details');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Add Relationship Manager' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  for (const message of [
    USER_FORM_MESSAGES.nameRequired,
    USER_FORM_MESSAGES.emailRequired,
    USER_FORM_MESSAGES.contactRequired,
    USER_FORM_MESSAGES.panRequired,
    USER_FORM_MESSAGES.empCodeRequired,
    USER_FORM_MESSAGES.address1Required,
  ])
    expect(await screen.findByText(message)).toBeInTheDocument();
  // Address lines 2 and 3 are optional.
  expect(input('Address 2')).not.toBeRequired();
  expect(add).not.toHaveBeenCalled();
});

it('sends the RM: PAN and codes upper-cased, digits-only mobile, the code from "India: +91"', async () => {
  const user = userEvent.setup();
  add.mockResolvedValue(savedUser(staffUser({ id: 'rm-9' })));
  renderAtPath('/user-management/invite-rm-details');
  await screen.findByRole('heading', { level: 1, name: 'Add Relationship Manager' });
  await user.type(input(/^Name/), 'Ravi Menon');
  await user.type(input(/^Email Id/), 'ravi@fund.example');
  await user.type(input(/^Contact Number/), '98a76543210');
  expect(input(/^Contact Number/)).toHaveValue('9876543210');
  await user.type(input(/^PAN/), 'abcpm1234k');
  expect(input(/^PAN/)).toHaveValue('ABCPM1234K');
  await user.type(input(/^Emp Code/), 'e100');
  await user.type(input(/^Address 1/), '1 Marine Drive');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
  expect(add).toHaveBeenCalledWith('rm', {
    name: 'Ravi Menon',
    email: 'ravi@fund.example',
    countryNameAndCode: 'India: +91',
    countryCode: '+91',
    phone: '9876543210',
    panNumber: 'ABCPM1234K',
    empCode: 'E100',
    buildingNo: '1 Marine Drive',
    streetName: '',
    address3: '',
    city: '',
    state: '',
    country: '',
    pincode: '',
  });
  expect(await screen.findByText(USER_ADMIN_MESSAGES.saved)).toBeInTheDocument();
  expect(currentPath()).toBe('/user-management/relationship-manager-details?id=rm-9');
});

it("puts the server's field message on its field", async () => {
  const user = userEvent.setup();
  add.mockRejectedValue(
    new ApiError({
      code: 'HTTP_ERROR',
      status: 400,
      message: 'Invalid',
      data: { message: 'Invalid', errors: [{ path: 'phone', message: USER_ADMIN_MESSAGES.mobileTaken }] },
    }),
  );
  renderAtPath('/user-management/add-amc-admin');
  await screen.findByRole('heading', { level: 1, name: 'Add AMC Admin' });
  await act(() => access.mock.results[0]!.value as Promise<unknown>);
  await user.type(input(/^Name/), 'Priya Shah');
  await user.type(input(/^Email Id/), 'priya@fund.example');
  await user.type(input(/^Contact Number/), '9822222222');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(USER_ADMIN_MESSAGES.mobileTaken)).toBeInTheDocument();
  expect(add).toHaveBeenCalledWith('amcadmin', {
    name: 'Priya Shah',
    email: 'priya@fund.example',
    countryNameAndCode: 'India: +91',
    countryCode: '+91',
    phone: '9822222222',
  });
  // The AMC admin form has only these fields.
  expect(screen.queryByRole('textbox', { name: /^PAN/ })).not.toBeInTheDocument();
});

it('hides Save on the AMC admin form without amcAdminAccess', async () => {
  access.mockResolvedValue(false);
  renderAtPath('/user-management/add-amc-admin');
  expect(await screen.findByText(USER_ADMIN_MESSAGES.noAccess)).toBeInTheDocument();
  expect(access).toHaveBeenCalledWith('amcAdminAccess', expect.anything());
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

it("loads the edit form from the URL's id (a reload keeps the page) and saves to that id", async () => {
  const user = userEvent.setup();
  const trustee = staffUser({
    id: 'tr-1',
    role: 'trustee',
    name: 'Sunita Rao',
    leegalityName: 'Sunita Rao',
    empCode: null,
  });
  get.mockResolvedValue(trustee);
  update.mockResolvedValue(savedUser({ ...trustee, name: 'Sunita R Rao' }));
  renderAtPath('/user-management/edit-trustee?id=tr-1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Trustee' })).toBeInTheDocument();
  expect(input(/^Name/)).toHaveValue('Sunita Rao');
  expect(get).toHaveBeenCalledWith('trustee', 'tr-1', expect.anything());
  await user.clear(input(/^Name/));
  await user.type(input(/^Name/), 'Sunita R Rao');
  await user.clear(input(/^E-sign Name/));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(USER_FORM_MESSAGES.esignNameRequired)).toBeInTheDocument();
  await user.type(input(/^E-sign Name/), 'Sunita R Rao');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  expect(update.mock.calls[0]![0]).toBe('trustee');
  expect(update.mock.calls[0]![1]).toBe('tr-1');
  expect(update.mock.calls[0]![2]).toMatchObject({
    name: 'Sunita R Rao',
    leegalityName: 'Sunita R Rao',
    panNumber: 'ABCPM1234K',
  });
  await waitFor(() => expect(currentPath()).toBe('/user-management/trustee-details?id=tr-1'));
});

it('goes back to the list with a message for an unknown id', async () => {
  get.mockRejectedValue(
    new ApiError({ code: 'HTTP_ERROR', status: 404, message: USER_ADMIN_MESSAGES.notFound }),
  );
  renderAtPath('/user-management/edit-rm-details?id=nobody');
  await waitFor(() => expect(currentPath()).toBe('/user-management/relationship-managers'));
  expect(await screen.findByText(USER_ADMIN_MESSAGES.notFound)).toBeInTheDocument();
});

it('goes back to the list with a message when the id is missing', async () => {
  renderAtPath('/user-management/edit-Invest-manager');
  await waitFor(() => expect(currentPath()).toBe('/user-management/invest-managers'));
  expect(await screen.findByText(MISSING_USER_MESSAGE)).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});
