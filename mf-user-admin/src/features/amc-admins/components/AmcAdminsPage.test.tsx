import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import {
  ACCESS_FLAGS,
  MESSAGES,
  USER_ADMIN_MESSAGES,
  USER_FORM_MESSAGES,
  type AccessFlag,
  type AmcAdminWithFlags,
  type Role,
} from '@aif/contracts';
import { makeUser, renderAt } from '@aif/ui-kit/testing';
import * as api from '../../../api/amc-admins';
import App from '../../../App';

jest.mock('../../../api/amc-admins');
const mocked = jest.mocked(api);

/**
 * The open dialog with this title. Found by its title's text: until focus has moved into it, Fluent's
 * focus manager may still mark the surface aria-hidden, and a hidden element has no accessible name.
 */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title);
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

function admin(overrides: Partial<AmcAdminWithFlags> = {}): AmcAdminWithFlags {
  return {
    id: 'aa-1',
    role: 'amcadmin',
    name: 'Priya Menon',
    email: 'priya@fund.example',
    countryCode: '+91',
    countryNameAndCode: 'India: +91',
    phone: '9000000002',
    isActive: true,
    panNumber: null,
    empCode: null,
    leegalityName: null,
    distributorsRmCode: null,
    arnCode: null,
    distributorType: null,
    rm: null,
    distributor: null,
    buildingNo: null,
    streetName: null,
    address3: null,
    city: null,
    state: null,
    country: null,
    pincode: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    flags: { adminSupport: true, unlockingAccess: true, fundSetupAccess: false },
    ...overrides,
  };
}

const ADMINS = [
  admin(),
  admin({ id: 'aa-2', name: 'Rahul Iyer', phone: '9000000012', email: null, isActive: false, flags: {} }),
];

/** Every flag false but those named. */
const only = (...granted: AccessFlag[]) =>
  Object.fromEntries(ACCESS_FLAGS.map((f) => [f, granted.includes(f)])) as Record<AccessFlag, boolean>;

function renderAs(role: Role) {
  renderAt(<App path="/amc-admins" user={makeUser(role)} />, { route: '/amc-admins', mount: '/amc-admins' });
}

const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAmcAdmins.mockResolvedValue(ADMINS);
});

describe('the superadmin', () => {
  it('sees every AIF admin with mobile, e-mail, whether active and the access rights granted', async () => {
    renderAs('superadmin');
    expect(await screen.findByRole('heading', { name: 'AMC Admins', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'AIF Admins' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Mobile Number', 'Email Id', 'Active', 'Access Rights', 'Actions']);
    const first = await rowOf('Priya Menon');
    expect(cellTexts(first).slice(0, 4)).toEqual([
      'Priya Menon',
      '+91 9000000002',
      'priya@fund.example',
      'Yes',
    ]);
    const chips = within(first).getByRole('list', { name: 'Access rights of Priya Menon' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Admin Support', 'Unlock Users']);
    expect(cellTexts(await rowOf('Rahul Iyer')).slice(0, 5)).toEqual([
      'Rahul Iyer',
      '+91 9000000012',
      '-',
      'No',
      '-',
    ]);
    expect(mocked.getAmcAdminContacts).not.toHaveBeenCalled();
  });

  it('adds an AIF admin with the form rules, the flags ticked, a toast and a fresh list', async () => {
    mocked.addAmcAdmin.mockResolvedValue(admin({ id: 'aa-3', name: 'Kavya Rao' }));
    renderAs('superadmin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add AIF Admin' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { hidden: true })).toHaveTextContent('Add AIF Admin');
    const save = within(dialog).getByRole('button', { name: 'Save', hidden: true });

    await userEvent.click(save);
    expect(await within(dialog).findByText(USER_FORM_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(USER_FORM_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(USER_FORM_MESSAGES.contactRequired)).toBeInTheDocument();
    expect(mocked.addAmcAdmin).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/, hidden: true }), 'Kavya Rao');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Email Id/, hidden: true }),
      'kavya@fund.example',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Mobile Number/, hidden: true }),
      '9123456780',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Admin Support', hidden: true }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Whitelist Users', hidden: true }));
    await userEvent.click(save);

    await waitFor(() =>
      expect(mocked.addAmcAdmin).toHaveBeenCalledWith({
        name: 'Kavya Rao',
        email: 'kavya@fund.example',
        countryNameAndCode: 'India: +91',
        countryCode: '+91',
        phone: '9123456780',
        isActive: true,
        flags: only('adminSupport', 'whitelistingAccess'),
      }),
    );
    expect(await screen.findByText(USER_ADMIN_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(mocked.getAmcAdmins).toHaveBeenCalledTimes(2));
  });

  it("edits an admin's access: the flags held are ticked, Save sends them all, toast and a fresh list", async () => {
    mocked.setAmcAdminFlags.mockResolvedValue({});
    renderAs('superadmin');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit access of Priya Menon' }));
    const dialog = await dialogTitled('Edit access: Priya Menon');
    const box = (name: string) => within(dialog).getByRole('checkbox', { name, hidden: true });
    expect(box('Admin Support')).toBeChecked();
    expect(box('Unlock Users')).toBeChecked();
    expect(box('Fund Setup')).not.toBeChecked();

    await userEvent.click(box('Unlock Users'));
    await userEvent.click(box('Application Status Change'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));

    await waitFor(() =>
      expect(mocked.setAmcAdminFlags).toHaveBeenCalledWith('aa-1', {
        flags: only('adminSupport', 'applicationStatusChangeAccess'),
      }),
    );
    expect(await screen.findByText(USER_ADMIN_MESSAGES.flagsUpdated)).toBeInTheDocument();
    await waitFor(() => expect(mocked.getAmcAdmins).toHaveBeenCalledTimes(2));
  });

  it('keeps the dialog open with the refusal when the flags are not saved', async () => {
    mocked.setAmcAdminFlags.mockRejectedValue(
      new ApiError({ status: 403, code: 'HTTP_ERROR', message: USER_ADMIN_MESSAGES.ownFlags }),
    );
    renderAs('superadmin');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit access of Rahul Iyer' }));
    const dialog = await dialogTitled('Edit access: Rahul Iyer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save', hidden: true }));
    expect(await within(dialog).findByText(USER_ADMIN_MESSAGES.ownFlags)).toBeInTheDocument();
    expect(screen.queryByText(USER_ADMIN_MESSAGES.flagsUpdated)).not.toBeInTheDocument();
    expect(mocked.getAmcAdmins).toHaveBeenCalledTimes(1);
  });
});

describe('a distributor', () => {
  it('reads the AIF admins to contact, and can change nothing', async () => {
    mocked.getAmcAdminContacts.mockResolvedValue([
      {
        id: 'aa-1',
        name: 'Priya Menon',
        email: 'priya@fund.example',
        countryCode: '+91',
        phone: '9000000002',
      },
    ]);
    renderAs('distributor');
    const table = await screen.findByRole('table', { name: 'AIF Admins to contact' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email Id', 'Mobile Number']);
    expect(cellTexts(await rowOf('Priya Menon'))).toEqual([
      'Priya Menon',
      'priya@fund.example',
      '+91 9000000002',
    ]);
    expect(screen.queryByRole('button', { name: 'Add AIF Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit access/ })).not.toBeInTheDocument();
    expect(mocked.getAmcAdmins).not.toHaveBeenCalled();
  });
});

it('refuses any other role', async () => {
  renderAs('amcadmin');
  expect(await screen.findByText(MESSAGES.notAuthorized)).toBeInTheDocument();
  expect(mocked.getAmcAdmins).not.toHaveBeenCalled();
});
