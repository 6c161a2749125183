import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGES,
  ONBOARDING_MESSAGES,
  type IfscLookupResponse,
  type PennyDropRequest,
  type PennyDropResponse,
} from '@aif/contracts';
import type { Db, Tx } from '../../db/client';
import { applications, bankVerifications } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { BankProviders } from '../../providers/bank';
import { ProviderUnavailableError } from '../../providers/registry-types';
import { visibleApplicationsWhere } from '../applications/visibility';
import { principalOf, type Session } from '../../lib/session';

const orNull = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v).trim());
const textOrNull = (v: unknown): string | null => (str(v) === '' ? null : str(v));

/** IFSC lookup and penny drop for the bank step (doc 1 §5, §7, §8; contracts api/bank-verification.ts). */
export class BankVerificationService {
  constructor(
    private readonly providers: BankProviders,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Bank name from the RBI list ('IFSC Code is invalid' when the code is not in it); branch details from
   * the IFSC service. When that service cannot answer, the lookup still gives the bank name (the form
   * then asks for the branch) rather than failing a code the RBI list knows.
   */
  async lookupIfsc(ifsc: string): Promise<IfscLookupResponse> {
    const code = ifsc.trim().toUpperCase();
    const bankName = this.providers.ifscDirectory.bankName(code);
    if (!bankName) throw badRequest(MESSAGES.ifscInvalid);
    let details = null;
    try {
      details = await this.providers.ifscDetails.details(code, bankName);
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      this.log.warn({ provider: err.provider, reason: err.message }, 'IFSC branch details unavailable');
    }
    return {
      Ifsc: code,
      BankName: bankName,
      Branch: details?.branch ?? null,
      BankCity: details?.city ?? null,
      BankAdd1: details?.address1 ?? null,
      BankAdd2: details?.address2 ?? null,
      BankAdd3: details?.address3 ?? null,
      MicrNo: details?.micr ?? null,
    };
  }

  /**
   * Runs the penny drop for a bank record. The IFSC must be in the RBI list; the answer is the bank with
   * pennydropCheck true and pennydropVerified the outcome (false is a 200: the form shows 'Penny drop
   * verification failed' and asks for bank proof), empty bank details filled from the IFSC lookup.
   * Provider unavailable: 422 'Unable to verify the details please contact admin'.
   */
  async pennyDrop(
    bank: PennyDropRequest & { ifscCode: string; bankAccountNumber: string; bankAccountType: string },
  ): Promise<PennyDropResponse> {
    const lookup = await this.lookupIfsc(bank.ifscCode);
    let result;
    try {
      result = await this.providers.pennyDrop.verify({
        ifsc: lookup.Ifsc,
        accountNumber: bank.bankAccountNumber,
        accountType: bank.bankAccountType,
      });
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      this.log.warn({ provider: err.provider, reason: err.message }, 'penny drop unavailable');
      throw new HttpError(422, MESSAGES.unableToVerify);
    }
    // The account number is personal data: only the outcome and the bank are logged.
    this.log.info({ ifsc: lookup.Ifsc, verified: result.verified }, 'penny drop');
    return {
      ...bank,
      ifscCode: lookup.Ifsc,
      bankName: orNull(bank.bankName) ?? lookup.BankName,
      bankBranch: orNull(bank.bankBranch) ?? lookup.BankCity ?? null,
      address1: orNull(bank.address1) ?? lookup.BankAdd1 ?? null,
      address2: orNull(bank.address2) ?? lookup.BankAdd2 ?? null,
      address3: orNull(bank.address3) ?? lookup.BankAdd3 ?? null,
      micrCode: orNull(bank.micrCode) ?? lookup.MicrNo ?? null,
      pennydropCheck: true,
      pennydropVerified: result.verified,
      accountHolderName: result.accountHolderName ?? null,
    };
  }
}

// ------------------------------------------------------------------ penny drops recorded per application

export type RecordedPennyDrop = typeof bankVerifications.$inferSelect;

/** How a recorded penny drop is matched to a bank of the bank step: IFSC (any case) and account number. */
export const pennyDropKey = (ifsc: unknown, account: unknown) => `${str(ifsc).toUpperCase()}|${str(account)}`;

/**
 * Checks that a penny drop may be recorded for the application (POST /api/onboarding/pennydropverification
 * with `applicationId`): the caller must see it (list visibility), otherwise 404, as the wizard's GET answers.
 */
export async function checkPennyDropApplication(
  db: Db,
  session: Session,
  applicationId: string,
): Promise<void> {
  if (!isUuid(applicationId)) throw notFound(ONBOARDING_MESSAGES.applicationNotFound);
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), visibleApplicationsWhere(session)));
  if (!row) throw notFound(ONBOARDING_MESSAGES.applicationNotFound);
}

/**
 * Records a penny drop the server ran for an application, so that the bank step takes pennydropCheck /
 * pennydropVerified from here, never from the client.
 */
export async function recordPennyDrop(
  db: Db,
  session: Session,
  applicationId: string,
  result: Pick<
    PennyDropResponse,
    'ifscCode' | 'bankAccountNumber' | 'bankAccountType' | 'pennydropVerified' | 'accountHolderName'
  >,
): Promise<void> {
  await db.insert(bankVerifications).values({
    applicationId,
    ifscCode: str(result.ifscCode).toUpperCase(),
    bankAccountNumber: str(result.bankAccountNumber),
    bankAccountType: str(result.bankAccountType),
    verified: result.pennydropVerified,
    accountHolderName: textOrNull(result.accountHolderName),
    requestedBy: principalOf(session),
    requestedByRole: session.role,
  });
}

/** The newest penny drop recorded for the application per bank (`pennyDropKey`), superseded ones left out. */
export async function latestPennyDrops(
  db: Db | Tx,
  applicationId: string,
): Promise<Map<string, RecordedPennyDrop>> {
  const recorded = await db
    .select()
    .from(bankVerifications)
    .where(and(eq(bankVerifications.applicationId, applicationId), isNull(bankVerifications.supersededAt)))
    .orderBy(desc(bankVerifications.createdAt));
  const newest = new Map<string, RecordedPennyDrop>();
  for (const r of recorded) {
    const key = pennyDropKey(r.ifscCode, r.bankAccountNumber);
    if (!newest.has(key)) newest.set(key, r);
  }
  return newest;
}

/**
 * The entity's name changed (doc 2 §4): the penny drops run so far no longer count, so every bank must be
 * verified again. They stay recorded, marked superseded.
 */
export async function supersedePennyDrops(tx: Tx, applicationId: string, now: Date): Promise<void> {
  await tx
    .update(bankVerifications)
    .set({ supersededAt: now })
    .where(and(eq(bankVerifications.applicationId, applicationId), isNull(bankVerifications.supersededAt)));
}
