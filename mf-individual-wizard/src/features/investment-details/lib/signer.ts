import {
  investorStatusLabel,
  isFirstApplicant,
  type EsignApplicationDetails,
  type Signer,
} from '@aif/contracts';

/** Which signer the applicant behind `referenceId` is (applicant1..3), or null when it is not an applicant. */
export function signerOf(details: EsignApplicationDetails, referenceId: string): Signer | null {
  const { application } = details;
  const applicant = application.applicants.find((a) => a.referenceId === referenceId && a.isActive !== false);
  if (applicant) {
    const n = isFirstApplicant(applicant) ? 1 : Number(applicant.applicant_type);
    return n >= 1 && n <= 3 ? (`applicant${n}` as Signer) : null;
  }
  return application.applicant1ReferenceId === referenceId ? 'applicant1' : null;
}

/** The investor behind `referenceId` is the signer the application waits for. */
export function isAwaitedSigner(details: EsignApplicationDetails, referenceId: string): boolean {
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
