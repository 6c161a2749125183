import { z } from 'zod';
import { PAYMENT_MODES, SETUP_FEE_TYPES } from '../enums/fund';
import { SAVE_TYPES } from '../enums/investor';
import { amount, optBool, optIsoDate, optNumber, optText } from './common';

/** Investment and payment fields of an application (doc 1 §3; doc 2 §3; doc 3 §3 Modify Investment). */
export const investmentFieldsSchema = z.object({
  commitmentAmount: amount,
  groupInvestment: optBool,
  groupName: optText,
  lowerTheUnits: optBool,
  setupFeePercentage: optNumber,
  setupFeeAmount: amount,
  setupFeeGST: amount,
  totalSetupFee: amount,
  setupFeeTDS: amount,
  netSetupFeeLessTDS: amount,
  totalAmountPayable: amount,
  contributionChequeAmount: amount,
  managementFeesRate: optNumber,
  performanceFee: optText,
  placementFee: optText,
  exitLoad: optText,
  exitLoadApplicableTill: optText,
  hurdleRate: optText,
  operatingExpenses: optNumber,
  isoperatingExpensesApplicable: optText,
  operatingExpensesType: optText,
  operatingExpensesInWords: optText,
  setupFeeType: z.enum(SETUP_FEE_TYPES).nullish(),
  setupFeeInWords: optText,
  drawDownDate: optIsoDate,
  boardMeetingDate: optIsoDate,
  faceValue: amount,
  premiumPercentage: optNumber,
  premiumValue: amount,
  perUnitValue: amount,
  noOfUnits: optNumber,
  issuanceDate: optIsoDate,
  taxRate: optNumber,
  drawDownNumber: optText,
  /** Default cheque. */
  modeOfPayment: z.enum(PAYMENT_MODES).nullish(),
  /** Cheque number or UTR. */
  paymentRefNo: optText,
  neftCode: optText,
  ddNo: optText,
  chequeDate: optIsoDate,
  paymentBankAccountNumber: optText,
  /** Spelled as in the specification. */
  paymentBankame: optText,
  paymentBankAccontType: optText,
  saveType: z.enum(SAVE_TYPES).nullish(),
});
export type InvestmentFields = z.infer<typeof investmentFieldsSchema>;

export const feeBreakdownSchema = z.object({
  feeAmount: z.number(),
  feeGst: z.number(),
  totalSetupFee: z.number(),
});
export type FeeBreakdown = z.infer<typeof feeBreakdownSchema>;
