import { OTP_LENGTH } from '../constants';
import { MESSAGES } from './messages';
import { ruleString, trim } from './helpers';
import { TEXT_LIMITS } from './text';

export const OTP_REGEX = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Six digits, otherwise 'Enter OTP' (doc 3 §5). */
export const otpSchema = ruleString({
  max: TEXT_LIMITS.code,
  missing: MESSAGES.otpInvalid,
  normalise: trim,
  check: (v) => (OTP_REGEX.test(v) ? null : MESSAGES.otpInvalid),
});
