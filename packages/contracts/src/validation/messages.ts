/**
 * Every user-facing message of the specification, verbatim (spelling included: "less then", "Benificiary",
 * "Residense", "choosen" are the specification's own text). Where two screens word one rule differently,
 * both are here, named by screen. Templates are functions.
 */

import { FRAME_MESSAGES } from './frame-messages';

/** '1st', '2nd', '3rd', '4th' ... used by the bank messages' {ordinal}. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** The tail of the address-line message is the UBO dialog's full text (doc 2 §5); the other screens shorten it to "...". */
export const ADDRESS_ALLOWED_CHARACTERS_TEXT = "[special characters are not allowed except -/',&()#:.]";

export const MESSAGES = {
  // --- PAN (doc 3 §5 onboarding entry; doc 2 §5 signatories)
  panRequired: 'PAN is required',
  panLength: 'PAN must be exactly 10 characters',
  panInvalid: 'Invalid PAN',
  panDuplicateApplicant: 'There is already same PAN for an applicant associated with this application',
  signatoryPanIndividualOnly: 'Only individual PANs are allowed',
  signatoryPanDuplicate:
    'There is already same pan for an Authorised Signatory associated with this application',
  minorPanSameAsGuardian: 'Minor Pan should not be same as Guardian Pan',

  // --- Dates of birth
  dobRequired: 'Date of birth is required',
  dateInvalid: 'Invalid Date',
  ageAbove18: 'Age should be greater than 18',
  ageBelow125: 'Age should be less than 125',
  /** Minor onboarding: the birth date must fall within the last 18 years. */
  minorAgeBelow18: 'Age should be less than 18',

  // --- Contact (doc 3 §5 onboarding entry and login; doc 1 §5 contact step; doc 2 §5)
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Invalid Mobile number',
  mobileDuplicateApplicant:
    'There is already same mobile number for an applicant associated with this application',
  countryCodeRequired: 'Country Code is required',
  /** Onboarding entry (individual). */
  onboardingEmailRequired: 'Email Id is required',
  onboardingEmailInvalid: 'Invalid Email Id',
  /** Contact step, entity email step, entity contact person. */
  emailRequired: 'Email is required',
  emailInvalid: 'invalid Email ID',
  /** Minor onboarding's minorEmail. */
  minorEmailInvalid: 'Invalid Email ID',
  landlineRequired: 'Please enter Landline number',
  stdCodeRequired: 'Please enter STD Code',

  // --- Address
  addressLineInvalid: (lineNo: number) =>
    `invalid address line ${lineNo} format ${ADDRESS_ALLOWED_CHARACTERS_TEXT}`,
  addressLineRequired: (lineNo: number) => `Address Line ${lineNo} is required`,
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  countryRequired: 'Country is required',
  countryInvalid: 'Invalid value for Country',
  overseasCountryIndia: "Country can't be choosen as INDIA",
  pincodeRequired: 'Pincode is required',
  /** Individual contact step and the general rule. */
  pincodeSixDigits: 'Pincode should be 6 digit code',
  /** Entity contact step. */
  entityContactPincodeSixDigits: 'Pincode code should be 6 digit code',
  /** UBO dialog. */
  uboPincodeSixDigits: 'Pincode length should be 6 digits',
  pincodeInvalid: 'Invalid Pincode',

  // --- Names and relationships
  nameRequired: 'Name is required',
  nameInvalid: 'Only letters and single spaces are allowed',
  specifyRelationship: 'Please Specify Relationship',
  /** Nominee step label-as-message, with its required marker as given. */
  nomineeSpecifyRelationship: 'Please Specify Relationship *',
  specifyGuardianRelationship: 'Please specify Relationship with guardian',
  fieldRequired: 'Field is required',

  // --- Additional KYC
  ckycInvalid: 'Invalid CKYC No',
  ckycDuplicateApplicant:
    'There is already same CKYC Number for an applicant associated with this application',
  dematMandatoryForDomestic: 'If a domestic fund is selected, filling out Demat account details is mandatory',
  dpIdInvalid: 'Invalid DP ID',
  dpclIdInvalid: 'Invalid DPCL ID',
  clIdInvalid: 'Invalid CL ID',
  brokerInvalid: 'Invalid value for Broker',
  specifySourceOfFunds: 'Please Specify Source of Funds',
  nbfcConfirmationRequired: 'Please confirm whether the corporate is a NBFC',

  // --- FATCA
  taxIdInvalid: 'Invalid Tax ID',
  taxIdRequired: 'Tax ID is required',
  questionRequired: (questionText: string) => `${questionText} is required`,
  fillAllFields: 'Please fill all the fields',
  alphaNumericOnly: 'Special characters are not allowed',
  addControllingPerson: 'Please Add Controlling Person',
  cpCountryOfResidenceInvalid: (name: string) =>
    `Invalid Country Of Residense for ${name} in Controlling Person`,
  cpNationalityInvalid: (name: string) => `Invalid Nationality for ${name} in Controlling Person`,
  cpIssuingCountryInvalid: (name: string) => `Invalid issuing country for ${name} in Controlling Person`,
  cpCountryOfBirthInvalid: (name: string) => `Invalid Country of Birth for ${name} in Controlling Person`,
  deleteControllingPersonConfirm: 'Are you sure you want to delete Controlling Person ?',

  // --- Nominees
  nomineeTotal100: 'Total Nominee % should be equal to 100%',
  nomineePercentagePositive: 'Nominee % should be greater than 0',

  // --- Banks
  ifscRequired: 'IFSC Code is required',
  ifscInvalidFormat: 'Invalid IFSC Code',
  ifscInvalid: 'IFSC Code is invalid',
  accountNumberRequired: 'Account Number is required',
  accountNumberInvalid: 'Invalid Account Number',
  accountNumberUsed: 'Account number already used',
  bothAccountTypesSame: 'Both Bank Account Type should be same',
  checkDefaultBank: 'Please check the default bank account',
  allBanksVerified: 'Please make sure that all the banks are verified',
  bankRequiredFields: (ordinalText: string) =>
    `Please fill all the required(*) fields in ${ordinalText} Bank Account Details`,
  bankIfscInvalid: (ordinalText: string) => `Invalid IFSC Code in ${ordinalText} Bank Account Details`,
  bankAccountInvalid: (ordinalText: string) =>
    `Please enter valid Account Number in ${ordinalText} Bank Account Details`,
  verifyDefaultBank: 'Please verify default bank account',
  allBankDetailsVerified: 'All the Bank Details Should be Verified',
  swiftRequired: 'SWIFT Code is required',
  swiftInvalid: 'Invalid SWIFT Code',
  pennyDropFailed: 'Penny drop verification failed',
  pennyDropFailedDialog:
    'Unable to verify your bank details. Please upload your default bank account proofs In Document Details',
  verifiedSuccessfully: 'Verified Successfully',

  // --- Investment and payment (individual step, entity step and Modify Investment read the same)
  fundSchemeRequired: 'Fund Scheme is required',
  seriesRequired: 'Series is required',
  commitmentAmountRequired: 'Commitment Amount is required',
  commitmentAmountMinimum: (amount: string) =>
    `Commitment Amount should be greater than or equal to ${amount}`,
  /** Not worded by the specification: the minimum's wording, the other way round (docs/decisions.md). */
  commitmentAmountMaximum: (amount: string) => `Commitment Amount should be less than or equal to ${amount}`,
  setupFeePercentageRequired: 'Setup Fee Percentage is required',
  setupFeePercentageLimit: 'Setup Fee Percentage should be less then 100%',
  tdsNonNegative: 'TDS should be greater than 0',
  tdsAboveTotal: 'TDS should not be greater than Total Setup Fee',
  drawdownDateRequired: 'Drawdown Date is required',
  groupNameRequired: 'Group Name is required',
  faceValueRequired: 'Face Value is required',
  faceValueNonNegative: 'Face Value should be greater than or equal to 0',
  premiumPercentageRequired: 'Premium % is required',
  premiumPercentageRange: 'Premium % should be between 0 and 100',
  premiumValueRequired: 'Premium Value is required',
  perUnitValueRequired: 'Per Unit Value is required',
  noOfUnitsRequired: 'No of units is required',
  noOfUnitsMinimum: (n: number | string) => `No of units should be greater than or equal to ${n}`,
  /** Units are whole (the form accepts digits only; a series is sold in whole units). */
  noOfUnitsWhole: 'No of units should be a whole number',
  modeOfPaymentInvalid: 'Invalid value for mode of payment',
  chequeOrUtrInvalid: 'Invalid Cheque No/UTR No',
  neftCodeInvalid: 'Invalid NEFT Code',
  ddNoInvalid: 'Invalid DD No',
  groupInvestmentExclusive: 'To select group investment, you need to uncheck other options',
  lowerUnitsExclusive: 'To select Lower the Units, you need to uncheck other options',

  // --- Documents and uploads
  selectValidValue: 'Please select valid value',
  selectDocument: (label: string) => `Please Select ${label}`,
  uploadDocument: (name: string) => `Please upload ${name}`,
  invalidFileType: 'Invalid file type',
  maxFileSize5: 'Max file size is 5MB',
  maxFileSize2: 'Max file size is 2MB',
  maxFileSize3: 'Max file size is 3 MB',
  uploadFirstDocument: 'Please upload the first document to add more documents',
  passwordProtectedPdf: 'Password protected files are not allowed',
  uploadComplianceDocument: 'Please upload compliance document in document details.',

  // --- Authorised signatories
  addAuthorisedSignatories: 'Please add Authorised Signatories',
  /** Authorised signatory step. */
  selectEsignMember: 'Please Select a member for E-Sign',
  /** Final pre-submission validation. */
  selectEsignMemberFinal: 'Please Select a member for E-Sign in Authorised Signatories',
  esignBelowThreshold:
    'Authorised Signatories that can esign can not be less than the Total No. of required Authorised Signatories',
  signatoryMobileRequired: 'Mobile Number is required',
  signatoryEmailRequired: 'Email ID is required',
  signatoryMobileDuplicate:
    'There is already same mobile number for an Authorised Signatory associated with this application',
  signatoryEmailDuplicate:
    'There is already same email for an Authorised Signatory associated with this application',
  designationRequired: 'Designation is required',
  fatherNameRequired: 'Father name is required',
  addressRequired: 'Address is required',
  dinDpinInvalid: 'Invalid value for DIN / DPIN',
  msarSignatoryFatherName: (n: number) => `Please add father name for MSAR fund type in signatory ${n}`,
  msarSignatoryAddress: (n: number) => `Please add address for MSAR fund type in signatory ${n}`,
  msarSignatoryDinDpin: (n: number) => `Invalid type of DIN / DPIN for MSAR fund type in signatory ${n}`,
  deleteMemberConfirm: 'Are you sure you want to delete Member ?',

  // --- UBO
  selectDeclarationType: 'Please Select Declaration Type',
  selectDeclarationValue: 'Please Select Declaration value',
  specifyOthers: 'Please Specify Others',
  addUbo: 'Please Add Ultimate Benificiary Owners(UBO)',
  uboCkycSameAsApplicant: (name: string) =>
    `CKYC Number of ${name} should not be same as CKYC Number exist in Contributor Details`,
  uboDiscretionaryTrustRequired: (name: string) => `Discretionary Trust of ${name} is required`,
  uboNationalityInvalid: (name: string) => `Invalid Nationality for ${name}`,
  uboCountryInvalid: (name: string) => `Invalid Country for ${name}`,
  uboTaxResidencyInvalid: (name: string) => `Invalid Country of Tax Residency for ${name}`,
  uboPercentageTotal: 'Percentage Of Beneficial Interest should not greater than 100',
  uboTaxIdRequired: 'Taxpayer ID Number/PAN/Equivalent ID Number is required',
  uboTaxIdDuplicate:
    'There is already same Taxpayer ID Number/PAN/Equivalent ID Number for an Ultimate Benificiary Ownership (UBO) associated with this application',
  uboCodeInvalid: 'Invalid value for CP/UBO Code',
  occupationInvalid: 'Invalid value for Occupation',
  uboPercentageRequired: 'Percentage Of Beneficial Interest is required',
  uboPercentagePositive: 'Percentage Of Beneficial Interest should be greater than 0',
  uboPercentageMax: 'Percentage Of Beneficial Interest must not exceed 100%',
  uboCkycInvalid: 'Invalid CKYC Number',
  uboCkycDigits: 'CKYC Number allows only digits',
  uboCkycDuplicate:
    'There is already same CKYC Number for an Ultimate Benificiary Ownership (UBO) associated with this application',
  deleteUboConfirm: 'Are you sure you want to delete Ultimate Benificiary Ownership (UBO) ?',
  amlCheckDone: 'AML check is done',
  amlCheckFailed: 'AML check is failed',

  // --- Final validation and signed documents (doc 2 §5)
  stepNotFilled: (step: string) => `In ${step}, the required fields are not filled.`,
  selectAdmissionDeed: 'Please Select Admission Deed',
  selectConsentForm: 'Please Select Consent Form',
  selectPoa: 'Please Select POA',
  selectDocumentDeclaration: 'Please select document declaration',

  // --- OTP and login
  otpInvalid: 'Enter OTP',

  // --- Reports
  fromDateAfterTo: 'From Date should be less than To Date',
  toDateBeforeFrom: 'To Date should be greater than From Date',

  // --- Registry, AML and onboarding entry
  dataNotFound: 'Data Not Found',
  dataFetchedSuccessfully: 'Data Fetched Successfully',
  panAmlFailed: 'Sorry, this PAN has failed the AML check',
  amlCheckFailedLabel: 'AML Check Failed',
  unableToVerify: 'Unable to verify the details please contact admin',
  noDistributorMapped: 'No distributor mapped under this RM',
  addSchemeAndPlansFirst:
    'Please choose applicable scheme and plans to add more applicable schemes and plans',

  // --- Profile-type forms (doc 3 §2.8)
  profileNameRequired: 'Required Name!',
  profileEmailRequired: 'Required Email!',
  profileContactRequired: 'Required Contact Details!',
  profileAddress1Required: 'Address 1 required!',
  profilePanRequired: 'PAN required!',
  profileEmpCodeRequired: 'Emp Code required!',

  // --- Admin support
  numberWhitelisted: 'This Number is Whitelisted',
  numberNotWhitelisted: 'This Number is not Whitelisted',
  supportTypeRequired: 'Support Type is required',
  applicationNumberRequired: 'Application Number is required',
  statusRequired: 'Status is required',

  // --- Toasts (3000 ms)
  applicationSaved: (applicationNumber: string) => `Application ${applicationNumber} - Saved successfully`,
  savedSuccessfully: 'Saved successfully',
  applicationDeleted: 'Application Deleted Successfully',
  emailSent: 'Email sent successfully',
  emailRevoked: 'Email Revoked successfully',
  rmUpdated: 'RM Updated Successfully',
  trusteeUpdated: 'Trustee Updated Successfully',
  investmentManagerUpdated: 'Investment Manager Updated Successfully',

  // --- Confirmations
  accessToggleUserConfirm: (action: 'disable' | 'enable') =>
    `Are you sure you want to ${action} the access to this user ?`,
  accessTogglePlanConfirm: (action: 'disable' | 'enable') =>
    `Are you sure you want to ${action} the access to this Plan ?`,
  accessToggleFundConfirm: (action: 'disable' | 'enable') =>
    `Are you sure you want to ${action} the access to the this Fund ?`,
  updateRmConfirm: 'Are you sure you want to update the RM ?',
  updateTrusteeConfirm: 'Are you sure you want to update the Trustee ?',
  updateInvestmentManagerConfirm: 'Are you sure you want to update the Investment Manager ?',
  investorStatusChangeConfirm:
    "Any change in the investor status will affect the application's status and workflow. Are you sure you want to proceed?",
  disableEitherOrSurvivorConfirm:
    'Disabling “Either or Survivor” will cause issues later. Are you willing to disable?',
  activeFundInfo: 'Please ensure that you have at least one active fund before disabling the fund.',
  activePlanInfo: 'Please ensure that you have at least one active fund before disabling the Plan.',

  // --- Any text field (not worded by the specification: docs/decisions.md "Text limits")
  /** The one "too long" wording, after the specification's "Maximum 3 applicants allowed". */
  textTooLong: (max: number) => `Maximum ${max} characters allowed`,
  textControlCharacters: 'Control characters are not allowed',
  textLineBreaks: 'Line breaks and tabs are not allowed in this field',
  listTooLong: (max: number) => `Maximum ${max} entries allowed`,

  // --- Errors, guards and empty states
  ...FRAME_MESSAGES,
  noBankDetails: 'No Bank Details',
  completedOnlyNote: 'Data is shown only for completed applications .',
  cannotDelete: 'Application can`t be Deleted',
  onlySignedDownload: 'Only Signed Documents can be Downloaded',
  copyLinkFor: (name: string) => `Copy Link For ${name}`,
  clickToCopy: 'Click to Copy',
  copyLink: 'Copy Link',
  copied: 'Copied',
  rejectReasonRequired: 'Reason is required',
} as const;

export type MessageKey = keyof typeof MESSAGES;
