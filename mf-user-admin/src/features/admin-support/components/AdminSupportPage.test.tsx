import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import {
  ADMIN_SCREEN_MESSAGES,
  ADMIN_SUPPORT_MESSAGES,
  APPLICATION_STATUS_LABELS,
  EXPIRED_STATUS_TARGETS,
  MESSAGES,
  SUPPORT_FORM_MESSAGES,
  type AccessFlags,
} from '@aif/contracts';
import { getGlobalErrorStore } from '@aif/ui-kit';
import { makeUser, renderAt } from '@aif/ui-kit/testing';
import * as api from '../../../api/admin-support';
import App from '../../../App';

jest.mock('../../../api/admin-support');
const mocked = jest.mocked(api);

type SupportFlag = 'unlockingAccess' | 'whitelistingAccess' | 'applicationStatusChangeAccess';

function grant(...flags: SupportFlag[]) {
  mocked.getUnlockingAccess.mockResolvedValue(flags.includes('unlockingAccess'));
  mocked.getWhitelistingAccess.mockResolvedValue(flags.includes('whitelistingAccess'));
  mocked.getApplicationStatusChangeAccess.mockResolvedValue(flags.includes('applicationStatusChangeAccess'));
}

const ALL: SupportFlag[] = ['unlockingAccess', 'whitelistingAccess', 'applicationStatusChangeAccess'];

function renderPage(flags: AccessFlags = { adminSupport: true }) {
  renderAt(<App path="/admin-support" user={makeUser('amcadmin', { flags })} />, {
    route: '/admin-support',
    mount: '/admin-support',
  });
}

const supportType = () => screen.findByRole('combobox', { name: /Support Type/ });
const offered = async () =>
  within(await supportType())
    .getAllByRole('option')
    .map((o) => o.textContent)
    .filter((t) => t !== 'Select Support Type');

async function choose(label: string) {
  await userEvent.selectOptions(await supportType(), label);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));
// Fluent's modal bookkeeping can leave the dialog aria-hidden between tests in jsdom (as in fund setup's tests).
const dialog = () => screen.findByRole('alertdialog', { hidden: true });
const dialogText = async () => (await dialog()).textContent;

beforeEach(() => {
  jest.resetAllMocks();
  getGlobalErrorStore().setState({ message: null, queue: [] });
});

describe('the support types offered', () => {
  it.each([
    [['unlockingAccess'], ['Unlock User']],
    [['whitelistingAccess'], ['Check Whitelisted', 'Whitelist User', 'Unwhitelist User']],
    [['applicationStatusChangeAccess'], ['Change Expired Status', 'Change Status To Draft']],
    [
      ALL,
      [
        'Unlock User',
        'Check Whitelisted',
        'Whitelist User',
        'Unwhitelist User',
        'Change Expired Status',
        'Change Status To Draft',
      ],
    ],
  ] as [SupportFlag[], string[]][])('with %j: %j', async (flags, types) => {
    grant(...flags);
    renderPage();
    expect(await offered()).toEqual(types);
  });

  it('says so, and offers no form, when no support flag is granted', async () => {
    grant();
    renderPage();
    expect(await screen.findByText(ADMIN_SCREEN_MESSAGES.noSupportActions)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server without the admin-support flag', async () => {
    grant(...ALL);
    renderPage({ adminSupport: false, unlockingAccess: true });
    expect(await screen.findByText(ADMIN_SCREEN_MESSAGES.noSupportActions)).toBeInTheDocument();
    expect(mocked.getUnlockingAccess).not.toHaveBeenCalled();
    expect(mocked.getApplicationStatusChangeAccess).not.toHaveBeenCalled();
  });

  it('leaves out the types of a flag question that fails', async () => {
    grant(...ALL);
    mocked.getWhitelistingAccess.mockRejectedValue(new Error('offline'));
    renderPage();
    expect(await offered()).toEqual(['Unlock User', 'Change Expired Status', 'Change Status To Draft']);
  });
});

describe('the fields of each type', () => {
  beforeEach(() => grant(...ALL));

  it.each(['Unlock User', 'Check Whitelisted', 'Whitelist User', 'Unwhitelist User'])(
    '%s asks for the mobile number with its country code, India by default',
    async (label) => {
      renderPage();
      await choose(label);
      expect(screen.getByRole('combobox', { name: /Country Code/ })).toHaveValue('India: +91');
      expect(screen.getByRole('textbox', { name: /Mobile Number/ })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /Application Number/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument();
    },
  );

  it('Change Expired Status asks for the application number and the status, every open status', async () => {
    renderPage();
    await choose('Change Expired Status');
    expect(screen.getByRole('textbox', { name: /Application Number/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Mobile Number/ })).not.toBeInTheDocument();
    const options = within(screen.getByRole('combobox', { name: /^Status/ })).getAllByRole('option');
    expect(options.slice(1).map((o) => o.textContent)).toEqual(
      EXPIRED_STATUS_TARGETS.map((s) => APPLICATION_STATUS_LABELS[s]),
    );
    expect(EXPIRED_STATUS_TARGETS).not.toContain('invitationexpired');
  });

  it('Change Status To Draft asks for the application number only', async () => {
    renderPage();
    await choose('Change Status To Draft');
    expect(screen.getByRole('textbox', { name: /Application Number/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Mobile Number/ })).not.toBeInTheDocument();
  });
});

describe('the rules (contracts supportFormSchema)', () => {
  beforeEach(() => grant(...ALL));

  it('requires a support type', async () => {
    renderPage();
    await supportType();
    await submit();
    expect(await screen.findByText(SUPPORT_FORM_MESSAGES.supportTypeRequired)).toBeInTheDocument();
  });

  it('requires a valid mobile number for a number action', async () => {
    renderPage();
    await choose('Unlock User');
    await submit();
    expect(await screen.findByText(MESSAGES.mobileRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '12345');
    await submit();
    expect(await screen.findByText(MESSAGES.mobileInvalid)).toBeInTheDocument();
    expect(mocked.unlockUser).not.toHaveBeenCalled();
  });

  it('requires the application number and the status for Change Expired Status', async () => {
    renderPage();
    await choose('Change Expired Status');
    await submit();
    expect(await screen.findByText(SUPPORT_FORM_MESSAGES.applicationNumberRequired)).toBeInTheDocument();
    expect(screen.getByText(SUPPORT_FORM_MESSAGES.statusRequired)).toBeInTheDocument();
    expect(mocked.changeExpiredStatus).not.toHaveBeenCalled();
  });
});

describe('the calls and the dialog', () => {
  beforeEach(() => grant(...ALL));

  async function numberAction(label: string) {
    renderPage();
    await choose(label);
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '9876543210');
    await submit();
  }

  it('Unlock User sends the number and shows the server message', async () => {
    mocked.unlockUser.mockResolvedValue({ message: 'User unlocked successfully' });
    await numberAction('Unlock User');
    expect(await dialogText()).toContain('User unlocked successfully');
    expect(mocked.unlockUser).toHaveBeenCalledWith({ phone: '9876543210', countryCode: '+91' });
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'OK', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
  });

  it.each([
    ['Whitelist User', true],
    ['Unwhitelist User', false],
  ])('%s sends whiteList %s', async (label, whiteList) => {
    mocked.whitelistUser.mockResolvedValue({ message: 'Done' });
    await numberAction(label);
    expect(await dialogText()).toContain('Done');
    expect(mocked.whitelistUser).toHaveBeenCalledWith({ phone: '9876543210', countryCode: '+91', whiteList });
  });

  it.each([
    [true, ADMIN_SUPPORT_MESSAGES.whitelistedYes],
    [false, ADMIN_SUPPORT_MESSAGES.whitelistedNo],
  ])('Check Whitelisted answering %s reads "%s"', async (isMobileNumberWhiteListed, text) => {
    mocked.checkWhitelisted.mockResolvedValue({ isMobileNumberWhiteListed });
    await numberAction('Check Whitelisted');
    expect(await dialogText()).toBe(`${text}OK`);
    expect(mocked.checkWhitelisted).toHaveBeenCalledWith({ phone: '9876543210', countryCode: '+91' });
  });

  it('sends the country code of another country chosen', async () => {
    mocked.unlockUser.mockResolvedValue({ message: 'ok' });
    renderPage();
    await choose('Unlock User');
    const country = screen.getByRole('combobox', { name: /Country Code/ });
    await userEvent.clear(country);
    await userEvent.type(country, 'United Kingdom');
    await userEvent.click(await screen.findByRole('option', { name: /United Kingdom/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile Number/ }), '7400123456');
    await submit();
    await waitFor(() =>
      expect(mocked.unlockUser).toHaveBeenCalledWith({ phone: '7400123456', countryCode: '+44' }),
    );
  });

  it('Change Expired Status sends the number (upper-cased) and the chosen status', async () => {
    mocked.changeExpiredStatus.mockResolvedValue({ message: 'Application status changed' });
    renderPage();
    await choose('Change Expired Status');
    await userEvent.type(screen.getByRole('textbox', { name: /Application Number/ }), 'app1001');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Status/ }),
      APPLICATION_STATUS_LABELS.sent_to_applicant1,
    );
    await submit();
    expect(await dialogText()).toContain('Application status changed');
    expect(mocked.changeExpiredStatus).toHaveBeenCalledWith({
      applicationNumber: 'APP1001',
      applicationStatus: 'sent_to_applicant1',
    });
  });

  it('Change Status To Draft sends the number and shows a refusal in the same dialog', async () => {
    mocked.moveToDraft.mockRejectedValue(
      new ApiError({ status: 409, code: 'HTTP_ERROR', message: ADMIN_SUPPORT_MESSAGES.cannotMoveToDraft }),
    );
    renderPage();
    await choose('Change Status To Draft');
    await userEvent.type(screen.getByRole('textbox', { name: /Application Number/ }), 'APP1002');
    await submit();
    expect(await dialogText()).toContain(ADMIN_SUPPORT_MESSAGES.cannotMoveToDraft);
    expect(mocked.moveToDraft).toHaveBeenCalledWith({ applicationNumber: 'APP1002' });
  });
});
