import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, ONBOARDING_MESSAGES } from '@aif/contracts';
import { currentPath, currentState, makeUser } from '../../../testing/render';
import { addApplicant } from '../api/add-applicant';
import { createApplication } from '../api/create-application';
import { sendOnboardingOtp } from '../api/send-otp';
import { verifyOnboardingOtp } from '../api/verify-otp';
import {
  CONTACT,
  INDIVIDUAL_VERIFICATION,
  apiError,
  application,
  renderOnboarding,
  seedFlow,
} from '../test-utils';

jest.mock('../api/send-otp');
jest.mock('../api/verify-otp');
jest.mock('../api/create-application');
jest.mock('../api/add-applicant');
const sendOtp = jest.mocked(sendOnboardingOtp);
const verifyOtp = jest.mocked(verifyOnboardingOtp);
const create = jest.mocked(createApplication);
const add = jest.mocked(addApplicant);

const ROUTE = '/onboarding/enter-otp';
const otpBox = () => screen.getByRole('textbox', { name: /OTP/ });
const resend = () => screen.getByRole('button', { name: /Resend OTP/ });

function seedOtp(applicationId: string | null = null) {
  seedFlow({
    applicationId,
    verification: { ...INDIVIDUAL_VERIFICATION },
    contact: { ...CONTACT },
    otp: {
      otpVerificationToken: 'otp-token-1',
      message: ONBOARDING_MESSAGES.otpSent,
      resendAfterSeconds: 60,
    },
  });
}

beforeEach(() => {
  sendOtp.mockReset();
  verifyOtp.mockReset();
  create.mockReset();
  add.mockReset();
  seedOtp();
});
afterEach(() => jest.useRealTimers());

it('is titled "OTP" and says where the OTP went', async () => {
  renderOnboarding(ROUTE);
  expect(await screen.findByRole('heading', { level: 1, name: 'OTP' })).toBeInTheDocument();
  expect(
    screen.getByText('An OTP has been sent to +91 9876543210 and investor@example.com.'),
  ).toBeInTheDocument();
  expect(otpBox()).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
});

it('asks for the 6-digit OTP', async () => {
  const user = userEvent.setup();
  renderOnboarding(ROUTE);
  await user.click(await screen.findByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(MESSAGES.otpInvalid)).toBeInTheDocument();
  await user.type(otpBox(), '12a3');
  expect(otpBox()).toHaveValue('123');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(screen.getByText(MESSAGES.otpInvalid)).toBeInTheDocument();
  expect(verifyOtp).not.toHaveBeenCalled();
});

it('keeps Resend disabled for 60 seconds, counting down, then resends with a new token', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  sendOtp.mockResolvedValue({
    message: ONBOARDING_MESSAGES.otpSent,
    otpVerificationToken: 'otp-token-2',
    phoneNumber: CONTACT.phoneNumber,
    emailId: CONTACT.emailId,
    resendAfterSeconds: 60,
    expiresAt: '2030-01-01T00:00:00Z',
  });
  verifyOtp.mockRejectedValue(apiError(400, 'Invalid OTP. 2 attempts left.'));
  renderOnboarding(ROUTE);
  await screen.findByRole('heading', { level: 1, name: 'OTP' });
  expect(resend()).toBeDisabled();
  expect(resend()).toHaveTextContent('Resend OTP in 60s');
  act(() => jest.advanceTimersByTime(1_000));
  expect(resend()).toHaveTextContent('Resend OTP in 59s');
  act(() => jest.advanceTimersByTime(58_000));
  expect(resend()).toHaveTextContent('Resend OTP in 1s');
  expect(resend()).toBeDisabled();
  act(() => jest.advanceTimersByTime(1_000));
  expect(resend()).toHaveTextContent(/^Resend OTP$/);
  expect(resend()).toBeEnabled();

  await user.click(resend());
  expect(sendOtp).toHaveBeenCalledWith({ ...CONTACT, panVerificationToken: 'pan-token' });
  expect(await screen.findByText(ONBOARDING_MESSAGES.otpSent)).toBeInTheDocument();
  expect(resend()).toBeDisabled();
  expect(resend()).toHaveTextContent('Resend OTP in 60s');

  await user.type(otpBox(), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(verifyOtp).toHaveBeenCalledWith({ otpVerificationToken: 'otp-token-2', otp: '123456' });
});

it.each([
  ['a wrong OTP', 400, 'Invalid OTP. 2 attempts left.'],
  ['the lock', 423, 'Your account has been locked after 3 unsuccessful OTP attempts.'],
])("shows the server's message for %s", async (_case, status, message) => {
  const user = userEvent.setup();
  verifyOtp.mockRejectedValue(apiError(status, message));
  renderOnboarding(ROUTE);
  await user.type(await screen.findByRole('textbox', { name: /OTP/ }), '111111');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();
});

it("shows the server's resend limit", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  sendOtp.mockRejectedValue(apiError(429, 'OTP can be resent only 2 times in an hour'));
  renderOnboarding(ROUTE);
  await screen.findByRole('heading', { level: 1, name: 'OTP' });
  act(() => jest.advanceTimersByTime(60_000));
  await user.click(resend());
  expect(await screen.findByText('OTP can be resent only 2 times in an hour')).toBeInTheDocument();
});

it('verifies the OTP, creates the application and opens the individual wizard', async () => {
  const user = userEvent.setup();
  verifyOtp.mockResolvedValue({
    applicantVerificationToken: 'applicant-token',
    expiresAt: '2030-01-01T00:00:00Z',
  });
  create.mockResolvedValue(application({ id: 'app-7', applicant1ReferenceId: 'ref-7' }));
  renderOnboarding(ROUTE);
  await user.type(await screen.findByRole('textbox', { name: /OTP/ }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(currentPath()).toBe('/application/distributor-details'));
  expect(verifyOtp).toHaveBeenCalledWith({ otpVerificationToken: 'otp-token-1', otp: '123456' });
  expect(create).toHaveBeenCalledWith({
    applicantVerificationToken: 'applicant-token',
    onboardingType: 'normal',
    hasPOA: false,
  });
  expect(currentState()).toEqual({ id: 'app-7', applicant1ReferenceId: 'ref-7' });
});

it.each([
  ['rm', '/application/contributor-details'],
  ['amcapprover', '/investment-details/edit-application/contributor-details'],
] as const)('adds a joint holder for the %s and returns to %s', async (role, path) => {
  const user = userEvent.setup();
  seedOtp('app-1');
  verifyOtp.mockResolvedValue({
    applicantVerificationToken: 'applicant-token',
    expiresAt: '2030-01-01T00:00:00Z',
  });
  add.mockResolvedValue(application({ applicantId: 'applicant-2', applicantType: 2 }));
  renderOnboarding(`${ROUTE}?applicationId=app-1`, { user: makeUser(role) });
  await user.type(await screen.findByRole('textbox', { name: /OTP/ }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(currentPath()).toBe(path));
  expect(add).toHaveBeenCalledWith('app-1', { applicantVerificationToken: 'applicant-token' });
  expect(create).not.toHaveBeenCalled();
  expect(currentState()).toEqual({ id: 'app-1', applicant1ReferenceId: 'ref-1' });
});

it('goes back to change the mobile number', async () => {
  const user = userEvent.setup();
  renderOnboarding(ROUTE);
  await user.click(await screen.findByRole('button', { name: 'Change mobile number or e-mail' }));
  await waitFor(() => expect(currentPath()).toBe('/onboarding/enter-mobile-number'));
  expect(await screen.findByRole('textbox', { name: /Mobile Number/ })).toHaveValue('9876543210');
});
