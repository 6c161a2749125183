import { SETUP_FEE_GST_PERCENT } from './constants';
import { divRoundHalfUp, paiseToRupees, parseDecimal, percentOfPaise, pow10, toPaise } from './money';

export interface InvestmentInput {
  /** Rupees per unit. */
  faceValue: number | string;
  premiumPercentage: number | string;
  noOfUnits: number | string;
  /** Null or absent when there is no setup fee (setup fee type other, or an msar fund). */
  setupFeePercentage?: number | string | null;
  tdsAmount?: number | string | null;
}

export interface InvestmentAmounts<T> {
  premiumValue: T;
  perUnitValue: T;
  commitmentAmount: T;
  setupFeeAmount: T;
  setupFeeGST: T;
  totalSetupFee: T;
  netSetupFeeLessTDS: T;
}

export type InvestmentComputation = InvestmentAmounts<number> & { paise: InvestmentAmounts<bigint> };

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Derived investment amounts (doc 1 §5 "Investment step"), each rounded half up to the paisa:
 * premium value = face value x premium % / 100 (per unit, rounded first, so what is shown adds up);
 * per-unit value = face value + premium value; commitment = per-unit value x units;
 * setup fee = commitment x setup fee % / 100; GST = 18 % of the setup fee; total = fee + GST;
 * net = total - TDS. Rupee results are numbers with at most 2 decimals; `paise` holds the exact integers.
 */
export function computeInvestment(input: InvestmentInput): InvestmentComputation {
  const faceValue = toPaise(input.faceValue);
  const premiumValue = percentOfPaise(faceValue, input.premiumPercentage);
  const perUnitValue = faceValue + premiumValue;
  const units = parseDecimal(input.noOfUnits);
  const commitmentAmount = divRoundHalfUp(perUnitValue * units.units, pow10(units.scale));
  const setupFeeAmount = blank(input.setupFeePercentage)
    ? 0n
    : percentOfPaise(commitmentAmount, input.setupFeePercentage as number | string);
  const setupFeeGST = percentOfPaise(setupFeeAmount, SETUP_FEE_GST_PERCENT);
  const totalSetupFee = setupFeeAmount + setupFeeGST;
  const tds = blank(input.tdsAmount) ? 0n : toPaise(input.tdsAmount as number | string);
  const netSetupFeeLessTDS = totalSetupFee - tds;

  const paise: InvestmentAmounts<bigint> = {
    premiumValue,
    perUnitValue,
    commitmentAmount,
    setupFeeAmount,
    setupFeeGST,
    totalSetupFee,
    netSetupFeeLessTDS,
  };
  return {
    premiumValue: paiseToRupees(premiumValue),
    perUnitValue: paiseToRupees(perUnitValue),
    commitmentAmount: paiseToRupees(commitmentAmount),
    setupFeeAmount: paiseToRupees(setupFeeAmount),
    setupFeeGST: paiseToRupees(setupFeeGST),
    totalSetupFee: paiseToRupees(totalSetupFee),
    netSetupFeeLessTDS: paiseToRupees(netSetupFeeLessTDS),
    paise,
  };
}

/** Setup fee breakdown for a commitment (the `feeAmount`, `feeGst`, `totalSetupFee` of the fee breakdown). */
export function setupFeeBreakdown(
  commitmentAmount: number | string,
  setupFeePercentage: number | string,
): {
  feeAmount: number;
  feeGst: number;
  totalSetupFee: number;
} {
  const fee = percentOfPaise(toPaise(commitmentAmount), setupFeePercentage);
  const gst = percentOfPaise(fee, SETUP_FEE_GST_PERCENT);
  return {
    feeAmount: paiseToRupees(fee),
    feeGst: paiseToRupees(gst),
    totalSetupFee: paiseToRupees(fee + gst),
  };
}
