import { OTP_LENGTH } from '../constants';
import { MESSAGES } from './messages';
import { ruleString, trim } from './helpers';

export const OTP_REGEX = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Six digits, otherwise 'Enter OTP' (doc 3 §5). */
export const otpSchema = ruleString({
  missing: MESSAGES.otpInvalid,
  normalise: trim,
  check: (v) => (OTP_REGEX.test(v) ? null : MESSAGES.otpInvalid),
});
