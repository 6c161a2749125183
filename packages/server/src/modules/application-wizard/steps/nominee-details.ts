/** Step 6, nominee-details (doc 1 §4): up to 3 nominees, or the choice not to nominate. */
import { eq, inArray } from 'drizzle-orm';
import {
  RELATIONSHIPS,
  nomineeStepDefaults,
  type DocumentEntry,
  type Nominee,
  type NomineeStepValues,
} from '@aif/contracts';
import { nominees } from '../../../db/schema';
import { unknownRecord } from '../errors';
import { holdsValues } from '../records';
import { contractsStepSchema, type StepHandler } from '../step-handler';
import { num } from '../values';

type NomineeRow = typeof nominees.$inferSelect;

export function toNominee(n: NomineeRow, documents: DocumentEntry[]): Nominee {
  const rel = n.nomineeRelationship ?? '';
  const known = (RELATIONSHIPS as readonly string[]).includes(rel) && rel !== 'Others';
  return {
    id: n.id,
    nomineeName: n.nomineeName,
    Relationship: rel === '' ? null : known ? rel : 'Others',
    nomineeRelationship: n.nomineeRelationship,
    dateOfBirth: n.dateOfBirth,
    nomineePercentage: num(n.nomineePercentage),
    guardianName: n.guardianName,
    nomineePan: n.nomineePan,
    nomineeGuardianPan: n.nomineeGuardianPan,
    isActive: n.isActive,
    sno: n.sno,
    nomineedocuments: documents,
  };
}

export const nomineeDetails: StepHandler<NomineeStepValues> = {
  slug: 'nominee-details',
  schema: contractsStepSchema('nominee-details'),
  stored: async ({ detail, schemaContext }) => ({ data: { ...nomineeStepDefaults(detail, schemaContext) } }),

  /** Submitted nominees with an id update theirs; new ones are added; the rest go inactive. */
  async save({ tx, app, now }, v) {
    const stored = await tx.select().from(nominees).where(eq(nominees.applicationId, app.id));
    const storedIds = new Set(stored.map((s) => s.id));
    const kept = new Set<string>();
    for (const [i, n] of v.nominees.entries()) {
      if (n.id && !storedIds.has(n.id)) {
        if (n.isActive === false) continue; // an unsaved nominee removed again
        throw unknownRecord();
      }
      const values = {
        sno: i + 1,
        nomineeName: n.nomineeName ?? null,
        nomineeRelationship: n.nomineeRelationship ?? null,
        dateOfBirth: n.dateOfBirth ?? null,
        nomineePercentage:
          n.nomineePercentage === null || n.nomineePercentage === undefined
            ? null
            : String(n.nomineePercentage),
        guardianName: n.guardianName ?? null,
        nomineePan: n.nomineePan ?? null,
        nomineeGuardianPan: n.nomineeGuardianPan ?? null,
        isActive: n.isActive !== false,
        updatedAt: now,
      };
      if (n.id) {
        kept.add(n.id);
        // A nominee saved again as stored is not rewritten (as the applicants' rows, records.ts).
        const storedRow = stored.find((s) => s.id === n.id)!;
        if (!holdsValues(storedRow, values, ['nomineePercentage']))
          await tx.update(nominees).set(values).where(eq(nominees.id, n.id));
      } else if (values.isActive) {
        await tx.insert(nominees).values({ ...values, applicationId: app.id, createdAt: now });
      }
    }
    // Nominees left out go inactive; those inactive already are left as they are.
    const dropped = stored.filter((s) => s.isActive && !kept.has(s.id)).map((s) => s.id);
    if (dropped.length)
      await tx.update(nominees).set({ isActive: false, updatedAt: now }).where(inArray(nominees.id, dropped));
    return { changes: { doNotWishToNominate: v.doNotWishToNominate } };
  },

  async read({ app, rows }) {
    return {
      application: {
        nominees: rows.nominees.map((n) => toNominee(n, rows.nomineeDocuments.get(n.id) ?? [])),
        doNotWishToNominate: app.doNotWishToNominate,
      },
    };
  },
};
