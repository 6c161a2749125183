import type { ApplicationStatus } from './application-status';
import type { Signer } from './signing';

/**
 * The status as the investor reads it (0-product-decisions §12): what happens next and whose move it is,
 * never the staff workflow's names ("Sent to AIF approver").
 */
export const INVESTOR_STATUS_LABELS = {
  completeApplication: 'Waiting for you to complete your application',
  beingPrepared: 'Being prepared by your relationship manager',
  beingReviewed: 'Being reviewed by the fund',
  yourSignature: 'Waiting for your signature',
  otherApplicants: 'Waiting for the other applicants to sign',
  authorisedSignatories: 'Waiting for the authorised signatories to sign',
  /** An applicant's turn, before sign-in says which applicant is reading. */
  signing: "Waiting for the applicants' signatures",
  fundSigning: 'Being signed by the fund',
  completed: 'Completed',
  rejected: 'Rejected by the fund. Please contact your relationship manager.',
  linkExpired: 'Your signing link has expired. Please contact your relationship manager.',
} as const;

export interface InvestorStatusContext {
  /** The draft was handed to the investor ("Send to Investor"). */
  sentToInvestor?: boolean | null;
  /** The signer the application waits for (signDetails.currentSigner); null when none. */
  currentSigner?: Signer | null;
  /** The signer the reading investor is (applicant1..3); unknown before sign-in. */
  mySigner?: Signer | null;
}

const FUND_SIGNERS: readonly Signer[] = ['fundmanager', 'trustee'];

/** Statuses during which the applicants or the fund sign, in the order the signatures come in. */
const SIGNING: readonly ApplicationStatus[] = [
  'sent_to_applicant1',
  'approved_by_applicant1',
  'approved_by_applicant2',
  'approved_by_applicant3',
  'sent_to_authorised_signatories',
  'approved_by_authorised_signatories',
  'approved_by_fundmanager',
  'approved_by_trustee',
];

function signingLabel(status: ApplicationStatus, { currentSigner, mySigner }: InvestorStatusContext): string {
  const L = INVESTOR_STATUS_LABELS;
  if (currentSigner === undefined) {
    // Only the status is known: after the investment manager's signature the fund signs.
    return status === 'approved_by_fundmanager' || status === 'approved_by_trustee'
      ? L.fundSigning
      : L.signing;
  }
  if (!currentSigner || FUND_SIGNERS.includes(currentSigner)) return L.fundSigning;
  if (mySigner && currentSigner === mySigner) return L.yourSignature;
  if (currentSigner === 'authorised_signatories') return L.authorisedSignatories;
  return mySigner ? L.otherApplicants : L.signing;
}

/** The investor's wording of an application's status (its pages and the public summary). */
export function investorStatusLabel(status: ApplicationStatus, context: InvestorStatusContext = {}): string {
  const L = INVESTOR_STATUS_LABELS;
  if (status === 'draft') return context.sentToInvestor ? L.completeApplication : L.beingPrepared;
  if (SIGNING.includes(status)) return signingLabel(status, context);
  switch (status) {
    case 'signed':
    case 'completed':
      return L.completed;
    case 'rejected':
      return L.rejected;
    case 'invitationexpired':
      return L.linkExpired;
    default:
      // sent_to_poa_approver, sent_to_amc_approver, approved_by_amc_approver: the fund's checks.
      return L.beingReviewed;
  }
}
