import { isValidMobile, MESSAGES, normaliseCountryCode } from '@aif/contracts';
import { badRequest } from './errors';

/** A mobile number as the server keys it: calling code '+91' and national digits '9000000001'. */
export interface MobileNumber {
  countryCode: string;
  phone: string;
  /** '+919000000001': what SMS gateways and the outbox use. */
  e164: string;
}

export function toMobileNumber(countryCode: string, phone: string): MobileNumber {
  const code = normaliseCountryCode(countryCode);
  const digits = phone.replace(/[\s-]/g, '');
  if (!code) throw badRequest(MESSAGES.countryCodeRequired);
  if (!digits) throw badRequest(MESSAGES.mobileRequired);
  if (!isValidMobile(code, digits)) throw badRequest(MESSAGES.mobileInvalid);
  return { countryCode: code, phone: digits, e164: `${code}${digits}` };
}
