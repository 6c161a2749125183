import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banks, nominees, type applications } from '../../db/schema';
import type { FieldValue } from './render';

type AppRow = typeof applications.$inferSelect;

/** Steps 6-8 of the wizard (nominees, banks, stored investment fields), when they are stored. */
export interface LaterStepData {
  doNotWishToNominate?: boolean | null;
  nominees: {
    nomineeName: string | null;
    nomineeRelationship: string | null;
    dateOfBirth: string | null;
    nomineePercentage: number | string | null;
    guardianName: string | null;
    nomineePan: string | null;
  }[];
  banks: {
    bankName: string | null;
    bankBranch: string | null;
    bankAccountNumber: string | null;
    bankAccountType: string | null;
    ifscCode: string | null;
    micrCode: string | null;
    swiftCode: string | null;
    defaultBankAccount: boolean | null;
    pennydropVerified: boolean | null;
  }[];
  investment: Record<string, FieldValue>;
}

/** Steps 6-8 as stored by the wizard (migrations/0007): active nominees and banks in form order, the investment fields. */
export async function loadLaterSteps(db: Db, app: AppRow): Promise<LaterStepData> {
  const nomineeRows = await db
    .select()
    .from(nominees)
    .where(and(eq(nominees.applicationId, app.id), eq(nominees.isActive, true)))
    .orderBy(asc(nominees.sno));
  const bankRows = await db
    .select()
    .from(banks)
    .where(and(eq(banks.applicationId, app.id), eq(banks.isActive, true)))
    .orderBy(asc(banks.sno));
  return {
    doNotWishToNominate: app.doNotWishToNominate,
    nominees: nomineeRows.map((n) => ({
      nomineeName: n.nomineeName,
      nomineeRelationship: n.nomineeRelationship,
      dateOfBirth: n.dateOfBirth,
      nomineePercentage: n.nomineePercentage === null ? null : `${Number(n.nomineePercentage)}%`,
      guardianName: n.guardianName,
      nomineePan: n.nomineePan,
    })),
    banks: bankRows.map((b) => ({
      bankName: b.bankName,
      bankBranch: b.bankBranch,
      bankAccountNumber: b.bankAccountNumber,
      bankAccountType: b.bankAccountType,
      ifscCode: b.ifscCode,
      micrCode: b.micrCode,
      swiftCode: b.swiftCode,
      defaultBankAccount: b.defaultBankAccount,
      pennydropVerified: b.pennydropVerified,
    })),
    investment: (app.investment ?? {}) as Record<string, FieldValue>,
  };
}
