/** Person and KYC enumerations (doc 1 §3). Values are stored as shown to the user unless noted. */

export const TITLES = ['Mr.', 'Ms.', 'M/S.', 'Mrs.'] as const;
export type Title = (typeof TITLES)[number];
export const TITLE_LABELS: Record<Title, string> = {
  'Mr.': 'Mr.',
  'Ms.': 'Ms.',
  'M/S.': 'M/S.',
  'Mrs.': 'Mrs.',
};

export const GENDERS = ['Male', 'Female', 'Others'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { Male: 'Male', Female: 'Female', Others: 'Others' };

export const OCCUPATIONS = [
  'PVT.SECTOR SERVICE',
  'PUBLIC SECTOR',
  'GOVT.SERVICE',
  'HOUSEWIFE',
  'DEFENCE',
  'PROFESSIONAL',
  'RETIRED',
  'BUSINESS',
  'AGRICULTURE',
  'STUDENT',
  'FOREX DEALER',
  'OTHERS',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];
export const OCCUPATION_LABELS: Record<Occupation, string> = {
  'PVT.SECTOR SERVICE': 'Private Sector Service',
  'PUBLIC SECTOR': 'Public Sector',
  'GOVT.SERVICE': 'Government Service',
  HOUSEWIFE: 'Housewife',
  DEFENCE: 'Defence',
  PROFESSIONAL: 'Professional',
  RETIRED: 'Retired',
  BUSINESS: 'Business',
  AGRICULTURE: 'Agriculture',
  STUDENT: 'Student',
  'FOREX DEALER': 'Forex Dealer',
  OTHERS: 'Others',
};

export const INCOME_BANDS = [
  'BELOW 1 LAC',
  '1-5 LAC',
  '5-10 LACS',
  '10-25 LACS',
  '>25 LACS - 1 CRORE',
  '> 1 CRORE',
] as const;
export type IncomeBand = (typeof INCOME_BANDS)[number];
export const INCOME_BAND_LABELS: Record<IncomeBand, string> = {
  'BELOW 1 LAC': 'Below 1 Lac',
  '1-5 LAC': '1-5 Lac',
  '5-10 LACS': '5-10 Lacs',
  '10-25 LACS': '10-25 Lacs',
  '>25 LACS - 1 CRORE': '>25 Lacs - 1 Crore',
  '> 1 CRORE': '> 1 Crore',
};

export const PEP_STATUSES = ['I am PEP', 'I am Related to PEP', 'Not Applicable'] as const;
export type PepStatus = (typeof PEP_STATUSES)[number];
export const PEP_STATUS_LABELS: Record<PepStatus, string> = {
  'I am PEP': 'I am PEP',
  'I am Related to PEP': 'I am Related to PEP',
  'Not Applicable': 'Not Applicable',
};

/** Where an address sits on the application. */
export const ADDRESS_TYPES = ['permanent', 'correspondence', 'overseas'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = {
  permanent: 'Permanent Address',
  correspondence: 'Correspondence Address',
  overseas: 'Overseas Address',
};

/** Type of address provided at the KYC registry (FATCA step). */
export const KRA_ADDRESS_TYPES = [
  'Resident/Business',
  'Resident',
  'Business',
  'Registered Office',
  'Unspecified',
] as const;
export type KraAddressType = (typeof KRA_ADDRESS_TYPES)[number];
export const KRA_ADDRESS_TYPE_LABELS: Record<KraAddressType, string> = {
  'Resident/Business': 'Resident/Business',
  Resident: 'Resident',
  Business: 'Business',
  'Registered Office': 'Registered Office',
  Unspecified: 'Unspecified',
};

export const RELATIONSHIPS = [
  'Mother',
  'Father',
  'Daughter',
  'Son',
  'Spouse',
  'Brother',
  'Sister',
  'Others',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  Mother: 'Mother',
  Father: 'Father',
  Daughter: 'Daughter',
  Son: 'Son',
  Spouse: 'Spouse',
  Brother: 'Brother',
  Sister: 'Sister',
  Others: 'Others',
};
/** Each of these can be chosen once among active nominees (doc 1 §5). */
export const UNIQUE_NOMINEE_RELATIONSHIPS: readonly Relationship[] = ['Mother', 'Father', 'Spouse'];

export const GUARDIAN_RELATIONSHIPS = RELATIONSHIPS;
export type GuardianRelationship = Relationship;
export const GUARDIAN_RELATIONSHIP_LABELS = RELATIONSHIP_LABELS;
/** A guardian in one of these relationships is asked whether they are the natural parent. */
export const NATURAL_PARENT_RELATIONSHIPS: readonly GuardianRelationship[] = ['Mother', 'Father'];

export const SOURCE_OF_FUNDS = [
  'business_profits',
  'employment',
  'sale_of_business',
  'inheritance',
  'royalties',
  'investments',
  'gift',
  'compensation',
  'sale_of_property',
  'lottery',
  'savings',
  'other',
] as const;
export type SourceOfFunds = (typeof SOURCE_OF_FUNDS)[number];
export const SOURCE_OF_FUNDS_LABELS: Record<SourceOfFunds, string> = {
  business_profits: 'Business Profits',
  employment: 'Employment',
  sale_of_business: 'Sale of Business',
  inheritance: 'Inheritance',
  royalties: 'Royalties',
  investments: 'Investments',
  gift: 'Gift',
  compensation: 'Compensation',
  sale_of_property: 'Sale of Property',
  lottery: 'Lottery',
  savings: 'Savings',
  other: 'Other',
};

/** Depository of the demat account (`dlclId`). */
export const DEPOSITORIES = ['cdsl', 'nsdl', 'none'] as const;
export type Depository = (typeof DEPOSITORIES)[number];
export const DEPOSITORY_LABELS: Record<Depository, string> = { cdsl: 'CDSL', nsdl: 'NSDL', none: 'None' };
/** Which demat id fields each depository needs; the others are cleared (doc 1 §4 "Demat"). */
export const DEPOSITORY_FIELDS: Record<Depository, readonly ('dpId' | 'clId')[]> = {
  // CDSL: one 16-digit DPCL ID, kept in dpId.
  cdsl: ['dpId'],
  // NSDL: 'IN' + 6 characters DP ID, and an 8-digit client id.
  nsdl: ['dpId', 'clId'],
  none: [],
};

export const NBFC_TYPES = ['nbfc_nd', 'nbfc_nd_si', 'nbfc_d'] as const;
export type NbfcType = (typeof NBFC_TYPES)[number];
export const NBFC_TYPE_LABELS: Record<NbfcType, string> = {
  nbfc_nd: 'NBFC-ND (non-deposit taking)',
  nbfc_nd_si: 'NBFC-ND-SI (systemically important non-deposit taking)',
  nbfc_d: 'NBFC-D (deposit taking)',
};

export const NBFC_IMPORTANCE_TYPES = ['systemically_important', 'non_systemically_important'] as const;
export type NbfcImportanceType = (typeof NBFC_IMPORTANCE_TYPES)[number];
export const NBFC_IMPORTANCE_TYPE_LABELS: Record<NbfcImportanceType, string> = {
  systemically_important: 'Systemically Important',
  non_systemically_important: 'Non-Systemically Important',
};
