import { z } from 'zod';
import { MAX_BANKS } from '../constants';
import type { Bank, IfscLookup } from '../entities/bank';
import {
  accountTypesFor,
  isFcnr,
  NRI_ACCOUNT_TYPES,
  STANDARD_ACCOUNT_TYPES,
  type AccountType,
} from '../enums/bank';
import { FREE_ACCOUNT_TYPE_INVESTOR_TYPES, type EntityInvestorType } from '../enums/investor';
import type { Role } from '../roles';
import {
  accountNumberSchema,
  bankVerifyMessage,
  ifscSchema,
  IFSC_REGEX,
  optionalSwiftSchema,
  swiftSchema,
} from '../validation/bank';
import { MESSAGES } from '../validation/messages';
import { issueAdder, messageOf, optionalFlag, trimmed, type LaterStepContext } from './context';
import { list, LIST_LIMITS, optionalText, TEXT_LIMITS } from '../validation/text';
import { LATER_STEP_MESSAGES } from './messages';

export interface BankStepContext extends LaterStepContext {
  /** Individual: the first applicant's residential status is NRI (NRE, NRO and FCNR accounts). */
  isNri?: boolean;
  /** Entity: the applicant's investor type (HUF and trusts choose Current or Savings; others Current). */
  entityInvestorType?: EntityInvestorType | string | null;
}

/** One bank as the form holds it. */
export const bankFormSchema = z.object({
  id: optionalText(TEXT_LIMITS.id),
  ifscCode: optionalText(TEXT_LIMITS.code),
  bankAccountNumber: optionalText(TEXT_LIMITS.code),
  bankAccountType: optionalText(TEXT_LIMITS.code),
  bankName: optionalText(TEXT_LIMITS.line),
  bankBranch: optionalText(TEXT_LIMITS.line),
  defaultBankAccount: optionalFlag,
  isActive: optionalFlag,
  pennydropCheck: optionalFlag,
  pennydropVerified: optionalFlag,
  address1: optionalText(TEXT_LIMITS.line),
  address2: optionalText(TEXT_LIMITS.line),
  address3: optionalText(TEXT_LIMITS.line),
  micrCode: optionalText(TEXT_LIMITS.code),
  swiftCode: optionalText(TEXT_LIMITS.code),
  ibanNumber: optionalText(TEXT_LIMITS.code),
  cif: optionalText(TEXT_LIMITS.code),
  status: optionalText(TEXT_LIMITS.code),
});
export type BankFormValues = z.input<typeof bankFormSchema>;

export const bankStepFormSchema = z.object({ banks: list(bankFormSchema, LIST_LIMITS.people).nullish() });
export type BankStepInput = z.input<typeof bankStepFormSchema>;
export interface BankStepValues {
  banks: Bank[];
}

const isActiveBank = (b: { isActive?: boolean | null }) => b.isActive !== false;

/** Investor and POA approver see banks read-only: no add, remove or verify (doc 1 §6). */
export function isBankStepReadOnly(role: Role): boolean {
  return role === 'investor' || role === 'poaapprover';
}

/** Entities other than HUF and trusts have their account type fixed to Current (doc 2 §2, §5). */
export function isAccountTypeFixed(
  ctx: Pick<BankStepContext, 'applicationType' | 'entityInvestorType'>,
): boolean {
  return (
    ctx.applicationType === 'non_individual' &&
    !(FREE_ACCOUNT_TYPE_INVESTOR_TYPES as readonly string[]).includes(ctx.entityInvestorType ?? '')
  );
}

/** The account types offered: Current/Savings; NRE/NRO/FCNR for an NRI; Current only for most entities. */
export function allowedAccountTypes(
  ctx: Pick<BankStepContext, 'applicationType' | 'entityInvestorType' | 'isNri'>,
): readonly AccountType[] {
  if (ctx.applicationType === 'non_individual')
    return isAccountTypeFixed(ctx) ? ['Current'] : STANDARD_ACCOUNT_TYPES;
  return accountTypesFor(!!ctx.isNri);
}

/** The account type a new bank starts with: Current for entities, none for individuals. */
export function defaultAccountType(ctx: Pick<BankStepContext, 'applicationType'>): AccountType | '' {
  return ctx.applicationType === 'non_individual' ? 'Current' : '';
}

/** A bank needs penny drop verification unless it is an FCNR account (doc 1 §5). */
export function needsPennyDrop(bank: Pick<BankFormValues, 'bankAccountType'>): boolean {
  return !isFcnr(trimmed(bank.bankAccountType));
}

/**
 * The Verify button's check for one bank (`index` 0 for the first): 'Please fill all the required(*)
 * fields in 1st Bank Account Details', 'Invalid IFSC Code in 2nd Bank Account Details', 'Please enter
 * valid Account Number in 1st Bank Account Details'; null when the penny drop may be called.
 */
export function bankVerifyCheck(
  bank: Pick<BankFormValues, 'ifscCode' | 'bankAccountNumber' | 'bankAccountType'>,
  index: number,
): string | null {
  return bankVerifyMessage(bank, index + 1);
}

/**
 * Field messages of the active banks by path ('banks.0.ifscCode'; 'banks' for the rules on the whole list:
 * maximum 2, exactly one default, all verified). "Verified" means the penny drop was run
 * (`pennydropCheck`): a default bank whose penny drop failed may still be saved, and then needs bank
 * account proof in document details (doc 1 §5 "Documents", §8).
 */
export function bankStepMessages(values: BankStepInput, ctx: BankStepContext): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (path: (string | number)[], message: string | null | undefined) => {
    const key = path.join('.');
    if (message && !(key in out)) out[key] = message;
  };
  const banks = values.banks ?? [];
  const activeIdx = banks.map((b, i) => (isActiveBank(b) ? i : -1)).filter((i) => i >= 0);
  if (activeIdx.length > MAX_BANKS) put(['banks'], LATER_STEP_MESSAGES.maxBanks(MAX_BANKS));

  const allowed = allowedAccountTypes(ctx);
  const fixed = isAccountTypeFixed(ctx);
  const accounts = new Set<string>();
  for (const i of activeIdx) {
    const b = banks[i]!;
    const type = fixed ? 'Current' : trimmed(b.bankAccountType);
    const fcnr = isFcnr(type);
    if (type === '') put(['banks', i, 'bankAccountType'], LATER_STEP_MESSAGES.accountTypeRequired);
    else if (!(allowed as readonly string[]).includes(type))
      put(['banks', i, 'bankAccountType'], LATER_STEP_MESSAGES.accountTypeInvalid);
    if (fixed && trimmed(b.bankAccountType) !== '' && trimmed(b.bankAccountType) !== 'Current')
      put(['banks', i, 'bankAccountType'], LATER_STEP_MESSAGES.accountTypeInvalid);

    const ifsc = trimmed(b.ifscCode).toUpperCase();
    if (!fcnr) put(['banks', i, 'ifscCode'], messageOf(ifscSchema, ifsc));
    else if (ifsc !== '' && !IFSC_REGEX.test(ifsc)) put(['banks', i, 'ifscCode'], MESSAGES.ifscInvalidFormat);

    const account = trimmed(b.bankAccountNumber);
    put(['banks', i, 'bankAccountNumber'], messageOf(accountNumberSchema, account));
    if (account !== '') {
      if (accounts.has(account)) put(['banks', i, 'bankAccountNumber'], MESSAGES.accountNumberUsed);
      accounts.add(account);
    }
    if (trimmed(b.bankName) === '') put(['banks', i, 'bankName'], LATER_STEP_MESSAGES.bankNameRequired);
    if (trimmed(b.bankBranch) === '') put(['banks', i, 'bankBranch'], LATER_STEP_MESSAGES.bankBranchRequired);
    if (fcnr) {
      put(['banks', i, 'swiftCode'], messageOf(swiftSchema, trimmed(b.swiftCode)));
      if (trimmed(b.address1) === '') put(['banks', i, 'address1'], MESSAGES.addressRequired);
    } else {
      put(['banks', i, 'swiftCode'], messageOf(optionalSwiftSchema, b.swiftCode));
    }
  }

  // Two NRI accounts must be of the same type.
  const nriTypes = activeIdx
    .map((i) => trimmed(banks[i]!.bankAccountType))
    .filter((t) => (NRI_ACCOUNT_TYPES as readonly string[]).includes(t));
  if (activeIdx.length === 2 && nriTypes.length === 2 && nriTypes[0] !== nriTypes[1])
    put(['banks', activeIdx[1]!, 'bankAccountType'], MESSAGES.bothAccountTypesSame);

  const defaults = activeIdx.filter((i) => banks[i]!.defaultBankAccount === true);
  if (defaults.length !== 1) put(['banks'], MESSAGES.checkDefaultBank);
  else if (!Object.keys(out).some((k) => k.startsWith('banks.'))) {
    // Verification is asked for once the fields are right: the default first, then the others.
    const unverified = activeIdx.filter(
      (i) => needsPennyDrop(banks[i]!) && banks[i]!.pennydropCheck !== true,
    );
    if (unverified.includes(defaults[0]!)) put(['banks'], MESSAGES.verifyDefaultBank);
    else if (unverified.length > 0) put(['banks'], MESSAGES.allBanksVerified);
  }
  return out;
}

const upperOrNull = (v: string | null | undefined) => (trimmed(v) === '' ? null : trimmed(v).toUpperCase());
const textOrNull = (v: string | null | undefined) => (trimmed(v) === '' ? null : trimmed(v));

function normaliseBank(b: BankFormValues, ctx: BankStepContext): Bank {
  const type = isAccountTypeFixed(ctx) ? 'Current' : textOrNull(b.bankAccountType);
  const fcnr = isFcnr(type);
  return {
    id: b.id ?? undefined,
    ifscCode: upperOrNull(b.ifscCode),
    bankAccountNumber: textOrNull(b.bankAccountNumber),
    bankAccountType: type,
    bankName: textOrNull(b.bankName),
    bankBranch: textOrNull(b.bankBranch),
    defaultBankAccount: b.defaultBankAccount === true,
    isActive: isActiveBank(b),
    pennydropCheck: b.pennydropCheck === true,
    pennydropVerified: b.pennydropVerified === true,
    address1: textOrNull(b.address1),
    address2: textOrNull(b.address2),
    address3: textOrNull(b.address3),
    micrCode: textOrNull(b.micrCode),
    swiftCode: upperOrNull(b.swiftCode),
    // IBAN and CIF belong to FCNR accounts only.
    ibanNumber: fcnr ? upperOrNull(b.ibanNumber) : null,
    cif: fcnr ? textOrNull(b.cif) : null,
    status: textOrNull(b.status),
  };
}

/**
 * The bank step (doc 1 §5 "Banks", doc 2 §5 "Bank"): up to 2 active banks, exactly one default, account
 * types by investor, IFSC (except FCNR), account number (unique), name and branch, SWIFT and address for
 * FCNR, all penny-drop checked except FCNR. Parsing gives the banks to save (removed ones kept inactive,
 * IFSC/SWIFT upper-cased, the entity's fixed account type applied). A server comparing with the stored
 * banks applies `resetVerificationOnChange(stored, incoming)` so that a changed IFSC or account number is
 * never saved as verified.
 */
export function bankStepSchema(ctx: BankStepContext) {
  return bankStepFormSchema
    .superRefine((values, zctx) => {
      const add = issueAdder(zctx);
      for (const [path, message] of Object.entries(bankStepMessages(values, ctx))) {
        add(
          path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          message,
        );
      }
    })
    .transform((values): BankStepValues => ({
      banks: (values.banks ?? []).map((b) => normaliseBank(b, ctx)),
    }));
}

// --- Transitions (doc 1 §4 "Bank", doc 2 §4).

const sameIfsc = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toUpperCase() ===
  String(b ?? '')
    .trim()
    .toUpperCase();
const sameAccount = (a: unknown, b: unknown) => String(a ?? '').trim() === String(b ?? '').trim();

/** Changing the IFSC or the account number resets the penny drop (pennydropCheck and pennydropVerified false). */
export function resetVerificationOnChange<T extends BankFormValues>(
  prev: BankFormValues | null | undefined,
  next: T,
): T {
  if (
    prev &&
    sameIfsc(prev.ifscCode, next.ifscCode) &&
    sameAccount(prev.bankAccountNumber, next.bankAccountNumber)
  )
    return next;
  return { ...next, pennydropCheck: false, pennydropVerified: false };
}

/** Entity name changed against the stored first applicant: every bank must be verified again (doc 2 §4). */
export function resetAllVerifications<T extends BankFormValues>(banks: readonly T[]): T[] {
  return banks.map((b) => ({ ...b, pennydropCheck: false, pennydropVerified: false }));
}

/** The penny drop answer applied to the form's bank: pennydropCheck and pennydropVerified from the server. */
export function applyPennyDropResult<T extends BankFormValues>(
  bank: T,
  result: Pick<Bank, 'pennydropCheck' | 'pennydropVerified'>,
): T {
  return {
    ...bank,
    pennydropCheck: result.pennydropCheck === true,
    pennydropVerified: result.pennydropVerified === true,
  };
}

/** The IFSC lookup runs when 11 characters are typed (IFSC_LENGTH); below 11 the looked-up fields clear. */
export function ifscLookupAction(ifsc: string | null | undefined): 'lookup' | 'clear' {
  return trimmed(ifsc).length >= 11 ? 'lookup' : 'clear';
}

/** Bank name, branch (the city), address lines and MICR from `GET /onboarding/ifsc/:ifsc`. */
export function applyIfscLookup<T extends BankFormValues>(bank: T, lookup: IfscLookup | null): T {
  return {
    ...bank,
    bankName: lookup?.BankName ?? '',
    bankBranch: lookup?.BankCity ?? '',
    address1: lookup?.BankAdd1 ?? '',
    address2: lookup?.BankAdd2 ?? '',
    address3: lookup?.BankAdd3 ?? '',
    micrCode: lookup?.MicrNo ?? '',
  };
}

/** Add Another Bank: a blank active bank; the first one is the default. Unchanged at 2 active banks. */
export function addBank<T extends BankFormValues>(
  banks: readonly T[],
  ctx: Pick<BankStepContext, 'applicationType'>,
): (T | BankFormValues)[] {
  const active = banks.filter(isActiveBank);
  if (active.length >= MAX_BANKS) return [...banks];
  return [
    ...banks,
    {
      ifscCode: '',
      bankAccountNumber: '',
      bankAccountType: defaultAccountType(ctx),
      bankName: '',
      bankBranch: '',
      defaultBankAccount: active.length === 0,
      isActive: true,
      pennydropCheck: false,
      pennydropVerified: false,
    },
  ];
}

/**
 * Remove Bank: a saved bank (with an id) is marked inactive, an unsaved one dropped. When the default was
 * removed and one bank remains, that one becomes the default.
 */
export function removeBank<T extends BankFormValues>(banks: readonly T[], index: number): T[] {
  const target = banks[index];
  if (!target) return [...banks];
  let next = target.id
    ? banks.map((b, i) => (i === index ? { ...b, isActive: false, defaultBankAccount: false } : b))
    : banks.filter((_, i) => i !== index);
  const active = next.filter(isActiveBank);
  if (target.defaultBankAccount && active.length === 1)
    next = next.map((b) => (isActiveBank(b) ? { ...b, defaultBankAccount: true } : b));
  return next;
}

/** Ticking one bank as default unticks the others (exactly one default). */
export function setDefaultBank<T extends BankFormValues>(banks: readonly T[], index: number): T[] {
  return banks.map((b, i) => ({ ...b, defaultBankAccount: i === index && isActiveBank(b) }));
}
