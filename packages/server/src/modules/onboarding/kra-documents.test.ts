import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ApplicationDetail, DocumentEntry, Role } from '@aif/contracts';
import { applicantKraDocuments, files } from '../../db/schema';
import { toMobileNumber } from '../../lib/phone';
import { SandboxKra } from '../../providers/kra/sandbox';
import { ProviderUnavailableError, type KraQuery } from '../../providers/registry-types';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { ONB, applicantTokenByOtp, createByOtp, individualPan, postJson } from '../../testing/onboarding';
import { pdfText } from '../esign/test-helpers';

/**
 * doc 1 §2 "a KRA document block for non-investor roles": the registry's documents of a PAN are kept for
 * the applicant created from its record, answered as `applicants[].kraDocument` to staff, never to the
 * investor, and downloadable through the files route.
 */
let db: TestDatabase;
let app: FastifyInstance;
const t: Partial<Record<Role, string>> = {};
let n = 0;
const pan = () => individualPan(++n, 'KRD', 'M');

/** The registry answers records, but its document service is down. */
class KraWithoutDocuments extends SandboxKra {
  override async documents(_query: KraQuery): Promise<never> {
    throw new ProviderUnavailableError(this.name, 'documents down');
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  for (const role of ['rm', 'amcapprover'] as const) t[role] = await tokenFor(app, role);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  removeTempDirs();
});

const detail = async (target: FastifyInstance, id: string, token: string): Promise<ApplicationDetail> => {
  const res = await target.inject({ url: `/api/onboarding/applications/${id}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const download = (url: string, token: string) => app.inject({ url, headers: bearer(token) });

describe('KRA documents', () => {
  it('are answered to staff with a file that downloads as the KYC record PDF', async () => {
    const investorPan = pan();
    const created = await createByOtp(app, t.rm!, { pan: investorPan });
    const staff = await detail(app, created.id, t.rm!);
    const [entry, ...more] = staff.applicants[0]!.kraDocument ?? [];
    expect(more).toEqual([]);
    expect(entry).toEqual({
      id: expect.any(String),
      applicantId: created.applicantId,
      documentType: 'kra_document',
      documentName: 'KYC record',
      documentId: expect.any(String),
      isActive: true,
      file: {
        id: entry!.documentId,
        name: `KYC-record-${investorPan}.pdf`,
        url: `/api/files/files/${entry!.documentId}`,
        viewUrl: `/api/files/files/${entry!.documentId}`,
      },
    } satisfies DocumentEntry);
    // The wizard's own documents are separate: the registry's do not fill an upload slot.
    expect(staff.applicants[0]!.documents).toEqual([]);

    for (const token of [t.rm!, t.amcapprover!]) {
      const res = await download(entry!.file!.url!, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('KYC record');
      expect(text).toContain(`PAN: ${investorPan}`);
    }
    expect((await detail(app, created.id, t.amcapprover!)).applicants[0]!.kraDocument).toHaveLength(1);
  });

  it('are never answered to the investor, whose locks hide the block, nor downloadable by them', async () => {
    const created = await createByOtp(app, t.rm!, { pan: pan() });
    const staff = await detail(app, created.id, t.rm!);
    const url = staff.applicants[0]!.kraDocument![0]!.file!.url!;
    const investor = (
      await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', created.phone) })
    ).token;
    const own = await detail(app, created.id, investor);
    expect(own.applicants[0]).not.toHaveProperty('kraDocument');
    expect(own.fieldLocks.hidden).toContain('kraDocuments');
    expect(staff.fieldLocks.hidden).not.toContain('kraDocuments');
    expect((await download(url, investor)).statusCode).toBe(404);
  });

  it('come with a joint holder added from the registry too', async () => {
    const created = await createByOtp(app, t.rm!, { pan: pan() });
    const secondPan = pan();
    const second = await applicantTokenByOtp(app, t.rm!, { pan: secondPan, applicationId: created.id });
    const added = await postJson(app, ONB.addApplicant(created.id), t.rm!, {
      applicantVerificationToken: second.applicantVerificationToken,
    });
    expect(added.statusCode).toBe(200);
    const staff = await detail(app, created.id, t.rm!);
    expect(staff.applicants.map((a) => a.kraDocument?.map((d) => d.file?.name))).toEqual([
      [expect.stringMatching(/^KYC-record-KRDPM\d{4}F\.pdf$/)],
      [`KYC-record-${secondPan}.pdf`],
    ]);
  });

  it('are stored once per applicant, owned by the staff user who created it', async () => {
    const created = await createByOtp(app, t.rm!, { pan: pan() });
    const rows = await db.db
      .select({ doc: applicantKraDocuments, file: files })
      .from(applicantKraDocuments)
      .innerJoin(files, eq(files.id, applicantKraDocuments.fileId))
      .where(eq(applicantKraDocuments.applicantId, created.applicantId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.file).toMatchObject({
      uploaderKind: 'staff',
      mimeType: 'application/pdf',
      documentType: 'kra_document',
    });
    expect(rows[0]!.file.sizeBytes).toBeGreaterThan(500);
  });

  it('do not stop the application when the registry cannot hand them out', async () => {
    const other = await createTestApp(db, { providers: { kra: new KraWithoutDocuments() } });
    try {
      const token = await tokenFor(other, 'rm');
      const created = await createByOtp(other, token, { pan: pan() });
      const staff = await detail(other, created.id, token);
      expect(staff.applicants[0]!.dataFetchedFromKRA).toBe(true);
      expect(staff.applicants[0]!.kraDocument).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
