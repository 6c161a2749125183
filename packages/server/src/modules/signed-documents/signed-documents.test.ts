import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ESIGN_MESSAGES, MESSAGES } from '@aif/contracts';
import { applicationSignedDocuments } from '../../db/schema';
import { toMobileNumber } from '../../lib/phone';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { multipartBody, pdfBytes, PNG } from '../../testing/files';
import { createApplication, statusOf } from '../esign/test-helpers';

let db: TestDatabase;
let app: FastifyInstance;
let rm: string;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  rm = await tokenFor(app, 'rm');
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

async function upload(
  documentType: string,
  data?: Buffer,
  name = `${documentType}.pdf`,
  token = rm,
): Promise<string> {
  const body = multipartBody({ documentType }, { name, data: data ?? (await pdfBytes(documentType)) });
  const res = await app.inject({
    method: 'POST',
    url: '/api/files/files',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}

const send = (id: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/onboarding/applications/upload-signed-documents/${id}`,
    headers: bearer(rm),
    payload,
  });

describe('msar signed documents', () => {
  it('needs every document and the declaration, completes the application and refuses a replacement', async () => {
    const a = await createApplication(app.db, { fund: 'msar', status: 'approved_by_amc_approver' });
    const ids = {
      admission_deed: await upload('admission_deed'),
      consent_form: await upload('consent_form'),
      poa: await upload('poa'),
    };
    const docs = (types: (keyof typeof ids)[]) =>
      types.map((t) => ({ documentType: t, file: { id: ids[t] } }));

    let res = await send(a.id, {
      signedDocuments: docs(['admission_deed', 'poa']),
      documentDeclaration: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.selectConsentForm });
    res = await send(a.id, {
      signedDocuments: docs(['admission_deed', 'consent_form', 'poa']),
      documentDeclaration: false,
    });
    expect(res.json()).toEqual({ message: MESSAGES.selectDocumentDeclaration });
    expect(await statusOf(app.db, a.id)).toBe('approved_by_amc_approver');

    res = await send(a.id, {
      signedDocuments: docs(['admission_deed', 'consent_form', 'poa']),
      documentDeclaration: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'completed',
      message: ESIGN_MESSAGES.signedDocumentsUploaded,
    });
    expect(await statusOf(app.db, a.id)).toBe('completed');
    expect(
      await app.db
        .select()
        .from(applicationSignedDocuments)
        .where(eq(applicationSignedDocuments.applicationId, a.id)),
    ).toHaveLength(3);

    const other = await upload('consent_form');
    res = await send(a.id, {
      signedDocuments: [
        ...docs(['admission_deed', 'poa']),
        { documentType: 'consent_form', file: { id: other } },
      ],
      documentDeclaration: true,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ESIGN_MESSAGES.signedDocumentsLocked });
  });

  it('refuses other statuses, non-msar funds, files that are not PDFs and roles outside the list screen', async () => {
    const ids = [await upload('admission_deed'), await upload('consent_form'), await upload('poa')];
    const body = {
      signedDocuments: ['admission_deed', 'consent_form', 'poa'].map((t, i) => ({
        documentType: t,
        file: { id: ids[i] },
      })),
      documentDeclaration: true,
    };
    const early = await createApplication(app.db, { fund: 'msar', status: 'sent_to_amc_approver' });
    expect((await send(early.id, body)).statusCode).toBe(409);
    const domestic = await createApplication(app.db, { status: 'approved_by_amc_approver' });
    expect((await send(domestic.id, body)).statusCode).toBe(409);

    const image = await upload('others', PNG, 'x.png');
    const msar = await createApplication(app.db, { fund: 'msar', status: 'approved_by_amc_approver' });
    const withImage = {
      ...body,
      signedDocuments: [
        { ...body.signedDocuments[0]!, file: { id: image } },
        ...body.signedDocuments.slice(1),
      ],
    };
    const res = await send(msar.id, withImage);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ESIGN_MESSAGES.signedDocumentNotPdf });

    const approver = await app.inject({
      method: 'POST',
      url: `/api/onboarding/applications/upload-signed-documents/${msar.id}`,
      headers: bearer(await tokenFor(app, 'amcapprover')),
      payload: body,
    });
    expect(approver.statusCode).toBe(403);
    expect(await statusOf(app.db, msar.id)).toBe('approved_by_amc_approver');
  });

  it("attaches only the caller's own uploads not on another application; the documents follow the application", async () => {
    const a = await createApplication(app.db, { fund: 'msar', status: 'approved_by_amc_approver' });
    const ids = {
      admission_deed: await upload('admission_deed'),
      consent_form: await upload('consent_form'),
      poa: await upload('poa'),
    };
    const body = (over: Partial<typeof ids> = {}) => ({
      signedDocuments: Object.entries({ ...ids, ...over }).map(([documentType, id]) => ({
        documentType,
        file: { id },
      })),
      documentDeclaration: true,
    });
    const someoneElses = await upload('consent_form', undefined, 'c.pdf', await tokenFor(app, 'amcadmin'));
    let res = await send(a.id, body({ consent_form: someoneElses }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ESIGN_MESSAGES.signedDocumentFileUnknown });
    expect((await send(a.id, body())).statusCode).toBe(200);

    const b = await createApplication(app.db, { fund: 'msar', status: 'approved_by_amc_approver' });
    res = await send(b.id, body({ consent_form: await upload('consent_form') }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ESIGN_MESSAGES.signedDocumentFileUnknown });
    expect(await statusOf(app.db, b.id)).toBe('approved_by_amc_approver');

    const read = async (token: string) =>
      (await app.inject({ url: `/api/files/files/${ids.admission_deed}`, headers: bearer(token) }))
        .statusCode;
    const investor = (
      await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', a.applicants[0]!.mobile) })
    ).token;
    expect(await read(rm)).toBe(200);
    expect(await read(investor)).toBe(200);
    expect(await read(await tokenFor(app, 'amcapprover'))).toBe(200);
    expect(await read(await tokenFor(app, 'subdistributor'))).toBe(404);
  });
});
