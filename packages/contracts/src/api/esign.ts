import { z } from 'zod';
import { APPLICATION_STATUSES } from '../enums/application-status';
import { SIGNATURE_STATUSES, SIGNERS } from '../enums/signing';
import { SIGNED_DOCUMENT_TYPES } from '../enums/documents';
import { applicationDetailSchema } from './application-wizard';
import { list, LIST_LIMITS, optionalText, text, TEXT_LIMITS } from '../validation/text';

/**
 * E-sign (doc 1 §4 "Sign flow", §7; 0-product-decisions §3, §6), the application PDF and the msar signed
 * documents (doc 2 "Signed documents upload"). Paths relative to the API base (`/api`):
 *
 *   GET  /onboarding/esign/details/:referenceId             public: EsignSummary (no personal data beyond it)
 *   GET  /onboarding/esign/get-otp/:referenceId             public: SendOtpResponse (OTP to the applicant's mobile)
 *   POST /onboarding/esign/verify-otp/:referenceId          public, sealed { otp, verificationToken }: VerifyOtpResponse
 *   GET  /onboarding/esign/application-details/:referenceId investor: EsignApplicationDetails
 *   POST /onboarding/esign/sign/:referenceId                investor: EsignSignResponse (the signer's signing URL)
 *   GET  /onboarding/esign/get-referenceids/:referenceId    investor: EsignReferenceIdsResponse
 *   POST /onboarding/esign/callback                         provider callback, HMAC-signed (x-esign-signature)
 *   GET  /pdf/onboarding-application/pdf/:id                the application PDF ({applicationNumber}.pdf)
 *   GET  /pdf/onboarding-application/signed-pdf/:id         the e-signed PDF (400 'Only Signed Documents can be Downloaded')
 *   POST /onboarding/applications/upload-signed-documents/:id  msar: UploadSignedDocumentsRequest -> completed
 */

export const ESIGN_MESSAGES = {
  applicationNotFound: 'Application not found',
  noMobile: 'No mobile number is registered for this applicant',
  notAwaitingSignature: 'This application is not awaiting e-sign',
  notYourTurn: (waitingFor: string) => `The application is waiting for the signature of ${waitingFor}`,
  paperSigned: 'This application is signed on paper: no e-sign link is offered',
  invalidCallbackSignature: 'Invalid callback signature',
  invalidCallback: 'Invalid callback',
  unknownInvitation: 'Unknown invitation',
  signerNotMapped: (who: string) => `${who} is not mapped to the plan of this application`,
  signerContactMissing: (who: string) => `${who} has no e-mail or mobile to receive the invitation`,
  noSignatories: 'Add the authorised signatories before the application is sent for e-sign',
  noPoaHolder: 'Add the POA holder before the application is sent for e-sign',
  groupBelowThreshold: (group: string, canSign: number, threshold: number) =>
    `${group}: ${threshold} signature${threshold === 1 ? ' is' : 's are'} required but only ${canSign} signator${canSign === 1 ? 'y' : 'ies'} can e-sign`,
  signatureNotNeeded: 'This signature is no longer needed: the required signatures are complete',
  alreadySigned: 'You have already signed this application',
  notASigner: 'You are not an e-signing signatory of this application',
  signatoryReadOnly: 'An authorised signatory can view this application but not change it',
  providerUnavailable: 'Unable to generate the sign document right now. Please try again later.',
  signedDocumentsUploaded: 'Signed documents uploaded successfully',
  signedDocumentsLocked: 'Signed documents have already been uploaded and cannot be replaced',
  signedDocumentNotPdf: 'Signed documents must be PDF files',
  signedDocumentFileUnknown: 'Uploaded file not found',
} as const;

/** What the public details page shows before the OTP (doc 1 §2 read-only investor summary). */
export const esignSummarySchema = z.object({
  referenceId: z.string(),
  applicationNumber: z.string(),
  applicantName: z.string(),
  schemeName: z.string().nullable(),
  planName: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  statusLabel: z.string(),
  /** Last 4 digits only, e.g. '******3210'; null when the applicant has no mobile (POA). */
  maskedMobile: z.string().nullable(),
  signStatus: z.enum(SIGNATURE_STATUSES),
});
export type EsignSummary = z.infer<typeof esignSummarySchema>;

export const esignVerifyOtpSchema = z.object({
  otp: text(TEXT_LIMITS.code).regex(/^\d{6}$/, 'Invalid OTP'),
  verificationToken: text(TEXT_LIMITS.token).min(1),
});
export type EsignVerifyOtp = z.infer<typeof esignVerifyOtpSchema>;

/** One row per signer; the authorised signatories (and POA holders) one row each, with their group. */
export const esignSignerStateSchema = z.object({
  signer: z.enum(SIGNERS),
  signerOrder: z.number().int(),
  name: z.string(),
  status: z.enum(SIGNATURE_STATUSES),
  invitedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  /** The signatory of an `authorised_signatories` row (null for the other signers). */
  signatoryId: z.string().nullish(),
  /** Its group: the group's name, or 'POA Holder' (null for the other signers). */
  group: z.string().nullish(),
  /** The group's threshold of signatures. */
  groupThreshold: z.number().int().nullish(),
});
export type EsignSignerState = z.infer<typeof esignSignerStateSchema>;

/** `signDetails` of doc 1 §3: the status of the signature the application waits for, and its URL for its signer. */
export const signDetailsSchema = z.object({
  status: z.enum(SIGNATURE_STATUSES),
  url: z.string().nullable(),
  currentSigner: z.enum(SIGNERS).nullable(),
  signers: z.array(esignSignerStateSchema),
  /**
   * Set when the viewer is an authorised signatory (or POA holder) of the application: which signer it
   * is, and whether its own e-Sign is open now (its invitation pending, or none generated yet).
   */
  mySigner: z.enum(SIGNERS).nullish(),
  myTurn: z.boolean().nullish(),
});
export type SignDetails = z.infer<typeof signDetailsSchema>;

export const esignSignResponseSchema = z.object({ url: z.string(), signDetails: signDetailsSchema });
export type EsignSignResponse = z.infer<typeof esignSignResponseSchema>;

export const esignReferenceIdsResponseSchema = z.object({
  applicationId: z.string(),
  referenceIds: z.array(
    z.object({
      referenceId: z.string(),
      applicantType: z.number().int(),
      name: z.string(),
      signStatus: z.enum(SIGNATURE_STATUSES),
    }),
  ),
});
export type EsignReferenceIdsResponse = z.infer<typeof esignReferenceIdsResponseSchema>;

/** The provider's completion callback (sandbox and the live adapter post the same shape). */
export const esignCallbackSchema = z.object({
  eventId: text(TEXT_LIMITS.line).min(1),
  event: z.enum(['signed']),
  documentId: text(TEXT_LIMITS.id).min(1),
  invitationId: text(TEXT_LIMITS.id).min(1),
  signedAt: text(TEXT_LIMITS.code).min(1),
  /** How the signer signed, e.g. 'Aadhaar OTP', 'OTP (sandbox)'. */
  method: text(TEXT_LIMITS.name).min(1),
});
export type EsignCallback = z.infer<typeof esignCallbackSchema>;
export const ESIGN_SIGNATURE_HEADER = 'x-esign-signature';

export const esignCallbackResponseSchema = z.object({
  outcome: z.enum(['signed', 'duplicate', 'already_signed']),
});

/** msar signed documents: the three PDFs (uploaded first through /api/files/files) and the declaration. */
export const uploadSignedDocumentsRequestSchema = z.object({
  signedDocuments: list(
    z.object({
      documentType: z.enum(SIGNED_DOCUMENT_TYPES),
      documentName: optionalText(TEXT_LIMITS.fileName),
      file: z.object({ id: text(TEXT_LIMITS.id) }).nullish(),
    }),
    LIST_LIMITS.entries,
  ),
  documentDeclaration: z.boolean().nullish(),
});
export type UploadSignedDocumentsRequest = z.infer<typeof uploadSignedDocumentsRequestSchema>;

export const uploadSignedDocumentsResponseSchema = z.object({
  message: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  signedDocuments: z.array(
    z.object({
      documentType: z.enum(SIGNED_DOCUMENT_TYPES),
      file: z.object({ id: z.string(), name: z.string(), url: z.string() }),
    }),
  ),
});
export type UploadSignedDocumentsResponse = z.infer<typeof uploadSignedDocumentsResponseSchema>;

export const ESIGN_PATHS = {
  details: (ref: string) => `/onboarding/esign/details/${ref}`,
  getOtp: (ref: string) => `/onboarding/esign/get-otp/${ref}`,
  verifyOtp: (ref: string) => `/onboarding/esign/verify-otp/${ref}`,
  applicationDetails: (ref: string) => `/onboarding/esign/application-details/${ref}`,
  sign: (ref: string) => `/onboarding/esign/sign/${ref}`,
  referenceIds: (ref: string) => `/onboarding/esign/get-referenceids/${ref}`,
  applicationPdf: (id: string) => `/pdf/onboarding-application/pdf/${id}`,
  signedPdf: (id: string) => `/pdf/onboarding-application/signed-pdf/${id}`,
  uploadSignedDocuments: (id: string) => `/onboarding/applications/upload-signed-documents/${id}`,
} as const;

/** The investor's e-sign page: the application (as the wizard loads it) and where its signing stands. */
export const esignApplicationDetailsSchema = z.object({
  application: applicationDetailSchema,
  signDetails: signDetailsSchema,
});
export type EsignApplicationDetails = z.infer<typeof esignApplicationDetailsSchema>;
