import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { esignDocuments } from '../../db/schema';
import { LocalFileStorage } from '../../providers/storage/local';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { createApplication, invitationsOf, pdfText, signViaSandbox, statusOf } from './test-helpers';

/**
 * The signed PDF is written before the status that names it. When an earlier attempt stored the file
 * but did not record the status (a crash, a lost connection), the next attempt writes the same key
 * again: the storage must replace it, or the application would never reach `signed`.
 */
let db: TestDatabase;
let app: FastifyInstance;
let dir: string;
let storage: LocalFileStorage;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = mkdtempSync(path.join(os.tmpdir(), 'aif-finalise-'));
  storage = new LocalFileStorage(dir);
  app = await createTestApp(db, { providers: { storage } });
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  removeTempDirs();
});

describe('finishing a signature whose signed PDF an earlier attempt already stored', () => {
  it('replaces the stored file and moves the application to signed', async () => {
    const a = await createApplication(app.db, { status: 'sent_to_amc_approver' });
    const approved = await app.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${a.id}/approve`,
      headers: bearer(await tokenFor(app, 'amcapprover')),
    });
    expect(approved.json().status).toBe('sent_to_applicant1');
    const [applicant, manager, trustee] = await invitationsOf(app.db, a.id);
    expect((await signViaSandbox(app, applicant!.invitationUrl, a.applicants[0]!.mobile)).statusCode).toBe(
      200,
    );
    expect((await signViaSandbox(app, manager!.invitationUrl, '+919000000005')).statusCode).toBe(200);

    // What an interrupted earlier attempt left at the signed PDF's key.
    const [doc] = await app.db.select().from(esignDocuments).where(eq(esignDocuments.applicationId, a.id));
    await storage.put(`esign/${a.id}/${doc!.id}/signed.pdf`, Buffer.from('partial'));

    await signViaSandbox(app, trustee!.invitationUrl, '+919000000006');
    await app.esign.runExpiryJob(); // the job finishes what a signature left unfinished
    expect(await statusOf(app.db, a.id)).toBe('signed');

    const res = await app.inject({
      method: 'GET',
      url: `/api/pdf/onboarding-application/signed-pdf/${a.id}`,
      headers: bearer(await tokenFor(app, 'rm')),
    });
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain('Signature Page 3 of 3');
  });
});
