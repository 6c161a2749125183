import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, sendLoginOtp, tokenStore, verifyLoginOtp } from '@aif/api-client';
import { useSession } from '../../../stores/session';
import { currentPath, renderAt } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import type { OtpChallenge } from '../lib/challenge';
import { VerifyOtpPage } from './VerifyOtpPage';

jest.mock('@aif/api-client', () => ({
  ...jest.requireActual('@aif/api-client'),
  sendLoginOtp: jest.fn(),
  verifyLoginOtp: jest.fn(),
}));
const send = jest.mocked(sendLoginOtp);
const verify = jest.mocked(verifyLoginOtp);

const CHALLENGE: OtpChallenge = {
  phone: '9000000001',
  countryCode: '+91',
  countryNameAndCode: 'India: +91',
  verificationToken: 'vt-1',
  resendAfterSeconds: 60,
  message: 'OTP sent to +91 9000000001',
};

function renderVerify(challenge: OtpChallenge | null = CHALLENGE) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderAt(<VerifyOtpPage />, { route: '/verify-otp', state: challenge });
  return user;
}

const otpBox = () => screen.getByRole('textbox', { name: /otp/i });
const resend = () => screen.getByRole('button', { name: /resend otp/i });

beforeEach(() => {
  jest.useFakeTimers();
  send.mockReset();
  verify.mockReset();
  tokenStore.clearTokens();
  useSession.setState({ user: null, tokenKind: null, status: 'ready' });
});
afterEach(() => jest.useRealTimers());

it('is titled "Login with OTP" and shows what the server said', () => {
  renderVerify();
  expect(screen.getByRole('heading', { name: 'Login with OTP' })).toBeInTheDocument();
  expect(screen.getByText('OTP sent to +91 9000000001')).toBeInTheDocument();
  expect(screen.getByText(/locked after 3 unsuccessful OTP attempts/)).toBeInTheDocument();
});

it('sends a visitor without a challenge back to /login', async () => {
  renderVerify(null);
  await waitFor(() => expect(currentPath()).toBe('/login'));
});

it('keeps Resend disabled for 60 seconds, counting down', () => {
  renderVerify();
  expect(resend()).toBeDisabled();
  expect(resend()).toHaveTextContent('Resend OTP in 60s');
  act(() => jest.advanceTimersByTime(1_000));
  expect(resend()).toHaveTextContent('Resend OTP in 59s');
  act(() => jest.advanceTimersByTime(29_000));
  expect(resend()).toHaveTextContent('Resend OTP in 30s');
  expect(resend()).toBeDisabled();
  act(() => jest.advanceTimersByTime(30_000));
  expect(resend()).toHaveTextContent(/^Resend OTP$/);
  expect(resend()).toBeEnabled();
});

it('resends, uses the new verification token and starts the countdown again', async () => {
  send.mockResolvedValue({
    message: 'A new OTP has been sent',
    verificationToken: 'vt-2',
    resendAfterSeconds: 60,
  });
  verify.mockRejectedValue(new ApiError({ status: 400, code: 'HTTP_ERROR', message: 'Invalid OTP' }));
  const user = renderVerify();
  act(() => jest.advanceTimersByTime(60_000));
  await user.click(resend());
  expect(send).toHaveBeenCalledWith({ phone: '9000000001', countryCode: '+91' });
  expect(await screen.findByText('A new OTP has been sent')).toBeInTheDocument();
  expect(resend()).toBeDisabled();
  expect(resend()).toHaveTextContent('Resend OTP in 60s');
  await user.type(otpBox(), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(verify).toHaveBeenCalledWith(expect.objectContaining({ verificationToken: 'vt-2', otp: '123456' }));
});

it("shows the resend limit in the server's words", async () => {
  send.mockRejectedValue(
    new ApiError({ status: 429, code: 'HTTP_ERROR', message: 'OTP can be resent only 2 times in an hour' }),
  );
  const user = renderVerify();
  act(() => jest.advanceTimersByTime(60_000));
  await user.click(resend());
  expect(await screen.findByText('OTP can be resent only 2 times in an hour')).toBeInTheDocument();
});

it('asks for the 6-digit code', async () => {
  const user = renderVerify();
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('Enter OTP')).toBeInTheDocument();
  await user.type(otpBox(), '123');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(screen.getByText('Enter OTP')).toBeInTheDocument();
  expect(verify).not.toHaveBeenCalled();
});

it('accepts digits only, at most 6', async () => {
  const user = renderVerify();
  await user.type(otpBox(), '12a34567');
  expect(otpBox()).toHaveValue('123456');
});

it.each([
  ['a wrong code', 'Invalid OTP. 2 attempts left.'],
  ['the lock after 3 failures', 'Your account has been locked after 3 unsuccessful OTP attempts.'],
])("shows the server's message for %s", async (_case, message) => {
  verify.mockRejectedValue(new ApiError({ status: 400, code: 'HTTP_ERROR', message }));
  const user = renderVerify();
  await user.type(otpBox(), '111111');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(useSession.getState().user).toBeNull();
});

it.each([
  ['amcadmin', 'staff'],
  ['investor', 'investor'],
] as const)('signs a %s in with a %s token', async (role, kind) => {
  const signedIn = makeUser(role);
  verify.mockResolvedValue({ token: 'token-1', user: signedIn });
  const user = renderVerify();
  await user.type(otpBox(), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await waitFor(() => expect(useSession.getState().user).toEqual(signedIn));
  expect(verify).toHaveBeenCalledWith({
    phone: '9000000001',
    countryCode: '+91',
    otp: '123456',
    verificationToken: 'vt-1',
  });
  expect(useSession.getState().tokenKind).toBe(kind);
  expect(kind === 'staff' ? tokenStore.getStaffToken() : tokenStore.getInvestorToken()).toBe('token-1');
});
