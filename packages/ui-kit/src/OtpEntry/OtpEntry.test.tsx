import * as React from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OTP_LENGTH, OTP_RESEND_WAIT_SECONDS } from '@aif/contracts';
import { renderWithTheme } from '../testing/render';
import { OtpEntry } from './OtpEntry';
import type { OtpEntryProps } from './OtpEntry.types';

type Props = Partial<OtpEntryProps> & { spy?: jest.Mock };

function Controlled({ spy, ...rest }: Props): React.JSX.Element {
  const [value, setValue] = React.useState('');
  return (
    <OtpEntry
      onResend={() => undefined}
      {...rest}
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

const box = () => screen.getByRole('textbox', { name: /OTP/ });
const resend = () => screen.getByRole('button', { name: /Resend OTP/ });

function setup(props: Props = {}) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithTheme(<Controlled {...props} />);
  return user;
}

afterEach(() => jest.useRealTimers());

it('is a required field named "OTP" asking for the code, and a Resend button', () => {
  setup();
  expect(box()).toBeRequired();
  expect(box()).toHaveAttribute('placeholder', `${OTP_LENGTH}-digit code`);
  expect(box()).toHaveAttribute('inputmode', 'numeric');
  expect(box()).toHaveAttribute('autocomplete', 'one-time-code');
  expect(resend()).toHaveAttribute('type', 'button');
});

it('takes the label it is given', () => {
  setup({ label: 'Investor OTP' });
  expect(screen.getByRole('textbox', { name: /Investor OTP/ })).toBeInTheDocument();
});

it('passes on what is typed', async () => {
  const spy = jest.fn();
  const user = setup({ spy });
  await user.type(box(), '1234');
  expect(box()).toHaveValue('1234');
  expect(spy).toHaveBeenLastCalledWith('1234');
});

it('keeps digits only, at most OTP_LENGTH of them', async () => {
  const user = setup();
  await user.type(box(), '1a2-3 4b5678');
  expect(box()).toHaveValue('123456');
  await user.clear(box());
  await user.paste('98-76');
  expect(box()).toHaveValue('9876');
});

it('counts down from the given wait and enables Resend at 0', () => {
  setup({ resendAfterSeconds: 30 });
  expect(resend()).toBeDisabled();
  expect(resend()).toHaveTextContent('Resend OTP in 30s');
  act(() => jest.advanceTimersByTime(1_000));
  expect(resend()).toHaveTextContent('Resend OTP in 29s');
  act(() => jest.advanceTimersByTime(28_000));
  expect(resend()).toHaveTextContent('Resend OTP in 1s');
  expect(resend()).toBeDisabled();
  act(() => jest.advanceTimersByTime(1_000));
  expect(resend()).toHaveTextContent(/^Resend OTP$/);
  expect(resend()).toBeEnabled();
});

it.each([undefined, 0, -5])('waits OTP_RESEND_WAIT_SECONDS when the wait is %p', (wait) => {
  setup({ resendAfterSeconds: wait });
  expect(resend()).toHaveTextContent(`Resend OTP in ${OTP_RESEND_WAIT_SECONDS}s`);
});

it('resends and restarts the countdown with the wait the page passes on', async () => {
  const onResend = jest.fn(async (restartCountdown: (seconds?: number) => void) => {
    await Promise.resolve();
    restartCountdown(45);
  });
  const user = setup({ resendAfterSeconds: 5, onResend });
  act(() => jest.advanceTimersByTime(5_000));
  expect(resend()).toBeEnabled();
  await user.click(resend());
  expect(onResend).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('button', { name: 'Resend OTP in 45s' })).toBeDisabled();
  act(() => jest.advanceTimersByTime(44_000));
  expect(resend()).toHaveTextContent('Resend OTP in 1s');
  act(() => jest.advanceTimersByTime(1_000));
  expect(resend()).toBeEnabled();
});

it.each([undefined, 0])('restarts with OTP_RESEND_WAIT_SECONDS when the server gave %p', async (wait) => {
  const user = setup({ resendAfterSeconds: 1, onResend: (restartCountdown) => restartCountdown(wait) });
  act(() => jest.advanceTimersByTime(1_000));
  await user.click(resend());
  expect(resend()).toHaveTextContent(`Resend OTP in ${OTP_RESEND_WAIT_SECONDS}s`);
});

it('leaves Resend available when nothing was sent', async () => {
  const onResend = jest.fn(async () => undefined);
  const user = setup({ resendAfterSeconds: 1, onResend });
  act(() => jest.advanceTimersByTime(1_000));
  await user.click(resend());
  expect(onResend).toHaveBeenCalledTimes(1);
  expect(resend()).toHaveTextContent(/^Resend OTP$/);
  expect(resend()).toBeEnabled();
});

it('shows the message under the field and ties it to the input', () => {
  setup({ validationMessage: 'Invalid OTP. 2 attempts left.' });
  expect(box()).toHaveAccessibleDescription('Invalid OTP. 2 attempts left.');
  expect(box()).toBeInvalid();
});

it('disables the field and Resend on request', () => {
  setup({ resendAfterSeconds: 1, disabled: true, resendDisabled: true });
  act(() => jest.advanceTimersByTime(1_000));
  expect(box()).toBeDisabled();
  expect(resend()).toHaveTextContent(/^Resend OTP$/);
  expect(resend()).toBeDisabled();
});

it('lets the page place the field and Resend among its own controls', () => {
  setup({
    children: ({ field, resend: button }) => (
      <>
        <div data-testid="row">
          <button type="submit">Verify</button>
          {button}
        </div>
        {field}
      </>
    ),
  });
  const row = screen.getByTestId('row');
  expect(row).toContainElement(resend());
  expect(row).toContainElement(screen.getByRole('button', { name: 'Verify' }));
  expect(row).not.toContainElement(box());
});
