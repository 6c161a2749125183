import { z } from 'zod';
import { text, TEXT_LIMITS } from '../validation/text';
import { applicationSchema } from '../entities/application';
import { ADDRESS_TYPES } from '../enums/kyc';
import type { WizardStep } from '../steps';
import { additionalKycStepSchema } from '../wizard/additional-kyc';
import type { WizardStepContext } from '../wizard/context';
import { contactStepSchema } from '../wizard/contact';
import { contributorStepSchema } from '../wizard/contributor';
import { entityContactStepSchema } from '../wizard/entity-contact';
import { entityContributorStepSchema } from '../wizard/entity-contributor';
import { distributorStepSchema } from '../wizard/distributor';
import { fatcaIndividualStepSchema } from '../wizard/fatca';
import { entityFatcaStepSchema } from '../wizard/entity-fatca';
import type { FatcaQuestionnaire } from '../wizard/entity-fatca-questions';
import { bankStepSchema } from '../wizard-later-steps/bank';
import {
  documentStepSchema,
  type DocumentApplication,
  type RequiredDocumentMaster,
} from '../wizard-later-steps/documents';
import { investmentStepSchema, type InvestmentPlan } from '../wizard-later-steps/investment';
import { nomineeStepSchema } from '../wizard-later-steps/nominee';
import { uboStepSchema } from '../wizard-later-steps/ubo';
import type { UboDeclarationOption } from '../entities/ubo';
import { authorisedSignatoryStepSchema } from '../wizard-later-steps/signatories';
import { planSchema, schemeSchema } from '../entities/fund';

/**
 * The individual wizard's API (doc 1 §7). Paths relative to the API base (`/api`):
 *
 *   GET  /onboarding/applications/:id          -> ApplicationDetail (404 unknown or not visible to the caller)
 *   POST /onboarding/applications/:id/update   ApplicationUpdateRequest -> ApplicationUpdateResponse
 *   GET  /onboarding/applications/:id/schemes  -> InvestmentSchemesResponse (the investment step's choices)
 *   GET  /onboarding/amc/distributors-of-rm    -> DistributorsOfRmResponse (rm only)
 *
 * `data` of an update is the step form's values (the input of the step's schema):
 *   nominee-details             { doNotWishToNominate, nominees: [{ id?, nomineeName, Relationship,
 *                               nomineeRelationship (text when Others), dateOfBirth, nomineePercentage,
 *                               guardianName, nomineePan, nomineeGuardianPan, isActive }] }
 *                               (nomineeStepSchema). A stored nominee left out, or sent with isActive
 *                               false, becomes inactive; one without id is added. Minors: do-not-nominate.
 *   bank-details                { banks: [{ id?, ifscCode, bankAccountNumber, bankAccountType, bankName,
 *                               bankBranch, defaultBankAccount, isActive, address1-3, micrCode, swiftCode,
 *                               ibanNumber, cif }] } (bankStepSchema). pennydropCheck / pennydropVerified
 *                               sent by the client are ignored: the server takes them from the newest penny
 *                               drop it ran for this application, IFSC and account number, i.e.
 *                               POST /onboarding/pennydropverification with `applicationId` in the body.
 *   investment-payment-details  { schemeId, planId, faceValue, premiumPercentage, noOfUnits, setupFeeType,
 *                               setupFeePercentage, setupFeeTDS, drawDownDate, groupInvestment, groupName,
 *                               lowerTheUnits, modeOfPayment, paymentRefNo, neftCode, ddNo, chequeDate,
 *                               paymentBank*, contributionChequeAmount } (investmentStepSchema). Face
 *                               value, premium % and the setup fee (type, %, words) are the stored
 *                               series' (`SERIES_DECIDED_INVESTMENT_FIELDS`): what the client sends
 *                               for them is ignored. Units are whole. The
 *                               minimum units come from the stored series (group / lowered / series
 *                               units); its operating expenses and hurdle rate are copied from the
 *                               stored series (`seriesTerms`), whatever the client sends. The derived
 *                               amounts (premiumValue, perUnitValue, commitmentAmount, setupFeeAmount,
 *                               setupFeeGST, totalSetupFee, netSetupFeeLessTDS) may be left out: the
 *                               server computes them
 *                               (deriveInvestment, paise) and stores its own; one sent that differs is 400
 *                               (`amountMismatch`, path = the field).
 *   fatca (entity)              { fatca: { answers: { [backend_key]: string | null }, controllingpersons:
 *                               [{ id?, name, ... isActive }] } } (entityFatcaStepSchema on
 *                               /mdms/fatca_data.json). Answers of hidden questions are dropped; stored
 *                               persons left out or inactive are removed (inactive), all of them when the
 *                               controlling-person question is not shown; another application's id: 400.
 *   document-details            { documentDeclaration?, applicants: [{ applicantId, documents: [{ id?,
 *                               documentType, documentName (the chosen option), documentId (the id from
 *                               POST /api/files/files) }] }], nominees: [{ nomineeId, nomineedocuments:
 *                               [...] }] } (documentStepSchema on requiredDocuments of the stored
 *                               application). A file's name and URL come from the server; a `file` without
 *                               an id is no upload. Entries left out are removed (inactive).
 *                               An individual POA application also sends `poaHolders: [signatory...]`
 *                               (its POA holders, stored as the `poa_holder` group, threshold 1; left
 *                               out: unchanged). The send refuses it without one ('Please add the POA
 *                               holder').
 *   authorised-signatory        (entity) { groups: [{ id?, name, threshold, isActive?, groupsignatories:
 *                               [{ id?, name, pan, countryNameAndCode, countryCode, mobile, email,
 *                               designation, fatherName, completeAddress, dpin, canEsign, isActive? }] }] }
 *                               (authorisedSignatoryStepSchema). Left out or isActive false: removed
 *                               (inactive); no id: added; an id not of the application: 400 unknownRecord.
 *   declaration-ubo (entity)    { uboDeclarationType, uboDeclarationValue, uboDeclarationOthers, ubos: [{ id?,
 *                               panNumber, dob, name, ..., discretionaryTrust, isActive, amlComments,
 *                               amlAcknowledgement, fileId }] } (uboStepSchema on /mdms/uboTypeMaster.json).
 *                               isFetchData, amlCheck, amlData and dataFetchedFromKra come from the newest
 *                               POST …/:id/ubo-fetch of the UBO's id and date of birth (api/ubo-fetch.ts),
 *                               and the registry's values replace the sent ones for UBO_REGISTRY_FIELDS. An
 *                               id of another application is 400 (`unknownRecord`); a UBO left out or sent
 *                               with isActive false is kept inactive. GET answers ubo_declaration_type,
 *                               _value, _others and the active `ubos` with `file` {id, name}.
 *
 * Update errors, each `{ message }` (a 400 of field rules also `errors`, see `validationErrorSchema`):
 *   400 a step rule ('Invalid CKYC No', 'Please upload PAN', 'Please verify default bank account' ...: the
 *       first message of the step schema, `errors` has them all by field path), a distributor that is not
 *       an active distributor of the rm, an investor status change without `investorStatusChanged`, a
 *       scheme or series not available to the application (`schemeNotAvailable`, `planNotAvailable`), a
 *       derived amount that disagrees (`amountMismatch`), a file the caller may not attach
 *       (`fileNotAttachable`: only the caller's own uploads, or files already on the application), an
 *       id not on the application (`unknownRecord`, `documentOwnerUnknown`);
 *   403 a field this role may not change, or a registry-locked field (`WIZARD_API_MESSAGES.fieldLocked`):
 *       'Bank Details' (investor, POA approver), 'Documents' (investor), an investment field of
 *       `INVESTMENT_LOCKED_FOR_INVESTOR_SIDE` (investor, POA approver) such as 'No of Units';
 *   404 unknown or invisible application;
 *   409 the role may not edit at this status (`notEditable`), the application changed since it was
 *       loaded (`stale`: reload and apply again), or the step is not reachable yet (`stepNotReachable`:
 *       only the steps `currentStep` counts as saved and the next one may be saved).
 *
 * The investor's "Save Application" (save and proceed on the last step of a draft) submits it only when
 * the application is complete: the preview send's check (api/review.ts), 400 otherwise.
 */

/** Steps this endpoint saves: every step of the individual flow, and the entity's own later steps. */
export const WIZARD_SAVE_STEPS = [
  'distributor-details',
  'contributor-details',
  'contact-details',
  'additional-KYC-details',
  'fatca',
  'nominee-details',
  'bank-details',
  'investment-payment-details',
  'document-details',
  // Entity steps 7-9 (doc 2 §2); the step registry refuses a slug the application's flow does not have.
  'authorised-signatory',
  'declaration-ubo',
] as const satisfies readonly WizardStep[];
export type WizardSaveStep = (typeof WIZARD_SAVE_STEPS)[number];

export const WIZARD_SAVE_TYPES = ['saveAndProceed', 'saveForLater'] as const;
export type WizardSaveType = (typeof WIZARD_SAVE_TYPES)[number];

export const WIZARD_API_MESSAGES = {
  stale: 'This application was changed by someone else. Reload it to see the latest version.',
  notEditable: 'This application can no longer be changed',
  /**
   * 409: a step beyond the reachable ones (0-product-decisions §4: steps up to currentStep + 1); names the
   * steps to save first, in order.
   */
  stepNotReachable: (steps: readonly string[]) =>
    `Please complete the earlier steps first: ${steps.join(', ')}`,
  fieldLocked: (label: string) => `You are not allowed to change ${label}`,
  distributorNotMapped: 'The selected distributor is not an active distributor mapped under this RM',
  subDistributorNotMapped: 'The selected sub-distributor does not belong to the selected distributor',
  loginTypeRmOnly: 'Only a relationship manager chooses the login type',
  unknownApplicant: 'This applicant is not on the application. Reload it to see the latest version.',
  applicantMissing: 'Every applicant of the application must be sent. Reload it to see the latest version.',
  investorStatusConfirmRequired:
    "Any change in the investor status will affect the application's status and workflow. Are you sure you want to proceed?",
  saved: (applicationNumber: string) => `Application ${applicationNumber} - Saved successfully`,
  individualOnly: 'This wizard is for individual applications',
  /** 400: a step of the flow the server does not save yet (the entity's steps 7-9 until their release). */
  stepNotAvailable: 'This step is coming in the next release',
  // Steps 6-9.
  /** The investment step's scheme is unknown or inactive. */
  schemeNotAvailable: 'The selected Fund Scheme is not available',
  /** The series is unknown, inactive, of another scheme, or not offered by the application's distributor. */
  planNotAvailable: 'The selected Series is not available for this application',
  /** A derived amount sent by the client that the server's paise arithmetic does not give. */
  amountMismatch: (label: string, expected: string) =>
    `${label} does not match the computed value ${expected}. Reload the series and try again.`,
  /** A document entry naming a file that does not exist or that the caller may not attach. */
  fileNotAttachable: 'The uploaded file was not found. Please upload it again.',
  /** A nominee, bank or document id that is not (or no longer) on the application. */
  unknownRecord: 'This record is not on the application. Reload it to see the latest version.',
  /** A nominee or applicant of the document step that is not (or no longer) on the application. */
  documentOwnerUnknown: 'The documents do not match the application. Reload it to see the latest version.',
} as const;

/**
 * What `wizardStepSchemaFor` needs: the steps 1-5 context, plus, for steps 6-9, what only those steps
 * read. The browser fills it from the loaded application; the server from the stored one.
 */
export interface WizardSaveContext extends WizardStepContext {
  /** Default 'individual' (this endpoint serves the individual wizard). */
  applicationType?: 'individual' | 'non_individual';
  /** bank-details: the first applicant's residential status is NRI (NRE, NRO, FCNR accounts). */
  isNri?: boolean;
  /**
   * bank-details of an entity: the applicant's investor type (HUF and trusts may choose Savings; the others
   * are fixed to Current, also when it is absent).
   */
  entityInvestorType?: string | null;
  /** investment-payment-details: the chosen series as stored (minimum units and commitment). */
  plan?: Partial<InvestmentPlan> | null;
  /** document-details: /mdms/required_document_master.json, parsed. */
  documentMaster?: RequiredDocumentMaster;
  /** document-details: the application the slots are decided on (applicants, banks, nominees). */
  documentApplication?: DocumentApplication;
  /** fatca of an entity: /mdms/fatca_data.json, parsed (`fatcaQuestionnaireSchema`). */
  fatcaQuestions?: FatcaQuestionnaire;
  /** declaration-ubo: /mdms/uboTypeMaster.json, parsed. */
  uboMaster?: readonly UboDeclarationOption[];
  /** declaration-ubo: the CKYC numbers of the application's contributors (a UBO's must differ). */
  contributorCkycs?: readonly (string | null | undefined)[];
}

/**
 * The step form schema the server (and the browser) applies to `data` of an update. Entity applications
 * (`applicationType: 'non_individual'`) have their own contributor and contact steps (doc 2 §2); the
 * distributor, investment, bank and document steps are shared, with the entity's rules from the context.
 */
export function wizardStepSchemaFor(step: WizardSaveStep, ctx: WizardSaveContext): z.ZodType {
  const later = {
    role: ctx.role,
    applicationType: ctx.applicationType ?? ('individual' as const),
    onboardingType: ctx.onboardingType,
    today: ctx.today,
  };
  switch (step) {
    case 'distributor-details':
      return distributorStepSchema(ctx);
    case 'contributor-details':
      return later.applicationType === 'non_individual'
        ? entityContributorStepSchema(ctx)
        : contributorStepSchema(ctx);
    case 'contact-details':
      return later.applicationType === 'non_individual'
        ? entityContactStepSchema(ctx)
        : contactStepSchema(ctx);
    case 'additional-KYC-details':
      return additionalKycStepSchema(ctx);
    case 'fatca':
      if (later.applicationType !== 'non_individual') return fatcaIndividualStepSchema(ctx);
      if (!ctx.fatcaQuestions) throw new Error('the entity fatca step needs fatcaQuestions');
      return entityFatcaStepSchema({ ...ctx, questions: ctx.fatcaQuestions });
    case 'nominee-details':
      return nomineeStepSchema(later);
    case 'bank-details':
      return bankStepSchema({ ...later, isNri: ctx.isNri, entityInvestorType: ctx.entityInvestorType });
    case 'investment-payment-details':
      return investmentStepSchema({
        ...later,
        fundType: ctx.fundType,
        plan: ctx.plan,
        applicationCreatedAt: ctx.applicationCreatedAt,
      });
    case 'document-details':
      if (!ctx.documentMaster || !ctx.documentApplication)
        throw new Error('document-details needs documentMaster and documentApplication');
      return documentStepSchema({
        ...later,
        master: ctx.documentMaster,
        application: ctx.documentApplication,
        legacyDpclLength: ctx.legacyDpclLength,
      });
    case 'authorised-signatory':
      return authorisedSignatoryStepSchema({ fundType: ctx.fundType });
    case 'declaration-ubo':
      if (!ctx.uboMaster) throw new Error('declaration-ubo needs uboMaster');
      return uboStepSchema({
        today: ctx.today,
        countries: ctx.countries,
        applicationCreatedAt: ctx.applicationCreatedAt,
        contributorCkycs: ctx.contributorCkycs,
        master: ctx.uboMaster,
      });
  }
}

/**
 * POST /onboarding/applications/:id/update. `data` is the step form's values (the input of the step's
 * schema: `distributorStepSchema`, `contributorStepSchema` ...); `version` is the `version` of the
 * ApplicationDetail the form was loaded from (optimistic concurrency: a save of an older version is 409).
 * `investorStatusChanged` confirms an investor status change to or from NRI (the application goes to draft).
 */
export const applicationUpdateRequestSchema = z.object({
  step: z.enum(WIZARD_SAVE_STEPS),
  saveType: z.enum(WIZARD_SAVE_TYPES),
  version: z.number().int().min(0),
  investorStatusChanged: z.boolean().optional(),
  data: z.record(text(TEXT_LIMITS.code), z.unknown()),
});
export type ApplicationUpdateRequest = z.infer<typeof applicationUpdateRequestSchema>;

export const applicantFieldLocksSchema = z.object({
  fields: z.array(z.string()),
  addresses: z.array(z.enum(ADDRESS_TYPES)),
});

export const wizardFieldLocksSchema = z.object({
  editable: z.boolean(),
  distributorFields: z.boolean(),
  canAddJointHolder: z.boolean(),
  canRemoveJointHolder: z.boolean(),
  canChangeHoldingMode: z.boolean(),
  hidden: z.array(z.enum(['distributorDetails', 'rmDetails', 'kraDocuments', 'amlSection'])),
  applicants: z.array(applicantFieldLocksSchema),
  nomineesReadOnly: z.boolean(),
  banksReadOnly: z.boolean(),
  documentsReadOnly: z.boolean(),
  investmentLockedFields: z.array(z.string()),
});

/** GET /onboarding/applications/:id: the application with its concurrency version and the caller's locks. */
export const applicationDetailSchema = applicationSchema.extend({
  /** Increases on every save; send it back as `version` of the next update. */
  version: z.number().int().min(0),
  fieldLocks: wizardFieldLocksSchema,
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** The saved application as GET answers it (new version, currentStep, status and locks). */
export const applicationUpdateResponseSchema = applicationDetailSchema;
export type ApplicationUpdateResponse = z.infer<typeof applicationUpdateResponseSchema>;

export const distributorOfRmSchema = z.object({
  id: z.string(),
  name: z.string(),
  arnCode: z.string().nullish(),
  distributorType: z.enum(['company', 'individual']).nullish(),
  email: z.string().nullish(),
  subDistributors: z.array(z.object({ id: z.string(), name: z.string() })),
  /**
   * The active plans (of active schemes) this distributor offers: its `distributor_plans` rows; none
   * without rows (0-product-decisions §9). The server always sends a list; null is kept for old callers.
   */
  planIds: z.array(z.string()).nullable(),
});
export type DistributorOfRm = z.infer<typeof distributorOfRmSchema>;

export const distributorsOfRmResponseSchema = z.object({
  rm: z.object({ id: z.string(), name: z.string(), email: z.string().nullish() }),
  distributors: z.array(distributorOfRmSchema),
});
export type DistributorsOfRmResponse = z.infer<typeof distributorsOfRmResponseSchema>;

/**
 * GET /onboarding/applications/:id/schemes: the schemes and series (plans) the investment step offers for
 * this application: the active plans of active schemes that the application's distributor offers
 * (`distributor_plans`; none without rows), or, without a distributor, the active Direct plans
 * (0-product-decisions §9). The application's own scheme and series are always included so the step can
 * show them, with `isActive` false when they are no longer offered (inactive, or not mapped): the update
 * accepts them unchanged and refuses any other series. Same visibility as GET
 * /onboarding/applications/:id (404 otherwise).
 * Each series carries what the step reads: units (noOfUnits, groupNoOfUnits, loweredUnits), face value,
 * premium, setup fee (type, %, in words), minimum commitment, drawdown date, operating expenses
 * (isoperatingExpensesApplicable, operatingExpensesType, operatingExpenses, operatingExpensesInWords),
 * hurdle rate and additional return (isHurdleRateTextApplicable, hurdleRateText,
 * isAdditionalReturnTextApplicable, additionalReturnText).
 */
export const investmentSchemesResponseSchema = z.object({
  schemes: z.array(
    schemeSchema
      .pick({
        id: true,
        schemeCode: true,
        schemeName: true,
        fundCategory: true,
        fundType: true,
        isActive: true,
      })
      .extend({ plans: z.array(planSchema) }),
  ),
});
export type InvestmentSchemesResponse = z.infer<typeof investmentSchemesResponseSchema>;
