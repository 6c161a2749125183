/** Bank account types (doc 1 §3). */
export const STANDARD_ACCOUNT_TYPES = ['Current', 'Savings'] as const;
export const NRI_ACCOUNT_TYPES = ['NRE', 'NRO', 'FCNR'] as const;
export const ACCOUNT_TYPES = [...STANDARD_ACCOUNT_TYPES, ...NRI_ACCOUNT_TYPES] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  Current: 'Current',
  Savings: 'Savings',
  NRE: 'NRE',
  NRO: 'NRO',
  FCNR: 'FCNR',
};

/** FCNR accounts need no IFSC and no penny drop; they carry SWIFT (required), IBAN and CIF. */
export function isFcnr(accountType: string | null | undefined): boolean {
  return accountType === 'FCNR';
}

export function accountTypesFor(isNri: boolean): readonly AccountType[] {
  return isNri ? NRI_ACCOUNT_TYPES : STANDARD_ACCOUNT_TYPES;
}
