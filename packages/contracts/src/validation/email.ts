import { MESSAGES } from './messages';
import { optionalRuleString, ruleString, trim } from './helpers';
import { TEXT_LIMITS } from './text';

/** Local part, '@', dot-separated labels, a 2+ letter top-level domain; no consecutive or edge dots. */
export const EMAIL_REGEX =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_REGEX.test(email.trim());
}

function emailRule(required: string, invalid: string) {
  return ruleString({
    max: TEXT_LIMITS.email,
    missing: required,
    normalise: trim,
    check: (v) => (v === '' ? required : isValidEmail(v) ? null : invalid),
  });
}

/** Onboarding entry (doc 3 §5): 'Email Id is required', 'Invalid Email Id'. */
export const emailSchema = emailRule(MESSAGES.onboardingEmailRequired, MESSAGES.onboardingEmailInvalid);

/** Contact step, entity email step and contact person: 'Email is required', 'invalid Email ID'. */
export const entityEmailSchema = emailRule(MESSAGES.emailRequired, MESSAGES.emailInvalid);
/** Same wording on the individual contact step (doc 1 §5). */
export const contactEmailSchema = entityEmailSchema;

/** Authorised signatory: 'Email ID is required', 'invalid Email ID'. */
export const signatoryEmailSchema = emailRule(MESSAGES.signatoryEmailRequired, MESSAGES.emailInvalid);

/** Minor's e-mail: optional, 'Invalid Email ID'. */
export const minorEmailSchema = optionalRuleString({
  max: TEXT_LIMITS.email,
  normalise: trim,
  check: (v) => (v === '' || isValidEmail(v) ? null : MESSAGES.minorEmailInvalid),
});
