import { z } from 'zod';
import type { OnboardingType } from '../enums/investor';
import { dateOfBirthForPanMessage, type DateOfBirthOptions } from './date-of-birth';
import { MESSAGES } from './messages';
import { panMessage } from './pan';
import { isValidEmail } from './email';
import { isValidMobile } from './mobile';
import { optionalText, textOr, TEXT_LIMITS } from './text';

/**
 * Onboarding entry: PAN and date of birth (doc 3 §5). Minor onboarding accepts an individual PAN only;
 * the date belongs to the PAN holder (an adult for an individual PAN, a registration date otherwise).
 */
export function panDobSchema(opts: { onboardingType: OnboardingType } & Pick<DateOfBirthOptions, 'now'>) {
  return z
    .object({
      pan: optionalText(TEXT_LIMITS.code),
      dob: textOr(z.date(), TEXT_LIMITS.code).nullish(),
    })
    .superRefine((v, ctx) => {
      const pan = (v.pan ?? '').trim().toUpperCase();
      const panMsg = panMessage(pan, opts.onboardingType === 'minor' ? 'individual' : 'any');
      if (panMsg) ctx.addIssue({ code: 'custom', path: ['pan'], message: panMsg });
      const dobMsg = dateOfBirthForPanMessage(pan, v.dob, { now: opts.now });
      if (dobMsg) ctx.addIssue({ code: 'custom', path: ['dob'], message: dobMsg });
    });
}

/** Onboarding entry contact: 'Country Code is required', mobile rules, 'Email Id is required' / 'Invalid Email Id'. */
export const onboardingContactSchema = z
  .object({
    countryCode: optionalText(TEXT_LIMITS.code),
    phoneNumber: optionalText(TEXT_LIMITS.code),
    emailId: optionalText(TEXT_LIMITS.email),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const code = (v.countryCode ?? '').trim();
    const phone = (v.phoneNumber ?? '').trim();
    const email = (v.emailId ?? '').trim();
    if (!code) issue('countryCode', MESSAGES.countryCodeRequired);
    if (!phone) issue('phoneNumber', MESSAGES.mobileRequired);
    else if (code && !isValidMobile(code, phone)) issue('phoneNumber', MESSAGES.mobileInvalid);
    if (!email) issue('emailId', MESSAGES.onboardingEmailRequired);
    else if (!isValidEmail(email)) issue('emailId', MESSAGES.onboardingEmailInvalid);
  });
