import {
  CKYC_LENGTH,
  CL_ID_LENGTH,
  DP_ID_LENGTH,
  DP_ID_PREFIX,
  DPCL_ID_LENGTH,
  DPCL_ID_LENGTHS_LEGACY,
  TAX_ID_MAX_LENGTH,
} from '../constants';
import type { Depository } from '../enums/kyc';
import { MESSAGES } from './messages';
import { optionalRuleString, ruleString, trim, trimUpper } from './helpers';
import { TEXT_LIMITS } from './text';

export const CKYC_REGEX = new RegExp(`^\\d{${CKYC_LENGTH}}$`);

/** Applicant CKYC number: optional; when given, 14 digits, otherwise 'Invalid CKYC No'. */
export const ckycSchema = optionalRuleString({
  max: TEXT_LIMITS.code,
  normalise: trim,
  check: (v) => (v === '' || CKYC_REGEX.test(v) ? null : MESSAGES.ckycInvalid),
});

/** UBO dialog CKYC (doc 2 §5): length first ('Invalid CKYC Number'), then digits only. */
export const uboCkycSchema = optionalRuleString({
  max: TEXT_LIMITS.code,
  normalise: trim,
  check: (v) => {
    if (v === '') return null;
    if (v.length !== CKYC_LENGTH) return MESSAGES.uboCkycInvalid;
    return /^\d+$/.test(v) ? null : MESSAGES.uboCkycDigits;
  },
});

/** NSDL DP ID: 'IN' and 6 digits, 8 characters in all. */
export const DP_ID_REGEX = new RegExp(`^${DP_ID_PREFIX}\\d{${DP_ID_LENGTH - DP_ID_PREFIX.length}}$`);
export const CL_ID_REGEX = new RegExp(`^\\d{${CL_ID_LENGTH}}$`);

/**
 * The demat id messages for a depository. `legacyDpclLength` accepts an 8-digit DPCL ID as well as a
 * 16-digit one (configuration, or an application created before the DPCL cut-off).
 */
export function dematMessages(
  depository: Depository | '' | null | undefined,
  ids: { dpId?: string | null; clId?: string | null },
  opts: { legacyDpclLength?: boolean } = {},
): { dpId?: string; clId?: string } {
  const dpId = (ids.dpId ?? '').trim().toUpperCase();
  const clId = (ids.clId ?? '').trim();
  const out: { dpId?: string; clId?: string } = {};
  if (depository === 'nsdl') {
    if (!DP_ID_REGEX.test(dpId)) out.dpId = MESSAGES.dpIdInvalid;
    if (!CL_ID_REGEX.test(clId)) out.clId = MESSAGES.clIdInvalid;
  } else if (depository === 'cdsl') {
    const lengths = opts.legacyDpclLength ? DPCL_ID_LENGTHS_LEGACY : [DPCL_ID_LENGTH];
    if (!/^\d+$/.test(dpId) || !lengths.includes(dpId.length)) out.dpId = MESSAGES.dpclIdInvalid;
  }
  return out;
}

/** Tax ID of a foreign tax residency: letters, digits, '-' and '/', at most 20. */
export const TAX_ID_REGEX = new RegExp(`^[A-Za-z0-9/-]{1,${TAX_ID_MAX_LENGTH}}$`);

export const taxIdSchema = ruleString({
  max: TEXT_LIMITS.code,
  missing: MESSAGES.taxIdRequired,
  normalise: trimUpper,
  check: (v) => (v === '' ? MESSAGES.taxIdRequired : TAX_ID_REGEX.test(v) ? null : MESSAGES.taxIdInvalid),
});

/** DIN or DPIN: 8 digits (MSAR signatories, optional). */
export const DIN_DPIN_REGEX = /^\d{8}$/;
export const dinDpinSchema = optionalRuleString({
  max: TEXT_LIMITS.code,
  normalise: trim,
  check: (v) => (v === '' || DIN_DPIN_REGEX.test(v) ? null : MESSAGES.dinDpinInvalid),
});

/** Letters and digits only (FATCA 'alphaNumeric' questions, controlling person TIN and id number). */
export const ALPHANUMERIC_REGEX = /^[A-Za-z0-9]*$/;
export function alphaNumericMessage(value: string): string | null {
  return ALPHANUMERIC_REGEX.test(value.trim()) ? null : MESSAGES.alphaNumericOnly;
}

/** Source of funds are stored as one string joined by '*'. */
export function joinSourceOfFunds(values: readonly string[]): string {
  return values.filter((v) => v !== '').join('*');
}
export function splitSourceOfFunds(stored: string | null | undefined): string[] {
  return (stored ?? '').split('*').filter((v) => v !== '');
}
