import { z } from 'zod';
import { fileRefSchema, id, optBool, optIsoDate, optNumber, optText } from './common';

/** Ultimate beneficial owner (doc 2 §3). */
export const uboSchema = z.object({
  id: id.nullish(),
  panNumber: optText,
  dob: optIsoDate,
  name: optText,
  identificationType: optText,
  percentageOfBeneficialInterest: optNumber,
  /** Default INDIA. */
  countryOfTaxResidency: optText,
  /** C01..C14 */
  cpUboCode: optText,
  placeAndCountryOfBirth: optText,
  occupation: optText,
  gender: optText,
  /** Default INDIAN. */
  nationality: optText,
  fatherName: optText,
  ckycNumber: optText,
  /** Shown as Address Line 1. */
  address1: optText,
  address2: optText,
  /** Shown as Address Line 2. */
  address3: optText,
  city: optText,
  state: optText,
  country: optText,
  pincode: optText,
  isActive: optBool,
  isFetchData: optBool,
  amlCheck: optBool,
  amlComments: optText,
  amlAcknowledgement: optBool,
  amlCommentedRole: optText,
  /** 'yes' | 'no', default 'no'. */
  discretionaryTrust: z.enum(['yes', 'no']).nullish(),
  /** The optional identity proof (3 MB upload of the UBO dialog). */
  file: fileRefSchema.nullish(),
});
export type Ubo = z.infer<typeof uboSchema>;

/** One entry of /mdms/uboTypeMaster.json. */
export const uboDeclarationOptionSchema = z.object({
  key: z.string(),
  displayText: z.string(),
  values: z.array(z.object({ key: z.string(), displayText: z.string() }).or(z.string())).nullish(),
  displayOthers: optBool,
  openEntryField: optBool,
});
export type UboDeclarationOption = z.infer<typeof uboDeclarationOptionSchema>;
