import { z } from 'zod';
import { MAX_AMOUNT, PREMIUM_PERCENT_MAX, PREMIUM_PERCENT_MIN, SETUP_FEE_PERCENT_LIMIT } from '../constants';
import {
  addYearsToCalendarDate,
  calendarDateToIso,
  compareCalendarDates,
  isSunday,
  toCalendarDate,
  type CalendarDate,
} from '../dates';
import {
  CURRENCIES,
  FUND_CATEGORIES,
  FUND_TYPES,
  OPERATING_EXPENSE_TYPES,
  SETUP_FEE_TYPES,
  YES_NO,
  isDrawdownDateRequired,
  isPaperSignedFund,
  type Currency,
  type FundCategory,
  type FundType,
  type OperatingExpenseType,
  type SetupFeeType,
  type YesNo,
} from '../enums/fund';
import { formatIndianNumber } from '../format/numbers';
import { IFSC_REGEX, isValidAccountNumber } from './bank';
import { isValidEmail } from './email';
import { MESSAGES } from './messages';
import {
  LIST_LIMITS,
  list,
  optionalNumberish,
  optionalText,
  textCharactersMessage,
  textOr,
  TEXT_LIMITS,
} from './text';

/**
 * Fund setup (doc 3 §2.7, §5 "Fund and plan forms"; 0-product-decisions §2, §9): the scheme (fund) form
 * and the plan (series) form. The specification does not word their messages; these are written in its
 * voice ("{Label} is required", "Invalid {Label}") and are the same in the browser and on the server.
 */
export const FUND_SETUP_MESSAGES = {
  required: (label: string) => `${label} is required`,
  invalid: (label: string) => `Invalid ${label}`,
  wholeNumber: (label: string) => `${label} should be a whole number`,
  nonNegative: (label: string) => `${label} should be greater than or equal to 0`,
  percentageRange: (label: string) => `${label} should be between 0 and 100`,
  amountTooLarge: (label: string) =>
    `${label} should be less than or equal to ${formatIndianNumber(MAX_AMOUNT)}`,
  tooLarge: (label: string, max: number) =>
    `${label} should be less than or equal to ${formatIndianNumber(max)}`,
  maxBelowMin: 'Maximum Commitment Amount should be greater than or equal to Minimum Commitment Amount',
  setupFeeLimit: MESSAGES.setupFeePercentageLimit,
  drawdownSunday: 'Drawdown Date cannot be a Sunday',
  drawdownTooLate: (max: string) => `Drawdown Date should be on or before ${max}`,
  distributorsRequired: 'Please select at least one distributor',
  tcLinkInvalid: 'Invalid T&C Link, it should start with http:// or https://',
  grievanceEmailInvalid: 'Invalid Grievance Email ID',
  fundTypeFixed: 'Fund Type cannot be changed once the fund is created',
} as const;

/** The latest drawdown date a plan may set: five years from today (doc 3 §5 leaves the value open). */
export const PLAN_DRAWDOWN_MAX_YEARS = 5;
/** Upper bounds of the plan's whole numbers (the spec names none; the columns hold these). */
export const PLAN_UNITS_MAX = 1_000_000_000;
export const PLAN_LOCK_IN_MAX_YEARS = 99;
/** A plan may list this many distributors at most (an input cap only). */
export const PLAN_DISTRIBUTORS_MAX = LIST_LIMITS.entries * 10;

/** Codes are upper-cased (doc 3 §5: "PAN entries are upper-cased"; scheme, AMC and series codes alike). */
export const upperCode = (s: string) => s.trim().toUpperCase();

/**
 * An in-words text as it is stored (doc 3 §5 "In-words texts are sanitised before sending"): control
 * characters and markup brackets removed, runs of spaces made one, ends trimmed.
 */
export function sanitiseWords(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001F\u007F-\u009F<>{}[\]\\^`|~]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

type Messages<K extends string> = Partial<Record<K, string>>;

function blank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}
function str(v: unknown): string {
  return v === null || v === undefined ? '' : String(v).trim();
}
/** A number typed or sent: null when blank, NaN when unreadable. Indian grouping commas are accepted. */
export function fundNumber(v: unknown): number | null {
  if (blank(v)) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : Number.NaN;
  const s = String(v).trim().replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}
function oneOf<T extends string>(values: readonly T[], v: unknown): v is T {
  return typeof v === 'string' && (values as readonly string[]).includes(v);
}

// ---------------------------------------------------------------------------------------------------
// Scheme (fund) form
// ---------------------------------------------------------------------------------------------------

const textField = (max: number) => optionalText(max);

/** The scheme form as the browser holds it and the API receives it (add and edit). */
export const schemeFormShape = z.object({
  schemeCode: textField(TEXT_LIMITS.code),
  schemeName: textField(TEXT_LIMITS.line),
  amcCode: textField(TEXT_LIMITS.code),
  fundCategory: textField(TEXT_LIMITS.code),
  fundType: textField(TEXT_LIMITS.code),
  bankName: textField(TEXT_LIMITS.line),
  bankBranch: textField(TEXT_LIMITS.line),
  ifscCode: textField(TEXT_LIMITS.code),
  bankAccountNumber: textField(TEXT_LIMITS.code),
  /** 0-product-decisions §9: previews show it when the scheme has one. */
  grievanceEmail: textField(TEXT_LIMITS.email),
});
export type SchemeFormValues = z.input<typeof schemeFormShape>;

export const SCHEME_FIELD_LABELS = {
  schemeCode: 'Scheme Code',
  schemeName: 'Scheme Name',
  amcCode: 'AIF/AMC Code',
  fundCategory: 'Fund Category',
  fundType: 'Fund Type',
  bankName: 'Bank Name',
  bankBranch: 'Bank Branch',
  ifscCode: 'IFSC Code',
  bankAccountNumber: 'Bank Account Number',
  grievanceEmail: 'Grievance Email ID',
} as const satisfies Record<keyof SchemeFormValues, string>;

/** Required fields of the scheme form (doc 3 §2.7 marks these). */
export const SCHEME_REQUIRED = ['schemeCode', 'schemeName', 'fundCategory', 'fundType'] as const;

/**
 * Field -> message for the scheme form. `mode: 'edit'` is the edit rule set (doc 3 §5 "a different rule
 * set for edit and add"): the fund type is fixed once the fund exists (its plans and applications follow
 * it), so an edit must carry the stored type.
 */
export function schemeFormMessages(
  values: SchemeFormValues,
  ctx: { mode: 'add' } | { mode: 'edit'; storedFundType: FundType },
): Messages<keyof SchemeFormValues> {
  const out: Messages<keyof SchemeFormValues> = {};
  for (const f of SCHEME_REQUIRED)
    if (blank(values[f])) out[f] = FUND_SETUP_MESSAGES.required(SCHEME_FIELD_LABELS[f]);
  if (!out.fundCategory && !oneOf(FUND_CATEGORIES, values.fundCategory))
    out.fundCategory = FUND_SETUP_MESSAGES.invalid(SCHEME_FIELD_LABELS.fundCategory);
  if (!out.fundType && !oneOf(FUND_TYPES, values.fundType))
    out.fundType = FUND_SETUP_MESSAGES.invalid(SCHEME_FIELD_LABELS.fundType);
  else if (ctx.mode === 'edit' && !out.fundType && values.fundType !== ctx.storedFundType)
    out.fundType = FUND_SETUP_MESSAGES.fundTypeFixed;
  const code = str(values.schemeCode);
  if (!out.schemeCode && !/^[A-Za-z0-9][A-Za-z0-9/_-]*$/.test(code))
    out.schemeCode = FUND_SETUP_MESSAGES.invalid(SCHEME_FIELD_LABELS.schemeCode);
  const amc = str(values.amcCode);
  if (amc && !/^[A-Za-z0-9][A-Za-z0-9/_-]*$/.test(amc))
    out.amcCode = FUND_SETUP_MESSAGES.invalid(SCHEME_FIELD_LABELS.amcCode);
  const ifsc = str(values.ifscCode).toUpperCase();
  if (ifsc && !IFSC_REGEX.test(ifsc)) out.ifscCode = MESSAGES.ifscInvalidFormat;
  const account = str(values.bankAccountNumber);
  if (account && !isValidAccountNumber(account)) out.bankAccountNumber = MESSAGES.accountNumberInvalid;
  const email = str(values.grievanceEmail);
  if (email && !isValidEmail(email)) out.grievanceEmail = FUND_SETUP_MESSAGES.grievanceEmailInvalid;
  return out;
}

/** The scheme as stored: codes upper-cased, blanks null. */
export interface SchemeInput {
  schemeCode: string;
  schemeName: string;
  amcCode: string | null;
  fundCategory: FundCategory;
  fundType: FundType;
  bankName: string | null;
  bankBranch: string | null;
  ifscCode: string | null;
  bankAccountNumber: string | null;
  grievanceEmail: string | null;
}

export function normaliseScheme(values: SchemeFormValues): SchemeInput {
  const opt = (v: unknown) => str(v) || null;
  return {
    schemeCode: upperCode(str(values.schemeCode)),
    schemeName: str(values.schemeName),
    amcCode: opt(values.amcCode)?.toUpperCase() ?? null,
    fundCategory: values.fundCategory as FundCategory,
    fundType: values.fundType as FundType,
    bankName: opt(values.bankName),
    bankBranch: opt(values.bankBranch),
    ifscCode: opt(values.ifscCode)?.toUpperCase() ?? null,
    bankAccountNumber: opt(values.bankAccountNumber),
    grievanceEmail: opt(values.grievanceEmail)?.toLowerCase() ?? null,
  };
}

function withIssues<T extends z.ZodType>(
  shape: T,
  messages: (v: z.input<T>) => Record<string, string | undefined>,
) {
  return shape.superRefine((values, zctx) => {
    for (const [path, message] of Object.entries(messages(values as z.input<T>)))
      if (message) zctx.addIssue({ code: 'custom', path: [path], message });
  });
}

/** The scheme form's zod schema (one issue per field), for forms; `normaliseScheme` gives the stored value. */
export function schemeFormSchema(ctx: Parameters<typeof schemeFormMessages>[1]) {
  return withIssues(schemeFormShape, (v) => schemeFormMessages(v, ctx));
}

// ---------------------------------------------------------------------------------------------------
// Plan (series) form
// ---------------------------------------------------------------------------------------------------

const numberish = optionalNumberish();
const choice = textField(TEXT_LIMITS.code);

/** The plan form as the browser holds it and the API receives it. */
export const planFormShape = z.object({
  planCode: textField(TEXT_LIMITS.code),
  planDescription: textField(TEXT_LIMITS.line),
  schemeNature: textField(TEXT_LIMITS.line),
  schemeCategory: textField(TEXT_LIMITS.line),
  registrationNumber: textField(TEXT_LIMITS.code),
  country: textField(TEXT_LIMITS.name),
  currency: choice,
  schemeStartDate: textOr(z.date(), TEXT_LIMITS.code).nullish(),
  lockInPeriod: numberish,
  lockInExtension: numberish,
  faceValue: numberish,
  premiumPercentage: numberish,
  noOfUnits: numberish,
  groupNoOfUnits: numberish,
  loweredUnits: numberish,
  fundAddress1: textField(TEXT_LIMITS.line),
  fundAddress2: textField(TEXT_LIMITS.line),
  fundAddress3: textField(TEXT_LIMITS.line),
  custodian: textField(TEXT_LIMITS.line),
  setupFeeType: choice,
  setupFee: numberish,
  setupFeeInWords: textField(TEXT_LIMITS.words),
  minCommitmentAmount: numberish,
  maxCommitmentAmount: numberish,
  minContributionPercentage: numberish,
  isoperatingExpensesApplicable: choice,
  operatingExpensesType: choice,
  operatingExpenses: numberish,
  operatingExpensesInWords: textField(TEXT_LIMITS.words),
  isHurdleRateTextApplicable: choice,
  hurdleRateText: textField(TEXT_LIMITS.words),
  isAdditionalReturnTextApplicable: choice,
  additionalReturnText: textField(TEXT_LIMITS.words),
  tcLink: textField(TEXT_LIMITS.url),
  drawDownDate: textOr(z.date(), TEXT_LIMITS.code).nullish(),
  fundManagerId: textField(TEXT_LIMITS.id),
  trusteeId: textField(TEXT_LIMITS.id),
  isApplicableForDirect: z.boolean().nullish(),
  isApplicableForDistributor: z.boolean().nullish(),
  distributorIds: list(z.string().max(TEXT_LIMITS.id), PLAN_DISTRIBUTORS_MAX).nullish(),
});
export type PlanFormValues = z.input<typeof planFormShape>;

export const PLAN_FIELD_LABELS = {
  planCode: 'Series Number',
  planDescription: 'Series Name',
  schemeNature: 'Scheme Nature',
  schemeCategory: 'Scheme Category',
  registrationNumber: 'Registration Number',
  country: 'Country',
  currency: 'Currency',
  schemeStartDate: 'Scheme Start Date',
  lockInPeriod: 'Lock in Period (years)',
  lockInExtension: 'Lock in Extension (years)',
  faceValue: 'Face Value',
  premiumPercentage: 'Premium %',
  noOfUnits: 'No of Units',
  groupNoOfUnits: 'Group Investment No of Units',
  loweredUnits: 'Lowered Units',
  fundAddress1: 'Fund Address 1',
  fundAddress2: 'Fund Address 2',
  fundAddress3: 'Fund Address 3',
  custodian: 'Custodian',
  setupFeeType: 'Setup Fee Type',
  setupFee: 'Setup Fee Percentage',
  setupFeeInWords: 'Setup Fee (in words)',
  minCommitmentAmount: 'Minimum Commitment Amount',
  maxCommitmentAmount: 'Maximum Commitment Amount',
  minContributionPercentage: 'Minimum Contribution %',
  isoperatingExpensesApplicable: 'Operating Expense Applicable',
  operatingExpensesType: 'Operating Expense Type',
  operatingExpenses: 'Operating Expenses',
  operatingExpensesInWords: 'Operating Expenses (in words)',
  isHurdleRateTextApplicable: 'Hurdle Rate Applicable',
  hurdleRateText: 'Hurdle Rate',
  isAdditionalReturnTextApplicable: 'Additional Return Applicable',
  additionalReturnText: 'Additional Return',
  tcLink: 'T&C Link',
  drawDownDate: 'Drawdown Date',
  fundManagerId: 'Investment Manager Name',
  trusteeId: 'Trustee Name',
  isApplicableForDirect: 'Direct',
  isApplicableForDistributor: 'Distributor',
  distributorIds: 'Applicable Distributor(s)',
} as const satisfies Record<keyof PlanFormValues, string>;

export interface PlanRuleContext {
  fundType: FundType;
  /** Today in Asia/Kolkata: the drawdown date's upper bound counts from it. */
  today: CalendarDate;
}

/** Which conditional plan fields are shown (doc 3 §2.7 "Plan form conditional rules"). */
export function planFieldVisibility(values: PlanFormValues, fundType: FundType | null | undefined) {
  const msar = isPaperSignedFund(fundType);
  const opEx = values.isoperatingExpensesApplicable === 'yes';
  return {
    setupFeeType: !msar,
    setupFee: !msar && values.setupFeeType === 'yes',
    setupFeeInWords: !msar && values.setupFeeType === 'other',
    operatingExpensesType: opEx,
    operatingExpenses: opEx && values.operatingExpensesType === 'percentage',
    operatingExpensesInWords: opEx && values.operatingExpensesType === 'other',
    isHurdleRateTextApplicable: !msar,
    hurdleRateText: !msar && values.isHurdleRateTextApplicable === 'yes',
    isAdditionalReturnTextApplicable: !msar,
    additionalReturnText: !msar && values.isAdditionalReturnTextApplicable === 'yes',
    drawDownDateRequired: isDrawdownDateRequired(fundType),
    distributorIds: values.isApplicableForDistributor === true,
  };
}

/** The latest drawdown date allowed on `today`. */
export function planDrawdownMax(today: CalendarDate): CalendarDate {
  return addYearsToCalendarDate(today, PLAN_DRAWDOWN_MAX_YEARS);
}

/** Field -> message for the plan form of a fund of `ctx.fundType`. Empty when valid. */
export function planFormMessages(
  values: PlanFormValues,
  ctx: PlanRuleContext,
): Messages<keyof PlanFormValues> {
  const out: Messages<keyof PlanFormValues> = {};
  const L = PLAN_FIELD_LABELS;
  const shown = planFieldVisibility(values, ctx.fundType);
  const required = (f: keyof PlanFormValues) => {
    if (blank(values[f])) out[f] = FUND_SETUP_MESSAGES.required(L[f]);
    return !out[f];
  };
  const choiceOf = <T extends string>(f: keyof PlanFormValues, options: readonly T[]) => {
    if (required(f) && !oneOf(options, values[f])) out[f] = FUND_SETUP_MESSAGES.invalid(L[f]);
  };

  for (const f of [
    'planCode',
    'planDescription',
    'schemeNature',
    'schemeCategory',
    'fundManagerId',
    'trusteeId',
  ] as const)
    required(f);
  if (!out.planCode && !/^[A-Za-z0-9][A-Za-z0-9/_ -]*$/.test(str(values.planCode)))
    out.planCode = FUND_SETUP_MESSAGES.invalid(L.planCode);
  if (!blank(values.currency) && !oneOf(CURRENCIES, values.currency))
    out.currency = FUND_SETUP_MESSAGES.invalid(L.currency);
  if (
    !blank(values.registrationNumber) &&
    !/^[A-Za-z0-9][A-Za-z0-9/._-]*$/.test(str(values.registrationNumber))
  )
    out.registrationNumber = FUND_SETUP_MESSAGES.invalid(L.registrationNumber);
  if (!blank(values.schemeStartDate) && !toCalendarDate(values.schemeStartDate))
    out.schemeStartDate = MESSAGES.dateInvalid;

  // Numbers: whole units, non-negative amounts, percentages 0-100.
  const whole = (f: keyof PlanFormValues, isRequired: boolean, max: number) => {
    const n = fundNumber(values[f]);
    if (n === null) {
      if (isRequired) out[f] = FUND_SETUP_MESSAGES.required(L[f]);
    } else if (Number.isNaN(n) || n < 0) out[f] = FUND_SETUP_MESSAGES.nonNegative(L[f]);
    else if (!Number.isInteger(n)) out[f] = FUND_SETUP_MESSAGES.wholeNumber(L[f]);
    else if (n > max) out[f] = FUND_SETUP_MESSAGES.tooLarge(L[f], max);
  };
  const amountField = (f: keyof PlanFormValues, isRequired: boolean) => {
    const n = fundNumber(values[f]);
    if (n === null) {
      if (isRequired) out[f] = FUND_SETUP_MESSAGES.required(L[f]);
    } else if (Number.isNaN(n) || n < 0) out[f] = FUND_SETUP_MESSAGES.nonNegative(L[f]);
    else if (n > MAX_AMOUNT) out[f] = FUND_SETUP_MESSAGES.amountTooLarge(L[f]);
    else if (Math.round(n * 100) !== n * 100) out[f] = FUND_SETUP_MESSAGES.invalid(L[f]);
  };
  const percentage = (f: keyof PlanFormValues, isRequired: boolean) => {
    const n = fundNumber(values[f]);
    if (n === null) {
      if (isRequired) out[f] = FUND_SETUP_MESSAGES.required(L[f]);
    } else if (Number.isNaN(n) || n < PREMIUM_PERCENT_MIN || n > PREMIUM_PERCENT_MAX)
      out[f] = FUND_SETUP_MESSAGES.percentageRange(L[f]);
  };
  whole('lockInPeriod', false, PLAN_LOCK_IN_MAX_YEARS);
  whole('lockInExtension', false, PLAN_LOCK_IN_MAX_YEARS);
  amountField('faceValue', true);
  percentage('premiumPercentage', true);
  whole('noOfUnits', true, PLAN_UNITS_MAX);
  whole('groupNoOfUnits', true, PLAN_UNITS_MAX);
  whole('loweredUnits', true, PLAN_UNITS_MAX);
  amountField('minCommitmentAmount', true);
  amountField('maxCommitmentAmount', false);
  percentage('minContributionPercentage', false);
  const min = fundNumber(values.minCommitmentAmount);
  const max = fundNumber(values.maxCommitmentAmount);
  if (
    !out.minCommitmentAmount &&
    !out.maxCommitmentAmount &&
    min !== null &&
    max !== null &&
    max > 0 &&
    max < min
  )
    out.maxCommitmentAmount = FUND_SETUP_MESSAGES.maxBelowMin;

  if (shown.setupFeeType) choiceOf('setupFeeType', SETUP_FEE_TYPES);
  if (shown.setupFee) {
    const n = fundNumber(values.setupFee);
    if (n === null) out.setupFee = FUND_SETUP_MESSAGES.required(L.setupFee);
    else if (Number.isNaN(n) || n < 0 || n >= SETUP_FEE_PERCENT_LIMIT)
      out.setupFee = FUND_SETUP_MESSAGES.setupFeeLimit;
  }
  if (shown.setupFeeInWords && blank(values.setupFeeInWords))
    out.setupFeeInWords = FUND_SETUP_MESSAGES.required(L.setupFeeInWords);

  choiceOf('isoperatingExpensesApplicable', YES_NO);
  if (shown.operatingExpensesType) choiceOf('operatingExpensesType', OPERATING_EXPENSE_TYPES);
  if (shown.operatingExpenses) percentage('operatingExpenses', true);
  if (shown.operatingExpensesInWords && blank(values.operatingExpensesInWords))
    out.operatingExpensesInWords = FUND_SETUP_MESSAGES.required(L.operatingExpensesInWords);

  if (shown.isHurdleRateTextApplicable) choiceOf('isHurdleRateTextApplicable', YES_NO);
  if (shown.hurdleRateText && blank(values.hurdleRateText))
    out.hurdleRateText = FUND_SETUP_MESSAGES.required(L.hurdleRateText);
  if (shown.isAdditionalReturnTextApplicable) choiceOf('isAdditionalReturnTextApplicable', YES_NO);
  if (shown.additionalReturnText && blank(values.additionalReturnText))
    out.additionalReturnText = FUND_SETUP_MESSAGES.required(L.additionalReturnText);

  const tc = str(values.tcLink);
  if (tc && !/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(tc)) out.tcLink = FUND_SETUP_MESSAGES.tcLinkInvalid;

  if (blank(values.drawDownDate)) {
    if (shown.drawDownDateRequired) out.drawDownDate = MESSAGES.drawdownDateRequired;
  } else {
    const d = toCalendarDate(values.drawDownDate);
    const latest = planDrawdownMax(ctx.today);
    if (!d) out.drawDownDate = MESSAGES.dateInvalid;
    else if (isSunday(d)) out.drawDownDate = FUND_SETUP_MESSAGES.drawdownSunday;
    else if (compareCalendarDates(d, latest) > 0)
      out.drawDownDate = FUND_SETUP_MESSAGES.drawdownTooLate(
        `${String(latest.day).padStart(2, '0')}/${String(latest.month).padStart(2, '0')}/${latest.year}`,
      );
  }

  if (shown.distributorIds && !(values.distributorIds ?? []).some((x) => str(x) !== ''))
    out.distributorIds = FUND_SETUP_MESSAGES.distributorsRequired;

  for (const f of [
    'setupFeeInWords',
    'operatingExpensesInWords',
    'hurdleRateText',
    'additionalReturnText',
  ] as const) {
    const v = values[f];
    if (!out[f] && typeof v === 'string') {
      const m = textCharactersMessage(v, { multiLine: true });
      if (m) out[f] = m;
    }
  }
  return out;
}

export function planFormSchema(ctx: PlanRuleContext) {
  return withIssues(planFormShape, (v) => planFormMessages(v, ctx));
}

/** The plan as stored (doc 3 §3 Plan): hidden fields cleared, numbers parsed, texts sanitised. */
export interface PlanInput {
  planCode: string;
  planDescription: string;
  schemeNature: string;
  schemeCategory: string;
  registrationNumber: string | null;
  country: string | null;
  currency: Currency;
  schemeStartDate: string | null;
  lockInPeriod: number | null;
  lockInExtension: number | null;
  faceValue: number;
  premiumPercentage: number;
  noOfUnits: number;
  groupNoOfUnits: number;
  loweredUnits: number;
  fundAddress1: string | null;
  fundAddress2: string | null;
  fundAddress3: string | null;
  custodian: string | null;
  setupFeeType: SetupFeeType | null;
  /** 0 unless the setup fee type is yes (doc 3 §3). */
  setupFee: number;
  setupFeeInWords: string | null;
  minCommitmentAmount: number;
  /** 0: no maximum. */
  maxCommitmentAmount: number;
  minContributionPercentage: number | null;
  isoperatingExpensesApplicable: YesNo;
  operatingExpensesType: OperatingExpenseType | null;
  operatingExpenses: number | null;
  operatingExpensesInWords: string | null;
  isHurdleRateTextApplicable: YesNo;
  hurdleRateText: string | null;
  isAdditionalReturnTextApplicable: YesNo;
  additionalReturnText: string | null;
  tcLink: string | null;
  drawDownDate: string | null;
  fundManagerId: string;
  trusteeId: string;
  isApplicableForDirect: boolean;
  /** The plan's distributors (empty when Distributor is not checked). */
  distributorIds: string[];
}

/** A valid plan form (planFormMessages empty) as stored; fields the fund type or the choices hide are cleared. */
export function normalisePlan(values: PlanFormValues, fundType: FundType): PlanInput {
  const shown = planFieldVisibility(values, fundType);
  const opt = (v: unknown) => str(v) || null;
  const n = (v: unknown) => fundNumber(v) ?? 0;
  const optN = (v: unknown) => fundNumber(v);
  const words = (v: unknown) => (str(v) ? sanitiseWords(str(v)) || null : null);
  const date = (v: unknown) => {
    const d = blank(v) ? null : toCalendarDate(v);
    return d ? calendarDateToIso(d) : null;
  };
  return {
    planCode: upperCode(str(values.planCode)),
    planDescription: str(values.planDescription),
    schemeNature: str(values.schemeNature),
    schemeCategory: str(values.schemeCategory),
    registrationNumber: opt(values.registrationNumber)?.toUpperCase() ?? null,
    country: opt(values.country),
    currency: oneOf(CURRENCIES, values.currency) ? values.currency : 'inr',
    schemeStartDate: date(values.schemeStartDate),
    lockInPeriod: optN(values.lockInPeriod),
    lockInExtension: optN(values.lockInExtension),
    faceValue: n(values.faceValue),
    premiumPercentage: n(values.premiumPercentage),
    noOfUnits: n(values.noOfUnits),
    groupNoOfUnits: n(values.groupNoOfUnits),
    loweredUnits: n(values.loweredUnits),
    fundAddress1: opt(values.fundAddress1),
    fundAddress2: opt(values.fundAddress2),
    fundAddress3: opt(values.fundAddress3),
    custodian: opt(values.custodian),
    setupFeeType: shown.setupFeeType ? (values.setupFeeType as SetupFeeType) : null,
    setupFee: shown.setupFee ? n(values.setupFee) : 0,
    setupFeeInWords: shown.setupFeeInWords ? words(values.setupFeeInWords) : null,
    minCommitmentAmount: n(values.minCommitmentAmount),
    maxCommitmentAmount: n(values.maxCommitmentAmount),
    minContributionPercentage: optN(values.minContributionPercentage),
    isoperatingExpensesApplicable: values.isoperatingExpensesApplicable as YesNo,
    operatingExpensesType: shown.operatingExpensesType
      ? (values.operatingExpensesType as OperatingExpenseType)
      : null,
    operatingExpenses: shown.operatingExpenses ? n(values.operatingExpenses) : null,
    operatingExpensesInWords: shown.operatingExpensesInWords ? words(values.operatingExpensesInWords) : null,
    isHurdleRateTextApplicable: shown.isHurdleRateTextApplicable
      ? (values.isHurdleRateTextApplicable as YesNo)
      : 'no',
    hurdleRateText: shown.hurdleRateText ? words(values.hurdleRateText) : null,
    isAdditionalReturnTextApplicable: shown.isAdditionalReturnTextApplicable
      ? (values.isAdditionalReturnTextApplicable as YesNo)
      : 'no',
    additionalReturnText: shown.additionalReturnText ? words(values.additionalReturnText) : null,
    tcLink: opt(values.tcLink),
    drawDownDate: date(values.drawDownDate),
    fundManagerId: str(values.fundManagerId),
    trusteeId: str(values.trusteeId),
    isApplicableForDirect: values.isApplicableForDirect === true,
    distributorIds: shown.distributorIds
      ? [...new Set((values.distributorIds ?? []).map(str).filter(Boolean))]
      : [],
  };
}
