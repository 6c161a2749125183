import {
  FUND_TYPE_LABELS,
  amountInWords,
  computeInvestment,
  formatCurrency,
  setupFeeBreakdown,
  type Currency,
} from '@aif/contracts';
import type { applications, plans, schemes } from '../../db/schema';
import type { LaterStepData } from './later-steps';
import type { FieldValue, PdfBlock, PdfField } from './render';

type AppRow = typeof applications.$inferSelect;

function money(amount: number | null | undefined, currency: Currency): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  return formatCurrency(amount, currency).replace('₹', 'INR').replace('$', 'USD');
}

const num = (v: FieldValue): number | null => {
  if (v === null || v === undefined || v === '' || typeof v === 'boolean') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * The investment step as saved (applications.investment); what was not saved is derived from the
 * commitment and the plan with contracts' fee arithmetic (setup fee, 18 % GST, total, net of TDS).
 */
export function investmentBlocks(
  app: AppRow,
  scheme: typeof schemes.$inferSelect | undefined,
  plan: typeof plans.$inferSelect | undefined,
  currency: Currency,
  later: LaterStepData,
): PdfBlock[] {
  const v = later.investment;
  const commitment = app.commitmentAmount === null ? null : Number(app.commitmentAmount);
  const msar = scheme?.fundType === 'msar';
  const faceValue = num(v.faceValue) ?? (plan ? Number(plan.faceValue) : null);
  const premiumPercentage = num(v.premiumPercentage) ?? (plan ? Number(plan.premiumPercentage) : null);
  const feeApplies = !msar && (v.setupFeeType ?? plan?.setupFeeType) === 'yes';
  const setupFeePercentage = feeApplies
    ? (num(v.setupFeePercentage) ?? (plan ? Number(plan.setupFee) : null))
    : null;
  const tds = num(v.setupFeeTDS) ?? 0;
  let units = num(v.noOfUnits);
  let perUnit = num(v.perUnitValue);
  let premiumValue = num(v.premiumValue);
  if (faceValue !== null && premiumPercentage !== null) {
    const one = computeInvestment({ faceValue, premiumPercentage, noOfUnits: 1 });
    perUnit ??= one.perUnitValue;
    premiumValue ??= one.premiumValue;
    if (units === null && commitment !== null && one.perUnitValue > 0)
      units = Math.floor(commitment / one.perUnitValue);
  }
  const fee =
    commitment !== null && setupFeePercentage !== null
      ? setupFeeBreakdown(commitment, setupFeePercentage)
      : null;
  const feeAmount = num(v.setupFeeAmount) ?? fee?.feeAmount ?? null;
  const feeGst = num(v.setupFeeGST) ?? fee?.feeGst ?? null;
  const totalFee = num(v.totalSetupFee) ?? fee?.totalSetupFee ?? null;
  const net =
    num(v.netSetupFeeLessTDS) ?? (totalFee !== null ? Math.round((totalFee - tds) * 100) / 100 : null);
  const fields: PdfField[] = [
    { label: 'Fund Scheme', value: scheme?.schemeName },
    { label: 'Series', value: plan ? `${plan.planCode} - ${plan.planDescription}` : null },
    {
      label: 'Fund Type',
      value: scheme ? FUND_TYPE_LABELS[scheme.fundType as keyof typeof FUND_TYPE_LABELS] : null,
    },
    { label: 'Currency', value: currency.toUpperCase() },
    { label: 'Group Investment', value: v.groupInvestment ?? false },
    { label: 'Group Name', value: v.groupInvestment ? v.groupName : null },
    { label: 'Lower the Units', value: v.lowerTheUnits ?? false },
    { label: 'Number of Units', value: units },
    { label: 'Commitment Amount', value: money(commitment, currency) },
    { label: 'Face Value', value: money(faceValue, currency) },
    {
      label: 'Commitment Amount in Words',
      value: commitment !== null ? amountInWords(commitment, currency) : null,
      wide: true,
    },
    { label: 'Premium %', value: premiumPercentage !== null ? `${premiumPercentage}%` : null },
    { label: 'Premium Value (per unit)', value: money(premiumValue, currency) },
    { label: 'Per Unit Value', value: money(perUnit, currency) },
  ];
  if (!msar) {
    fields.push(
      {
        label: 'Setup Fee',
        value: feeApplies
          ? setupFeePercentage !== null
            ? `${setupFeePercentage}%`
            : null
          : ((v.setupFeeInWords as string | null | undefined) ?? null),
      },
      { label: 'Setup Fee Amount', value: money(feeAmount, currency) },
      { label: 'GST on Setup Fee (18%)', value: money(feeGst, currency) },
      { label: 'Total Setup Fee', value: money(totalFee, currency) },
      { label: 'TDS', value: money(tds, currency) },
      { label: 'Net Setup Fee less TDS', value: money(net, currency) },
      {
        label: 'Total Setup Fee in Words',
        value: totalFee !== null ? amountInWords(totalFee, currency) : null,
        wide: true,
      },
      { label: 'Drawdown Date', value: (v.drawDownDate as string | null | undefined) ?? plan?.drawDownDate },
    );
  }
  const mode = v.modeOfPayment as string | null | undefined;
  fields.push(
    { label: 'Mode of Payment', value: mode },
    { label: 'Cheque / UTR No.', value: mode === 'cheque' || mode === 'rtgs' ? v.paymentRefNo : null },
    { label: 'NEFT Code', value: mode === 'neft' ? v.neftCode : null },
    { label: 'DD No.', value: mode === 'demand_draft' ? v.ddNo : null },
    { label: 'Cheque Date', value: v.chequeDate },
    { label: 'Payment Bank', value: v.paymentBankame },
    { label: 'Payment Account Number', value: v.paymentBankAccountNumber },
    { label: 'Payment Account Type', value: v.paymentBankAccontType },
  );
  return [{ kind: 'fields', fields }];
}
