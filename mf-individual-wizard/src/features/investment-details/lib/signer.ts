import {
  investorStatusLabel,
  isFirstApplicant,
  type EsignApplicationDetails,
  type Signer,
} from '@aif/contracts';

/**
 * Which signer the viewer is: an authorised signatory or POA holder as the server says (`mySigner`), else
 * the applicant behind `referenceId` (applicant1..3), or null when it is not an applicant.
 */
export function signerOf(details: EsignApplicationDetails, referenceId: string): Signer | null {
  const { application } = details;
  if (details.signDetails.mySigner) return details.signDetails.mySigner;
  const applicant = application.applicants.find((a) => a.referenceId === referenceId && a.isActive !== false);
  if (applicant) {
    const n = isFirstApplicant(applicant) ? 1 : Number(applicant.applicant_type);
    return n >= 1 && n <= 3 ? (`applicant${n}` as Signer) : null;
  }
  return application.applicant1ReferenceId === referenceId ? 'applicant1' : null;
}

/** The viewer (the investor behind `referenceId`, or a signatory) is a signer the application waits for. */
export function isAwaitedSigner(details: EsignApplicationDetails, referenceId: string): boolean {
  // A signatory signs in parallel with the others: its own invitation decides (the server knows it).
  if (details.signDetails.mySigner) return !!details.signDetails.myTurn;
  const signer = signerOf(details, referenceId);
  return (
    signer !== null &&
    details.signDetails.currentSigner === signer &&
    details.signDetails.status !== 'signed' &&
    details.signDetails.status !== 'expired'
  );
}

/** The application's status in the words of the investor behind `referenceId` (0-product-decisions §12). */
export function investorStatusOf(details: EsignApplicationDetails, referenceId: string): string {
  const { application, signDetails } = details;
  return investorStatusLabel(application.status, {
    sentToInvestor: application.sentToInvestor,
    currentSigner: signDetails.currentSigner,
    mySigner: signerOf(details, referenceId),
  });
}
