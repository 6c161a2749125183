import { z } from 'zod';
import { id, optBool, optText } from './common';

export const bankSchema = z.object({
  id: id.nullish(),
  ifscCode: optText,
  bankAccountNumber: optText,
  /** Current, Savings; NRE, NRO, FCNR for NRI. */
  bankAccountType: optText,
  bankName: optText,
  bankBranch: optText,
  defaultBankAccount: optBool,
  isActive: optBool,
  pennydropCheck: optBool,
  pennydropVerified: optBool,
  address1: optText,
  address2: optText,
  address3: optText,
  micrCode: optText,
  swiftCode: optText,
  ibanNumber: optText,
  cif: optText,
  status: optText,
});
export type Bank = z.infer<typeof bankSchema>;

/** GET /onboarding/ifsc/{ifsc} response (doc 1 §7). */
export const ifscLookupSchema = z.object({
  BankName: z.string(),
  BankCity: optText,
  BankAdd1: optText,
  BankAdd2: optText,
  BankAdd3: optText,
  MicrNo: optText,
});
export type IfscLookup = z.infer<typeof ifscLookupSchema>;
