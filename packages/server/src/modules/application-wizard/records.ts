/** The stored rows a wizard step reads and writes, and the reads several steps share. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentEntry, FileRef } from '@aif/contracts';
import type { Db, Tx } from '../../db/client';
import {
  applicantAddresses,
  applicants,
  type applicantDocuments,
  type applications,
  type nomineeDocuments,
} from '../../db/schema';

export type DbOrTx = Db | Tx;
export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicantRow = typeof applicants.$inferSelect;
export type AddressRow = typeof applicantAddresses.$inferSelect;
/** Columns of `applications` a save changes. */
export type ApplicationChanges = Partial<typeof applications.$inferInsert>;

/** A value as stored: objects with their keys in order and undefined entries left out (as jsonb keeps them). */
function canonical(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  return v;
}

/** Whether `next` stores what `stored` holds (a column or a jsonb document). */
export function sameStored(stored: unknown, next: unknown): boolean {
  if (next === undefined) return true; // a key the update leaves out
  return JSON.stringify(canonical(stored ?? null)) === JSON.stringify(canonical(next ?? null));
}

/**
 * Whether a stored row already holds every one of `values` (its `updatedAt` aside), so that writing them
 * would change nothing. A numeric column reads back as text in its scale ("50.00"), so a value stored
 * from "50" is compared as a number.
 */
export function holdsValues(row: object, values: object, numeric: readonly string[] = []): boolean {
  const stored = row as Record<string, unknown>;
  return Object.entries(values).every(([k, v]) => {
    if (k === 'updatedAt') return true;
    if (numeric.includes(k) && typeof v === 'string' && typeof stored[k] === 'string')
      return Number(stored[k]) === Number(v);
    return sameStored(stored[k], v);
  });
}

/**
 * Writes `values` (and `updatedAt`) to an applicant's row unless it already holds every one of them: a
 * step saved again unchanged writes no applicant row (each write also runs the table's triggers and
 * leaves a dead row version behind).
 */
export async function updateApplicant(
  tx: Tx,
  row: ApplicantRow,
  values: Partial<typeof applicants.$inferInsert>,
  now: Date,
): Promise<void> {
  const changed = !holdsValues(row, values);
  if (changed)
    await tx
      .update(applicants)
      .set({ ...values, updatedAt: now })
      .where(eq(applicants.id, row.id));
}

/** The application's active applicants, first applicant first. */
export async function activeApplicants(db: DbOrTx, applicationId: string): Promise<ApplicantRow[]> {
  return db
    .select()
    .from(applicants)
    .where(and(eq(applicants.applicationId, applicationId), eq(applicants.isActive, true)))
    .orderBy(applicants.applicantType);
}

/** The active addresses of these applicants. */
export async function addressesOf(db: DbOrTx, applicantIds: string[]): Promise<AddressRow[]> {
  if (applicantIds.length === 0) return [];
  return db
    .select()
    .from(applicantAddresses)
    .where(and(inArray(applicantAddresses.applicantId, applicantIds), eq(applicantAddresses.isActive, true)));
}

/** How a file is referenced in an answer: its id, name and the download route (files module). */
export function fileRefOf(id: string, name: string): FileRef {
  const url = `/api/files/files/${id}`;
  return { id, name, url, viewUrl: url };
}

export type DocumentTable = typeof applicantDocuments | typeof nomineeDocuments;

/** Document rows with their file name as entries by owner id, in the rows' order. */
export function documentEntriesOf(
  rows: {
    id: string;
    ownerId: string;
    documentType: string;
    documentName: string | null;
    fileId: string;
    fileName: string;
  }[],
  ofApplicants: boolean,
): Map<string, DocumentEntry[]> {
  const out = new Map<string, DocumentEntry[]>();
  for (const r of rows) {
    const list = out.get(r.ownerId) ?? [];
    list.push({
      id: r.id,
      ...(ofApplicants ? { applicantId: r.ownerId } : {}),
      documentType: r.documentType,
      documentName: r.documentName,
      documentId: r.fileId,
      isActive: true,
      file: fileRefOf(r.fileId, r.fileName),
    });
    out.set(r.ownerId, list);
  }
  return out;
}
