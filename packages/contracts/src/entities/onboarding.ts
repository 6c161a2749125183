import { z } from 'zod';
import { CONSENT_STATUSES } from '../enums/signing';
import { ONBOARDING_CONTACT_CONFIRMATIONS, ONBOARDING_TYPES } from '../enums/investor';
import { APPLICATION_STATUSES } from '../enums/application-status';
import { SUPPORT_TYPES } from '../enums/admin';
import { optionalText, text, TEXT_LIMITS } from '../validation/text';
import { id, optBool, optText, timestamp } from './common';

/** Onboarding entry data (doc 3 §3). */
export const onboardingRequestSchema = z.object({
  pan: text(TEXT_LIMITS.code),
  /** 'YYYY-MM-DD'. */
  dob: text(TEXT_LIMITS.code),
  onboardingType: z.enum(ONBOARDING_TYPES),
  mobile: optionalText(TEXT_LIMITS.code),
  emailId: optionalText(TEXT_LIMITS.email),
  /** Default '+91'. */
  countryCode: optionalText(TEXT_LIMITS.code),
  /** Default 'India: +91'. */
  countryNameAndCode: optionalText(TEXT_LIMITS.line),
  bypassOtp: optBool,
  hasPOA: optBool,
  onboardingOtpEmailConsent: z.enum(ONBOARDING_CONTACT_CONFIRMATIONS).nullish(),
});
export type OnboardingRequest = z.infer<typeof onboardingRequestSchema>;

export const consentSchema = z.object({
  id,
  pan: z.string(),
  emailId: z.string(),
  consentStatus: z.enum(CONSENT_STATUSES),
  updatedAt: timestamp,
});
export type Consent = z.infer<typeof consentSchema>;

/** Stamp paper stock per series (GET /onboarding/leegality/stampPaperDetails). */
export const stampPaperSchema = z.object({
  series: z.string(),
  denomination: z.number(),
  unused: z.number().int(),
});
export type StampPaper = z.infer<typeof stampPaperSchema>;

/** One row of the Get Link dialog (doc 3 §2.6). */
export const linkTargetSchema = z.object({
  id,
  name: z.string(),
  invitationUrl: optText,
  referenceId: optText,
  signatureBy: optText,
});
export type LinkTarget = z.infer<typeof linkTargetSchema>;

/** Admin support request (doc 3 §3). */
export const supportRequestSchema = z.object({
  supportType: z.enum(SUPPORT_TYPES),
  application_number: optionalText(TEXT_LIMITS.code),
  status: z.enum(APPLICATION_STATUSES).nullish(),
  phone: optionalText(TEXT_LIMITS.code),
  countryCode: optionalText(TEXT_LIMITS.code),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
