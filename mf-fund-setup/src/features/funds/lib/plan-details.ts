import {
  CURRENCY_LABELS,
  OPERATING_EXPENSE_TYPE_LABELS,
  PLAN_FIELD_LABELS as L,
  SETUP_FEE_TYPE_LABELS,
  YES_NO_LABELS,
  amountInWords,
  distributorOptionLabel,
  formatCurrency,
  formatDisplayDate,
  formatIndianNumber,
  isPaperSignedFund,
  type OperatingExpenseType,
  type PlanDetails,
  type SetupFeeType,
  type YesNo,
} from '@aif/contracts';

/** One line of the plan details screen: a text (null reads "-"), or chips. */
export interface PlanDetailLine {
  label: string;
  value: string | null;
  /** Applicable Distributor(s): one chip each; none reads "-". */
  chips?: string[];
  /** The value is a web address (the T&C link). */
  link?: boolean;
}

const number = (n: number | null) => (n === null ? null : formatIndianNumber(n));
const percent = (n: number | null) => (n === null ? null : `${formatIndianNumber(n)}%`);
const years = (n: number | null) => (n === null ? null : `${n} ${n === 1 ? 'year' : 'years'}`);
const yesNo = (v: string) => YES_NO_LABELS[v as YesNo] ?? v;
const amount = (n: number, plan: PlanDetails) =>
  `${formatCurrency(n, plan.currency)} (${amountInWords(n, plan.currency)})`;

/**
 * The plan details screen (doc 3 §2.7), in the specification's order; its hidden fields for msar (setup
 * fee, hurdle rate, additional return) left out. The plan fields the specification's list predates
 * (registration number, commitment bounds, minimum contribution) sit beside their kin.
 */
export function planDetailLines(plan: PlanDetails): PlanDetailLine[] {
  const msar = isPaperSignedFund(plan.scheme.fundType);
  const lines: PlanDetailLine[] = [
    { label: L.planCode, value: plan.planCode },
    { label: L.planDescription, value: plan.planDescription },
    { label: L.schemeNature, value: plan.schemeNature },
    { label: L.schemeCategory, value: plan.schemeCategory },
    { label: L.registrationNumber, value: plan.registrationNumber },
    { label: L.country, value: plan.country },
    { label: L.currency, value: CURRENCY_LABELS[plan.currency] },
    { label: L.schemeStartDate, value: formatDisplayDate(plan.schemeStartDate) || null },
    { label: L.lockInPeriod, value: years(plan.lockInPeriod) },
    { label: L.lockInExtension, value: years(plan.lockInExtension) },
    { label: L.faceValue, value: number(plan.faceValue) },
    { label: L.premiumPercentage, value: percent(plan.premiumPercentage) },
    { label: L.noOfUnits, value: number(plan.noOfUnits) },
    { label: L.groupNoOfUnits, value: number(plan.groupNoOfUnits) },
    { label: L.loweredUnits, value: number(plan.loweredUnits) },
    { label: L.minCommitmentAmount, value: amount(plan.minCommitmentAmount, plan) },
    {
      label: L.maxCommitmentAmount,
      value: plan.maxCommitmentAmount > 0 ? amount(plan.maxCommitmentAmount, plan) : 'No maximum',
    },
    { label: L.minContributionPercentage, value: percent(plan.minContributionPercentage) },
    { label: L.fundAddress1, value: plan.fundAddress1 },
    { label: L.fundAddress2, value: plan.fundAddress2 },
    { label: L.fundAddress3, value: plan.fundAddress3 },
  ];
  if (!msar) {
    const type = plan.setupFeeType as SetupFeeType | null;
    lines.push(
      { label: L.setupFeeType, value: type ? (SETUP_FEE_TYPE_LABELS[type] ?? type) : null },
      {
        label: 'Setup Fee',
        value: type === 'yes' ? percent(plan.setupFee) : type === 'other' ? plan.setupFeeInWords : null,
      },
    );
  }
  lines.push(
    { label: L.custodian, value: plan.custodian },
    { label: L.fundManagerId, value: plan.fundManager?.name ?? null },
    { label: L.trusteeId, value: plan.trustee?.name ?? null },
    { label: 'Operating Expenses Applicable', value: yesNo(plan.isoperatingExpensesApplicable) },
  );
  if (plan.isoperatingExpensesApplicable === 'yes') {
    const type = plan.operatingExpensesType as OperatingExpenseType | null;
    lines.push(
      { label: L.operatingExpensesType, value: type ? (OPERATING_EXPENSE_TYPE_LABELS[type] ?? type) : null },
      {
        label: L.operatingExpenses,
        value: type === 'percentage' ? percent(plan.operatingExpenses) : plan.operatingExpensesInWords,
      },
    );
  }
  if (!msar) {
    lines.push(
      { label: L.isHurdleRateTextApplicable, value: yesNo(plan.isHurdleRateTextApplicable) },
      {
        label: L.hurdleRateText,
        value: plan.isHurdleRateTextApplicable === 'yes' ? plan.hurdleRateText : null,
      },
      { label: L.isAdditionalReturnTextApplicable, value: yesNo(plan.isAdditionalReturnTextApplicable) },
      {
        label: L.additionalReturnText,
        value: plan.isAdditionalReturnTextApplicable === 'yes' ? plan.additionalReturnText : null,
      },
    );
  }
  lines.push(
    { label: L.tcLink, value: plan.tcLink, link: true },
    { label: L.drawDownDate, value: formatDisplayDate(plan.drawDownDate) || null },
    { label: L.isApplicableForDirect, value: plan.isApplicableForDirect ? 'Yes' : 'No' },
    {
      label: L.distributorIds,
      value: null,
      chips: plan.distributorDetails.distributors.map(distributorOptionLabel),
    },
  );
  return lines;
}
