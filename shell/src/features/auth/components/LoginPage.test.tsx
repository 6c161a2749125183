import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, sendLoginOtp } from '@aif/api-client';
import { currentPath, currentState, renderAt } from '../../../testing/render';
import { LoginPage } from './LoginPage';

jest.mock('@aif/api-client', () => ({
  ...jest.requireActual('@aif/api-client'),
  sendLoginOtp: jest.fn(),
}));
const send = jest.mocked(sendLoginOtp);

function renderLogin(state?: unknown) {
  renderAt(<LoginPage />, { route: '/login', state });
  return { mobile: screen.getByRole('textbox', { name: /mobile number/i }) };
}

beforeEach(() => send.mockReset());

it('offers the mobile number with India: +91 and the login note', () => {
  renderLogin();
  expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Country Code' })).toHaveValue('India: +91');
  expect(screen.getByRole('button', { name: 'Get OTP' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'Your account will be locked after 3 unsuccessful OTP attempts. OTP can be resent 2 times every hour.',
    ),
  ).toBeInTheDocument();
});

it('asks for the number when it is empty', async () => {
  renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
  expect(await screen.findByText('Mobile number is required')).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

it.each(['12345', '1234567890', '0987654321'])('refuses %s as an Indian mobile', async (phone) => {
  const { mobile } = renderLogin();
  await userEvent.type(mobile, phone);
  await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
  expect(await screen.findByText('Invalid Mobile number')).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

it('sends the OTP and moves to /verify-otp with the challenge', async () => {
  send.mockResolvedValue({
    message: 'OTP sent to +91 9000000001',
    verificationToken: 'vt-1',
    resendAfterSeconds: 60,
  });
  const { mobile } = renderLogin({ from: '/reports' });
  await userEvent.type(mobile, '9000000001');
  await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
  await waitFor(() => expect(currentPath()).toBe('/verify-otp'));
  expect(send).toHaveBeenCalledWith({ phone: '9000000001', countryCode: '+91' });
  expect(currentState()).toEqual({
    phone: '9000000001',
    countryCode: '+91',
    countryNameAndCode: 'India: +91',
    verificationToken: 'vt-1',
    resendAfterSeconds: 60,
    message: 'OTP sent to +91 9000000001',
    from: '/reports',
  });
});

it("shows the server's refusal under the number", async () => {
  send.mockRejectedValue(
    new ApiError({
      status: 423,
      code: 'HTTP_ERROR',
      message: 'This number is locked. Please contact the admin.',
    }),
  );
  const { mobile } = renderLogin();
  await userEvent.type(mobile, '9000000001');
  await userEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
  expect(await screen.findByText('This number is locked. Please contact the admin.')).toBeInTheDocument();
  expect(currentPath()).toBe('/login');
  expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
});
