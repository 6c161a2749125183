import type * as React from 'react';
import type { FieldProps } from '@fluentui/react-components';

/** What `OtpEntry` hands to a custom layout (`children`). */
export interface OtpEntryParts {
  /** The labelled OTP field (digits only, `OTP_LENGTH` at most) with its message. */
  field: React.JSX.Element;
  /** The Resend button: "Resend OTP in 59s" and disabled while the countdown runs, then "Resend OTP". */
  resend: React.JSX.Element;
}

/**
 * Restarts the Resend countdown; `onResend` calls it once the new OTP is sent. The wait is the server's
 * `resendAfterSeconds`; 0, negative or `undefined` mean `OTP_RESEND_WAIT_SECONDS`.
 */
export type RestartOtpCountdown = (resendAfterSeconds?: number) => void;

export interface OtpEntryProps {
  /** The code typed so far. */
  value: string;
  /** Called with the new code: anything but digits removed, cut to `OTP_LENGTH` (from contracts). */
  onChange: (value: string) => void;
  /**
   * Seconds before the first resend, counted from when the entry is shown (the server's
   * `resendAfterSeconds` for the OTP just sent). Read once; later waits come from `onResend`.
   * @default OTP_RESEND_WAIT_SECONDS (60)
   */
  resendAfterSeconds?: number;
  /**
   * Sends a new OTP when Resend is pressed. Call `restartCountdown` with the server's wait once it is
   * sent, in the same update as the page's own (its message, the cleared code); when nothing was sent
   * (the page shows why) do not call it, and Resend stays available.
   */
  onResend: (restartCountdown: RestartOtpCountdown) => void | Promise<void>;
  /** The message under the field: the schema's ('Enter OTP') or the server's (wrong code, lock, limit). */
  validationMessage?: FieldProps['validationMessage'];
  /**
   * Label of the field.
   * @default 'OTP'
   */
  label?: FieldProps['label'];
  /**
   * Marks the field required.
   * @default true
   */
  required?: boolean;
  /**
   * Disables the field (while the code is being verified).
   * @default false
   */
  disabled?: boolean;
  /**
   * Disables Resend besides its countdown (while the page sends or verifies).
   * @default false
   */
  resendDisabled?: boolean;
  /** Name of the input. */
  name?: string;
  /** Class of the field's root. */
  className?: string;
  /**
   * Places the field and the Resend button among the page's own controls (Verify, "Change mobile
   * number"). By default the field comes first and Resend sits on its own row below it.
   */
  children?: (parts: OtpEntryParts) => React.ReactNode;
}
