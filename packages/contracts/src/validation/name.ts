import { MESSAGES } from './messages';
import { optionalRuleString, ruleString } from './helpers';
import { TEXT_LIMITS } from './text';

/** Letters separated by single spaces (doc 1 §5). */
export const NAME_REGEX = /^[A-Za-z]+(?: [A-Za-z]+)*$/;

/** Apostrophes (straight and typographic) are removed and the ends trimmed before checking. */
export function normaliseName(value: string): string {
  return value.replace(/['’‘`]/g, '').trim();
}

export function isValidName(value: string): boolean {
  return NAME_REGEX.test(normaliseName(value));
}

/** A required person name: 'Name is required', otherwise letters and single spaces. */
export function makeNameSchema(messages: { required?: string; invalid?: string } = {}) {
  const required = messages.required ?? MESSAGES.nameRequired;
  const invalid = messages.invalid ?? MESSAGES.nameInvalid;
  return ruleString({
    max: TEXT_LIMITS.name,
    missing: required,
    normalise: normaliseName,
    check: (v) => (v === '' ? required : NAME_REGEX.test(v) ? null : invalid),
  });
}

export const nameSchema = makeNameSchema();

/** An optional name (mother's name: "no digits or special characters"). */
export const optionalNameSchema = optionalRuleString({
  max: TEXT_LIMITS.name,
  normalise: normaliseName,
  check: (v) => (v === '' || NAME_REGEX.test(v) ? null : MESSAGES.nameInvalid),
});
