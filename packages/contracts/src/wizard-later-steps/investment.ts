import { z } from 'zod';
import { DEFAULT_MIN_COMMITMENT, DEFAULT_MODE_OF_PAYMENT } from '../constants';
import {
  addYearsToCalendarDate,
  calendarDateInIST,
  calendarDateToIso,
  compareCalendarDates,
  isSunday,
  toCalendarDate,
  type CalendarDate,
} from '../dates';
import type { Application } from '../entities/application';
import type { Plan } from '../entities/fund';
import { isPaperSignedFund, type FundType } from '../enums/fund';
import { computeInvestment, type InvestmentAmounts } from '../fees';
import type { Role } from '../roles';
import {
  exclusiveInvestmentOptionMessage,
  investmentFormShape,
  investmentMessages,
  normalisePaymentFields,
  type InvestmentFormValues,
  type InvestmentRuleContext,
} from '../validation/investment';
import { MESSAGES } from '../validation/messages';
import { issueAdder, isBlank, type LaterStepContext } from './context';
import { optionalNumberish, optionalText, textOr, TEXT_LIMITS } from '../validation/text';
import { LATER_STEP_MESSAGES } from './messages';

function toNumber(v: unknown): number | null {
  if (isBlank(v)) return null;
  const n = Number(typeof v === 'string' ? v.trim().replace(/,/g, '') : v);
  return Number.isFinite(n) ? n : null;
}
function toText(v: unknown): string | null {
  return isBlank(v) ? null : String(v).trim();
}

/** The series fields the investment rules read (minimum units, minimum and maximum commitment). */
export type InvestmentPlan = Pick<
  Plan,
  | 'id'
  | 'noOfUnits'
  | 'groupNoOfUnits'
  | 'loweredUnits'
  | 'minCommitmentAmount'
  | 'maxCommitmentAmount'
  | 'faceValue'
  | 'premiumPercentage'
  | 'setupFee'
  | 'setupFeeType'
  | 'setupFeeInWords'
  | 'drawDownDate'
  | 'operatingExpenses'
  | 'operatingExpensesType'
  | 'operatingExpensesInWords'
  | 'isoperatingExpensesApplicable'
  | 'isHurdleRateTextApplicable'
  | 'hurdleRateText'
  | 'isAdditionalReturnTextApplicable'
  | 'additionalReturnText'
>;

/**
 * The investment step of both flows: individual (doc 1 §5 "Investment step") and entity (doc 2 §5
 * "Investment and payment"), which state the same rules; `applicationType` says which flow saves it.
 */
export interface InvestmentStepContext extends LaterStepContext {
  /** The chosen scheme's fund type: msar hides the setup fee; domestic and gift need a drawdown date. */
  fundType: FundType | null | undefined;
  /** The chosen series as loaded; null or absent while none is loaded. */
  plan?: Partial<InvestmentPlan> | null;
  /** The application's creation instant: the drawdown date's range starts on its day (absent: not checked). */
  applicationCreatedAt?: Date | string | null;
}

/**
 * The rule context of `validation/investment.ts` for a step context: minimum units from the series (group,
 * lowered, plan), the series' minimum commitment, or 10,000,000 when no series is loaded (doc 1 §9).
 */
export function investmentRuleContext(
  ctx: Pick<InvestmentStepContext, 'fundType' | 'plan'>,
): InvestmentRuleContext {
  return {
    fundType: ctx.fundType,
    planNoOfUnits: ctx.plan?.noOfUnits ?? null,
    groupNoOfUnits: ctx.plan?.groupNoOfUnits ?? null,
    loweredUnits: ctx.plan?.loweredUnits ?? null,
    minCommitmentAmount: ctx.plan ? (ctx.plan.minCommitmentAmount ?? null) : DEFAULT_MIN_COMMITMENT,
    maxCommitmentAmount: ctx.plan?.maxCommitmentAmount ?? null,
  };
}

/** Investor and POA approver see the investment fields read-only (doc 1 §5, doc 2 §2). */
export function isInvestmentReadOnly(role: Role): boolean {
  return role === 'investor' || role === 'poaapprover';
}

/**
 * The investment fields investor and POA approver may not change ("most investment fields read-only":
 * series, scheme, fees, payment, unit count, doc 2 §5, doc 3): every input of the step except the group
 * name. The derived amounts follow from these, so they cannot change either. The server refuses a save
 * that changes one (403); the form disables them.
 */
export const INVESTMENT_LOCKED_FOR_INVESTOR_SIDE = [
  'schemeId',
  'planId',
  'groupInvestment',
  'lowerTheUnits',
  'setupFeeType',
  'setupFeePercentage',
  'setupFeeTDS',
  'drawDownDate',
  'faceValue',
  'premiumPercentage',
  'noOfUnits',
  'modeOfPayment',
  'paymentRefNo',
  'neftCode',
  'ddNo',
  'chequeDate',
  'paymentBankAccountNumber',
  'paymentBankame',
  'paymentBankAccontType',
  'contributionChequeAmount',
] as const;

/** The investment fields `role` may not change (empty for the staff who fill the step). */
export function investmentLockedFields(role: Role): readonly string[] {
  return isInvestmentReadOnly(role) ? INVESTMENT_LOCKED_FOR_INVESTOR_SIDE : [];
}

/** The setup fee applies (percentage asked, fee computed) for setup fee type yes on a fund that is not msar. */
export function hasSetupFee(
  values: Pick<InvestmentFormValues, 'setupFeeType'>,
  fundType: FundType | null | undefined,
): boolean {
  return values.setupFeeType === 'yes' && !isPaperSignedFund(fundType);
}

export type DerivedInvestment = InvestmentAmounts<number> & { paise: InvestmentAmounts<bigint> };

/**
 * The derived amounts of the step, or null while face value, premium % or units do not read as numbers.
 * Reuses `computeInvestment` (fees.ts): all arithmetic on integer paise (bigint), each product rounded
 * half up (half away from zero) to the paisa at the step that produces it, in this order:
 *   premiumValue  = round(faceValue x premium% / 100)            (per unit, rounded first)
 *   perUnitValue  = faceValue + premiumValue                      (exact)
 *   commitment    = round(perUnitValue x noOfUnits)               (units may carry decimals)
 *   setupFee      = round(commitment x setupFee% / 100)           (0 without a setup fee)
 *   GST           = round(setupFee x 18 / 100)
 *   totalSetupFee = setupFee + GST;  net = totalSetupFee - TDS    (exact)
 * Rupee results are numbers with at most 2 decimals; `paise` holds the exact integers.
 * `totalAmountPayable` is not derived (no formula in the specification, docs/decisions.md).
 */
export function deriveInvestment(
  values: Pick<
    InvestmentFormValues,
    'faceValue' | 'premiumPercentage' | 'noOfUnits' | 'setupFeeType' | 'setupFeePercentage' | 'setupFeeTDS'
  >,
  fundType: FundType | null | undefined,
): DerivedInvestment | null {
  const { faceValue, premiumPercentage, noOfUnits } = values;
  if (isBlank(faceValue) || isBlank(premiumPercentage) || isBlank(noOfUnits)) return null;
  const fee =
    hasSetupFee(values, fundType) && !isBlank(values.setupFeePercentage) ? values.setupFeePercentage : null;
  const tds = isBlank(values.setupFeeTDS) ? null : values.setupFeeTDS;
  const attempt = (withFee: boolean, withTds: boolean) => {
    try {
      return computeInvestment({
        faceValue: faceValue!,
        premiumPercentage: premiumPercentage!,
        noOfUnits: noOfUnits!,
        setupFeePercentage: withFee ? fee : null,
        tdsAmount: withTds ? tds : null,
      });
    } catch {
      return null;
    }
  };
  // An unreadable fee or TDS leaves the unit amounts derivable (their own messages say what is wrong).
  return attempt(true, true) ?? attempt(true, false) ?? attempt(false, false);
}

/** Form shape: the rule fields plus the derived amounts and the payment details saved with them. */
export const investmentStepFormSchema = investmentFormShape.extend({
  setupFeeAmount: optionalNumberish(),
  setupFeeGST: optionalNumberish(),
  netSetupFeeLessTDS: optionalNumberish(),
  setupFeeInWords: optionalText(TEXT_LIMITS.words),
  chequeDate: textOr(z.date(), TEXT_LIMITS.code).nullish(),
  paymentBankAccountNumber: optionalText(TEXT_LIMITS.code),
  paymentBankame: optionalText(TEXT_LIMITS.line),
  paymentBankAccontType: optionalText(TEXT_LIMITS.code),
  /** The contribution (cheque) amount paid with the application (doc 1 §3); optional. */
  contributionChequeAmount: optionalNumberish(),
});
export type InvestmentStepInput = z.input<typeof investmentStepFormSchema>;

/** What the step saves (amounts in rupees with at most 2 decimals, dates 'YYYY-MM-DD'). */
export interface InvestmentStepValues {
  schemeId: string | null;
  planId: string | null;
  commitmentAmount: number | null;
  groupInvestment: boolean;
  groupName: string;
  lowerTheUnits: boolean;
  setupFeeType: 'yes' | 'other' | null;
  setupFeePercentage: number | null;
  setupFeeAmount: number | null;
  setupFeeGST: number | null;
  totalSetupFee: number | null;
  setupFeeTDS: number | null;
  netSetupFeeLessTDS: number | null;
  setupFeeInWords: string | null;
  drawDownDate: string | null;
  faceValue: number | null;
  premiumPercentage: number | null;
  premiumValue: number | null;
  perUnitValue: number | null;
  noOfUnits: number | null;
  modeOfPayment: 'cheque' | 'rtgs' | 'neft' | 'demand_draft';
  paymentRefNo: string;
  neftCode: string;
  ddNo: string;
  chequeDate: string | null;
  paymentBankAccountNumber: string | null;
  paymentBankame: string | null;
  paymentBankAccontType: string | null;
  /** Rupees, at most 2 decimals; null when not given. */
  contributionChequeAmount: number | null;
  /**
   * Copied from the chosen series, never from the client (`seriesTerms`): operating expenses (the
   * number for type percentage, the words otherwise) and the hurdle rate text (not for msar funds).
   */
  isoperatingExpensesApplicable: 'yes' | 'no' | null;
  operatingExpensesType: string | null;
  operatingExpenses: number | null;
  operatingExpensesInWords: string | null;
  hurdleRate: string | null;
}

/** The terms of a series the application keeps with its investment (doc 1 §3, doc 3 §2.7 rules). */
export function seriesTerms(
  plan: Partial<InvestmentPlan> | null | undefined,
  fundType: FundType | null | undefined,
): Pick<
  InvestmentStepValues,
  | 'isoperatingExpensesApplicable'
  | 'operatingExpensesType'
  | 'operatingExpensesInWords'
  | 'operatingExpenses'
  | 'hurdleRate'
> {
  const flag = plan?.isoperatingExpensesApplicable;
  const applicable = flag === 'yes';
  const percentage = applicable && plan?.operatingExpensesType === 'percentage';
  const hurdle =
    plan?.isHurdleRateTextApplicable === 'yes' && !isPaperSignedFund(fundType)
      ? toText(plan.hurdleRateText)
      : null;
  return {
    isoperatingExpensesApplicable: flag === 'yes' || flag === 'no' ? flag : null,
    operatingExpensesType: applicable ? toText(plan?.operatingExpensesType) : null,
    operatingExpenses: percentage ? toNumber(plan?.operatingExpenses) : null,
    operatingExpensesInWords: applicable && !percentage ? toText(plan?.operatingExpensesInWords) : null,
    hurdleRate: hurdle,
  };
}

/**
 * The investment fields the chosen series decides (doc 1 §4: "series selection fills fees, face value,
 * premium ..."): the unit price (face value, premium %) and the setup fee (type, % or words). The form
 * shows them read-only; the server takes them from the stored series at every save of the step, whatever
 * the client sends (a client cannot price its own units), and derives every amount from them.
 */
export const SERIES_DECIDED_INVESTMENT_FIELDS = [
  'faceValue',
  'premiumPercentage',
  'setupFeeType',
  'setupFeePercentage',
  'setupFeeInWords',
] as const;

export type SeriesPricing = Pick<InvestmentStepInput, (typeof SERIES_DECIDED_INVESTMENT_FIELDS)[number]>;

/** The series' price and setup fee as the step's values (all null without a series). */
export function seriesPricing(plan: Partial<InvestmentPlan> | null | undefined): SeriesPricing {
  if (!plan)
    return {
      faceValue: null,
      premiumPercentage: null,
      setupFeeType: null,
      setupFeePercentage: null,
      setupFeeInWords: null,
    };
  return {
    faceValue: plan.faceValue ?? null,
    premiumPercentage: plan.premiumPercentage ?? null,
    setupFeeType: plan.setupFeeType ?? null,
    setupFeePercentage: plan.setupFeeType === 'yes' ? (plan.setupFee ?? null) : null,
    setupFeeInWords: plan.setupFeeInWords ?? null,
  };
}

/** The contribution amount's own message: not a number or negative, or above the commitment. */
export function contributionAmountMessage(value: unknown, commitmentAmount: unknown): string | null {
  if (isBlank(value)) return null;
  const text = String(value).trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return LATER_STEP_MESSAGES.contributionAmountInvalid;
  const n = Number(text);
  if (n < 0) return LATER_STEP_MESSAGES.contributionAmountNegative;
  const commitment = toNumber(commitmentAmount);
  if (commitment !== null && n > commitment) return LATER_STEP_MESSAGES.contributionAmountAboveCommitment;
  return null;
}

/**
 * The drawdown date's range (0-product-decisions §12): the application's creation day (Asia/Kolkata) to
 * the same day a year later, both included; null when the creation instant is not known.
 */
export function drawdownDateRange(
  applicationCreatedAt: Date | string | null | undefined,
): { min: CalendarDate; max: CalendarDate } | null {
  if (!applicationCreatedAt) return null;
  const instant = new Date(applicationCreatedAt);
  if (Number.isNaN(instant.getTime())) return null;
  const min = calendarDateInIST(instant);
  return { min, max: addYearsToCalendarDate(min, 1) };
}

/**
 * The drawdown date's own message: unreadable 'Invalid Date', a Sunday 'Sundays are not allowed', before
 * the creation day or more than a year after it.
 */
export function drawdownDateMessage(
  value: unknown,
  applicationCreatedAt?: Date | string | null,
): string | null {
  if (isBlank(value)) return null;
  const d = toCalendarDate(value);
  if (!d) return MESSAGES.dateInvalid;
  if (isSunday(d)) return LATER_STEP_MESSAGES.drawdownDateSunday;
  const range = drawdownDateRange(applicationCreatedAt);
  if (range && compareCalendarDates(d, range.min) < 0) return LATER_STEP_MESSAGES.drawdownDateBeforeCreation;
  if (range && compareCalendarDates(d, range.max) > 0) return LATER_STEP_MESSAGES.drawdownDateAfterOneYear;
  return null;
}

/** Weekdays the drawdown date picker disables (0 = Sunday), for the date field's `disabledWeekdays`. */
export const DRAWDOWN_DISABLED_WEEKDAYS: readonly number[] = [0];

/** Field -> message of the whole step: the rules of `investmentMessages` on the derived amounts, plus the drawdown date. */
export function investmentStepMessages(
  values: InvestmentStepInput,
  ctx: InvestmentStepContext,
): Partial<Record<keyof InvestmentStepInput, string>> {
  const merged = withDerived(values, ctx.fundType);
  const out: Partial<Record<keyof InvestmentStepInput, string>> = investmentMessages(
    merged,
    investmentRuleContext(ctx),
  );
  if (!out.drawDownDate) {
    const m = drawdownDateMessage(values.drawDownDate, ctx.applicationCreatedAt);
    if (m) out.drawDownDate = m;
  }
  const contribution = contributionAmountMessage(values.contributionChequeAmount, merged.commitmentAmount);
  if (contribution) out.contributionChequeAmount = contribution;
  return out;
}

function withDerived(input: InvestmentStepInput, fundType: FundType | null | undefined): InvestmentStepInput {
  // msar funds hide the setup fee and its TDS (0-product-decisions §2).
  const values = isPaperSignedFund(fundType)
    ? { ...input, setupFeePercentage: null, setupFeeTDS: null }
    : input;
  const d = deriveInvestment(values, fundType);
  if (!d) return values;
  return {
    ...values,
    premiumValue: d.premiumValue,
    perUnitValue: d.perUnitValue,
    commitmentAmount: d.commitmentAmount,
    setupFeeAmount: d.setupFeeAmount,
    setupFeeGST: d.setupFeeGST,
    totalSetupFee: d.totalSetupFee,
    netSetupFeeLessTDS: d.netSetupFeeLessTDS,
  };
}

const toIso = (v: unknown): string | null => {
  const d = toCalendarDate(v);
  return d ? calendarDateToIso(d) : null;
};

/**
 * The investment and payment step (doc 1 §5, doc 2 §5). Parsing derives premium value, per-unit value,
 * commitment, setup fee, GST, total and net (`deriveInvestment`), checks every rule against the derived
 * values, and gives the values to save: the payment fields of other modes blanked, the group name empty
 * without group investment, the setup fee cleared when it does not apply.
 */
export function investmentStepSchema(ctx: InvestmentStepContext) {
  return investmentStepFormSchema
    .superRefine((values, zctx) => {
      const add = issueAdder(zctx);
      for (const [path, message] of Object.entries(investmentStepMessages(values, ctx))) add([path], message);
    })
    .transform((values): InvestmentStepValues => {
      const v = normalisePaymentFields(withDerived(values, ctx.fundType));
      const fee = hasSetupFee(v, ctx.fundType);
      return {
        schemeId: toText(v.schemeId),
        planId: toText(v.planId),
        commitmentAmount: toNumber(v.commitmentAmount),
        groupInvestment: v.groupInvestment === true,
        groupName: (v.groupName ?? '').trim(),
        lowerTheUnits: v.lowerTheUnits === true,
        setupFeeType: v.setupFeeType === 'yes' || v.setupFeeType === 'other' ? v.setupFeeType : null,
        setupFeePercentage: fee ? toNumber(v.setupFeePercentage) : null,
        setupFeeAmount: toNumber(v.setupFeeAmount),
        setupFeeGST: toNumber(v.setupFeeGST),
        totalSetupFee: toNumber(v.totalSetupFee),
        setupFeeTDS: toNumber(v.setupFeeTDS),
        netSetupFeeLessTDS: toNumber(v.netSetupFeeLessTDS),
        setupFeeInWords: toText(v.setupFeeInWords),
        drawDownDate: toIso(v.drawDownDate),
        faceValue: toNumber(v.faceValue),
        premiumPercentage: toNumber(v.premiumPercentage),
        premiumValue: toNumber(v.premiumValue),
        perUnitValue: toNumber(v.perUnitValue),
        noOfUnits: toNumber(v.noOfUnits),
        modeOfPayment: v.modeOfPayment as InvestmentStepValues['modeOfPayment'],
        paymentRefNo: (v.paymentRefNo ?? '').trim(),
        neftCode: (v.neftCode ?? '').trim(),
        ddNo: (v.ddNo ?? '').trim(),
        chequeDate: toIso(v.chequeDate),
        paymentBankAccountNumber: toText(v.paymentBankAccountNumber),
        paymentBankame: toText(v.paymentBankame),
        paymentBankAccontType: toText(v.paymentBankAccontType),
        contributionChequeAmount: toNumber(v.contributionChequeAmount),
        ...seriesTerms(ctx.plan, ctx.fundType),
      };
    });
}

// --- Transitions (doc 1 §4 "Scheme selection", "Group investment and Lower the Units").

/** Fields a scheme change resets and a series change refills. */
const DEPENDENT_FIELDS = [
  'planId',
  'commitmentAmount',
  'groupInvestment',
  'groupName',
  'lowerTheUnits',
  'setupFeeType',
  'setupFeePercentage',
  'setupFeeAmount',
  'setupFeeGST',
  'totalSetupFee',
  'setupFeeTDS',
  'netSetupFeeLessTDS',
  'setupFeeInWords',
  'drawDownDate',
  'faceValue',
  'premiumPercentage',
  'premiumValue',
  'perUnitValue',
  'noOfUnits',
] as const;

/** Choosing a scheme resets every dependent field (series, fees, amounts, units, drawdown). */
export function onSchemeChange<T extends InvestmentStepInput>(values: T, schemeId: string | null): T {
  const out: InvestmentStepInput = { ...values, schemeId };
  for (const f of DEPENDENT_FIELDS)
    (out as Record<string, unknown>)[f] = f === 'groupInvestment' || f === 'lowerTheUnits' ? false : null;
  out.groupName = '';
  return out as T;
}

/**
 * Choosing a series fills fees, face value, premium, units and drawdown date from it, then the derived
 * amounts (group investment and lower the units start off).
 */
export function onSeriesChange<T extends InvestmentStepInput>(
  values: T,
  plan: Partial<InvestmentPlan> & { id?: string | null },
  fundType: FundType | null | undefined,
): T {
  const base = onSchemeChange(values, values.schemeId == null ? null : String(values.schemeId));
  const filled: InvestmentStepInput = {
    ...base,
    planId: plan.id ?? null,
    ...seriesPricing(plan),
    noOfUnits: plan.noOfUnits ?? null,
    drawDownDate: plan.drawDownDate ?? null,
    modeOfPayment: values.modeOfPayment ?? DEFAULT_MODE_OF_PAYMENT,
  };
  return withDerived(filled, fundType) as T;
}

/**
 * Turning Group investment or Lower the Units on while the other is on is refused with the
 * specification's message; otherwise the toggle applies (turning group investment off empties the name).
 */
export function toggleInvestmentOption<T extends InvestmentStepInput>(
  values: T,
  option: 'groupInvestment' | 'lowerTheUnits',
  on: boolean,
): { values: T; message: string | null } {
  if (on) {
    const message = exclusiveInvestmentOptionMessage(values, option);
    if (message) return { values, message };
  }
  const next: T = { ...values, [option]: on };
  if (option === 'groupInvestment' && !on) next.groupName = '';
  return { values: next, message: null };
}

/**
 * The step's form values as the application stores them: what the investment form loads, and what the
 * send's completeness check parses with the step's schema.
 */
export function investmentStepDefaults(app: Partial<Application>): InvestmentStepInput {
  return {
    schemeId: app.schemeId ?? app.scheme?.id ?? null,
    planId: app.planId ?? app.plan?.id ?? null,
    commitmentAmount: app.commitmentAmount ?? null,
    groupInvestment: app.groupInvestment === true,
    groupName: app.groupName ?? '',
    lowerTheUnits: app.lowerTheUnits === true,
    setupFeeType: app.setupFeeType ?? null,
    setupFeePercentage: app.setupFeePercentage ?? null,
    setupFeeAmount: app.setupFeeAmount ?? null,
    setupFeeGST: app.setupFeeGST ?? null,
    totalSetupFee: app.totalSetupFee ?? null,
    setupFeeTDS: app.setupFeeTDS ?? null,
    netSetupFeeLessTDS: app.netSetupFeeLessTDS ?? null,
    setupFeeInWords: app.setupFeeInWords ?? null,
    drawDownDate: app.drawDownDate ?? null,
    faceValue: app.faceValue ?? null,
    premiumPercentage: app.premiumPercentage ?? null,
    premiumValue: app.premiumValue ?? null,
    perUnitValue: app.perUnitValue ?? null,
    noOfUnits: app.noOfUnits ?? null,
    modeOfPayment: app.modeOfPayment ?? DEFAULT_MODE_OF_PAYMENT,
    paymentRefNo: app.paymentRefNo ?? '',
    neftCode: app.neftCode ?? '',
    ddNo: app.ddNo ?? '',
    chequeDate: app.chequeDate ?? null,
    paymentBankAccountNumber: app.paymentBankAccountNumber ?? '',
    paymentBankame: app.paymentBankame ?? '',
    paymentBankAccontType: app.paymentBankAccontType ?? '',
    contributionChequeAmount: app.contributionChequeAmount ?? null,
  };
}
