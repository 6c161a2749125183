/**
 * Wizard notices the specification describes without wording them. TODO(contracts): move to
 * WIZARD_MESSAGES in packages/contracts/src/wizard/messages.ts.
 */
export const WIZARD_NOTICES = {
  planReset:
    'The selected plan is not offered by this distributor: the scheme, plan, fee and amount details will be reset on save.',
  distributorHidden: 'Distributor details are managed by your distributor.',
  addJointHolderFirst: 'Please correct the errors above before adding a joint holder.',
} as const;

/** TODO(contracts): the specification asks for a confirmation without wording it. */
export const REMOVE_JOINT_HOLDER_CONFIRM = 'Are you sure you want to remove this joint holder?';

/** Section titles of the contributor step by position among the active applicants. */
export const APPLICANT_TITLES = [
  'First Applicant Details',
  'Second Applicant Details',
  'Third Applicant Details',
];
export const GUARDIAN_TITLE = 'Guardian Details';
export const MINOR_TITLE = 'Minor Details';

/**
 * Steps 6-9: texts the specification asks for without wording them. TODO(contracts): move to
 * LATER_STEP_MESSAGES in packages/contracts/src/wizard-later-steps/messages.ts.
 */
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
} as const;

export const DOCUMENT_NOTICES = {
  addFile: 'Add another file',
  uploadGuidance: 'Uploads should be no more than 2 months old and not password protected.',
  noDocuments: 'No documents are needed here.',
} as const;
