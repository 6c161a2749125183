import { z } from 'zod';
import { AML_COMMENT_MAX_LENGTH, PAGE_SIZE } from '../constants';
import { addressSchema } from '../entities/address';
import { amlMatchSchema } from '../entities/applicant';
import { consentSchema } from '../entities/onboarding';
import { APPLICATION_TYPES, ONBOARDING_TYPES } from '../enums/investor';
import { CONSENT_STATUSES } from '../enums/signing';
import { panDobSchema, onboardingContactSchema } from '../validation/onboarding';
import { entityEmailSchema } from '../validation/email';
import { otpSchema } from '../validation/otp';
import { MESSAGES } from '../validation/messages';
import { optionalText, text, TEXT_LIMITS } from '../validation/text';
import type { DateOfBirthOptions } from '../validation/date-of-birth';
import { calendarDateToIso, toCalendarDate } from '../dates';

/**
 * Onboarding entry (doc 3 §2.3, §2.10, §2.11, §5, §7; doc 1 §7). Staff start every application here.
 *
 * The steps are chained by verification tokens, each handed out by one step and accepted only by the
 * next, so no step can be skipped or replayed:
 *
 *   verify-pan ──► panVerificationToken ─┬─ (AML failed) acknowledge-aml-check (same token, required)
 *                                        ├─ enable-poa ─────────────────────────────► applicantVerificationToken
 *                                        ├─ get-non-individual-application-token ───► applicantVerificationToken
 *                                        ├─ send-otp ──► otpVerificationToken ── verify-otp ─► applicantVerificationToken
 *                                        │   (bypassOtp with the user's flag) ─────────────────► applicantVerificationToken
 *                                        └─ send-consent-email ──► consentId ── (investor approves)
 *                                              consent-status ──────────────────────────────► applicantVerificationToken
 *   applicantVerificationToken ──► POST /applications (new application) or /applications/:id/addApplicant
 *
 * Rules of the tokens (the server keeps them hashed in the database, never in a process):
 * - a token belongs to the staff user who started the PAN verification; another user's token is refused;
 * - a token is valid for `ONBOARDING_TOKEN_TTL_MINUTES` (30 min) from its issue;
 * - the panVerificationToken stays usable for send-otp / send-consent-email until an
 *   applicantVerificationToken is issued from it (so the user may go back and change the contact; calling
 *   send-otp again IS the OTP resend: the earlier OTP and its otpVerificationToken stop working, and the
 *   sign-in limits apply: 2 resends an hour, lock after 3 wrong OTPs);
 * - otpVerificationToken and applicantVerificationToken are single use.
 * Refusals are 400 with one of `ONBOARDING_MESSAGES.token*`.
 *
 * Paths below are relative to the API base (`/api`). "Sealed" bodies travel as `{ payload }`
 * (`encryptedBodySchema`, see `payload-format.ts`); the schema named is what the payload holds.
 * Every error is `{ message }`. Who may call: the `API_ACCESS` table (`access.ts`).
 */

// ----------------------------------------------------------------------------------------- constants

export const ONBOARDING_TOKEN_TTL_MINUTES = 30;
/** An investor's consent link is valid this long after it is (re-)sent. */
export const CONSENT_LINK_TTL_DAYS = 7;
/** The browser route of the consent page; the e-mailed link is `{origin}${CONSENT_PAGE_PATH}/{verificationToken}`. */
export const CONSENT_PAGE_PATH = '/investor-consent';
/** Text of the public consent page (doc 3 §2.11). */
export const CONSENT_PAGE_TEXT = 'AMC is fetching your data from KRA,MF and AML sources';

/** Messages of the onboarding endpoints (the `message` of a 4xx or of a 200 `{ message }`). */
export const ONBOARDING_MESSAGES = {
  // Verification tokens (400)
  tokenRequired: 'Verification token is required',
  tokenInvalid: 'This verification is not valid. Please start again with the PAN.',
  tokenWrongStep: 'This verification does not belong to this step. Please complete the previous step first.',
  tokenExpired: 'This verification has expired. Please start again with the PAN.',
  tokenUsed: 'This verification has already been used. Please start again with the PAN.',

  // Registry and AML
  dataNotFound: MESSAGES.dataNotFound,
  unableToVerify: MESSAGES.unableToVerify,
  amlAcknowledgementRequired:
    'AML Check Failed: add your comments and acknowledge the AML check before you continue.',
  amlCommentsTooLong: MESSAGES.textTooLong(AML_COMMENT_MAX_LENGTH),
  amlAcknowledged: 'AML check acknowledged',

  // Joint holders, POA and entities
  maxApplicants: 'Maximum 3 applicants allowed',
  jointHolderNotAllowed: 'Joint holders cannot be added to a non-individual or minor application',
  jointHolderIndividualPanOnly: 'Only an individual PAN can be added as a joint holder',
  jointHolderWrongApplication: 'This verification was started for another application',
  applicationNotFound: 'Application not found',
  applicationNotEditable: 'This application can no longer be changed',
  /** The AIF approver starts the entry only to add a joint holder (0-product-decisions §12). */
  approverCannotCreate:
    'The AIF approver reviews applications and does not create them. Open an application to add a joint holder.',
  poaIndividualOnly: 'Power of attorney applies to individual investors only',
  poaNotOnApplication: 'This application is not a power of attorney application',
  nonIndividualOnly: 'This step applies to non-individual investors only',
  individualOnly: 'This step applies to individual investors only',
  documentsRequired: 'Please upload the board resolution and the list of authorised signatories',
  documentNotFound: 'The uploaded document was not found. Please upload it again.',
  detailsMismatch: 'These details do not match the verified PAN. Please start again with the PAN.',

  // OTP
  otpSent: 'OTP sent successfully',
  otpBypassed: 'OTP verification bypassed',
  bypassNotAllowed: 'You are not allowed to bypass the OTP',

  // Consent
  emailSent: MESSAGES.emailSent,
  emailRevoked: MESSAGES.emailRevoked,
  consentNotFound: 'Consent not found',
  consentLinkInvalid: 'This consent link is not valid. Please ask your relationship manager for a new one.',
  consentLinkExpired: 'This consent link has expired. Please ask your relationship manager for a new one.',
  consentLinkUsed: 'This consent link has already been used.',
  consentRevoked: 'This consent request has been withdrawn.',
  consentNotPending: 'Only pending consents can be re-sent or revoked',
  consentApproved: 'Thanks for your approval.',
  consentRejected: 'Thank you. Your consent was rejected.',
  consentExpiredForStaff: 'The investor did not respond in time. Please send the consent e-mail again.',
} as const;

// ------------------------------------------------------------------------------------ shared pieces

/** 'DD/MM/YYYY' or 'YYYY-MM-DD' (already validated) to 'YYYY-MM-DD'. */
const isoDob = (dob: string | null | undefined) => {
  const d = toCalendarDate(dob);
  return d ? calendarDateToIso(d) : '';
};

const token = text(TEXT_LIMITS.token, { missing: ONBOARDING_MESSAGES.tokenRequired }).min(
  1,
  ONBOARDING_MESSAGES.tokenRequired,
);

export const investorKindSchema = z.enum(APPLICATION_TYPES);
export type InvestorKind = z.infer<typeof investorKindSchema>;

export const amlDataSchema = z.object({ system_match: z.array(amlMatchSchema) });
export type AmlData = z.infer<typeof amlDataSchema>;

/**
 * A KYC registry (KRA) record. Addresses carry `fetchedFromKRA: true` (the wizard locks them).
 * `dateOfBirth` is 'YYYY-MM-DD' (for an entity: the date of registration).
 */
export const kraRecordSchema = z.object({
  panNumber: z.string(),
  name: z.string(),
  dateOfBirth: z.string(),
  fatherOrSpouseName: z.string().nullish(),
  gender: z.string().nullish(),
  email: z.string().nullish(),
  kraMobileNumber: z.string().nullish(),
  addresses: z.array(addressSchema),
  dataFetchedFromKRA: z.boolean(),
});
export type KraRecord = z.infer<typeof kraRecordSchema>;

const contactFields = {
  phoneNumber: optionalText(TEXT_LIMITS.code),
  emailId: optionalText(TEXT_LIMITS.email),
  /** '+91' (or 'India: +91': the digits after the colon are used). */
  countryCode: optionalText(TEXT_LIMITS.code),
  /** Default 'India: +91'. */
  countryNameAndCode: optionalText(TEXT_LIMITS.line),
};

type ContactInput = { phoneNumber?: string | null; emailId?: string | null; countryCode?: string | null };

/** `onboardingContactSchema`'s messages, for a body that carries the contact beside other fields. */
function contactRules(v: ContactInput, ctx: z.RefinementCtx) {
  const r = onboardingContactSchema.safeParse(v);
  if (!r.success)
    for (const issue of r.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
}

function trimContact<T extends ContactInput & { countryNameAndCode?: string | null }>(v: T) {
  return {
    ...v,
    phoneNumber: (v.phoneNumber ?? '').trim(),
    emailId: (v.emailId ?? '').trim(),
    countryCode: (v.countryCode ?? '').trim(),
    countryNameAndCode: v.countryNameAndCode?.trim() || null,
  };
}

// ---------------------------------------------------------------------------------------- verify-pan

/**
 * POST /onboarding/onboarding/verify-pan (sealed). Staff of the /onboarding screen.
 *
 * Checks the PAN and date of birth ('PAN is required', 'PAN must be exactly 10 characters', 'Invalid PAN'
 * (minor: individual format only), 'Date of birth is required', 'Invalid Date', 'Age should be greater than
 * 18', 'Age should be less than 125' for individual PANs), then, with `applicationId` (adding a joint
 * holder): 'There is already same PAN for an applicant associated with this application', 'Maximum 3
 * applicants allowed', individual PAN only, `jointHolderNotAllowed` (entity or minor application); 404
 * unknown application, 403 not the application's owner side, 409 the role may not change it now; then
 * asks the KYC registry and the AML screening.
 *
 * `dob`: 'DD/MM/YYYY' (as typed) or 'YYYY-MM-DD'; answers carry 'YYYY-MM-DD'.
 * 200 `verifyPanResponseSchema`. 400 validation; 404 'Data Not Found' (no registry record);
 * 422 'Unable to verify the details please contact admin' (registry or AML could not answer).
 */
export function verifyPanRequestSchema(opts: Pick<DateOfBirthOptions, 'now'> = {}) {
  return z
    .object({
      pan: optionalText(TEXT_LIMITS.code),
      dob: optionalText(TEXT_LIMITS.code),
      onboardingType: z.enum(ONBOARDING_TYPES).default('normal'),
      /** Adding a joint holder to this application. */
      applicationId: text(TEXT_LIMITS.id).min(1).nullish(),
      /** The investor acts through a power of attorney (continue with enable-poa). */
      hasPOA: z.boolean().nullish(),
    })
    .superRefine((v, ctx) => {
      const r = panDobSchema({ onboardingType: v.onboardingType, now: opts.now }).safeParse(v);
      if (!r.success)
        for (const issue of r.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
    })
    .transform((v) => ({ ...v, pan: (v.pan ?? '').trim().toUpperCase(), dob: isoDob(v.dob) }));
}
export type VerifyPanRequest = z.input<ReturnType<typeof verifyPanRequestSchema>>;

export const verifyPanResponseSchema = z.object({
  /** true: the AML screening passed; false: it matched (acknowledge-aml-check is required). */
  amlCheck: z.boolean(),
  amlData: amlDataSchema,
  panVerificationToken: z.string(),
  /** From the PAN's 4th character: P is an individual. Non-individuals continue with the e-mail step. */
  investorKind: investorKindSchema,
  /** Summary of the registry record. */
  kra: z.object({ name: z.string(), dateOfBirth: z.string(), dataFetchedFromKRA: z.boolean() }),
  /** ISO instant after which the token is refused. */
  expiresAt: z.string(),
  /**
   * Adding a joint holder: whether the application is a POA application. POA belongs to the application,
   * so its joint holders join under the same power of attorney (enable-poa), the others by OTP or consent.
   */
  applicationHasPOA: z.boolean().optional(),
});
export type VerifyPanResponse = z.infer<typeof verifyPanResponseSchema>;

// ------------------------------------------------------------------------------------- AML and POA

/**
 * POST /onboarding/onboarding/acknowledge-aml-check (plain JSON). Staff of /onboarding.
 * Stores the comments, the acknowledgement and the commenting user's role on the verification; a failed
 * AML check cannot go on without it (the next steps answer 400 `amlAcknowledgementRequired`).
 * 200 `{ message: 'AML check acknowledged' }`. 400 'Field is required' (comments or acknowledgement),
 * comments longer than 1024 (doc 2 §9; a text area: line breaks allowed), or a token refusal.
 */
export const acknowledgeAmlRequestSchema = z.object({
  panVerificationToken: token,
  amlComments: text(AML_COMMENT_MAX_LENGTH, { multiLine: true, missing: MESSAGES.fieldRequired }).min(
    1,
    MESSAGES.fieldRequired,
  ),
  amlAcknowledgement: z.literal(true, { error: MESSAGES.fieldRequired }),
});
export type AcknowledgeAmlRequest = z.infer<typeof acknowledgeAmlRequestSchema>;

/**
 * POST /onboarding/onboarding/enable-poa (plain JSON). Staff of /onboarding.
 * A power-of-attorney application goes straight on (no contact verification). Individual PANs only; for a
 * joint holder the application must itself be a POA application. 200 `applicantTokenResponseSchema`.
 */
export const enablePoaRequestSchema = z.object({
  panVerificationToken: token,
  powerOfAttorney: z.literal(true, { error: MESSAGES.fieldRequired }),
});
export type EnablePoaRequest = z.infer<typeof enablePoaRequestSchema>;

export const applicantTokenResponseSchema = z.object({
  applicantVerificationToken: z.string(),
  expiresAt: z.string(),
});
export type ApplicantTokenResponse = z.infer<typeof applicantTokenResponseSchema>;

// ------------------------------------------------------------------------------------------- OTP

/**
 * POST /onboarding/onboarding/send-otp (sealed). Staff of /onboarding. Individual PANs only.
 * Contact messages: 'Mobile number is required', 'Invalid Mobile number', 'Email Id is required',
 * 'Invalid Email Id', 'Country Code is required'; with a joint holder: 'There is already same mobile
 * number for an applicant associated with this application'.
 * Sends a 6-digit OTP (valid 5 minutes) by SMS to the mobile and by e-mail to the address. Calling it
 * again with the same panVerificationToken is the resend (earlier OTP stops working; 2 resends an hour:
 * 429; a locked number: 423).
 * `bypassOtp: true` needs the user's `bypassOtp` access flag (else 403 'You are not allowed to bypass the
 * OTP'); then no OTP is sent, the bypass is written to the audit trail, and the answer carries
 * `applicantVerificationToken` instead of `otpVerificationToken`.
 * 200 `sendOnboardingOtpResponseSchema`.
 */
export const sendOnboardingOtpRequestSchema = z
  .object({ ...contactFields, panVerificationToken: token, bypassOtp: z.boolean().nullish() })
  .superRefine(contactRules)
  .transform(trimContact);
export type SendOnboardingOtpRequest = z.input<typeof sendOnboardingOtpRequestSchema>;

export const sendOnboardingOtpResponseSchema = z.object({
  message: z.string(),
  /** Present when an OTP was sent: give it to verify-otp. */
  otpVerificationToken: z.string().optional(),
  /** Present when the OTP was bypassed. */
  applicantVerificationToken: z.string().optional(),
  phoneNumber: z.string(),
  emailId: z.string(),
  /** Seconds before the resend button may be used (60). */
  resendAfterSeconds: z.number().int().optional(),
  expiresAt: z.string(),
});
export type SendOnboardingOtpResponse = z.infer<typeof sendOnboardingOtpResponseSchema>;

/**
 * POST /onboarding/onboarding/verify-otp (sealed). Staff of /onboarding.
 * 'Enter OTP' for anything but 6 digits; a wrong OTP 400 with the attempts left; the third wrong OTP locks
 * the mobile (423, as at sign-in; Admin Support unlocks it); an expired OTP 400. 200 `applicantTokenResponseSchema`.
 */
export const verifyOnboardingOtpRequestSchema = z.object({
  otpVerificationToken: token,
  otp: otpSchema,
});
export type VerifyOnboardingOtpRequest = z.infer<typeof verifyOnboardingOtpRequestSchema>;

/**
 * GET /onboarding/onboarding/bypass-otp-access. Staff of /onboarding.
 * 200 `{ bypassOtpAccess }`: whether the OTP-bypass option may be offered to this user.
 */
export const bypassOtpAccessResponseSchema = z.object({ bypassOtpAccess: z.boolean() });
export type BypassOtpAccessResponse = z.infer<typeof bypassOtpAccessResponseSchema>;

// -------------------------------------------------------------------------------------- entity e-mail

/**
 * POST /onboarding/onboarding/get-non-individual-application-token (sealed). Staff of /onboarding.
 * Non-individual PANs only; 'Email is required', 'invalid Email ID'. 200 `applicantTokenResponseSchema`.
 * Then the browser uploads the board resolution and the list of authorised signatories through
 * POST /api/files/files (documentType board_resolution / authorised_signatories_list) and sends their ids
 * with the create call.
 */
export const nonIndividualTokenRequestSchema = z.object({
  panVerificationToken: token,
  emailId: entityEmailSchema,
});
export type NonIndividualTokenRequest = z.infer<typeof nonIndividualTokenRequestSchema>;

// ------------------------------------------------------------------------------------------ consent

/**
 * POST /onboarding/onboarding/send-consent-email (plain JSON). Staff of /onboarding. Individual PANs only.
 * Same contact rules as send-otp. Creates a pending consent and e-mails the investor a link
 * `{origin}/investor-consent/{verificationToken}`, valid 7 days and single use. A consent sent again for
 * the same verification replaces the earlier pending one (which becomes revoked).
 * 200 `{ consentId, message: 'Email sent successfully' }`.
 */
export const sendConsentEmailRequestSchema = z
  .object({
    ...contactFields,
    panVerificationToken: token,
    /** Optional: when given it must be the application the PAN was verified for. */
    applicationId: text(TEXT_LIMITS.id).min(1).nullish(),
  })
  .superRefine(contactRules)
  .transform(trimContact);
export type SendConsentEmailRequest = z.input<typeof sendConsentEmailRequestSchema>;

export const sendConsentEmailResponseSchema = z.object({ consentId: z.string(), message: z.string() });
export type SendConsentEmailResponse = z.infer<typeof sendConsentEmailResponseSchema>;

export const consentIdParamsSchema = z.object({ id: text(TEXT_LIMITS.id).min(1) });

/**
 * GET /onboarding/onboarding/consent-status/:id. Only the staff user who sent the consent (others 404).
 * 200 `consentStatusResponseSchema`. When approved, the first call hands out the
 * applicantVerificationToken (valid 30 minutes) and `applicantTokenIssued` turns true; later calls do not
 * repeat it (start again from the PAN if it is lost).
 */
export const consentStatusResponseSchema = z.object({
  consentId: z.string(),
  status: z.enum(CONSENT_STATUSES),
  /** The link expired while pending (status stays pending; re-send or start again). */
  linkExpired: z.boolean(),
  applicantVerificationToken: z.string().optional(),
  applicantTokenIssued: z.boolean(),
});
export type ConsentStatusResponse = z.infer<typeof consentStatusResponseSchema>;

export const consentTokenParamsSchema = z.object({ verificationToken: text(TEXT_LIMITS.token).min(1) });

/**
 * GET /onboarding/onboarding-consent/:verificationToken. Public (the investor's consent page).
 * 200 `consentPageResponseSchema`. 404 `consentLinkInvalid` (unknown or replaced by a re-send);
 * 400 `consentLinkExpired`, `consentLinkUsed` (already approved or rejected), `consentRevoked`.
 */
export const consentPageResponseSchema = z.object({
  /** Only the last 4 characters are shown: '******234F'. */
  pan: z.string(),
  text: z.string(),
  expiresAt: z.string(),
});
export type ConsentPageResponse = z.infer<typeof consentPageResponseSchema>;

/**
 * POST /onboarding/onboarding-consent/approve and /onboarding/onboarding-consent/reject. Public.
 * 200 `{ message, status }` ('Thanks for your approval.' / 'Thank you. Your consent was rejected.');
 * same refusals as the page.
 */
export const consentDecisionRequestSchema = z.object({ verificationToken: token });
export type ConsentDecisionRequest = z.infer<typeof consentDecisionRequestSchema>;
export const consentDecisionResponseSchema = z.object({
  message: z.string(),
  status: z.enum(CONSENT_STATUSES),
});
export type ConsentDecisionResponse = z.infer<typeof consentDecisionResponseSchema>;

/**
 * GET /onboarding/onboarding/consents?pan=&page=&limit=. Roles of /view-consent-email-list.
 * amcadmin and amcapprover see every consent; rm, distributor and subdistributor the ones they sent.
 * `pan`: part of the PAN, any case. Newest change first. 200 `consentListResponseSchema`.
 */
export const consentListQuerySchema = z.object({
  pan: text(TEXT_LIMITS.search).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});
export type ConsentListQuery = z.input<typeof consentListQuerySchema>;

export const consentListResponseSchema = z.object({
  consents: z.array(consentSchema),
  /** Number of pages at this limit (0 when none). */
  pages: z.number().int(),
  total: z.number().int(),
});
export type ConsentListResponse = z.infer<typeof consentListResponseSchema>;

/**
 * POST /onboarding/onboarding/resend-consent-email/:id and /onboarding/onboarding/revoke-consent-email/:id
 * (no body). Roles of /view-consent-email-list except amcadmin (403); the sender, or an amcapprover.
 * Pending consents only (400 'Only pending consents can be re-sent or revoked'). A re-send issues a new
 * link (the old one stops working) valid 7 more days.
 * 200 `{ message: 'Email sent successfully' }` / `{ message: 'Email Revoked successfully' }`.
 */

// ------------------------------------------------------------------------------ create and add applicant

/**
 * POST /onboarding/applications. Staff of /onboarding.
 * Creates a draft application (type from the PAN, currentStep 0, prepared by the caller) whose first
 * applicant is prefilled from the registry record (name, date of birth, PAN, addresses with
 * fetchedFromKRA, AML data and acknowledgement) and the verified contact.
 * `onboardingType` and `hasPOA`, when sent, must match the verification (400 `detailsMismatch`).
 * Non-individual: `documents` with both file ids is required (400 `documentsRequired`).
 * 200 `onboardedApplicationSchema`.
 */
export const createApplicationRequestSchema = z.object({
  applicantVerificationToken: token,
  onboardingType: z.enum(ONBOARDING_TYPES).nullish(),
  hasPOA: z.boolean().nullish(),
  documents: z
    .object({
      boardResolutionFileId: text(TEXT_LIMITS.id).min(1, ONBOARDING_MESSAGES.documentsRequired),
      authorisedSignatoriesFileId: text(TEXT_LIMITS.id).min(1, ONBOARDING_MESSAGES.documentsRequired),
    })
    .nullish(),
});
export type CreateApplicationRequest = z.infer<typeof createApplicationRequestSchema>;

export const onboardedApplicationSchema = z.object({
  id: z.string(),
  applicationNumber: z.string(),
  applicant1ReferenceId: z.string(),
  applicationType: investorKindSchema,
  /** The applicant just added: 1 on create, 2 or 3 on addApplicant. */
  applicantId: z.string(),
  applicantType: z.number().int(),
  referenceId: z.string(),
});
export type OnboardedApplication = z.infer<typeof onboardedApplicationSchema>;

/**
 * POST /onboarding/applications/:id/addApplicant. Staff of /onboarding who may edit the application
 * (rm, distributor, subdistributor: only applications they prepared or are mapped to).
 * The token must come from a verify-pan with this `applicationId`. Individual, normal applications only;
 * at most 3 applicants ('Maximum 3 applicants allowed'). 200 `onboardedApplicationSchema`.
 */
export const addApplicantRequestSchema = z.object({ applicantVerificationToken: token });
export type AddApplicantRequest = z.infer<typeof addApplicantRequestSchema>;
export const applicationIdParamsSchema = z.object({ id: text(TEXT_LIMITS.id).min(1) });

// ------------------------------------------------------------------------------------------ kradetails

/**
 * POST /onboarding/kradetails (plain JSON). Wizard roles (preparers, amcapprover, poaapprover).
 * The registry and AML lookup alone (UBO and wizard re-fetch). Same messages and codes as verify-pan.
 * 200 `kraDetailsResponseSchema`.
 */
export function kraDetailsRequestSchema(opts: Pick<DateOfBirthOptions, 'now'> = {}) {
  return z
    .object({ panNumber: optionalText(TEXT_LIMITS.code), dob: optionalText(TEXT_LIMITS.code) })
    .superRefine((v, ctx) => {
      const r = panDobSchema({ onboardingType: 'normal', now: opts.now }).safeParse({
        pan: v.panNumber,
        dob: v.dob,
      });
      if (!r.success)
        for (const issue of r.error.issues)
          ctx.addIssue({
            code: 'custom',
            path: [issue.path[0] === 'pan' ? 'panNumber' : 'dob'],
            message: issue.message,
          });
    })
    .transform((v) => ({ panNumber: (v.panNumber ?? '').trim().toUpperCase(), dob: isoDob(v.dob) }));
}
export type KraDetailsRequest = z.input<ReturnType<typeof kraDetailsRequestSchema>>;

export const kraDetailsResponseSchema = z.object({
  amlCheck: z.boolean(),
  data: kraRecordSchema,
  amlData: amlDataSchema,
});
export type KraDetailsResponse = z.infer<typeof kraDetailsResponseSchema>;
