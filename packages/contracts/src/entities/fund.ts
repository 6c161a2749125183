import { z } from 'zod';
import { CURRENCIES, FUND_TYPES } from '../enums/fund';
import { amount, id, nameRefSchema, optBool, optIsoDate, optNumber, optText } from './common';

/** A plan, shown to users as a "series" (doc 3 §3). */
export const planSchema = z.object({
  id: id.nullish(),
  schemeId: optText,
  /** Series Number. */
  planCode: optText,
  /** Series Name. */
  planDescription: optText,
  schemeNature: optText,
  registrationNumber: optText,
  schemeCategory: optText,
  country: optText,
  /** Default inr. */
  currency: z.enum(CURRENCIES).nullish(),
  schemeStartDate: optIsoDate,
  /** Years. */
  lockInPeriod: optNumber,
  /** Years. */
  lockInExtension: optNumber,
  inActive: optBool,
  isActive: optBool,
  faceValue: amount,
  premiumPercentage: optNumber,
  noOfUnits: optNumber,
  groupNoOfUnits: optNumber,
  loweredUnits: optNumber,
  fundAddress1: optText,
  fundAddress2: optText,
  fundAddress3: optText,
  custodian: optText,
  /** Setup fee percentage; 0 unless setupFeeType is yes. */
  setupFee: optNumber,
  setupFeeType: optText,
  setupFeeInWords: optText,
  /** Sent as 0 on creation; the investment step assumes 10,000,000 when no plan is loaded. */
  minCommitmentAmount: amount,
  maxCommitmentAmount: amount,
  minContributionPercentage: optNumber,
  /** Always 0. */
  managementFee: optNumber,
  operatingExpenses: optNumber,
  operatingExpensesType: optText,
  operatingExpensesInWords: optText,
  isoperatingExpensesApplicable: optText,
  isHurdleRateTextApplicable: optText,
  hurdleRateText: optText,
  isAdditionalReturnTextApplicable: optText,
  additionalReturnText: optText,
  tcLink: optText,
  drawDownDate: optIsoDate,
  isApplicableForDirect: optBool,
  isApplicableForDistributor: optBool,
  distributorIds: z.array(z.string()).nullish(),
  distributorDetails: z
    .object({
      distributorIds: z.array(z.string()).nullish(),
      distributors: z
        .array(z.object({ id: z.string(), arnCode: optText, name: optText, type: optText }))
        .nullish(),
    })
    .nullish(),
  fundManagerId: optText,
  fundManager: nameRefSchema.nullish(),
  trusteeId: optText,
  trustee: nameRefSchema.nullish(),
  // Always sent as null (doc 3 §3).
  performanceFee: z.null().optional(),
  placementFee: z.null().optional(),
  exitLoad: z.null().optional(),
  exitLoadApplicableTill: z.null().optional(),
  hurdleRate: z.null().optional(),
});
export type Plan = z.infer<typeof planSchema>;

/** A scheme (fund). */
export const schemeSchema = z.object({
  id: id.nullish(),
  schemeCode: optText,
  schemeName: optText,
  amcCode: optText,
  bankName: optText,
  bankBranch: optText,
  ifscCode: optText,
  bankAccountNumber: optText,
  fundCategory: optText,
  /** Default msar in the fund form. */
  fundType: z.enum(FUND_TYPES).nullish(),
  isActive: optBool,
  plans: z.array(planSchema).nullish(),
});
export type Scheme = z.infer<typeof schemeSchema>;
