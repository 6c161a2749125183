import { DEFAULT_COUNTRY, PINCODE_LENGTH_INDIA } from '../constants';
import { MESSAGES } from './messages';
import { optionalRuleString, ruleString, trim } from './helpers';
import { TEXT_LIMITS } from './text';

/** Letters, digits, spaces and - / ' , & ( ) # : . (doc 1 §5). */
export const ADDRESS_LINE_REGEX = /^[A-Za-z0-9 \-/',&()#:.]*$/;

export function isValidAddressLine(value: string): boolean {
  return ADDRESS_LINE_REGEX.test(value.trim());
}

/**
 * One address line. Message on bad characters, for every screen:
 * "invalid address line N format [special characters are not allowed except -/',&()#:.]"
 * (the tail is the UBO dialog's full text; the other screens abbreviate it as "...").
 * Line 1 is required by default; lines 2 and 3 are optional.
 */
export function addressLineSchema(lineNo: number, opts: { required?: boolean } = {}) {
  const required = opts.required ?? lineNo === 1;
  const key = `${lineNo}:${required}`;
  let schema = addressLineSchemas.get(key);
  if (!schema) {
    schema = buildAddressLineSchema(lineNo, required);
    addressLineSchemas.set(key, schema);
  }
  return schema;
}

// Built once per line and requiredness: the contact steps check each address line through one of these
// on every parse, and building a zod schema costs more than running it.
const addressLineSchemas = new Map<string, ReturnType<typeof buildAddressLineSchema>>();

function buildAddressLineSchema(lineNo: number, required: boolean) {
  const max = TEXT_LIMITS.line;
  const check = (v: string) => {
    if (v === '') return required ? MESSAGES.addressLineRequired(lineNo) : null;
    return isValidAddressLine(v) ? null : MESSAGES.addressLineInvalid(lineNo);
  };
  return required
    ? ruleString({ missing: MESSAGES.addressLineRequired(lineNo), max, normalise: trim, check })
    : optionalRuleString({ max, normalise: trim, check });
}

export function isIndia(country: string | null | undefined): boolean {
  return (country ?? '').trim().toUpperCase() === DEFAULT_COUNTRY;
}

export type PincodeScreen = 'individual' | 'entityContact' | 'ubo';

const SIX_DIGIT_MESSAGE: Record<PincodeScreen, string> = {
  individual: MESSAGES.pincodeSixDigits,
  entityContact: MESSAGES.entityContactPincodeSixDigits,
  ubo: MESSAGES.uboPincodeSixDigits,
};

/** Outside India: 3 to 10 letters, digits, spaces or hyphens, at least one digit or letter at each end. */
export const FOREIGN_PINCODE_REGEX = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{1,8})[A-Za-z0-9]$/;

export function pincodeMessage(
  country: string | null | undefined,
  pincode: string,
  screen: PincodeScreen = 'individual',
): string | null {
  const p = pincode.trim();
  if (p === '') return MESSAGES.pincodeRequired;
  if (isIndia(country))
    return new RegExp(`^\\d{${PINCODE_LENGTH_INDIA}}$`).test(p) ? null : SIX_DIGIT_MESSAGE[screen];
  return FOREIGN_PINCODE_REGEX.test(p) ? null : MESSAGES.pincodeInvalid;
}

/**
 * Pincode for an address in `country`: 'Pincode is required'; India: 6 digits with the screen's wording
 * ('Pincode should be 6 digit code' by default); elsewhere 'Invalid Pincode'.
 */
export function pincodeSchema(country: string | null | undefined, screen: PincodeScreen = 'individual') {
  return ruleString({
    missing: MESSAGES.pincodeRequired,
    max: TEXT_LIMITS.code,
    normalise: trim,
    check: (v) => pincodeMessage(country, v, screen),
  });
}

/** A country must be one of the country master's names (doc 1 §5), compared case-insensitively. */
export function countryMessage(
  country: string,
  knownCountries: readonly string[],
  opts: { overseas?: boolean } = {},
): string | null {
  const c = country.trim();
  if (c === '') return MESSAGES.countryRequired;
  const upper = c.toUpperCase();
  if (!knownCountries.some((k) => k.toUpperCase() === upper)) return MESSAGES.countryInvalid;
  if (opts.overseas && upper === DEFAULT_COUNTRY) return MESSAGES.overseasCountryIndia;
  return null;
}
