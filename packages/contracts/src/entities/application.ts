import { z } from 'zod';
import { APPLICATION_STATUSES } from '../enums/application-status';
import { FUND_TYPES } from '../enums/fund';
import { APPLICATION_TYPES, HOLDING_MODES, ONBOARDING_TYPES } from '../enums/investor';
import { SIGNATURE_STATUSES } from '../enums/signing';
import { ROLES } from '../roles';
import { applicantSchema } from './applicant';
import { bankSchema } from './bank';
import { id, nameRefSchema, optBool, optNumber, optText, optTimestamp, timestamp } from './common';
import { signedDocumentSchema } from './document';
import { planSchema } from './fund';
import { investmentFieldsSchema } from './investment';
import { nomineeSchema } from './nominee';
import { signatoryGroupSchema } from './signatory';
import { uboSchema } from './ubo';

/** The scheme as embedded in an application. */
export const applicationSchemeSchema = z.object({
  id: optText,
  schemeName: optText,
  schemeCode: optText,
  fundCategory: optText,
  fundType: z.enum(FUND_TYPES).nullish(),
  /** Shown on the preview and details when the scheme has one (0-product-decisions §9). */
  grievanceEmail: optText,
});

/** An application, individual or non-individual (doc 1 §3, doc 2 §3, doc 3 §3). */
export const applicationSchema = z.object({
  id,
  /** 'AIF' + 7 digits. */
  applicationNumber: optText,
  applicant1ReferenceId: optText,
  applicationType: z.enum(APPLICATION_TYPES),
  onboardingType: z.enum(ONBOARDING_TYPES).nullish(),
  status: z.enum(APPLICATION_STATUSES),
  /** Steps saved in this flow's own order (see steps.ts). */
  currentStep: z.number().int().min(0),
  hasPOA: z.boolean(),
  /** The AIF admin sent this draft to the investor to complete (until the investor submits it). */
  sentToInvestor: optBool,
  /** The role of the staff user who prepared it: the preview's send follows it. */
  preparedByRole: z.enum(ROLES).nullish(),
  editable: optBool,
  deletable: optBool,
  /** Default single. */
  modeOfHolding: z.enum(HOLDING_MODES).nullish(),
  folio_no: optText,
  scheme: applicationSchemeSchema.nullish(),
  plan: planSchema.nullish(),
  schemeId: optText,
  planId: optText,
  fundType: z.enum(FUND_TYPES).nullish(),
  applicants: z.array(applicantSchema),
  nominees: z.array(nomineeSchema).nullish(),
  banks: z.array(bankSchema).nullish(),
  doNotWishToNominate: optBool,
  signedDocuments: z.array(signedDocumentSchema).nullish(),
  documentDeclaration: optBool,
  groups: z.array(signatoryGroupSchema).nullish(),
  ubos: z.array(uboSchema).nullish(),
  ubo_declaration_type: optText,
  ubo_declaration_value: optText,
  /** The text of an 'others' declaration value ('Please Specify Others'). */
  ubo_declaration_others: optText,
  distributor: z.object({ id: optText, arnCode: optText, name: optText }).nullish(),
  distributor_id: optText,
  subdistributorId: optText,
  subDistributor: nameRefSchema.nullish(),
  rm: nameRefSchema.nullish(),
  /** Distributor step: 'rm' or 'distributor' when an rm fills it. */
  loginType: optText,
  filledBy: optText,
  signDetails: z.object({ status: z.enum(SIGNATURE_STATUSES).nullish(), url: optText }).nullish(),
  signedLeegalityFile: z.object({ url: optText }).nullish(),
  rejectedReason: optText,
  rejectedAt: optTimestamp,
  rejectedByRole: z.enum(ROLES).nullish(),
  createdAt: timestamp,
  updatedAt: optTimestamp,
  ...investmentFieldsSchema.shape,
});
export type Application = z.infer<typeof applicationSchema>;

/** One row of the application lists (doc 3 §2.5). */
export const applicationListItemSchema = applicationSchema
  .pick({
    id: true,
    applicationNumber: true,
    applicant1ReferenceId: true,
    applicationType: true,
    status: true,
    currentStep: true,
    hasPOA: true,
    modeOfHolding: true,
    distributor: true,
    distributor_id: true,
    filledBy: true,
    scheme: true,
    plan: true,
    schemeId: true,
    planId: true,
    createdAt: true,
    rejectedAt: true,
    rejectedByRole: true,
    rejectedReason: true,
    signedLeegalityFile: true,
    editable: true,
    deletable: true,
    fundType: true,
    commitmentAmount: true,
  })
  .extend({
    applicants: z.array(applicantSchema.pick({ id: true, name: true, panNo: true, applicant_type: true })),
    banks: z.array(bankSchema).nullish(),
  });
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const applicationListResponseSchema = z.object({
  applications: z.array(applicationListItemSchema),
  pages: optNumber,
});
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>;
