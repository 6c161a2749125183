import { z } from 'zod';
import { CURRENCIES, FUND_TYPES } from '../enums/fund';
import { planFormShape, schemeFormShape } from '../validation/fund-setup';
import { TEXT_LIMITS, text } from '../validation/text';

/**
 * Fund setup calls (doc 3 §7 "Funds"; 0-product-decisions §9). Bodies are the forms of
 * `validation/fund-setup.ts`; the server checks them with `schemeFormMessages` / `planFormMessages` for
 * the fund's type and answers 400 with the field messages. Every write needs the fundSetupAccess flag.
 */

/** Messages the fund setup calls answer with (the spec words the confirmations and the info pop-up). */
export const FUND_API_MESSAGES = {
  noAccess: 'You do not have access to set up funds',
  schemeNotFound: 'Fund not found',
  planNotFound: 'Plan not found',
  schemeCodeTaken: 'A fund with this Scheme Code already exists',
  planCodeTaken: 'A plan with this Series Number already exists in this fund',
  lastActiveFund: 'Please ensure that you have at least one active fund before disabling the fund.',
  lastActivePlan: 'Please ensure that you have at least one active fund before disabling the Plan.',
  fundManagerInvalid: 'Select an active Investment Manager',
  trusteeInvalid: 'Select an active Trustee',
  distributorInvalid: 'Select active distributors only',
  fundSaved: 'Fund saved successfully',
  planSaved: 'Plan saved successfully',
  accessChanged: 'Access updated successfully',
  trusteeUpdated: 'Trustee Updated Successfully',
  fundManagerUpdated: 'Investment Manager Updated Successfully',
} as const;

/** The info pop-ups beside the Access header (doc 3 §2.7). */
export const FUND_ACCESS_INFO = {
  fund: 'Please ensure that you have at least one active fund before disabling the fund.',
  plan: 'Please ensure that you have at least one active fund before disabling the Plan.',
} as const;

/** The access toggle's confirmations (doc 3 §8). */
export function accessToggleConfirmation(kind: 'fund' | 'plan', enable: boolean): string {
  const verb = enable ? 'enable' : 'disable';
  return kind === 'plan'
    ? `Are you sure you want to ${verb} the access to this Plan ?`
    : `Are you sure you want to ${verb} the access to the this Fund ?`;
}

export const fundSetupAccessResponseSchema = z.object({ fundSetupAccess: z.boolean() });
export type FundSetupAccessResponse = z.infer<typeof fundSetupAccessResponseSchema>;

const personRef = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRef>;

export const planDistributorSchema = z.object({
  id: z.string(),
  name: z.string(),
  arnCode: z.string().nullable(),
  /** company or individual. */
  type: z.string().nullable(),
});
export type PlanDistributor = z.infer<typeof planDistributorSchema>;

/** "ARN code or N/A - name (type)" (doc 3 §2.7, the distributor multi-select and the chips). */
export function distributorOptionLabel(d: Pick<PlanDistributor, 'arnCode' | 'name' | 'type'>): string {
  const type = d.type ? ` (${d.type.charAt(0).toUpperCase()}${d.type.slice(1)})` : '';
  return `${d.arnCode || 'N/A'} - ${d.name}${type}`;
}

/** GET /onboarding/funds/list: one row per fund (doc 3 §2.7 Funds list). */
export const fundListRowSchema = z.object({
  id: z.string(),
  schemeCode: z.string(),
  schemeName: z.string(),
  amcCode: z.string().nullable(),
  fundType: z.enum(FUND_TYPES),
  isActive: z.boolean(),
  planCount: z.number().int(),
  /** Of the first plan (by creation). */
  investmentManagerName: z.string().nullable(),
  trusteeName: z.string().nullable(),
});
export type FundListRow = z.infer<typeof fundListRowSchema>;
export const fundListResponseSchema = z.object({ funds: z.array(fundListRowSchema) });
export type FundListResponse = z.infer<typeof fundListResponseSchema>;

/** A plan row of the plans list and of the mapped-plans pages. */
export const planListRowSchema = z.object({
  id: z.string(),
  schemeId: z.string(),
  planCode: z.string(),
  planDescription: z.string(),
  currency: z.enum(CURRENCIES),
  setupFeeType: z.string().nullable(),
  setupFee: z.number(),
  minCommitmentAmount: z.number(),
  isActive: z.boolean(),
  fundManager: personRef.nullable(),
  trustee: personRef.nullable(),
});
export type PlanListRow = z.infer<typeof planListRowSchema>;

/** GET /onboarding/funds/schemes/:id: the fund's fields and its plans. */
export const schemeDetailsSchema = z.object({
  id: z.string(),
  schemeCode: z.string(),
  schemeName: z.string(),
  amcCode: z.string().nullable(),
  fundCategory: z.string().nullable(),
  fundType: z.enum(FUND_TYPES),
  bankName: z.string().nullable(),
  bankBranch: z.string().nullable(),
  ifscCode: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  grievanceEmail: z.string().nullable(),
  isActive: z.boolean(),
  plans: z.array(planListRowSchema),
});
export type SchemeDetails = z.infer<typeof schemeDetailsSchema>;

/** GET /onboarding/funds/plans/:id: every plan field (doc 3 §2.7 plan details, §3 Plan). */
export const planDetailsSchema = z.object({
  id: z.string(),
  schemeId: z.string(),
  scheme: z.object({
    id: z.string(),
    schemeName: z.string(),
    fundType: z.enum(FUND_TYPES),
    isActive: z.boolean(),
  }),
  planCode: z.string(),
  planDescription: z.string(),
  schemeNature: z.string().nullable(),
  schemeCategory: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  country: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  schemeStartDate: z.string().nullable(),
  lockInPeriod: z.number().nullable(),
  lockInExtension: z.number().nullable(),
  faceValue: z.number(),
  premiumPercentage: z.number(),
  noOfUnits: z.number(),
  groupNoOfUnits: z.number(),
  loweredUnits: z.number(),
  fundAddress1: z.string().nullable(),
  fundAddress2: z.string().nullable(),
  fundAddress3: z.string().nullable(),
  custodian: z.string().nullable(),
  setupFeeType: z.string().nullable(),
  setupFee: z.number(),
  setupFeeInWords: z.string().nullable(),
  minCommitmentAmount: z.number(),
  maxCommitmentAmount: z.number(),
  minContributionPercentage: z.number().nullable(),
  managementFee: z.number(),
  isoperatingExpensesApplicable: z.string(),
  operatingExpensesType: z.string().nullable(),
  operatingExpenses: z.number().nullable(),
  operatingExpensesInWords: z.string().nullable(),
  isHurdleRateTextApplicable: z.string(),
  hurdleRateText: z.string().nullable(),
  isAdditionalReturnTextApplicable: z.string(),
  additionalReturnText: z.string().nullable(),
  tcLink: z.string().nullable(),
  drawDownDate: z.string().nullable(),
  isActive: z.boolean(),
  isApplicableForDirect: z.boolean(),
  /** True when at least one distributor offers the plan (the one mapping, 0-product-decisions §9). */
  isApplicableForDistributor: z.boolean(),
  distributorDetails: z.object({
    distributorIds: z.array(z.string()),
    distributors: z.array(planDistributorSchema),
  }),
  fundManagerId: z.string().nullable(),
  fundManager: personRef.nullable(),
  trusteeId: z.string().nullable(),
  trustee: personRef.nullable(),
});
export type PlanDetails = z.infer<typeof planDetailsSchema>;

/**
 * GET /onboarding/funds/plan-options: who the plan form may choose (active investment managers,
 * trustees and distributors, by name).
 */
export const planOptionsResponseSchema = z.object({
  fundManagers: z.array(personRef),
  trustees: z.array(personRef),
  distributors: z.array(planDistributorSchema),
});
export type PlanOptionsResponse = z.infer<typeof planOptionsResponseSchema>;

/** POST /onboarding/funds/addScheme: the fund and its first plan, stored in one transaction. */
export const addSchemeBodySchema = schemeFormShape.extend({ plan: planFormShape });
export type AddSchemeBody = z.input<typeof addSchemeBodySchema>;
export const addSchemeResponseSchema = z.object({
  message: z.string(),
  schemeId: z.string(),
  planId: z.string(),
});
export type AddSchemeResponse = z.infer<typeof addSchemeResponseSchema>;

/** POST /onboarding/funds/updateScheme/:id: the scheme fields only. */
export const updateSchemeBodySchema = schemeFormShape;
export type UpdateSchemeBody = z.input<typeof updateSchemeBodySchema>;

/** POST /onboarding/funds/addPlan: a plan of an existing fund. */
export const addPlanBodySchema = planFormShape.extend({
  schemeId: text(TEXT_LIMITS.id).min(1, 'Scheme is required'),
});
export type AddPlanBody = z.input<typeof addPlanBodySchema>;
/** POST /onboarding/funds/updatePlan/:id. */
export const updatePlanBodySchema = planFormShape;
export type UpdatePlanBody = z.input<typeof updatePlanBodySchema>;
export const savedResponseSchema = z.object({ message: z.string(), id: z.string() });
export type SavedResponse = z.infer<typeof savedResponseSchema>;

/** POST .../updateScheme/:id/access and .../updatePlan/:id/access: the Access toggle (doc 3 §4). */
export const accessToggleBodySchema = z.object({ isActive: z.boolean() });
export type AccessToggleBody = z.infer<typeof accessToggleBodySchema>;
export const accessToggleResponseSchema = z.object({
  message: z.string(),
  id: z.string(),
  isActive: z.boolean(),
});
export type AccessToggleResponse = z.infer<typeof accessToggleResponseSchema>;

/** POST /onboarding/funds/updatePlan/:id/trustee and .../fund-manager (doc 3 §4 Update Trustee / IM). */
export const updateTrusteeBodySchema = z.object({
  trusteeId: text(TEXT_LIMITS.id).min(1, 'Trustee Name is required'),
});
export const updateFundManagerBodySchema = z.object({
  fundManagerId: text(TEXT_LIMITS.id).min(1, 'Investment Manager Name is required'),
});
export const signerUpdateResponseSchema = z.object({
  message: z.string(),
  /** Applications whose pending signature was re-issued to the new signer. */
  reissued: z.number().int(),
});
export type SignerUpdateResponse = z.infer<typeof signerUpdateResponseSchema>;

/** GET /onboarding/funds?trusteeId=|fundManagerId=: funds with their plans (the mapped-plans pages). */
export const fundsWithPlansQuerySchema = z.object({
  trusteeId: text(TEXT_LIMITS.id).optional(),
  fundManagerId: text(TEXT_LIMITS.id).optional(),
  isActive: z.enum(['true', 'false']).optional(),
});
export const fundsWithPlansResponseSchema = z.object({
  funds: z.array(
    z.object({
      id: z.string(),
      schemeName: z.string(),
      fundType: z.enum(FUND_TYPES),
      isActive: z.boolean(),
      plans: z.array(planListRowSchema),
    }),
  ),
});
export type FundsWithPlansResponse = z.infer<typeof fundsWithPlansResponseSchema>;

/** GET /onboarding/funds/direct-applicable-plans?isActive=: the plans marked Direct, with their fund. */
export const directPlansQuerySchema = z.object({ isActive: z.enum(['true', 'false']).optional() });
export const directPlansResponseSchema = z.object({
  plans: z.array(planListRowSchema.extend({ schemeName: z.string() })),
});
export type DirectPlansResponse = z.infer<typeof directPlansResponseSchema>;
