import { BANK_ACCOUNT_MAX_LENGTH, BANK_ACCOUNT_MIN_LENGTH } from '../constants';
import { MESSAGES, ordinal } from './messages';
import { optionalRuleString, ruleString, trim, trimUpper } from './helpers';
import { TEXT_LIMITS } from './text';

/** 4 letters, 0, 6 letters or digits (doc 2 §5). */
export const IFSC_REGEX = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_REGEX = new RegExp(
  `^\\d{${BANK_ACCOUNT_MIN_LENGTH},${BANK_ACCOUNT_MAX_LENGTH}}$`,
);
/** Bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const SWIFT_REGEX = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export function isValidIfsc(ifsc: string): boolean {
  return IFSC_REGEX.test(ifsc.trim().toUpperCase());
}
export function isValidAccountNumber(accountNumber: string): boolean {
  return ACCOUNT_NUMBER_REGEX.test(accountNumber.trim());
}

export const ifscSchema = ruleString({
  max: TEXT_LIMITS.code,
  missing: MESSAGES.ifscRequired,
  normalise: trimUpper,
  check: (v) => (v === '' ? MESSAGES.ifscRequired : IFSC_REGEX.test(v) ? null : MESSAGES.ifscInvalidFormat),
});

/** 9 to 18 digits. */
export const accountNumberSchema = ruleString({
  max: TEXT_LIMITS.code,
  missing: MESSAGES.accountNumberRequired,
  normalise: trim,
  check: (v) =>
    v === ''
      ? MESSAGES.accountNumberRequired
      : ACCOUNT_NUMBER_REGEX.test(v)
        ? null
        : MESSAGES.accountNumberInvalid,
});

/** Required for FCNR accounts only. */
export const swiftSchema = ruleString({
  max: TEXT_LIMITS.code,
  missing: MESSAGES.swiftRequired,
  normalise: trimUpper,
  check: (v) => (v === '' ? MESSAGES.swiftRequired : SWIFT_REGEX.test(v) ? null : MESSAGES.swiftInvalid),
});

export const optionalSwiftSchema = optionalRuleString({
  max: TEXT_LIMITS.code,
  normalise: trimUpper,
  check: (v) => (v === '' || SWIFT_REGEX.test(v) ? null : MESSAGES.swiftInvalid),
});

/**
 * The message the Verify button shows for one bank (doc 1 §5), `position` being 1 for the first bank.
 * Null when IFSC, account number and account type are present and well-formed.
 */
export function bankVerifyMessage(
  bank: { ifscCode?: string | null; bankAccountNumber?: string | null; bankAccountType?: string | null },
  position: number,
): string | null {
  const ifsc = (bank.ifscCode ?? '').trim();
  const account = (bank.bankAccountNumber ?? '').trim();
  const type = (bank.bankAccountType ?? '').trim();
  const nth = ordinal(position);
  if (!ifsc || !account || !type) return MESSAGES.bankRequiredFields(nth);
  if (!isValidIfsc(ifsc)) return MESSAGES.bankIfscInvalid(nth);
  if (!isValidAccountNumber(account)) return MESSAGES.bankAccountInvalid(nth);
  return null;
}
