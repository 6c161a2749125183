import { PAN_LENGTH } from '../constants';
import { MESSAGES } from './messages';
import { ruleString, trimUpper } from './helpers';
import { TEXT_LIMITS } from './text';

/** Individual PAN: 3 letters, P, a letter, 4 digits, a letter (doc 1 §5). */
export const INDIVIDUAL_PAN_REGEX = /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/;
/** Entity PAN: 5 letters, 4 digits, a letter. */
export const ENTITY_PAN_REGEX = /^[A-Z]{5}\d{4}[A-Z]$/;

export type PanKind = 'any' | 'individual' | 'entity';

/** The 4th character decides which format applies: P is an individual PAN. */
export function isIndividualPan(pan: string): boolean {
  return pan.trim().toUpperCase().charAt(3) === 'P';
}

/**
 * True when the PAN has the format of its kind. 'any' applies the individual format when the 4th
 * character is P and the entity format otherwise; 'individual' and 'entity' demand that kind.
 */
export function validatePanFormat(pan: string, kind: PanKind = 'any'): boolean {
  const p = pan.trim().toUpperCase();
  if (p.length !== PAN_LENGTH) return false;
  const individual = p.charAt(3) === 'P';
  if (kind === 'individual' && !individual) return false;
  if (kind === 'entity' && individual) return false;
  return individual ? INDIVIDUAL_PAN_REGEX.test(p) : ENTITY_PAN_REGEX.test(p);
}

/** The single message a PAN input shows, or null when valid. */
export function panMessage(pan: string, kind: PanKind = 'any'): string | null {
  const p = pan.trim().toUpperCase();
  if (p === '') return MESSAGES.panRequired;
  if (p.length !== PAN_LENGTH) return MESSAGES.panLength;
  return validatePanFormat(p, kind) ? null : MESSAGES.panInvalid;
}

/** Onboarding PAN (doc 3 §5): upper-cased and trimmed. */
export const panSchema = ruleString({
  max: TEXT_LIMITS.code,
  missing: MESSAGES.panRequired,
  normalise: trimUpper,
  check: (v) => panMessage(v, 'any'),
});

/** Minor onboarding accepts an individual-format PAN only. */
export const individualPanSchema = ruleString({
  max: TEXT_LIMITS.code,
  missing: MESSAGES.panRequired,
  normalise: trimUpper,
  check: (v) => panMessage(v, 'individual'),
});

/** Entity applicant PAN (doc 2 §5): entity format only. */
export const entityPanSchema = ruleString({
  max: TEXT_LIMITS.code,
  missing: MESSAGES.panRequired,
  normalise: trimUpper,
  check: (v) => panMessage(v, 'entity'),
});

/** Authorised signatory PAN (doc 2 §5): an entity-format PAN reads 'Only individual PANs are allowed'. */
export const signatoryPanSchema = ruleString({
  max: TEXT_LIMITS.code,
  missing: MESSAGES.panRequired,
  normalise: trimUpper,
  check: (v) => {
    const m = panMessage(v, 'any');
    if (m) return m;
    return isIndividualPan(v) ? null : MESSAGES.signatoryPanIndividualOnly;
  },
});

/** Optional PAN (nominee, nominee guardian): empty is fine, otherwise any valid PAN. */
export const optionalPanSchema = ruleString({
  missing: MESSAGES.panInvalid,
  max: TEXT_LIMITS.code,
  normalise: trimUpper,
  check: (v) => (v === '' ? null : panMessage(v, 'any')),
});

/** The minor's PAN must differ from the guardian's (doc 1 §5). */
export function minorPanMessage(minorPan: string, guardianPan: string): string | null {
  const a = minorPan.trim().toUpperCase();
  if (a !== '' && a === guardianPan.trim().toUpperCase()) return MESSAGES.minorPanSameAsGuardian;
  return null;
}
