/** Fund, plan and payment enumerations (0-product-decisions §2; doc 1 §3; doc 3 §3). */

export const FUND_TYPES = ['domestic', 'gift', 'msar'] as const;
export type FundType = (typeof FUND_TYPES)[number];
export const FUND_TYPE_LABELS: Record<FundType, string> = {
  domestic: 'Domestic',
  gift: 'GIFT',
  msar: 'MSAR',
};

/** msar funds are signed on paper and hide setup-fee, hurdle-rate and additional-return fields. */
export function isPaperSignedFund(fundType: FundType | null | undefined): boolean {
  return fundType === 'msar';
}
/** Drawdown date is required for domestic and gift funds only. */
export function isDrawdownDateRequired(fundType: FundType | null | undefined): boolean {
  return fundType === 'domestic' || fundType === 'gift';
}
export function isDematRequired(fundType: FundType | null | undefined): boolean {
  return fundType === 'domestic';
}

/** SEBI AIF categories; the specification does not list them. */
export const FUND_CATEGORIES = ['category_i', 'category_ii', 'category_iii'] as const;
export type FundCategory = (typeof FUND_CATEGORIES)[number];
export const FUND_CATEGORY_LABELS: Record<FundCategory, string> = {
  category_i: 'Category I',
  category_ii: 'Category II',
  category_iii: 'Category III',
};

export const CURRENCIES = ['inr', 'usd'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_LABELS: Record<Currency, string> = {
  inr: 'Indian Rupee (INR)',
  usd: 'US Dollar (USD)',
};
export const CURRENCY_SYMBOLS: Record<Currency, string> = { inr: '₹', usd: '$' };

export const PAYMENT_MODES = ['cheque', 'rtgs', 'neft', 'demand_draft'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_MODE_LABELS: Record<PaymentMode, string> = {
  cheque: 'Cheque',
  rtgs: 'RTGS',
  neft: 'NEFT',
  demand_draft: 'Demand Draft',
};
/** The one reference field kept for each mode; the others are blanked on save (doc 1 §5). */
export const PAYMENT_MODE_REFERENCE_FIELD: Record<PaymentMode, 'paymentRefNo' | 'neftCode' | 'ddNo'> = {
  cheque: 'paymentRefNo',
  rtgs: 'paymentRefNo',
  neft: 'neftCode',
  demand_draft: 'ddNo',
};

export const SETUP_FEE_TYPES = ['yes', 'other'] as const;
export type SetupFeeType = (typeof SETUP_FEE_TYPES)[number];
export const SETUP_FEE_TYPE_LABELS: Record<SetupFeeType, string> = { yes: 'Yes', other: 'Other' };

export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];
export const YES_NO_LABELS: Record<YesNo, string> = { yes: 'Yes', no: 'No' };

export const OPERATING_EXPENSE_TYPES = ['percentage', 'other'] as const;
export type OperatingExpenseType = (typeof OPERATING_EXPENSE_TYPES)[number];
export const OPERATING_EXPENSE_TYPE_LABELS: Record<OperatingExpenseType, string> = {
  percentage: 'Percentage',
  other: 'Other',
};
