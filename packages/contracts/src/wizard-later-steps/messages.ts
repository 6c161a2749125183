/**
 * Messages of steps 6-9 that the specification does not word. Its own wordings are in
 * `validation/messages.ts` (`MESSAGES`) and are used verbatim wherever it gives one; these follow the same
 * "{Label} is required" / "Invalid value for {Label}" pattern (docs/decisions.md).
 */
export const LATER_STEP_MESSAGES = {
  // Nominees
  nomineeRelationshipRequired: 'Relationship is required',
  nomineeRelationshipInvalid: 'Invalid value for Relationship',
  /** Mother, Father and Spouse: once among active nominees (the form also disables the used options). */
  nomineeRelationshipOnce: (relationship: string) => `${relationship} can be chosen only once among nominees`,
  nomineePercentageRequired: 'Nominee % is required',
  guardianNameRequired: 'Guardian Name is required',
  maxNominees: (n: number) => `Maximum ${n} nominees are allowed`,

  // Banks
  maxBanks: (n: number) => `Maximum ${n} bank accounts are allowed`,
  accountTypeRequired: 'Account Type is required',
  accountTypeInvalid: 'Invalid value for Account Type',
  bankNameRequired: 'Bank Name is required',
  bankBranchRequired: 'Branch is required',

  // Documents
  maxFiles: (n: number) =>
    n === 1 ? 'Only one file can be uploaded here' : `At most ${n} files can be uploaded`,

  // Investment
  /** The same words as the date field's own weekday message (ui-kit DateField). */
  drawdownDateSunday: 'Sundays are not allowed',
  /** The drawdown date lies from the application's creation date to one year after it (0-product-decisions §12). */
  drawdownDateBeforeCreation: 'Drawdown Date should be greater than or equal to Application Created Date',
  drawdownDateAfterOneYear:
    'Drawdown Date should be less than or equal to one year from Application Created Date',
  /** Contribution (cheque) amount: optional; when given, rupees (2 decimals) from 0 up to the commitment. */
  contributionAmountInvalid: 'Invalid Contribution Amount',
  contributionAmountNegative: 'Contribution Amount should be greater than or equal to 0',
  contributionAmountAboveCommitment: 'Contribution Amount should not be greater than Commitment Amount',

  // UBO dialog (doc 2 §5 names these fields required without wording the message)
  uboIdentificationTypeRequired: 'Identification Type is required',
  uboTaxResidencyRequired: 'Country of Tax Residency is required',
  uboCodeRequired: 'CP/UBO Code is required',
  uboPlaceOfBirthRequired: 'Place and Country of Birth is required',
  uboNationalityRequired: 'Nationality is required',
  uboGenderInvalid: 'Invalid value for Gender',
  /** A foreign taxpayer id: letters, digits, '/' and '-' (the FATCA Tax ID's rule), at most 20. */
  uboTaxIdInvalid: 'Invalid Taxpayer ID Number/PAN/Equivalent ID Number',
  uboDeclarationValueInvalid: 'Invalid value for Declaration value',
  /** A UBO saved without Fetch Data (the server records every fetch; doc 2 §2). */
  uboFetchRequired: (name: string) => `Please fetch data for ${name} before saving`,
  /** A failed AML check not acknowledged in the AML pop-up. */
  uboAmlAcknowledgementRequired: (name: string) => `Please acknowledge the AML check of ${name}`,
} as const;
