import { buffer } from 'node:stream/consumers';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatDateTimeIST, type SendOtpResponse } from '@aif/contracts';
import { esignDocuments, files } from './db/schema';
import { toMobileNumber } from './lib/phone';
import {
  createApplication,
  invitationsOf,
  pdfText,
  signViaSandbox,
  statusOf,
} from './modules/esign/test-helpers';
import {
  STAFF_PHONE,
  TestClock,
  bearer,
  createTestApp,
  latestOtp,
  removeTempDirs,
  sendOtp,
  tokenFor,
  verifyOtp,
} from './testing/app';
import { createTestDatabase, type TestDatabase } from './testing/db';
import { multipartBody, pdfBytes } from './testing/files';
import { startTestS3Server, type TestS3Server } from './testing/s3';

/**
 * Two API instances, as behind a load balancer: each its own Fastify app and database connection, one
 * database and one S3-compatible bucket (a real server speaking S3 over HTTP). What one instance stores,
 * the other serves; no request needs to come back to the instance that started it.
 */
const PREFIX = 'portal/';
let s3: TestS3Server;
let db: TestDatabase;
let a: FastifyInstance;
let b: FastifyInstance;
const clock = new TestClock();

beforeAll(async () => {
  s3 = await startTestS3Server();
  db = await createTestDatabase();
  const config = { storage: s3.storage(PREFIX) };
  a = await createTestApp(db, { clock: clock.now, config });
  b = await createTestApp(await db.openAnother(), { clock: clock.now, config });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await db?.close();
  await s3?.stop();
  removeTempDirs();
});

async function upload(app: FastifyInstance, token: string, data: Buffer, documentType = 'pan') {
  const body = multipartBody({ documentType }, { name: 'pan card.pdf', data, type: 'application/pdf' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/files/files',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: string; name: string; url: string };
}

async function storedObject(key: string) {
  return s3.client().send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}${key}` }));
}

describe('files on two instances sharing one bucket', () => {
  it('stores an upload in the bucket, and both instances serve the same bytes', async () => {
    const token = await tokenFor(a, 'distributor');
    const data = await pdfBytes('uploaded through instance A');
    const uploaded = await upload(a, token, data);

    // The object is in the bucket under the configured prefix, with the detected type and its size.
    const [row] = await a.db.select().from(files).where(eq(files.id, uploaded.id));
    expect(row!.storageKey).toMatch(/^uploads\/\d{4}\/\d{2}\//);
    const head = await storedObject(row!.storageKey);
    expect(head.ContentLength).toBe(data.length);
    expect(head.ContentType).toBe('application/pdf');

    for (const app of [a, b]) {
      const res = await app.inject({ method: 'GET', url: uploaded.url, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-length']).toBe(String(data.length));
      expect(res.headers['content-disposition']).toContain('pan%20card.pdf');
      expect(res.rawPayload.equals(data)).toBe(true);
    }
  });

  it('serves through A what was uploaded through B, to the uploader (an investor) only', async () => {
    const investor = await tokenFor(b, 'investor');
    const data = await pdfBytes('uploaded through instance B');
    const uploaded = await upload(b, investor, data);
    const read = await a.inject({ method: 'GET', url: uploaded.url, headers: bearer(investor) });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(data)).toBe(true);
    // The same rules on both instances: another investor's file is 404 on A as on B.
    const other = await a.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', '9876500001') });
    for (const app of [a, b]) {
      const res = await app.inject({ method: 'GET', url: uploaded.url, headers: bearer(other.token) });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('the signed PDF on two instances sharing one bucket', () => {
  it('is finished by B from the PDF A generated and stored, and read back through A', async () => {
    const app = await createApplication(a.db, { status: 'sent_to_amc_approver' });
    const generatedAt = clock.now();
    const approved = await a.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${app.id}/approve`,
      headers: bearer(await tokenFor(a, 'amcapprover')),
    });
    expect(approved.json().status).toBe('sent_to_applicant1');
    const [doc] = await a.db.select().from(esignDocuments).where(eq(esignDocuments.applicationId, app.id));
    const generated = await storedObject(`esign/${app.id}/${doc!.id}/application.pdf`);
    expect(generated.ContentType).toBe('application/pdf');

    // A day later (a re-rendered PDF would carry this day's date), the signers sign through either instance.
    clock.advance(86_400_000);
    const [applicant, manager, trustee] = await invitationsOf(a.db, app.id);
    expect((await signViaSandbox(b, applicant!.invitationUrl, app.applicants[0]!.mobile)).statusCode).toBe(
      200,
    );
    expect((await signViaSandbox(a, manager!.invitationUrl, '+919000000005')).statusCode).toBe(200);
    expect((await signViaSandbox(b, trustee!.invitationUrl, '+919000000006')).statusCode).toBe(200);
    expect(await statusOf(a.db, app.id)).toBe('signed');

    const signedKey = `esign/${app.id}/${doc!.id}/signed.pdf`;
    const object = await s3
      .client()
      .send(new GetObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}${signedKey}` }));
    const stored = await buffer(object.Body as NodeJS.ReadableStream);

    const res = await a.inject({
      method: 'GET',
      url: `/api/pdf/onboarding-application/signed-pdf/${app.id}`,
      headers: bearer(await tokenFor(a, 'rm')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(stored)).toBe(true);
    const text = pdfText(res.rawPayload);
    // The pages the signers saw: generated on approval day through A, not re-rendered by B.
    expect(text).toContain(`Generated ${formatDateTimeIST(generatedAt)} IST`);
    expect(text).not.toContain(`Generated ${formatDateTimeIST(clock.now())} IST`);
    for (const line of ['Signature Page 1 of 3', 'Signature Page 3 of 3', 'Asha Verma', 'Trustee'])
      expect(text).toContain(line);
  });
});

describe('sign-in on two instances (no sticky sessions)', () => {
  it('completes on B a sign-in started on A, and the session works, and ends, on both', async () => {
    const phone = STAFF_PHONE.rm;
    const sent = await sendOtp(a, phone);
    expect(sent.statusCode).toBe(200);
    const { verificationToken } = sent.json() as SendOtpResponse;
    // Sealed with the key B publishes: the same key pair as A's (kept in the database).
    const keyA = (await a.inject({ url: '/api/users/login/public-key' })).json().publicKey;
    const keyB = (await b.inject({ url: '/api/users/login/public-key' })).json().publicKey;
    expect(keyB).toBe(keyA);
    const verified = await verifyOtp(b, { phone, otp: (await latestOtp(a, phone))!, verificationToken });
    expect(verified.statusCode).toBe(200);
    const { token } = verified.json() as { token: string };

    for (const app of [a, b])
      expect((await app.inject({ url: '/api/users/users/me', headers: bearer(token) })).statusCode).toBe(200);
    await b.inject({ method: 'POST', url: '/api/users/users/logout', headers: bearer(token) });
    expect((await a.inject({ url: '/api/users/users/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('an instance that stops', () => {
  it('closes its connections to the object store', async () => {
    const own = await startTestS3Server('aif-close');
    const other = await db.openAnother();
    const app = await createTestApp(other, { config: { storage: own.storage() } });
    try {
      const token = await tokenFor(app, 'rm');
      const uploaded = await upload(app, token, await pdfBytes());
      expect(
        (await app.inject({ method: 'GET', url: uploaded.url, headers: bearer(token) })).statusCode,
      ).toBe(200);
      expect(await own.connections()).toBeGreaterThan(0);
      await app.close();
      let open = await own.connections();
      for (let i = 0; i < 50 && open > 0; i++) {
        await new Promise((r) => setTimeout(r, 20));
        open = await own.connections();
      }
      expect(open).toBe(0);
    } finally {
      await app.close();
      await own.stop();
    }
  });
});
