/**
 * Screen texts of the individual wizard (and of the steps the entity wizard and Modify Investment reuse)
 * that the specification asks for without wording them. Its own wordings are in `validation/messages.ts`
 * (`MESSAGES`) and used verbatim; these are ours (docs/decisions.md), kept here so that every text of the
 * wizard lives in one place.
 */

/** Steps 1-5. */
export const WIZARD_NOTICES = {
  planReset:
    'The selected plan is not offered by this distributor: the scheme, plan, fee and amount details will be reset on save.',
  distributorHidden: 'Distributor details are managed by your distributor.',
  addJointHolderFirst: 'Please correct the errors above before adding a joint holder.',
} as const;

/** The specification asks for a confirmation without wording it. */
export const REMOVE_JOINT_HOLDER_CONFIRM = 'Are you sure you want to remove this joint holder?';

/** Section titles of the contributor step by position among the active applicants. */
export const APPLICANT_TITLES = [
  'First Applicant Details',
  'Second Applicant Details',
  'Third Applicant Details',
];
export const GUARDIAN_TITLE = 'Guardian Details';
export const MINOR_TITLE = 'Minor Details';

export const NOMINEE_NOTICES = {
  removeConfirm: 'Are you sure you want to remove this nominee?',
  minor: 'Nominees cannot be added for a minor applicant.',
  none: 'No nominees added.',
} as const;

export const BANK_NOTICES = {
  removeConfirm: 'Are you sure you want to remove this bank account?',
  noBanks: 'No Bank Details',
  verified: 'Verified',
  failed: 'Verification failed',
  notVerified: 'Not verified',
  fcnr: 'FCNR accounts are not verified by penny drop',
  pennyDropTitle: 'Bank verification',
} as const;

export const INVESTMENT_NOTICES = {
  schemesUnavailable: 'No fund schemes are available for this application.',
  /** Marks the application's own scheme or series once it is switched off or unmapped (0-product-decisions §9). */
  noLongerOffered: 'no longer offered',
} as const;

export const DOCUMENT_NOTICES = {
  addFile: 'Add another file',
  uploadGuidance: 'Uploads should be no more than 2 months old and not password protected.',
  noDocuments: 'No documents are needed here.',
  /** Heading of the registry's documents of an applicant (doc 1 §2 "KRA document block"). */
  kraDocumentsTitle: (applicant: string) => `KRA Documents${applicant ? ` - ${applicant}` : ''}`,
  /** An applicant whose registry documents have not arrived (yet). */
  kraDocumentsNone: 'No KRA documents have been received for this applicant.',
} as const;
