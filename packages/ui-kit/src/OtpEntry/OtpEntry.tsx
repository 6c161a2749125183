import * as React from 'react';
import { Button, Field, Input } from '@fluentui/react-components';
import { OTP_LENGTH, OTP_RESEND_WAIT_SECONDS } from '@aif/contracts';
import { useOtpEntryStyles } from './OtpEntry.styles';
import type { OtpEntryParts, OtpEntryProps } from './OtpEntry.types';
import { useResendCountdown } from './useResendCountdown';

/** The wait before the next resend: the server's when it gave one, else `OTP_RESEND_WAIT_SECONDS`. */
function waitSeconds(seconds: number | undefined): number {
  return seconds !== undefined && seconds > 0 ? seconds : OTP_RESEND_WAIT_SECONDS;
}

/** The Resend button's text: the countdown while it runs. */
export function resendOtpLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP';
}

function defaultLayout({ field, resend }: OtpEntryParts, rowClassName: string): React.ReactNode {
  return (
    <>
      {field}
      <div className={rowClassName}>{resend}</div>
    </>
  );
}

/**
 * The OTP field of every sign-in and verification page: digits only, `OTP_LENGTH` at most, and the
 * Resend button that stays disabled, counting down, until the server's wait is over. `onResend` sends a
 * new OTP and restarts the countdown with the server's next wait. The page keeps its own Verify
 * button and places the parts with `children` when the default (field, then Resend) does not fit.
 */
export function OtpEntry({
  value,
  onChange,
  resendAfterSeconds,
  onResend,
  validationMessage,
  label = 'OTP',
  required = true,
  disabled = false,
  resendDisabled = false,
  name,
  className,
  children,
}: OtpEntryProps): React.JSX.Element {
  const styles = useOtpEntryStyles();
  const { secondsLeft, restart } = useResendCountdown(waitSeconds(resendAfterSeconds));
  const restartCountdown = React.useCallback((seconds?: number) => restart(waitSeconds(seconds)), [restart]);

  const parts: OtpEntryParts = {
    field: (
      <Field className={className} label={label} required={required} validationMessage={validationMessage}>
        <Input
          className={styles.input}
          name={name}
          value={value}
          onChange={(_, data) => onChange(data.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          placeholder={`${OTP_LENGTH}-digit code`}
          disabled={disabled}
        />
      </Field>
    ),
    resend: (
      <Button
        type="button"
        appearance="secondary"
        disabled={secondsLeft > 0 || resendDisabled}
        onClick={() => void onResend(restartCountdown)}
      >
        {resendOtpLabel(secondsLeft)}
      </Button>
    ),
  };

  return <>{children ? children(parts) : defaultLayout(parts, styles.resendRow)}</>;
}
