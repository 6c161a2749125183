import type {
  Currency,
  FundType,
  OperatingExpenseType,
  PlanDetails,
  PlanInput,
  PlanListRow,
  PersonRef,
  SchemeInput,
  SetupFeeType,
} from '@aif/contracts';
import type { plans, schemes } from '../../db/schema';

/** Stored rows and how they become the contracts' answers, and back into form-shaped values for the audit. */
export type PlanRow = typeof plans.$inferSelect;
export type SchemeRow = typeof schemes.$inferSelect;
type PlanColumns = Omit<typeof plans.$inferInsert, 'id' | 'schemeId' | 'createdAt' | 'isActive'>;

const num = (v: string | null): number | null => (v === null ? null : Number(v));
const numOr0 = (v: string | null): number => (v === null ? 0 : Number(v));
const decimal = (v: number | null): string | null => (v === null ? null : String(v));

/** A normalised plan as the `plans` columns (management fee is always 0: doc 3 §3). */
export function planColumns(p: PlanInput): PlanColumns {
  return {
    planCode: p.planCode,
    planDescription: p.planDescription,
    schemeNature: p.schemeNature,
    schemeCategory: p.schemeCategory,
    registrationNumber: p.registrationNumber,
    country: p.country,
    currency: p.currency,
    schemeStartDate: p.schemeStartDate,
    lockInPeriod: decimal(p.lockInPeriod),
    lockInExtension: decimal(p.lockInExtension),
    faceValue: String(p.faceValue),
    premiumPercentage: String(p.premiumPercentage),
    noOfUnits: p.noOfUnits,
    groupNoOfUnits: p.groupNoOfUnits,
    loweredUnits: p.loweredUnits,
    fundAddress1: p.fundAddress1,
    fundAddress2: p.fundAddress2,
    fundAddress3: p.fundAddress3,
    custodian: p.custodian,
    setupFeeType: p.setupFeeType,
    setupFee: String(p.setupFee),
    setupFeeInWords: p.setupFeeInWords,
    minCommitmentAmount: String(p.minCommitmentAmount),
    maxCommitmentAmount: String(p.maxCommitmentAmount),
    minContributionPercentage: decimal(p.minContributionPercentage),
    managementFee: '0',
    isOperatingExpensesApplicable: p.isoperatingExpensesApplicable,
    operatingExpensesType: p.operatingExpensesType,
    operatingExpenses: decimal(p.operatingExpenses),
    operatingExpensesInWords: p.operatingExpensesInWords,
    isHurdleRateTextApplicable: p.isHurdleRateTextApplicable,
    hurdleRateText: p.hurdleRateText,
    isAdditionalReturnTextApplicable: p.isAdditionalReturnTextApplicable,
    additionalReturnText: p.additionalReturnText,
    tcLink: p.tcLink,
    drawDownDate: p.drawDownDate,
    fundManagerId: p.fundManagerId,
    trusteeId: p.trusteeId,
    isApplicableForDirect: p.isApplicableForDirect,
  };
}

/** A stored plan in the shape `normalisePlan` gives, so that before and after compare field by field. */
export function storedPlanInput(row: PlanRow, distributorIds: string[]): PlanInput {
  return {
    planCode: row.planCode,
    planDescription: row.planDescription,
    schemeNature: row.schemeNature ?? '',
    schemeCategory: row.schemeCategory ?? '',
    registrationNumber: row.registrationNumber,
    country: row.country,
    currency: row.currency as Currency,
    schemeStartDate: row.schemeStartDate,
    lockInPeriod: num(row.lockInPeriod),
    lockInExtension: num(row.lockInExtension),
    faceValue: numOr0(row.faceValue),
    premiumPercentage: numOr0(row.premiumPercentage),
    noOfUnits: row.noOfUnits,
    groupNoOfUnits: row.groupNoOfUnits,
    loweredUnits: row.loweredUnits,
    fundAddress1: row.fundAddress1,
    fundAddress2: row.fundAddress2,
    fundAddress3: row.fundAddress3,
    custodian: row.custodian,
    setupFeeType: row.setupFeeType as SetupFeeType | null,
    setupFee: numOr0(row.setupFee),
    setupFeeInWords: row.setupFeeInWords,
    minCommitmentAmount: numOr0(row.minCommitmentAmount),
    maxCommitmentAmount: numOr0(row.maxCommitmentAmount),
    minContributionPercentage: num(row.minContributionPercentage),
    isoperatingExpensesApplicable: row.isOperatingExpensesApplicable,
    operatingExpensesType: row.operatingExpensesType as OperatingExpenseType | null,
    operatingExpenses: num(row.operatingExpenses),
    operatingExpensesInWords: row.operatingExpensesInWords,
    isHurdleRateTextApplicable: row.isHurdleRateTextApplicable,
    hurdleRateText: row.hurdleRateText,
    isAdditionalReturnTextApplicable: row.isAdditionalReturnTextApplicable,
    additionalReturnText: row.additionalReturnText,
    tcLink: row.tcLink,
    drawDownDate: row.drawDownDate,
    fundManagerId: row.fundManagerId ?? '',
    trusteeId: row.trusteeId ?? '',
    isApplicableForDirect: row.isApplicableForDirect,
    distributorIds,
  };
}

export function storedSchemeInput(row: SchemeRow): SchemeInput {
  return {
    schemeCode: row.schemeCode,
    schemeName: row.schemeName,
    amcCode: row.amcCode,
    fundCategory: row.fundCategory as SchemeInput['fundCategory'],
    fundType: row.fundType as FundType,
    bankName: row.bankName,
    bankBranch: row.bankBranch,
    ifscCode: row.ifscCode,
    bankAccountNumber: row.bankAccountNumber,
    grievanceEmail: row.grievanceEmail,
  };
}

const comparable = (v: unknown) =>
  JSON.stringify(Array.isArray(v) ? [...(v as unknown[])].map(String).sort() : (v ?? null));

/**
 * The fields that differ, as the audit trail's before and after (JSON of those fields only); null when
 * nothing changed. Lists (the plan's distributors) compare as sets.
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
): { from: string; to: string; fields: (keyof T)[] } | null {
  const fields = (Object.keys(after) as (keyof T)[]).filter(
    (k) => comparable(before[k]) !== comparable(after[k]),
  );
  if (!fields.length) return null;
  const pick = (o: T) => Object.fromEntries(fields.map((k) => [k, o[k] ?? null]));
  return { from: JSON.stringify(pick(before)), to: JSON.stringify(pick(after)), fields };
}

/** A plan row with its signers' names, as the plans list shows it. */
export function planListRow(
  row: Pick<
    PlanRow,
    | 'id'
    | 'schemeId'
    | 'planCode'
    | 'planDescription'
    | 'currency'
    | 'setupFeeType'
    | 'setupFee'
    | 'minCommitmentAmount'
    | 'isActive'
    | 'fundManagerId'
    | 'trusteeId'
  >,
  names: { fundManagerName: string | null; trusteeName: string | null },
): PlanListRow {
  return {
    id: row.id,
    schemeId: row.schemeId,
    planCode: row.planCode,
    planDescription: row.planDescription,
    currency: row.currency as Currency,
    setupFeeType: row.setupFeeType,
    setupFee: numOr0(row.setupFee),
    minCommitmentAmount: numOr0(row.minCommitmentAmount),
    isActive: row.isActive,
    fundManager: person(row.fundManagerId, names.fundManagerName),
    trustee: person(row.trusteeId, names.trusteeName),
  };
}

export function person(id: string | null, name: string | null): PersonRef | null {
  return id && name !== null ? { id, name } : null;
}

/** Every plan field (doc 3 §2.7 plan details); the distributors come from the one mapping. */
export function planDetails(
  row: PlanRow,
  extra: Pick<PlanDetails, 'scheme' | 'distributorDetails' | 'fundManager' | 'trustee'>,
): PlanDetails {
  const p = storedPlanInput(row, extra.distributorDetails.distributorIds);
  return {
    id: row.id,
    schemeId: row.schemeId,
    scheme: extra.scheme,
    planCode: p.planCode,
    planDescription: p.planDescription,
    schemeNature: row.schemeNature,
    schemeCategory: row.schemeCategory,
    registrationNumber: p.registrationNumber,
    country: p.country,
    currency: p.currency,
    schemeStartDate: p.schemeStartDate,
    lockInPeriod: p.lockInPeriod,
    lockInExtension: p.lockInExtension,
    faceValue: p.faceValue,
    premiumPercentage: p.premiumPercentage,
    noOfUnits: p.noOfUnits,
    groupNoOfUnits: p.groupNoOfUnits,
    loweredUnits: p.loweredUnits,
    fundAddress1: p.fundAddress1,
    fundAddress2: p.fundAddress2,
    fundAddress3: p.fundAddress3,
    custodian: p.custodian,
    setupFeeType: p.setupFeeType,
    setupFee: p.setupFee,
    setupFeeInWords: p.setupFeeInWords,
    minCommitmentAmount: p.minCommitmentAmount,
    maxCommitmentAmount: p.maxCommitmentAmount,
    minContributionPercentage: p.minContributionPercentage,
    managementFee: numOr0(row.managementFee),
    isoperatingExpensesApplicable: p.isoperatingExpensesApplicable,
    operatingExpensesType: p.operatingExpensesType,
    operatingExpenses: p.operatingExpenses,
    operatingExpensesInWords: p.operatingExpensesInWords,
    isHurdleRateTextApplicable: p.isHurdleRateTextApplicable,
    hurdleRateText: p.hurdleRateText,
    isAdditionalReturnTextApplicable: p.isAdditionalReturnTextApplicable,
    additionalReturnText: p.additionalReturnText,
    tcLink: p.tcLink,
    drawDownDate: p.drawDownDate,
    isActive: row.isActive,
    isApplicableForDirect: row.isApplicableForDirect,
    isApplicableForDistributor: extra.distributorDetails.distributorIds.length > 0,
    distributorDetails: extra.distributorDetails,
    fundManagerId: row.fundManagerId,
    fundManager: extra.fundManager,
    trusteeId: row.trusteeId,
    trustee: extra.trustee,
  };
}
