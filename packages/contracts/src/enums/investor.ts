/** Application and investor kinds (doc 1 §3, doc 2 §1). */

export const APPLICATION_TYPES = ['individual', 'non_individual'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];
export const APPLICATION_TYPE_LABELS: Record<ApplicationType, string> = {
  individual: 'Individual',
  non_individual: 'Non Individual',
};

export const ONBOARDING_TYPES = ['normal', 'minor'] as const;
export type OnboardingType = (typeof ONBOARDING_TYPES)[number];
export const ONBOARDING_TYPE_LABELS: Record<OnboardingType, string> = { normal: 'Normal', minor: 'Minor' };

/** Investor kinds of the individual side (doc 1 §1, §3). */
export const INDIVIDUAL_INVESTOR_TYPES = [
  'individual',
  'minor',
  'non_individual',
  'poa',
  'nri',
  'nri_poa',
] as const;
export type IndividualInvestorType = (typeof INDIVIDUAL_INVESTOR_TYPES)[number];

/** Investor types of an entity applicant (doc 2 §1). */
export const ENTITY_INVESTOR_TYPES = [
  'corporate',
  'registered_trust',
  'unregistered_trust',
  'partnership_firm',
  'llp',
  'huf',
] as const;
export type EntityInvestorType = (typeof ENTITY_INVESTOR_TYPES)[number];

export const INVESTOR_TYPES = [...INDIVIDUAL_INVESTOR_TYPES, ...ENTITY_INVESTOR_TYPES] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];
export const INVESTOR_TYPE_LABELS: Record<InvestorType, string> = {
  individual: 'Individual (Resident)',
  minor: 'Minor',
  non_individual: 'Non Individual',
  poa: 'POA',
  nri: 'NRI',
  nri_poa: 'NRI - POA',
  corporate: 'Corporate',
  registered_trust: 'Registered Trust',
  unregistered_trust: 'Unregistered Trust',
  partnership_firm: 'Partnership Firm',
  llp: 'LLP',
  huf: 'HUF',
};

/** Investor types left out of the report summary tables (doc 3 §2.9). */
export const SUMMARY_EXCLUDED_INVESTOR_TYPES: readonly InvestorType[] = ['minor', 'poa', 'nri', 'nri_poa'];

/** Entity investor types that may be an NBFC and get the NBFC questions (doc 2 §2). */
export const NBFC_ELIGIBLE_INVESTOR_TYPES: readonly EntityInvestorType[] = ['corporate'];

/** Entity investor types whose bank account type is not fixed to Current (doc 2 §2 "Bank details"). */
export const FREE_ACCOUNT_TYPE_INVESTOR_TYPES: readonly EntityInvestorType[] = [
  'huf',
  'registered_trust',
  'unregistered_trust',
];

/** The applicant's residential status field ("status": Individual, NRI). */
export const APPLICANT_STATUSES = ['Individual', 'NRI'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];
export const APPLICANT_STATUS_LABELS: Record<ApplicantStatus, string> = {
  Individual: 'Individual',
  NRI: 'NRI',
};

export const HOLDING_MODES = ['single', 'joint', 'either or survivor'] as const;
export type HoldingMode = (typeof HOLDING_MODES)[number];
export const HOLDING_MODE_LABELS: Record<HoldingMode, string> = {
  single: 'Single',
  joint: 'Joint',
  'either or survivor': 'Either or Survivor',
};

/** How the distributor step is filled by an rm (doc 1 §2). */
export const LOGIN_TYPES = ['rm', 'distributor'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export const LOGIN_TYPE_LABELS: Record<LoginType, string> = { rm: 'RM', distributor: 'Distributor' };

export const SAVE_TYPES = ['save and proceed', 'save for later'] as const;
export type SaveType = (typeof SAVE_TYPES)[number];
export const SAVE_TYPE_LABELS: Record<SaveType, string> = {
  'save and proceed': 'Save and Proceed',
  'save for later': 'Save For Later',
};

/** How an applicant confirms the contact at onboarding (doc 3 §2.3). */
export const ONBOARDING_CONTACT_CONFIRMATIONS = ['otp', 'email_consent'] as const;
export type OnboardingContactConfirmation = (typeof ONBOARDING_CONTACT_CONFIRMATIONS)[number];
export const ONBOARDING_CONTACT_CONFIRMATION_LABELS: Record<OnboardingContactConfirmation, string> = {
  otp: 'OTP',
  email_consent: 'Email Consent',
};
