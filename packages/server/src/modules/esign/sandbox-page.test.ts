import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INVESTOR_STATUS_LABELS } from '@aif/contracts';
import { esignDocuments } from '../../db/schema';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { createApplication, invitationsOf, pathOf, signViaSandbox } from './test-helpers';

/**
 * The sandbox signing page (0-product-decisions §6, §12): the document to read before signing, served to
 * the holder of the invitation whose turn it is only, and "OTP sent" only once an OTP was sent.
 */

let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

async function approvedForSigning(names: string[]) {
  const a = await createApplication(app.db, { status: 'sent_to_amc_approver', applicantNames: names });
  const res = await app.inject({
    method: 'POST',
    url: `/api/onboarding/applications/${a.id}/approve`,
    headers: bearer(await tokenFor(app, 'amcapprover')),
  });
  expect(res.json().status).toBe('sent_to_applicant1');
  return { ...a, invitations: await invitationsOf(app.db, a.id) };
}

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the signing page', () => {
  it('shows the document to read and only "Send OTP" until an OTP is sent', async () => {
    const a = await approvedForSigning(['Asha Verma']);
    const base = pathOf(a.invitations[0]!.invitationUrl);
    const page = await get(base);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="${base}/document"`);
    expect(page.body).toContain(`Read Application ${a.applicationNumber} (PDF)`);
    expect(page.body).toContain('Send OTP');
    expect(page.body).not.toMatch(/OTP sent/i);
    expect(page.body).not.toContain('name="otp"');

    const sent = await app.inject({ method: 'POST', url: `${base}/send-otp` });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('OTP sent to your registered mobile number and e-mail');
    expect(sent.body).toContain('name="otp"');
    expect(sent.body).toContain('Enter the OTP sent to your mobile and e-mail');
    expect(sent.body).toContain('Resend OTP');
    // Opened again later, the page still asks for the OTP that was sent.
    expect((await get(base)).body).toContain('name="otp"');
  });
});

describe('the document', () => {
  it("is the application PDF, served to the invitation's holder on its turn", async () => {
    const a = await approvedForSigning(['Asha Verma', 'Ravi Verma']);
    const [first, second] = a.invitations;
    const doc = await get(`${pathOf(first!.invitationUrl)}/document`);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toBe(`inline; filename="${a.applicationNumber}.pdf"`);
    expect(doc.headers['cache-control']).toBe('no-store');
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The 2nd applicant's link does not open it before its turn.
    const early = await get(`${pathOf(second!.invitationUrl)}/document`);
    expect(early.statusCode).toBe(409);
    expect(early.headers['content-type']).toContain('text/html');
    expect(early.body).toContain('Waiting for Asha Verma to sign first');
    expect((await get(pathOf(second!.invitationUrl))).body).not.toContain('/document"');
  });

  it('is refused to a wrong link, a used invitation and an expired one', async () => {
    const wrong = await get('/esign/sandbox/not-a-token/document');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('This signing link is not valid');
    expect(wrong.body).not.toContain('%PDF');

    const a = await approvedForSigning(['Asha Verma']);
    const url = a.invitations[0]!.invitationUrl;
    expect((await signViaSandbox(app, url, a.applicants[0]!.mobile)).statusCode).toBe(200);
    const used = await get(`${pathOf(url)}/document`);
    expect(used.statusCode).toBe(409);
    expect(used.body).toContain('This document has already been signed by you');
    expect((await get(pathOf(url))).body).not.toContain('/document"');

    const b = await approvedForSigning(['Meera Shah']);
    const [docRow] = b.invitations;
    const [signDoc] = await app.db
      .select()
      .from(esignDocuments)
      .where(eq(esignDocuments.id, docRow!.documentId));
    await app.esignProvider.cancelDocument(signDoc!.providerDocumentId);
    const expired = await get(`${pathOf(docRow!.invitationUrl)}/document`);
    expect(expired.statusCode).toBe(409);
    expect(expired.body).toContain('This signing invitation has expired');
  });
});

describe('the public summary', () => {
  it("gives the status in each applicant's words", async () => {
    const a = await approvedForSigning(['Asha Verma', 'Ravi Verma']);
    const label = async (i: number) =>
      (await get(`/api/onboarding/esign/details/${a.applicants[i]!.referenceId}`)).json().statusLabel;
    expect(await label(0)).toBe(INVESTOR_STATUS_LABELS.yourSignature);
    expect(await label(1)).toBe(INVESTOR_STATUS_LABELS.otherApplicants);
  });
});
