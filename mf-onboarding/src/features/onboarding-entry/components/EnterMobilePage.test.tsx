import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, ONBOARDING_MESSAGES } from '@aif/contracts';
import { currentPath, currentState, makeUser } from '../../../testing/render';
import { createApplication } from '../api/create-application';
import { getConsentStatus } from '../api/get-consent-status';
import { sendConsentEmail } from '../api/send-consent-email';
import { sendOnboardingOtp } from '../api/send-otp';
import { withdrawConsentEmail } from '../api/withdraw-consent-email';
import { CONSENT_REJECTED_FOR_STAFF, consentWaitingText } from '../lib/messages';
import { INDIVIDUAL_VERIFICATION, apiError, application, renderOnboarding, seedFlow } from '../test-utils';

jest.mock('../api/send-otp');
jest.mock('../api/send-consent-email');
jest.mock('../api/get-consent-status');
jest.mock('../api/create-application');
jest.mock('../api/add-applicant');
jest.mock('../api/withdraw-consent-email');
const sendOtp = jest.mocked(sendOnboardingOtp);
const sendConsent = jest.mocked(sendConsentEmail);
const consentStatus = jest.mocked(getConsentStatus);
const create = jest.mocked(createApplication);
const withdrawConsent = jest.mocked(withdrawConsentEmail);

const ROUTE = '/onboarding/enter-mobile-number';
const mobileBox = () => screen.getByRole('textbox', { name: /Mobile Number/ });
const emailBox = () => screen.getByRole('textbox', { name: /Email Id/ });

beforeEach(() => {
  jest.resetAllMocks();
  seedFlow({ pan: 'ABCPE1234F', verification: { ...INDIVIDUAL_VERIFICATION } });
});

async function fillContact(user: ReturnType<typeof userEvent.setup>, phone: string, email: string) {
  await screen.findByRole('textbox', { name: /Mobile Number/ });
  if (phone) await user.type(mobileBox(), phone);
  if (email) await user.type(emailBox(), email);
}

it('asks for the country code (India: +91), the mobile, the e-mail and how to verify', async () => {
  renderOnboarding(ROUTE);
  expect(await screen.findByRole('heading', { level: 1, name: 'Onboard Investor' })).toBeInTheDocument();
  expect(screen.getByText('PAN ABCPE1234F · ABHISHEK KUMAR')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Country Code' })).toHaveValue('India: +91');
  expect(mobileBox()).toBeInTheDocument();
  expect(emailBox()).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Verify with OTP' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Send E-mail Consent' })).not.toBeChecked();
  expect(screen.queryByRole('checkbox', { name: 'Skip OTP verification' })).not.toBeInTheDocument();
});

it('asks for the mobile number and the e-mail', async () => {
  renderOnboarding(ROUTE);
  await userEvent.click(await screen.findByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByText(MESSAGES.mobileRequired)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.onboardingEmailRequired)).toBeInTheDocument();
  expect(sendOtp).not.toHaveBeenCalled();
});

it('refuses an invalid mobile number and e-mail', async () => {
  const user = userEvent.setup();
  renderOnboarding(ROUTE);
  await fillContact(user, '12345', 'investor@');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByText(MESSAGES.mobileInvalid)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.onboardingEmailInvalid)).toBeInTheDocument();
  expect(sendOtp).not.toHaveBeenCalled();
});

it('sends the OTP and opens the OTP page', async () => {
  const user = userEvent.setup();
  sendOtp.mockResolvedValue({
    message: ONBOARDING_MESSAGES.otpSent,
    otpVerificationToken: 'otp-token',
    phoneNumber: '9876543210',
    emailId: 'investor@example.com',
    resendAfterSeconds: 60,
    expiresAt: '2030-01-01T00:00:00Z',
  });
  renderOnboarding(ROUTE);
  await fillContact(user, '9876543210', 'investor@example.com');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await waitFor(() => expect(currentPath()).toBe('/onboarding/enter-otp'));
  expect(sendOtp).toHaveBeenCalledWith({
    countryCode: '+91',
    countryNameAndCode: 'India: +91',
    phoneNumber: '9876543210',
    emailId: 'investor@example.com',
    panVerificationToken: 'pan-token',
  });
});

it("shows the server's duplicate mobile message at the mobile number", async () => {
  const user = userEvent.setup();
  sendOtp.mockRejectedValue(apiError(400, MESSAGES.mobileDuplicateApplicant));
  renderOnboarding(ROUTE);
  await fillContact(user, '9876543210', 'investor@example.com');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByText(MESSAGES.mobileDuplicateApplicant)).toBeInTheDocument();
  expect(currentPath()).toBe(ROUTE);
});

it('starts again from the PAN when the verification expired', async () => {
  const user = userEvent.setup();
  sendOtp.mockRejectedValue(apiError(400, ONBOARDING_MESSAGES.tokenExpired));
  renderOnboarding(ROUTE);
  await fillContact(user, '9876543210', 'investor@example.com');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  expect(await screen.findByText(ONBOARDING_MESSAGES.tokenExpired)).toBeInTheDocument();
  expect(currentPath()).toBe('/onboarding/enter-pan-number');
});

describe('skipping the OTP', () => {
  it('is offered when the user has the bypassOtp flag, and creates the application at once', async () => {
    const user = userEvent.setup();
    sendOtp.mockResolvedValue({
      message: 'OTP bypassed',
      applicantVerificationToken: 'applicant-token',
      phoneNumber: '9876543210',
      emailId: 'investor@example.com',
      expiresAt: '2030-01-01T00:00:00Z',
    });
    create.mockResolvedValue(application());
    renderOnboarding(ROUTE, { user: makeUser('rm', { flags: { bypassOtp: true } }) });
    await fillContact(user, '9876543210', 'investor@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Skip OTP verification' }));
    expect(screen.getByRole('radio', { name: 'Verify with OTP' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath()).toBe('/application/distributor-details'));
    expect(sendOtp).toHaveBeenCalledWith(expect.objectContaining({ bypassOtp: true }));
    expect(create).toHaveBeenCalledWith({
      applicantVerificationToken: 'applicant-token',
      onboardingType: 'normal',
      hasPOA: false,
    });
    expect(currentState()).toEqual({ id: 'app-1', applicant1ReferenceId: 'ref-1' });
  });
});

describe('e-mail consent', () => {
  afterEach(() => jest.useRealTimers());

  async function sendTheConsent() {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    sendConsent.mockResolvedValue({ consentId: 'consent-1', message: MESSAGES.emailSent });
    renderOnboarding(ROUTE);
    await fillContact(user, '9876543210', 'investor@example.com');
    await user.click(screen.getByRole('radio', { name: 'Send E-mail Consent' }));
    await user.click(screen.getByRole('button', { name: 'Send E-mail' }));
    expect(await screen.findByText(consentWaitingText('investor@example.com'))).toBeInTheDocument();
    expect(sendConsent).toHaveBeenCalledWith(
      expect.objectContaining({ panVerificationToken: 'pan-token', emailId: 'investor@example.com' }),
    );
    return user;
  }

  it('waits for the approval, asking every 5 seconds, then creates the application', async () => {
    jest.useFakeTimers();
    consentStatus
      .mockResolvedValueOnce({
        consentId: 'consent-1',
        status: 'pending',
        linkExpired: false,
        applicantTokenIssued: false,
      })
      .mockResolvedValue({
        consentId: 'consent-1',
        status: 'approved',
        linkExpired: false,
        applicantTokenIssued: true,
        applicantVerificationToken: 'applicant-token',
      });
    create.mockResolvedValue(application());
    await sendTheConsent();
    expect(consentStatus).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(5_000));
    expect(consentStatus).toHaveBeenCalledTimes(1);
    expect(currentPath()).toBe(ROUTE);
    await act(async () => jest.advanceTimersByTime(5_000));
    await waitFor(() => expect(currentPath()).toBe('/application/distributor-details'));
    expect(consentStatus).toHaveBeenCalledWith('consent-1');
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ applicantVerificationToken: 'applicant-token' }),
    );
  });

  it('asks at once with "Check now"', async () => {
    jest.useFakeTimers();
    consentStatus.mockResolvedValue({
      consentId: 'consent-1',
      status: 'approved',
      linkExpired: false,
      applicantTokenIssued: true,
      applicantVerificationToken: 'applicant-token',
    });
    create.mockResolvedValue(application());
    const user = await sendTheConsent();
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(currentPath()).toBe('/application/distributor-details'));
  });

  it('says so when the investor rejects, and starts over from the PAN', async () => {
    jest.useFakeTimers();
    consentStatus.mockResolvedValue({
      consentId: 'consent-1',
      status: 'rejected',
      linkExpired: false,
      applicantTokenIssued: false,
    });
    const user = await sendTheConsent();
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText(CONSENT_REJECTED_FOR_STAFF)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(currentPath()).toBe('/onboarding/enter-pan-number'));
    expect(create).not.toHaveBeenCalled();
  });

  it('Cancel stops waiting and returns to the contact form', async () => {
    jest.useFakeTimers();
    const user = await sendTheConsent();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('textbox', { name: /Mobile Number/ })).toHaveValue('9876543210');
    await act(async () => jest.advanceTimersByTime(15_000));
    expect(consentStatus).not.toHaveBeenCalled();
  });

  it('"Withdraw request" asks first, withdraws the consent and returns to the contact form', async () => {
    jest.useFakeTimers();
    withdrawConsent.mockResolvedValue(MESSAGES.emailRevoked);
    const user = await sendTheConsent();
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw the consent request?' });
    expect(dialog).toHaveTextContent('The link sent to investor@example.com will stop working.');
    await user.click(screen.getByRole('button', { name: 'Keep waiting' }));
    expect(withdrawConsent).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(withdrawConsent).toHaveBeenCalledWith('consent-1'));
    expect(await screen.findByRole('textbox', { name: /Mobile Number/ })).toHaveValue('9876543210');
  });

  it('keeps waiting and shows the reason when the withdrawal is refused', async () => {
    jest.useFakeTimers();
    withdrawConsent.mockRejectedValue(apiError(400, ONBOARDING_MESSAGES.consentNotPending));
    const user = await sendTheConsent();
    await user.click(screen.getByRole('button', { name: 'Withdraw request' }));
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.consentNotPending)).toBeInTheDocument();
    expect(screen.getByText(consentWaitingText('investor@example.com'))).toBeInTheDocument();
  });
});
