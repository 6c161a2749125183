import { z } from 'zod';
import { FATCA_QUESTION_TYPES } from '../enums/fatca';
import { id, optBool, optIsoDate, optText } from './common';

export const controllingPersonSchema = z.object({
  id: id.nullish(),
  fatcaDetailId: optText,
  name: optText,
  correspondenceAddress: optText,
  /** Country of residence for tax (the specification spells it "Residense"). */
  countryOfResidense: optText,
  tin: optText,
  issuingCountry: optText,
  /** C01..C14 */
  controllingPersonType: optText,
  indentificationType: optText,
  indentificationNumber: optText,
  occupationType: optText,
  occupation: optText,
  /** Stored null when blank. */
  dateOfBirth: optIsoDate,
  countryOfBirth: optText,
  nationality: optText,
  isActive: optBool,
  isFetchData: optBool,
});
export type ControllingPerson = z.infer<typeof controllingPersonSchema>;

export const fatcaOptionSchema = z.object({
  label: z.string(),
  /** Ids of the sub-questions this option reveals. */
  showQs: z.array(z.string()).nullish(),
});
export type FatcaOption = z.infer<typeof fatcaOptionSchema>;

export interface FatcaQuestion {
  /** 'Q1.2' style. */
  id: string;
  question_order?: number | null;
  question_text: string;
  question_type: (typeof FATCA_QUESTION_TYPES)[number];
  options?: FatcaOption[] | null;
  sub_questions?: FatcaQuestion[] | null;
  /** The master data carries it as 'true' / 'false' strings too. */
  isMandatory?: boolean | 'true' | 'false' | null;
  isVisible?: boolean | null;
  backend_key?: string | null;
  answer?: string | null;
  header?: string | null;
  section_header?: string | null;
  placeholder?: string | null;
  validation?: 'alphaNumeric' | null;
}

export const fatcaQuestionSchema: z.ZodType<FatcaQuestion> = z.lazy(() =>
  z.object({
    id: z.string(),
    question_order: z.number().nullish(),
    question_text: z.string(),
    question_type: z.enum(FATCA_QUESTION_TYPES),
    options: z.array(fatcaOptionSchema).nullish(),
    sub_questions: z.array(fatcaQuestionSchema).nullish(),
    isMandatory: z.union([z.boolean(), z.literal('true'), z.literal('false')]).nullish(),
    isVisible: z.boolean().nullish(),
    backend_key: optText,
    answer: optText,
    header: optText,
    section_header: optText,
    placeholder: optText,
    validation: z.literal('alphaNumeric').nullish(),
  }),
);

/** Individual FATCA fields live on the applicant; entity FATCA answers live here (doc 2 §3). */
export const fatcaDetailSchema = z.object({
  id: id.nullish(),
  applicantId: optText,
  entityName: optText,
  declarationDate: optIsoDate,
  nameOfStockExchange: optText,
  eIIssuingCountry: optText,
  eITypeOthers: optText,
  entityConstitutionType: optText,
  entityCountryOfResidense: optText,
  entityCustomerId: optText,
  nFECountry: optText,
  nFEntitiesExplanation: optText,
  fIFatcaCalssifcationOther: optText,
  fICrsClassificationOther: optText,
  /** Answers to the dynamic questionnaire keyed by each question's backend_key. */
  answers: z.record(z.string(), z.string().nullable()).nullish(),
  controllingpersons: z.array(controllingPersonSchema).nullish(),
});
export type FatcaDetail = z.infer<typeof fatcaDetailSchema>;
