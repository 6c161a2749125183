import { z } from 'zod';
import { MAX_AMOUNT, PREMIUM_PERCENT_MAX, PREMIUM_PERCENT_MIN, SETUP_FEE_PERCENT_LIMIT } from '../constants';
import {
  isDrawdownDateRequired,
  isPaperSignedFund,
  PAYMENT_MODE_REFERENCE_FIELD,
  PAYMENT_MODES,
  type FundType,
  type PaymentMode,
} from '../enums/fund';
import { formatIndianNumber } from '../format/numbers';
import { MESSAGES } from './messages';
import { optionalNumberish, optionalText, textOr, TEXT_LIMITS } from './text';

/** Cheque number / UTR, NEFT code and DD number: 6 to 22 letters or digits. */
export const PAYMENT_REFERENCE_REGEX = /^[A-Za-z0-9]{6,22}$/;

const numeric = optionalNumberish();
const flag = z.boolean().nullish();
const id = textOr(z.number(), TEXT_LIMITS.id).nullish();

/** Fields of the investment and payment step as a form holds them (numbers may still be strings). */
export const investmentFormShape = z.object({
  schemeId: id,
  planId: id,
  commitmentAmount: numeric,
  groupInvestment: flag,
  groupName: optionalText(TEXT_LIMITS.line),
  lowerTheUnits: flag,
  setupFeeType: optionalText(TEXT_LIMITS.code),
  setupFeePercentage: numeric,
  totalSetupFee: numeric,
  setupFeeTDS: numeric,
  drawDownDate: textOr(z.date(), TEXT_LIMITS.code).nullish(),
  faceValue: numeric,
  premiumPercentage: numeric,
  premiumValue: numeric,
  perUnitValue: numeric,
  noOfUnits: numeric,
  modeOfPayment: optionalText(TEXT_LIMITS.code),
  paymentRefNo: optionalText(TEXT_LIMITS.code),
  neftCode: optionalText(TEXT_LIMITS.code),
  ddNo: optionalText(TEXT_LIMITS.code),
});
export type InvestmentFormValues = z.input<typeof investmentFormShape>;

export interface InvestmentRuleContext {
  fundType: FundType | null | undefined;
  /** Minimum units of the selected series, of a group investment, and when lowered. */
  planNoOfUnits?: number | null;
  groupNoOfUnits?: number | null;
  loweredUnits?: number | null;
  /** Minimum commitment of the series; unset or 0 means no minimum. */
  minCommitmentAmount?: number | null;
  /** Maximum commitment of the series; unset or 0 means no maximum (then only the amounts' limit). */
  maxCommitmentAmount?: number | null;
}

function num(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : Number.NaN;
  const s = String(v).trim().replace(/,/g, '');
  if (s === '') return null;
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
}

function blank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/** Units the investor must at least take: group units, lowered units, else the series' units. */
export function minimumUnits(
  values: Pick<InvestmentFormValues, 'groupInvestment' | 'lowerTheUnits'>,
  ctx: InvestmentRuleContext,
): number {
  if (values.groupInvestment) return ctx.groupNoOfUnits ?? 0;
  if (values.lowerTheUnits) return ctx.loweredUnits ?? 0;
  return ctx.planNoOfUnits ?? 0;
}

/**
 * Field -> message for the investment and payment rules (doc 1 §5 "Investment step", doc 2 §5, doc 3
 * §5 "Modify Investment"). Empty object when valid.
 */
export function investmentMessages(
  values: InvestmentFormValues,
  ctx: InvestmentRuleContext,
): Partial<Record<keyof InvestmentFormValues, string>> {
  const out: Partial<Record<keyof InvestmentFormValues, string>> = {};
  if (blank(values.schemeId)) out.schemeId = MESSAGES.fundSchemeRequired;
  if (blank(values.planId)) out.planId = MESSAGES.seriesRequired;

  const commitment = num(values.commitmentAmount);
  if (commitment === null || Number.isNaN(commitment))
    out.commitmentAmount = MESSAGES.commitmentAmountRequired;
  // Group investment and Lower the Units exist to go below the series' usual size: their own unit
  // minimum applies instead of the series' minimum commitment (docs/decisions.md).
  else if (commitment > MAX_AMOUNT)
    out.commitmentAmount = MESSAGES.commitmentAmountMaximum(formatIndianNumber(MAX_AMOUNT));
  // The series' maximum holds for a group investment and lowered units too (they only go lower).
  else if (ctx.maxCommitmentAmount && commitment > ctx.maxCommitmentAmount)
    out.commitmentAmount = MESSAGES.commitmentAmountMaximum(formatIndianNumber(ctx.maxCommitmentAmount));
  else if (
    ctx.minCommitmentAmount &&
    !values.groupInvestment &&
    !values.lowerTheUnits &&
    commitment < ctx.minCommitmentAmount
  ) {
    out.commitmentAmount = MESSAGES.commitmentAmountMinimum(formatIndianNumber(ctx.minCommitmentAmount));
  }

  if (values.setupFeeType === 'yes' && !isPaperSignedFund(ctx.fundType)) {
    const pct = num(values.setupFeePercentage);
    if (pct === null || Number.isNaN(pct)) out.setupFeePercentage = MESSAGES.setupFeePercentageRequired;
    else if (pct < 0 || pct >= SETUP_FEE_PERCENT_LIMIT)
      out.setupFeePercentage = MESSAGES.setupFeePercentageLimit;
  }

  const tds = num(values.setupFeeTDS);
  if (tds !== null) {
    const total = num(values.totalSetupFee) ?? 0;
    if (Number.isNaN(tds) || tds < 0) out.setupFeeTDS = MESSAGES.tdsNonNegative;
    else if (tds > total) out.setupFeeTDS = MESSAGES.tdsAboveTotal;
  }

  if (isDrawdownDateRequired(ctx.fundType) && blank(values.drawDownDate))
    out.drawDownDate = MESSAGES.drawdownDateRequired;
  if (values.groupInvestment && blank(values.groupName)) out.groupName = MESSAGES.groupNameRequired;

  const face = num(values.faceValue);
  if (face === null) out.faceValue = MESSAGES.faceValueRequired;
  else if (Number.isNaN(face) || face < 0) out.faceValue = MESSAGES.faceValueNonNegative;

  const premiumPct = num(values.premiumPercentage);
  if (premiumPct === null) out.premiumPercentage = MESSAGES.premiumPercentageRequired;
  else if (Number.isNaN(premiumPct) || premiumPct < PREMIUM_PERCENT_MIN || premiumPct > PREMIUM_PERCENT_MAX) {
    out.premiumPercentage = MESSAGES.premiumPercentageRange;
  }
  if (num(values.premiumValue) === null) out.premiumValue = MESSAGES.premiumValueRequired;
  if (num(values.perUnitValue) === null) out.perUnitValue = MESSAGES.perUnitValueRequired;

  const units = num(values.noOfUnits);
  const minUnits = minimumUnits(values, ctx);
  if (units === null) out.noOfUnits = MESSAGES.noOfUnitsRequired;
  else if (Number.isNaN(units) || units < minUnits) out.noOfUnits = MESSAGES.noOfUnitsMinimum(minUnits);
  else if (!Number.isInteger(units)) out.noOfUnits = MESSAGES.noOfUnitsWhole;

  const mode = values.modeOfPayment ?? '';
  if (!(PAYMENT_MODES as readonly string[]).includes(mode)) {
    out.modeOfPayment = MESSAGES.modeOfPaymentInvalid;
  } else {
    const field = PAYMENT_MODE_REFERENCE_FIELD[mode as PaymentMode];
    const ref = (values[field] ?? '').trim();
    if (ref !== '' && !PAYMENT_REFERENCE_REGEX.test(ref)) {
      out[field] =
        field === 'neftCode'
          ? MESSAGES.neftCodeInvalid
          : field === 'ddNo'
            ? MESSAGES.ddNoInvalid
            : MESSAGES.chequeOrUtrInvalid;
    }
  }
  return out;
}

/** Zod form schema of the same rules, one issue per field. */
export function investmentPaymentSchema(ctx: InvestmentRuleContext) {
  return investmentFormShape.superRefine((values, zctx) => {
    for (const [path, message] of Object.entries(investmentMessages(values, ctx))) {
      zctx.addIssue({ code: 'custom', path: [path], message });
    }
  });
}

/**
 * Group investment and Lower the Units exclude each other: the message for turning `toggled` on while the
 * other is on, or null when the toggle may proceed.
 */
export function exclusiveInvestmentOptionMessage(
  values: Pick<InvestmentFormValues, 'groupInvestment' | 'lowerTheUnits'>,
  toggled: 'groupInvestment' | 'lowerTheUnits',
): string | null {
  if (toggled === 'groupInvestment' && values.lowerTheUnits) return MESSAGES.groupInvestmentExclusive;
  if (toggled === 'lowerTheUnits' && values.groupInvestment) return MESSAGES.lowerUnitsExclusive;
  return null;
}

/** Payment fields that do not belong to the mode are blanked on save; group name is empty without group investment. */
export function normalisePaymentFields<T extends InvestmentFormValues>(values: T): T {
  const keep =
    values.modeOfPayment && (PAYMENT_MODES as readonly string[]).includes(values.modeOfPayment)
      ? PAYMENT_MODE_REFERENCE_FIELD[values.modeOfPayment as PaymentMode]
      : null;
  const out = { ...values };
  for (const f of ['paymentRefNo', 'neftCode', 'ddNo'] as const) if (f !== keep) out[f] = '';
  if (!out.groupInvestment) out.groupName = '';
  return out;
}
