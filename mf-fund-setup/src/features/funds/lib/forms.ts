import {
  FUND_TYPES,
  addSchemeBodySchema,
  normalisePlan,
  normaliseScheme,
  planFormMessages,
  planFormSchema,
  schemeFormMessages,
  schemeFormSchema,
  type AddSchemeBody,
  type CalendarDate,
  type FundType,
  type PlanDetails,
  type PlanFormValues,
  type PlanOptionsResponse,
  type SchemeDetails,
  type SchemeFormValues,
  type UpdatePlanBody,
} from '@aif/contracts';

/**
 * The fund and plan forms' values, rules and bodies. The rules are the contracts' (`schemeFormMessages`,
 * `planFormMessages`), the same the server checks each save with.
 */

/** A new plan: currency inr and country India (doc 3 §3, §9), units 0, no option chosen for the fees. */
export function planDefaults(): PlanFormValues {
  return {
    planCode: '',
    planDescription: '',
    schemeNature: '',
    schemeCategory: '',
    registrationNumber: '',
    country: 'India',
    currency: 'inr',
    schemeStartDate: '',
    lockInPeriod: '',
    lockInExtension: '',
    faceValue: '',
    premiumPercentage: '',
    noOfUnits: '0',
    groupNoOfUnits: '0',
    loweredUnits: '0',
    fundAddress1: '',
    fundAddress2: '',
    fundAddress3: '',
    custodian: '',
    setupFeeType: '',
    setupFee: '',
    setupFeeInWords: '',
    // The investment step's default minimum when no plan says otherwise (doc 3 §9).
    minCommitmentAmount: '10000000',
    maxCommitmentAmount: '',
    minContributionPercentage: '',
    isoperatingExpensesApplicable: 'no',
    operatingExpensesType: '',
    operatingExpenses: '',
    operatingExpensesInWords: '',
    isHurdleRateTextApplicable: 'no',
    hurdleRateText: '',
    isAdditionalReturnTextApplicable: 'no',
    additionalReturnText: '',
    tcLink: '',
    drawDownDate: '',
    fundManagerId: '',
    trusteeId: '',
    isApplicableForDirect: false,
    isApplicableForDistributor: false,
    distributorIds: [],
  };
}

const text = (v: string | null | undefined) => v ?? '';
const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** A stored plan as the form edits it (numbers as the text the inputs hold). */
export function planToForm(plan: PlanDetails): PlanFormValues {
  return {
    planCode: plan.planCode,
    planDescription: plan.planDescription,
    schemeNature: text(plan.schemeNature),
    schemeCategory: text(plan.schemeCategory),
    registrationNumber: text(plan.registrationNumber),
    country: text(plan.country),
    currency: plan.currency,
    schemeStartDate: text(plan.schemeStartDate),
    lockInPeriod: num(plan.lockInPeriod),
    lockInExtension: num(plan.lockInExtension),
    faceValue: num(plan.faceValue),
    premiumPercentage: num(plan.premiumPercentage),
    noOfUnits: num(plan.noOfUnits),
    groupNoOfUnits: num(plan.groupNoOfUnits),
    loweredUnits: num(plan.loweredUnits),
    fundAddress1: text(plan.fundAddress1),
    fundAddress2: text(plan.fundAddress2),
    fundAddress3: text(plan.fundAddress3),
    custodian: text(plan.custodian),
    setupFeeType: text(plan.setupFeeType),
    setupFee: plan.setupFeeType === 'yes' ? num(plan.setupFee) : '',
    setupFeeInWords: text(plan.setupFeeInWords),
    minCommitmentAmount: num(plan.minCommitmentAmount),
    // 0 is "no maximum": the field is left blank.
    maxCommitmentAmount: plan.maxCommitmentAmount > 0 ? num(plan.maxCommitmentAmount) : '',
    minContributionPercentage: num(plan.minContributionPercentage),
    isoperatingExpensesApplicable: plan.isoperatingExpensesApplicable,
    operatingExpensesType: text(plan.operatingExpensesType),
    operatingExpenses: num(plan.operatingExpenses),
    operatingExpensesInWords: text(plan.operatingExpensesInWords),
    isHurdleRateTextApplicable: plan.isHurdleRateTextApplicable,
    hurdleRateText: text(plan.hurdleRateText),
    isAdditionalReturnTextApplicable: plan.isAdditionalReturnTextApplicable,
    additionalReturnText: text(plan.additionalReturnText),
    tcLink: text(plan.tcLink),
    drawDownDate: text(plan.drawDownDate),
    fundManagerId: text(plan.fundManagerId),
    trusteeId: text(plan.trusteeId),
    isApplicableForDirect: plan.isApplicableForDirect,
    isApplicableForDistributor: plan.isApplicableForDistributor,
    distributorIds: plan.distributorDetails.distributorIds,
  };
}

/**
 * The plan as sent: `normalisePlan`'s stored form (hidden fields cleared, numbers read, in-words texts
 * sanitised, codes upper-cased) with the Distributor flag, which says the distributor list is meant.
 */
export function planBody(values: PlanFormValues, fundType: FundType): UpdatePlanBody {
  return {
    ...normalisePlan(values, fundType),
    isApplicableForDistributor: values.isApplicableForDistributor === true,
  };
}

/** The plan form's schema for a fund of `fundType` (contracts' `planFormSchema`). */
export function planSchema(fundType: FundType, today: CalendarDate) {
  return planFormSchema({ fundType, today });
}

// ---------------------------------------------------------------------------------------------------

/** A new fund: fund type msar (doc 3 §3, §9). */
export function schemeDefaults(): SchemeFormValues {
  return {
    schemeCode: '',
    schemeName: '',
    amcCode: '',
    fundCategory: '',
    fundType: 'msar',
    bankName: '',
    bankBranch: '',
    ifscCode: '',
    bankAccountNumber: '',
    grievanceEmail: '',
  };
}

export function schemeToForm(scheme: SchemeDetails): SchemeFormValues {
  return {
    schemeCode: scheme.schemeCode,
    schemeName: scheme.schemeName,
    amcCode: text(scheme.amcCode),
    fundCategory: text(scheme.fundCategory),
    fundType: scheme.fundType,
    bankName: text(scheme.bankName),
    bankBranch: text(scheme.bankBranch),
    ifscCode: text(scheme.ifscCode),
    bankAccountNumber: text(scheme.bankAccountNumber),
    grievanceEmail: text(scheme.grievanceEmail),
  };
}

/** The fund type a form's value names, or msar (the default) while it names none. */
export function fundTypeOf(value: unknown): FundType {
  return (FUND_TYPES as readonly unknown[]).includes(value) ? (value as FundType) : 'msar';
}

/** The edit fund form's schema: the scheme fields, the fund type fixed to the stored one. */
export function editSchemeSchema(storedFundType: FundType) {
  return schemeFormSchema({ mode: 'edit', storedFundType });
}

export type AddFundValues = AddSchemeBody;

/** The add fund form's schema: the scheme fields and, under `plan.`, its first plan for the chosen type. */
export function addFundSchema(today: CalendarDate) {
  return addSchemeBodySchema.superRefine((values, ctx) => {
    const messages = {
      ...prefixed('', schemeFormMessages(values, { mode: 'add' })),
      ...prefixed('plan.', planFormMessages(values.plan, { fundType: fundTypeOf(values.fundType), today })),
    };
    for (const [path, message] of Object.entries(messages))
      if (message) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  });
}

/** The one addScheme body: the scheme as stored and its first plan as sent. */
export function addFundBody(values: AddFundValues): AddSchemeBody {
  const scheme = normaliseScheme(values);
  return { ...scheme, plan: planBody(values.plan, scheme.fundType) };
}

/** The people and distributors a plan may choose, with the plan's own ones even when no longer active. */
export function withPlanChoices(options: PlanOptionsResponse, plan?: PlanDetails): PlanOptionsResponse {
  if (!plan) return options;
  const add = <T extends { id: string }>(list: T[], extra: (T | null)[]) => [
    ...list,
    ...extra.filter((e): e is T => !!e && !list.some((x) => x.id === e.id)),
  ];
  return {
    fundManagers: add(options.fundManagers, [plan.fundManager]),
    trustees: add(options.trustees, [plan.trustee]),
    distributors: add(options.distributors, plan.distributorDetails.distributors),
  };
}

// ---------------------------------------------------------------------------------------------------

function prefixed(prefix: string, messages: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(messages).map(([k, m]) => [`${prefix}${k}`, m]));
}

/** No choices yet (the options are still loading, or failed). */
export const EMPTY_PLAN_OPTIONS: PlanOptionsResponse = { fundManagers: [], trustees: [], distributors: [] };
