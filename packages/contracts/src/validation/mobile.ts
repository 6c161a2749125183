import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { DEFAULT_COUNTRY_CODE } from '../constants';
import { MESSAGES } from './messages';
import { text, TEXT_LIMITS } from './text';

/** For +91 the specification's own pattern applies: 10 digits, the first 2-9 (doc 1 §5, doc 2 §5). */
export const INDIAN_MOBILE_REGEX = /^[2-9]\d{9}$/;

/** '+91', '91', ' +91 ' and 'India: +91' all read as '+91'; '' when no digits. */
export function normaliseCountryCode(countryCode: string): string {
  const afterColon = countryCode.includes(':')
    ? countryCode.slice(countryCode.lastIndexOf(':') + 1)
    : countryCode;
  const digits = afterColon.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

export function isIndianCountryCode(countryCode: string): boolean {
  return normaliseCountryCode(countryCode) === DEFAULT_COUNTRY_CODE;
}

/**
 * A mobile number is valid for its calling code: the Indian pattern for +91, otherwise a number
 * libphonenumber-js accepts for that calling code. The phone must be digits only (inputs block others).
 */
export function isValidMobile(countryCode: string, phone: string): boolean {
  const code = normaliseCountryCode(countryCode);
  const p = phone.trim();
  if (!code || !/^\d+$/.test(p)) return false;
  if (code === DEFAULT_COUNTRY_CODE) return INDIAN_MOBILE_REGEX.test(p);
  return isValidPhoneNumber(`${code}${p}`);
}

/** The single message of a mobile input, or null when valid. */
export function mobileMessage(countryCode: string, phone: string): string | null {
  if (phone.trim() === '') return MESSAGES.mobileRequired;
  return isValidMobile(countryCode, phone) ? null : MESSAGES.mobileInvalid;
}

/** Country code + mobile pair with the onboarding and login messages (doc 3 §5). */
export function mobilePairSchema(messages: {
  mobileRequired: string;
  countryCodeRequired: string;
  mobileInvalid: string;
}) {
  return z
    .object({
      countryCode: text(TEXT_LIMITS.code, { missing: messages.countryCodeRequired }).min(
        1,
        messages.countryCodeRequired,
      ),
      phone: text(TEXT_LIMITS.code, { missing: messages.mobileRequired }).min(1, messages.mobileRequired),
    })
    .superRefine((v, ctx) => {
      if (v.countryCode !== '' && v.phone !== '' && !isValidMobile(v.countryCode, v.phone)) {
        ctx.addIssue({ code: 'custom', path: ['phone'], message: messages.mobileInvalid });
      }
    });
}

/** Login and onboarding-entry mobile (doc 3 §2.2, §5). */
export const loginMobileSchema = mobilePairSchema({
  mobileRequired: MESSAGES.mobileRequired,
  countryCodeRequired: MESSAGES.countryCodeRequired,
  mobileInvalid: MESSAGES.mobileInvalid,
});

/** Authorised signatory mobile ('Mobile Number is required', doc 2 §5). */
export const signatoryMobileSchema = mobilePairSchema({
  mobileRequired: MESSAGES.signatoryMobileRequired,
  countryCodeRequired: MESSAGES.countryCodeRequired,
  mobileInvalid: MESSAGES.mobileInvalid,
});

/** Optional mobile (minor's mobile): empty passes, otherwise 'Invalid Mobile number'. */
export function optionalMobileMessage(countryCode: string, phone: string): string | null {
  if (phone.trim() === '') return null;
  return isValidMobile(countryCode, phone) ? null : MESSAGES.mobileInvalid;
}
