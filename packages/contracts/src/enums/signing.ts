/** Signature and consent enumerations (doc 1 §3, doc 3 §3). */

/** `cancelled`: an authorised signatory's invitation no longer needed once every group reached its threshold. */
export const SIGNATURE_STATUSES = [
  'notgenerated',
  'pendingsignature',
  'signed',
  'expired',
  'cancelled',
] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];
export const SIGNATURE_STATUS_LABELS: Record<SignatureStatus, string> = {
  notgenerated: 'Not Generated',
  pendingsignature: 'Pending Signature',
  signed: 'Signed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const CONSENT_STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
export const CONSENT_STATUS_LABELS: Record<ConsentStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  revoked: 'Revoked',
};
/** Only pending consents can be re-sent or revoked (doc 3 §4). */
export function canResendOrRevokeConsent(status: ConsentStatus): boolean {
  return status === 'pending';
}

/** Who signs at each e-sign step (0-product-decisions §3). */
export const SIGNERS = [
  'applicant1',
  'applicant2',
  'applicant3',
  'authorised_signatories',
  'fundmanager',
  'trustee',
] as const;
export type Signer = (typeof SIGNERS)[number];
export const SIGNER_LABELS: Record<Signer, string> = {
  applicant1: '1st Applicant',
  applicant2: '2nd Applicant',
  applicant3: '3rd Applicant',
  authorised_signatories: 'Authorised Signatories',
  fundmanager: 'Investment Manager',
  trustee: 'Trustee',
};

/** How a POA holder's group reads where a group name is shown (an individual POA application's one group). */
export const POA_HOLDER_GROUP_LABEL = 'POA Holder';
