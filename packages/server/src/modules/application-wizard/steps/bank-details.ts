/** Step 7, bank-details (doc 1 §5): up to 2 bank accounts, one default, verified by penny drop. */
import { eq, inArray } from 'drizzle-orm';
import { canonicalApplicantStatus, type Bank, type BankStepValues } from '@aif/contracts';
import { banks } from '../../../db/schema';
import { latestPennyDrops, pennyDropKey } from '../../bank-verification/service';
import { fieldLocked, unknownRecord } from '../errors';
import { holdsValues, type ApplicantRow } from '../records';
import { contractsStepSchema, type StepHandler } from '../step-handler';
import { isRecord, same } from '../values';

type BankRow = typeof banks.$inferSelect;

/** The fields a read-only caller must send unchanged. */
const BANK_COMPARED = [
  'ifscCode',
  'bankAccountNumber',
  'bankAccountType',
  'bankName',
  'bankBranch',
  'defaultBankAccount',
  'address1',
  'address2',
  'address3',
  'micrCode',
  'swiftCode',
  'ibanNumber',
  'cif',
] as const;

export function toBank(b: BankRow): Bank {
  return {
    id: b.id,
    ifscCode: b.ifscCode,
    bankAccountNumber: b.bankAccountNumber,
    bankAccountType: b.bankAccountType,
    bankName: b.bankName,
    bankBranch: b.bankBranch,
    defaultBankAccount: b.defaultBankAccount,
    isActive: b.isActive,
    pennydropCheck: b.pennydropCheck,
    pennydropVerified: b.pennydropVerified,
    address1: b.address1,
    address2: b.address2,
    address3: b.address3,
    micrCode: b.micrCode,
    swiftCode: b.swiftCode,
    ibanNumber: b.ibanNumber,
    cif: b.cif,
    status: b.status,
  };
}

/**
 * The bank rules' context: the first applicant's residential status decides the NRI account types; an
 * entity's investor type whether its account type is fixed to Current (doc 2 §2).
 */
const bankContext = (applicants: ApplicantRow[]) => ({
  isNri: canonicalApplicantStatus(applicants[0]?.residentialStatus) === 'NRI',
  entityInvestorType: applicants[0]?.investorType ?? null,
});

export const bankDetails: StepHandler<BankStepValues> = {
  slug: 'bank-details',

  /**
   * pennydropCheck / pennydropVerified of each submitted bank are replaced by the newest penny drop the
   * server recorded for this application, IFSC and account number (none: not checked). The first
   * applicant's residential status decides the NRI account types.
   */
  async prepare({ tx, app, applicants, input }) {
    const { data } = input;
    const newest = await latestPennyDrops(tx, app.id);
    const list = Array.isArray(data.banks)
      ? data.banks.map((b) => {
          if (!isRecord(b)) return b;
          const r = newest.get(pennyDropKey(b.ifscCode, b.bankAccountNumber));
          return { ...b, pennydropCheck: !!r, pennydropVerified: r?.verified === true };
        })
      : data.banks;
    return { data: { ...data, banks: list }, context: bankContext(applicants) };
  },

  /** The stored banks with their stored penny-drop flags (which only a save, from the records, sets). */
  stored: async ({ detail, applicants }) => ({
    data: { banks: detail.banks ?? [] },
    context: bankContext(applicants),
  }),

  schema: contractsStepSchema('bank-details'),

  /**
   * The parsed banks (penny-drop flags already the server's) are written like nominees. Investor and POA
   * approver: read-only, so a save that changes a bank is 403.
   */
  async save({ tx, app, locks, now }, v) {
    const storedRows = await tx.select().from(banks).where(eq(banks.applicationId, app.id));
    const storedIds = new Set(storedRows.map((s) => s.id));
    if (locks.banksReadOnly) {
      const active = storedRows.filter((b) => b.isActive).sort((a, b) => a.sno - b.sno);
      const next = v.banks.filter((b) => b.isActive !== false);
      const unchanged =
        active.length === next.length &&
        next.every((b) => {
          const s = active.find((x) => x.id === b.id);
          return !!s && BANK_COMPARED.every((f) => same(b[f], s[f]));
        });
      if (!unchanged) throw fieldLocked('Bank Details');
      return {};
    }
    const kept = new Set<string>();
    for (const [i, b] of v.banks.entries()) {
      if (b.id && !storedIds.has(b.id)) {
        if (b.isActive === false) continue;
        throw unknownRecord();
      }
      const values = {
        sno: i + 1,
        ifscCode: b.ifscCode ?? null,
        bankAccountNumber: b.bankAccountNumber ?? null,
        bankAccountType: b.bankAccountType ?? null,
        bankName: b.bankName ?? null,
        bankBranch: b.bankBranch ?? null,
        defaultBankAccount: b.isActive !== false && b.defaultBankAccount === true,
        isActive: b.isActive !== false,
        pennydropCheck: b.pennydropCheck === true,
        pennydropVerified: b.pennydropVerified === true,
        address1: b.address1 ?? null,
        address2: b.address2 ?? null,
        address3: b.address3 ?? null,
        micrCode: b.micrCode ?? null,
        swiftCode: b.swiftCode ?? null,
        ibanNumber: b.ibanNumber ?? null,
        cif: b.cif ?? null,
        status: b.status ?? null,
        updatedAt: now,
      };
      if (b.id) {
        kept.add(b.id);
        // A bank saved again as stored is not rewritten (as the applicants' rows, records.ts).
        const storedRow = storedRows.find((s) => s.id === b.id)!;
        if (!holdsValues(storedRow, values)) await tx.update(banks).set(values).where(eq(banks.id, b.id));
      } else if (values.isActive) {
        await tx.insert(banks).values({ ...values, applicationId: app.id, createdAt: now });
      }
    }
    // Banks left out go inactive; those inactive already are left as they are.
    const dropped = storedRows.filter((s) => s.isActive && !kept.has(s.id)).map((s) => s.id);
    if (dropped.length)
      await tx
        .update(banks)
        .set({ isActive: false, defaultBankAccount: false, updatedAt: now })
        .where(inArray(banks.id, dropped));
    return {};
  },

  async read({ rows }) {
    return { application: { banks: rows.banks.map(toBank) } };
  },
};
