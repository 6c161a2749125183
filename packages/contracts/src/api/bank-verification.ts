import { z } from 'zod';
import { bankSchema, ifscLookupSchema } from '../entities/bank';
import { ACCOUNT_TYPES, isFcnr } from '../enums/bank';
import { accountNumberSchema, ifscSchema } from '../validation/bank';
import { MESSAGES } from '../validation/messages';
import { LATER_STEP_MESSAGES } from '../wizard-later-steps/messages';
import { bankFormSchema } from '../wizard-later-steps/bank';
import { text, TEXT_LIMITS } from '../validation/text';

/**
 * IFSC lookup and penny drop (doc 1 §7, §8; 0-product-decisions §6). Paths are relative to the API base
 * (`/api`); every error is `{ message }`; who may call: `API_ACCESS` (`access.ts`).
 *
 * GET /onboarding/ifsc/:ifsc
 *   200 `IfscLookup` { BankName, BankCity, BankAdd1, BankAdd2, BankAdd3, MicrNo } (+ Ifsc, Branch)
 *   400 'IFSC Code is required' / 'Invalid IFSC Code' (not 4 letters, 0, 6 letters or digits);
 *   400 'IFSC Code is invalid' (well-formed but not in the RBI list). The bank name always comes from the
 *   offline RBI list (`ifsc` package); branch, city, address and MICR from the IFSC service when
 *   configured (IFSC_URL), otherwise built deterministically by the sandbox.
 *
 * POST /onboarding/pennydropverification   body: a bank record (`pennyDropRequestSchema`)
 *   200 the bank as sent, with pennydropCheck true and pennydropVerified the result, and bank name,
 *   branch, address lines and MICR filled from the IFSC lookup where the body left them empty. A failed
 *   verification is a 200 with pennydropVerified false: the check ran and its outcome is data the form
 *   stores (the UI shows 'Penny drop verification failed' and asks for bank proof), not a request error.
 *   400 the field messages below, or 'IFSC Code is invalid'; 422 'Unable to verify the details please
 *   contact admin' when the provider cannot answer (sandbox: never; live: down, timeout, bad answer, or no
 *   PENNY_DROP_URL configured).
 *   Sandbox: an account number ending 000 fails, any other verifies.
 */

export const BANK_VERIFICATION_MESSAGES = {
  /** FCNR accounts carry no IFSC and are not verified (doc 1 §5). */
  fcnrNotVerified: 'FCNR accounts are not verified by penny drop',
} as const;

export const ifscParamsSchema = z.object({ ifsc: ifscSchema });
export type IfscParams = z.infer<typeof ifscParamsSchema>;

/** The lookup answer: doc 1 §7's fields, plus the code looked up and the branch name when known. */
export const ifscLookupResponseSchema = ifscLookupSchema.extend({
  Ifsc: z.string(),
  Branch: z.string().nullish(),
});
export type IfscLookupResponse = z.infer<typeof ifscLookupResponseSchema>;

/** A bank record to verify: IFSC, account number and account type are needed (as for the Verify button). */
export const pennyDropRequestSchema = bankFormSchema.extend({
  ifscCode: ifscSchema,
  bankAccountNumber: accountNumberSchema,
  bankAccountType: text(TEXT_LIMITS.code, { missing: LATER_STEP_MESSAGES.accountTypeRequired }).superRefine(
    (v, ctx) => {
      const message =
        v === ''
          ? LATER_STEP_MESSAGES.accountTypeRequired
          : !(ACCOUNT_TYPES as readonly string[]).includes(v)
            ? LATER_STEP_MESSAGES.accountTypeInvalid
            : isFcnr(v)
              ? BANK_VERIFICATION_MESSAGES.fcnrNotVerified
              : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    },
  ),
  /**
   * The application whose bank step asks. With it the result is recorded for that application (after a
   * visibility check), and the bank step's save takes the verified flags from that record only.
   */
  applicationId: text(TEXT_LIMITS.id).min(1).optional(),
});
export type PennyDropRequest = z.input<typeof pennyDropRequestSchema>;

export const pennyDropResponseSchema = bankSchema.extend({
  ifscCode: z.string(),
  bankAccountNumber: z.string(),
  bankAccountType: z.string(),
  pennydropCheck: z.literal(true),
  pennydropVerified: z.boolean(),
  /** The account holder's name as the bank reports it, when the provider gives one. */
  accountHolderName: z.string().nullish(),
});
export type PennyDropResponse = z.infer<typeof pennyDropResponseSchema>;

/** The toast / dialog texts a form shows for a penny drop answer (doc 1 §8). */
export function pennyDropOutcomeMessages(res: Pick<PennyDropResponse, 'pennydropVerified'>): {
  toast: string;
  dialog: string | null;
} {
  return res.pennydropVerified
    ? { toast: MESSAGES.verifiedSuccessfully, dialog: null }
    : { toast: MESSAGES.pennyDropFailed, dialog: MESSAGES.pennyDropFailedDialog };
}
