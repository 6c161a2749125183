import { z } from 'zod';
import { addressSchema } from './address';
import { id, optBool, optIsoDate, optText, amount } from './common';
import { documentEntrySchema } from './document';
import { fatcaDetailSchema } from './fatca';

/** Contact person of an entity applicant (doc 2 §3). */
export const contactPersonSchema = z.object({
  name: optText,
  mobile: optText,
  /** Default 'India: +91'. */
  countryNameAndCode: optText,
  /** The text after the colon of countryNameAndCode. */
  countryCode: optText,
  email: optText,
  landLineNumber: optText,
  stdCode: optText,
  address1: optText,
  address2: optText,
  address3: optText,
  city: optText,
  state: optText,
  country: optText,
  pincode: optText,
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;

/** AML screening result kept on an applicant or UBO (doc 1 §7 kradetails). */
export const amlMatchSchema = z.object({
  FURTHER_INFORMATION: optText,
  EXTERNAL_SOURCES: optText,
});
export type AmlMatch = z.infer<typeof amlMatchSchema>;

/**
 * An applicant: individual (with its minor, additional KYC and FATCA fields) or the single entity applicant
 * of a non-individual application (doc 1 §3, doc 2 §3).
 */
export const applicantSchema = z.object({
  id: id.nullish(),
  /** The reference id of the investor's links (random, unguessable). */
  referenceId: optText,
  isActive: optBool,
  /** '1' | '2' | '3'; 'firstapplicant' also marks the first on older records. */
  applicant_type: z.union([z.string(), z.number()]).nullish(),
  name: optText,
  namePrefix: optText,
  gender: optText,
  /** Date of birth; for an entity, the date of registration or incorporation. */
  dateOfBirth: optIsoDate,
  fatherOrSpouseName: optText,
  motherName: optText,
  panNo: optText,
  /** Residential status: Individual, NRI. */
  status: optText,
  nationality: optText,
  relationShipWithFirstApplicant: optText,
  jointApplicantRelation: optText,
  investorType: optText,
  email: optText,
  countryCode: optText,
  countryNameAndCode: optText,
  mobile: optText,
  phoneNumberoffice: optText,
  phoneNumberResidence: optText,
  kraMobileNumber: optText,
  addresses: z.array(addressSchema).nullish(),
  amlCheck: optBool,
  amlComments: optText,
  amlAcknowledgement: optBool,
  amlCommentedRole: optText,
  amlData: z.object({ system_match: z.array(amlMatchSchema).nullish() }).nullish(),
  dataFetchedFromKRA: optBool,
  correspondenceAddressEdited: optBool,
  documents: z.array(documentEntrySchema).nullish(),
  kraDocument: z.array(documentEntrySchema).nullish(),
  fatcadetail: fatcaDetailSchema.nullish(),

  // Minor onboarding: the minor's own details; the applicant is the guardian.
  minorPan: optText,
  minorDOB: optIsoDate,
  minorName: optText,
  minorFatherName: optText,
  minorGender: optText,
  minorEmail: optText,
  minorCountryCode: optText,
  minorCountryNameAndCode: optText,
  minorMobile: optText,
  minorNamePrefix: optText,
  guardianRelationship: optText,
  guardianRelationshipTypeOther: optText,
  naturalParent: z.enum(['yes', 'no']).nullish(),

  // Additional KYC
  occupationDetails: optText,
  grossAnnualIncome: optText,
  politicallyExposedPersonStatus: optText,
  ckycNo: optText,
  /** Depository: cdsl, nsdl or none. */
  dlclId: optText,
  /** NSDL DP ID, or the CDSL DPCL ID. */
  dpId: optText,
  clId: optText,
  nameOfBroker: optText,
  /** Joined by '*'. */
  sourceOfFunds: optText,
  otherSourceOfFund: optText,

  // Individual FATCA
  typeOfAddressProvidedAtKRA: optText,
  taxResidentOfAnyCountryOtherThanIndia: optBool,
  placeOfBirth: optText,
  countryOfBirth: optText,
  countryOfNationality: optText,
  taxCountryName: optText,
  taxID: optText,
  idType: optText,

  // Entity applicant
  cityOfIncorporation: optText,
  nbfcCorporate: z.enum(['yes', 'no']).nullish(),
  nbfcType: optText,
  nbfcImportanceType: optText,
  netWorth: amount,
  netWorthDate: optIsoDate,
  contactperson: contactPersonSchema.nullish(),
  nameOfEntity: optText,
  dateOfIncorporation: optIsoDate,
  countryOfIncorporation: optText,
  entityExcemptionCode: optText,
});
export type Applicant = z.infer<typeof applicantSchema>;

/** True for the first applicant ('1', 1 or 'firstapplicant'). */
export function isFirstApplicant(applicant: Pick<Applicant, 'applicant_type'>): boolean {
  const t = applicant.applicant_type;
  return t === 1 || t === '1' || t === 'firstapplicant';
}
