/** FATCA / CRS enumerations (doc 1 §3, doc 2 §3). */

/** Controlling person (and CP/UBO) type codes, as in the CRS reporting code list. */
export const CONTROLLING_PERSON_TYPES = [
  'C01',
  'C02',
  'C03',
  'C04',
  'C05',
  'C06',
  'C07',
  'C08',
  'C09',
  'C10',
  'C11',
  'C12',
  'C13',
  'C14',
] as const;
export type ControllingPersonType = (typeof CONTROLLING_PERSON_TYPES)[number];
export const CONTROLLING_PERSON_TYPE_LABELS: Record<ControllingPersonType, string> = {
  C01: 'C01 - CP of legal person - ownership',
  C02: 'C02 - CP of legal person - other means',
  C03: 'C03 - CP of legal person - senior managing official',
  C04: 'C04 - CP of legal arrangement - trust - settlor',
  C05: 'C05 - CP of legal arrangement - trust - trustee',
  C06: 'C06 - CP of legal arrangement - trust - protector',
  C07: 'C07 - CP of legal arrangement - trust - beneficiary',
  C08: 'C08 - CP of legal arrangement - trust - other',
  C09: 'C09 - CP of legal arrangement - other - settlor equivalent',
  C10: 'C10 - CP of legal arrangement - other - trustee equivalent',
  C11: 'C11 - CP of legal arrangement - other - protector equivalent',
  C12: 'C12 - CP of legal arrangement - other - beneficiary equivalent',
  C13: 'C13 - CP of legal arrangement - other - other equivalent',
  C14: 'C14 - Unknown',
};

export const FATCA_QUESTION_TYPES = [
  'single_choice_radio',
  'single_choice_dropdown',
  'single_choice_dropdown_withInfo',
  'bordered_text_field',
  'open_text_field',
  'date',
  'info',
  'group',
  'Controlling_person_details',
] as const;
export type FatcaQuestionType = (typeof FATCA_QUESTION_TYPES)[number];
export const FATCA_QUESTION_TYPE_LABELS: Record<FatcaQuestionType, string> = {
  single_choice_radio: 'Single choice (radio)',
  single_choice_dropdown: 'Single choice (dropdown)',
  single_choice_dropdown_withInfo: 'Single choice (dropdown with info)',
  bordered_text_field: 'Bordered text field',
  open_text_field: 'Open text field',
  date: 'Date',
  info: 'Information',
  group: 'Group',
  Controlling_person_details: 'Controlling person details',
};
/** Question types whose answer is one of the options. */
export const FATCA_CHOICE_QUESTION_TYPES: readonly FatcaQuestionType[] = [
  'single_choice_radio',
  'single_choice_dropdown',
  'single_choice_dropdown_withInfo',
];

/**
 * A controlling person's identification document (the CRS self-certification's list for individuals).
 * The specification names the field but not its values.
 */
export const CONTROLLING_PERSON_ID_TYPES = [
  'Passport',
  'Election ID Card',
  'PAN Card',
  'ID Card',
  'Driving License',
  'UIDAI / Aadhaar Letter',
  'NREGA Job Card',
  'Others',
] as const;
export type ControllingPersonIdType = (typeof CONTROLLING_PERSON_ID_TYPES)[number];

/** A controlling person's occupation type (the CRS self-certification's); the occupation is `OCCUPATIONS`. */
export const CONTROLLING_PERSON_OCCUPATION_TYPES = ['Service', 'Business', 'Others'] as const;
export type ControllingPersonOccupationType = (typeof CONTROLLING_PERSON_OCCUPATION_TYPES)[number];
