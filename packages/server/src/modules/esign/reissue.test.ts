import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ESIGN_MESSAGES, ESIGN_SIGNATURE_HEADER, type EsignCallback } from '@aif/contracts';
import { applications, auditTrail, esignDocuments, plans, users } from '../../db/schema';
import { signCallbackBody } from '../../providers/esign';
import { TestClock, bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { toMobileNumber } from '../../lib/phone';
import { createApplication, invitationsOf, pathOf, pdfText, signViaSandbox, statusOf } from './test-helpers';

// Re-issuing pending signatures when a plan's investment manager or trustee changes (0-product-decisions §9).
let db: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();
const actor = { id: 'amcadmin-test', role: 'amcadmin' };
const OLD_IM = '+919000000005';
const OLD_TRUSTEE = '+919000000006';
const newIm = { id: '', name: 'Neha Kapoor', phone: '9000000021', email: 'neha.kapoor@demo-aif.example' };
const newTrustee = { id: '', name: 'Rohan Iyer', phone: '9000000022', email: 'rohan.iyer@demo-aif.example' };

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: clock.now });
  for (const [role, u] of [
    ['fundmanager', newIm],
    ['trustee', newTrustee],
  ] as const) {
    const [row] = await app.db
      .insert(users)
      .values({ role, name: u.name, phone: u.phone, email: u.email })
      .returning();
    u.id = row!.id;
  }
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

/** An application approved for signing on a plan of its own (a copy of the demo series it was created on). */
async function approvedOnOwnPlan(names = ['Asha Verma']) {
  const a = await createApplication(app.db, { status: 'sent_to_amc_approver', applicantNames: names });
  const [row] = await app.db.select().from(applications).where(eq(applications.id, a.id));
  const [demo] = await app.db.select().from(plans).where(eq(plans.id, row!.planId!));
  const { id: _id, ...copy } = demo!;
  const [plan] = await app.db
    .insert(plans)
    .values({ ...copy, planCode: `RI-${a.applicationNumber}` })
    .returning();
  await app.db.update(applications).set({ planId: plan!.id }).where(eq(applications.id, a.id));
  const res = await app.inject({
    method: 'POST',
    url: `/api/onboarding/applications/${a.id}/approve`,
    headers: bearer(await tokenFor(app, 'amcapprover')),
  });
  expect(res.json().status).toBe('sent_to_applicant1');
  return { ...a, planId: plan!.id };
}

/** The plan's signer changes (what Update Investment Manager / Trustee commits), then the re-issue runs. */
async function changeSigner(planId: string, signer: 'fundmanager' | 'trustee', userId: string) {
  // A later instant: the fresh document comes after the cancelled one.
  clock.advance(60_000);
  await app.db
    .update(plans)
    .set(signer === 'fundmanager' ? { fundManagerId: userId } : { trusteeId: userId })
    .where(eq(plans.id, planId));
  return app.esign.reissuePlanSigner(planId, signer, actor);
}

const documentsOf = (applicationId: string) =>
  app.db
    .select()
    .from(esignDocuments)
    .where(eq(esignDocuments.applicationId, applicationId))
    .orderBy(esignDocuments.createdAt);

async function postCallback(event: EsignCallback) {
  const raw = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/onboarding/esign/callback',
    headers: {
      'content-type': 'application/json',
      [ESIGN_SIGNATURE_HEADER]: signCallbackBody(await app.esign.webhookSecret(), raw),
    },
    payload: raw,
  });
}

async function signedPdfText(applicationId: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/pdf/onboarding-application/signed-pdf/${applicationId}`,
    headers: bearer(await tokenFor(app, 'rm')),
  });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

describe('reissuePlanSigner', () => {
  it('re-issues to the new investment manager while the old one is awaited; signing completes', async () => {
    const a = await approvedOnOwnPlan();
    const [investor, oldFm] = await invitationsOf(app.db, a.id);
    expect((await signViaSandbox(app, investor!.invitationUrl, a.applicants[0]!.mobile)).statusCode).toBe(
      200,
    );
    expect(await statusOf(app.db, a.id)).toBe('approved_by_applicant1');
    const [oldDoc] = await documentsOf(a.id);
    const [before] = await app.db.select().from(plans).where(eq(plans.id, a.planId));

    expect(await changeSigner(a.planId, 'fundmanager', newIm.id)).toBe(1);

    // The old document and its open invitations are cancelled; the signature given stays.
    const [cancelledDoc, fresh] = await documentsOf(a.id);
    expect(cancelledDoc).toMatchObject({ id: oldDoc!.id, status: 'cancelled' });
    expect(fresh).toMatchObject({ status: 'pending' });
    const all = await invitationsOf(app.db, a.id);
    const onOld = all.filter((i) => i.documentId === oldDoc!.id);
    expect(onOld.map((i) => [i.signer, i.status])).toEqual([
      ['applicant1', 'signed'],
      ['fundmanager', 'cancelled'],
      ['trustee', 'cancelled'],
    ]);
    // The fresh document starts at the awaited signer: the new investment manager, invited now.
    const onFresh = all.filter((i) => i.documentId === fresh!.id);
    expect(onFresh.map((i) => [i.signer, i.name, i.userId])).toEqual([
      ['fundmanager', newIm.name, newIm.id],
      ['trustee', 'Tara Menon', before!.trusteeId],
    ]);
    expect(onFresh[0]!.invitedAt).not.toBeNull();
    await app.messages.deliverDue();
    const mail = await app.outbox.list({ to: newIm.email });
    expect(mail.some((m) => m.body.includes(onFresh[0]!.invitationUrl))).toBe(true);

    // Audited: who changed it, from the old signer to the new one.
    const audit = await app.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entityId, a.id), eq(auditTrail.action, 'esign_signer_reissued')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: actor.id, fromValue: oldFm!.userId, toValue: newIm.id });

    // The old links no longer work: not on the sandbox page, not through the callback.
    const page = await app.inject({ method: 'GET', url: pathOf(oldFm!.invitationUrl) });
    expect(page.body).toContain('This signing invitation has expired.');
    expect(
      (await app.inject({ method: 'POST', url: `${pathOf(oldFm!.invitationUrl)}/send-otp` })).statusCode,
    ).toBe(409);
    const late = await postCallback({
      eventId: `late-${a.id}`,
      event: 'signed',
      documentId: oldDoc!.providerDocumentId,
      invitationId: oldFm!.providerInvitationId,
      signedAt: clock.now().toISOString(),
      method: 'Aadhaar OTP',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ESIGN_MESSAGES.signatureNotNeeded);

    // Nothing more to re-issue.
    expect(await app.esign.reissuePlanSigner(a.planId, 'fundmanager', actor)).toBe(0);

    expect((await signViaSandbox(app, onFresh[0]!.invitationUrl, `+91${newIm.phone}`)).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('approved_by_fundmanager');
    expect((await signViaSandbox(app, onFresh[1]!.invitationUrl, OLD_TRUSTEE)).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('signed');
    const text = await signedPdfText(a.id);
    for (const who of ['Signature Page 1 of 3', 'Asha Verma', newIm.name, 'Tara Menon'])
      expect(text).toContain(who);
    expect(text).not.toContain('Farhan Qureshi');
  });

  it('re-issues while the investors are still signing: the awaited investor is invited again', async () => {
    const a = await approvedOnOwnPlan(['Asha Verma', 'Ravi Verma']);
    const [first, second] = await invitationsOf(app.db, a.id);
    expect((await signViaSandbox(app, first!.invitationUrl, a.applicants[0]!.mobile)).statusCode).toBe(200);

    expect(await changeSigner(a.planId, 'fundmanager', newIm.id)).toBe(1);

    const [, fresh] = await documentsOf(a.id);
    const onFresh = (await invitationsOf(app.db, a.id)).filter((i) => i.documentId === fresh!.id);
    expect(onFresh.map((i) => [i.signer, i.name])).toEqual([
      ['applicant2', 'Ravi Verma'],
      ['fundmanager', newIm.name],
      ['trustee', 'Tara Menon'],
    ]);
    expect(onFresh[0]!.invitationUrl).not.toBe(second!.invitationUrl);
    await app.messages.deliverDue();
    const mail = await app.outbox.list({ to: a.applicants[1]!.email });
    expect(mail.some((m) => m.body.includes(onFresh[0]!.invitationUrl))).toBe(true);
    expect((await app.inject({ method: 'GET', url: pathOf(second!.invitationUrl) })).body).toContain(
      'This signing invitation has expired.',
    );

    // The investor's e-Sign hands over the fresh link.
    const session = await app.sessions.issue({
      kind: 'investor',
      number: toMobileNumber('+91', a.applicants[1]!.mobile),
    });
    const sign = await app.inject({
      method: 'POST',
      url: `/api/onboarding/esign/sign/${a.applicants[1]!.referenceId}`,
      headers: bearer(session.token),
    });
    expect(sign.json().url).toBe(onFresh[0]!.invitationUrl);
    expect((await signViaSandbox(app, onFresh[0]!.invitationUrl, a.applicants[1]!.mobile)).statusCode).toBe(
      200,
    );
    expect(await statusOf(app.db, a.id)).toBe('approved_by_applicant2');
    expect((await signViaSandbox(app, onFresh[1]!.invitationUrl, `+91${newIm.phone}`)).statusCode).toBe(200);
    expect((await signViaSandbox(app, onFresh[2]!.invitationUrl, OLD_TRUSTEE)).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('signed');
    const text = await signedPdfText(a.id);
    for (const who of ['Signature Page 1 of 4', 'Asha Verma', 'Ravi Verma', newIm.name])
      expect(text).toContain(who);
  });

  it('leaves a signer who already signed; re-issues the trustee still awaited', async () => {
    const a = await approvedOnOwnPlan();
    const [investor, fm, trustee] = await invitationsOf(app.db, a.id);
    expect((await signViaSandbox(app, investor!.invitationUrl, a.applicants[0]!.mobile)).statusCode).toBe(
      200,
    );
    expect((await signViaSandbox(app, fm!.invitationUrl, OLD_IM)).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('approved_by_fundmanager');

    // The investment manager signed: changing it touches nothing.
    expect(await changeSigner(a.planId, 'fundmanager', newIm.id)).toBe(0);
    expect((await documentsOf(a.id)).map((d) => d.status)).toEqual(['pending']);
    expect((await invitationsOf(app.db, a.id)).find((i) => i.id === trustee!.id)!.status).toBe(
      'pendingsignature',
    );

    expect(await changeSigner(a.planId, 'trustee', newTrustee.id)).toBe(1);
    const [, fresh] = await documentsOf(a.id);
    const onFresh = (await invitationsOf(app.db, a.id)).filter((i) => i.documentId === fresh!.id);
    expect(onFresh.map((i) => [i.signer, i.name])).toEqual([['trustee', newTrustee.name]]);
    expect((await signViaSandbox(app, trustee!.invitationUrl, OLD_TRUSTEE)).statusCode).toBe(409);
    expect((await signViaSandbox(app, onFresh[0]!.invitationUrl, `+91${newTrustee.phone}`)).statusCode).toBe(
      200,
    );
    expect(await statusOf(app.db, a.id)).toBe('signed');
    const text = await signedPdfText(a.id);
    for (const who of ['Farhan Qureshi', newTrustee.name]) expect(text).toContain(who);
    expect(text).not.toContain('Tara Menon');
  });

  it('needs nothing for an application whose document is not generated yet: it reads the plan then', async () => {
    const a = await createApplication(app.db, { status: 'sent_to_amc_approver' });
    const [row] = await app.db.select().from(applications).where(eq(applications.id, a.id));
    const [demo] = await app.db.select().from(plans).where(eq(plans.id, row!.planId!));
    const { id: _id, ...copy } = demo!;
    const [plan] = await app.db
      .insert(plans)
      .values({ ...copy, planCode: `RI-${a.applicationNumber}` })
      .returning();
    await app.db.update(applications).set({ planId: plan!.id }).where(eq(applications.id, a.id));
    expect(await changeSigner(plan!.id, 'fundmanager', newIm.id)).toBe(0);
    await app.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${a.id}/approve`,
      headers: bearer(await tokenFor(app, 'amcapprover')),
    });
    const signers = (await invitationsOf(app.db, a.id)).map((i) => [i.signer, i.name]);
    expect(signers).toContainEqual(['fundmanager', newIm.name]);
  });

  it('regenerates on the next expiry run when the fresh document could not be generated', async () => {
    const a = await approvedOnOwnPlan();
    const [investor] = await invitationsOf(app.db, a.id);
    expect((await signViaSandbox(app, investor!.invitationUrl, a.applicants[0]!.mobile)).statusCode).toBe(
      200,
    );
    const create = jest.spyOn(app.esignProvider, 'createDocument').mockRejectedValueOnce(new Error('down'));
    try {
      expect(await changeSigner(a.planId, 'fundmanager', newIm.id)).toBe(1);
    } finally {
      create.mockRestore();
    }
    expect((await documentsOf(a.id)).map((d) => d.status)).toEqual(['cancelled']);
    await app.esign.runExpiryJob();
    const docs = await documentsOf(a.id);
    expect(docs.map((d) => d.status)).toEqual(['cancelled', 'pending']);
    const onFresh = (await invitationsOf(app.db, a.id)).filter((i) => i.documentId === docs[1]!.id);
    expect(onFresh[0]).toMatchObject({ signer: 'fundmanager', name: newIm.name });
    expect(onFresh[0]!.invitedAt).not.toBeNull();
  });
});
