/** UBO enumerations (doc 2 §3). CP/UBO codes are the CRS codes C01..C14 (`CONTROLLING_PERSON_TYPES`). */

/** The document that carries the UBO's Taxpayer ID Number/PAN/Equivalent ID Number. */
export const UBO_IDENTIFICATION_TYPES = [
  'PAN',
  'Passport',
  'Taxpayer Identification Number',
  'Other Government ID',
] as const;
export type UboIdentificationType = (typeof UBO_IDENTIFICATION_TYPES)[number];

export const DISCRETIONARY_TRUST_OPTIONS = ['yes', 'no'] as const;
export type DiscretionaryTrust = (typeof DISCRETIONARY_TRUST_OPTIONS)[number];
export const DISCRETIONARY_TRUST_LABELS: Record<DiscretionaryTrust, string> = { yes: 'Yes', no: 'No' };
