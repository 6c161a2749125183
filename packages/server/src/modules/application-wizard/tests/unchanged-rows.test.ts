import { eq, inArray, sql } from 'drizzle-orm';
import { fullApplication } from '../../../../scripts/wizard-fixtures';
import { applicantDocuments, applicants, banks, nominees } from '../../../db/schema';
import { sameStored } from '../records';
import { addApplication, saveStep, setupEarlySteps } from './early-steps';
import { addApplication as addLaterApplication, requiredDocs } from './later-steps';
import { app, db, load, save, t, uid } from './setup';

// A step saved again unchanged writes no applicant or document row; a changed field is still saved, on
// its row only. Three applicants, as the wizard's heaviest saves have. The tests' clock stands still,
// so a write is told by the row's version (xmin: the transaction that wrote it), not its updated_at.
setupEarlySteps();

const THREE = [{}, {}, {}].map(() => ({
  kra: true,
  addresses: [{ type: 'correspondence' as const }, { type: 'permanent' as const, kra: true }],
}));

const xmin = sql<string>`xmin::text`;

async function stamps(id: string) {
  const rows = await db.db
    .select({ row: applicants, xmin })
    .from(applicants)
    .where(eq(applicants.applicationId, id));
  return new Map(rows.map((r) => [r.row.id, { version: r.xmin, row: r.row }]));
}

describe('a step saved again as stored', () => {
  it.each(['contributor-details', 'contact-details', 'additional-KYC-details', 'fatca'])(
    '%s: rewrites no applicant; a changed field of the second applicant is saved on its row alone',
    async (step) => {
      const { id } = await addApplication({ currentStep: 5 }, THREE);
      const first = await saveStep(id, step, 'rm');
      expect(first.statusCode).toBe(200);
      const before = await stamps(id);

      const again = await saveStep(id, step, 'rm');
      expect(again.statusCode).toBe(200);
      expect(again.json().version).toBe(first.json().version + 1);
      const after = await stamps(id);
      for (const [rowId, s] of before) expect(after.get(rowId)!.version).toBe(s.version);

      const field: Record<string, [string, string]> = {
        'contributor-details': ['name', 'Changed Name'],
        'contact-details': ['email', 'changed@example.com'],
        'additional-KYC-details': ['occupationDetails', 'GOVT.SERVICE'],
        fatca: ['placeOfBirth', 'Nashik'],
      };
      const [key, value] = field[step]!;
      const changed = await saveStep(id, step, 'rm', (d) => (d.applicants[1][key] = value));
      expect(changed.json().message).toBeUndefined();
      expect(changed.statusCode).toBe(200);
      expect(changed.json().applicants[1][key]).toBe(value);
      const stored = await stamps(id);
      const second = changed.json().applicants[1].id as string;
      for (const [rowId, s] of after) {
        if (rowId === second) expect(stored.get(rowId)!.version).not.toBe(s.version);
        else expect(stored.get(rowId)!.version).toBe(s.version);
      }
      const row = stored.get(second)!.row;
      const storedValue = key in row ? row[key as keyof typeof row] : row.details?.[key as never];
      expect(storedValue).toBe(value);
      expect((await load(id)).applicants[1]![key as never]).toBe(value);
    },
  );

  it('document-details: keeps its rows untouched; a replaced file is saved on its row', async () => {
    const { id, applicantIds } = await addLaterApplication({ currentStep: 8 }, 3);
    const docs = await Promise.all(applicantIds.map((a) => requiredDocs(a)));
    const d0 = await load(id);
    const first = await save(id, t.rm!, {
      step: 'document-details',
      version: d0.version,
      data: { applicants: docs, documentDeclaration: true },
    });
    expect(first.statusCode).toBe(200);
    const rowsOf = async () =>
      (
        await db.db
          .select({ row: applicantDocuments, xmin })
          .from(applicantDocuments)
          .where(inArray(applicantDocuments.applicantId, applicantIds))
      ).map((r) => ({ ...r.row, version: r.xmin }));
    const before = await rowsOf();
    expect(before).toHaveLength(12);

    const loaded = first.json();
    const asLoaded = loaded.applicants.map((a: { id: string; documents: unknown[] }) => ({
      applicantId: a.id,
      documents: a.documents,
    }));
    const again = await save(id, t.rm!, {
      step: 'document-details',
      version: loaded.version,
      data: { applicants: asLoaded, documentDeclaration: true },
    });
    expect(again.statusCode).toBe(200);
    const after = await rowsOf();
    expect(after.map((r) => [r.id, r.version]).sort()).toEqual(before.map((r) => [r.id, r.version]).sort());

    // The third applicant's address proof named differently: that row alone changes.
    const target = asLoaded[2].documents.find(
      (x: { documentType: string }) => x.documentType === 'address_proof',
    );
    target.documentName = 'Passport';
    const renamed = await save(id, t.rm!, {
      step: 'document-details',
      version: again.json().version,
      data: { applicants: asLoaded, documentDeclaration: true },
    });
    expect(renamed.statusCode).toBe(200);
    const final = await rowsOf();
    const changed = final.filter((r) => r.version !== before.find((b) => b.id === r.id)!.version);
    expect(changed.map((r) => [r.id, r.documentName])).toEqual([[target.id, 'Passport']]);
  });
});

describe('the nominee and bank steps saved again as stored', () => {
  it('rewrite no nominee or bank; a changed nominee or bank is saved on its row alone', async () => {
    const fixture = await fullApplication(app, uid.rm!, t.rm!, 1);
    const rowsOf = async () => [
      ...(await db.db
        .select({ id: nominees.id, version: xmin, value: nominees.nomineeName })
        .from(nominees)
        .where(eq(nominees.applicationId, fixture.id))),
      ...(await db.db
        .select({ id: banks.id, version: xmin, value: banks.bankBranch })
        .from(banks)
        .where(eq(banks.applicationId, fixture.id))),
    ];
    let version = (await load(fixture.id)).version;
    type Records = Partial<Record<'nominees' | 'banks', Record<string, unknown>[]>>;
    const saveStepBody = async (step: string, change?: (data: Records) => void) => {
      const body = structuredClone(fixture.bodies[step]!);
      change?.(body.data as Records);
      const res = await save(fixture.id, t.rm!, { ...body, version });
      expect(res.json().message).toBeUndefined();
      expect(res.statusCode).toBe(200);
      version = res.json().version;
    };
    const before = await rowsOf();
    expect(before).toHaveLength(2);
    await saveStepBody('nominee-details');
    await saveStepBody('bank-details');
    expect(await rowsOf()).toEqual(before);

    await saveStepBody('nominee-details', (d) => (d.nominees![0]!.nomineeName = 'Changed Nominee'));
    await saveStepBody('bank-details', (d) => (d.banks![0]!.bankBranch = 'Changed Branch'));
    const after = await rowsOf();
    for (const row of after) {
      const old = before.find((b) => b.id === row.id)!;
      expect(row.version).not.toBe(old.version);
    }
    expect(after.map((r) => r.value).sort()).toEqual(['Changed Branch', 'Changed Nominee']);
  });
});

describe('sameStored', () => {
  it('reads a jsonb document as equal whatever its key order, and a changed or added value as different', () => {
    expect(sameStored({ b: 1, a: { y: null, x: 'v' } }, { a: { x: 'v', y: null }, b: 1 })).toBe(true);
    expect(sameStored({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameStored({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(sameStored({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameStored(['x', 'y'], ['y', 'x'])).toBe(false);
    expect(sameStored(null, '')).toBe(false);
    expect(sameStored(false, null)).toBe(false);
    expect(sameStored(new Date(5), new Date(5))).toBe(true);
    expect(sameStored('stored', undefined)).toBe(true);
  });
});
