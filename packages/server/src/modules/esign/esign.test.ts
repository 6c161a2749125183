import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  ESIGN_MESSAGES,
  ESIGN_SIGNATURE_HEADER,
  MESSAGES,
  type EsignCallback,
  type Role,
} from '@aif/contracts';
import { auditTrail, esignDocuments } from '../../db/schema';
import { TestClock, bearer, createTestApp, removeTempDirs, seal, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { toMobileNumber } from '../../lib/phone';
import { signCallbackBody } from '../../providers/esign';
import { createApplication, invitationsOf, pathOf, pdfText, signViaSandbox, statusOf } from './test-helpers';

let db: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: clock.now });
  for (const r of ['rm'] as const) tokens[r] = await tokenFor(app, r);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const investorToken = async (mobile: string) =>
  (await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', mobile) })).token;

async function approvedForSigning(names = ['Asha Verma']) {
  const a = await createApplication(app.db, { status: 'sent_to_amc_approver', applicantNames: names });
  const res = await app.inject({
    method: 'POST',
    url: `/api/onboarding/applications/${a.id}/approve`,
    // A fresh token: tests move the clock past the session lifetime.
    headers: bearer(await tokenFor(app, 'amcapprover')),
  });
  expect(res.json().status).toBe('sent_to_applicant1');
  return a;
}

async function postCallback(event: EsignCallback, signature?: string) {
  const raw = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/onboarding/esign/callback',
    headers: {
      'content-type': 'application/json',
      [ESIGN_SIGNATURE_HEADER]: signature ?? signCallbackBody(await app.esign.webhookSecret(), raw),
    },
    payload: raw,
  });
}

describe('investor e-sign calls', () => {
  it('shows only the summary without a token, then OTP -> investor token -> details -> sign URL', async () => {
    const a = await approvedForSigning();
    const ref = a.applicants[0]!.referenceId;
    const details = await app.inject({ method: 'GET', url: `/api/onboarding/esign/details/${ref}` });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({
      referenceId: ref,
      applicationNumber: a.applicationNumber,
      applicantName: 'Asha Verma',
      schemeName: 'Demo Growth Fund I',
      planName: 'Series A',
      status: 'sent_to_applicant1',
      statusLabel: 'Waiting for your signature',
      maskedMobile: expect.stringMatching(/^\*+\d{4}$/),
      signStatus: 'pendingsignature',
    });
    expect(JSON.stringify(details.json())).not.toContain(a.applicants[0]!.mobile);

    // Without a token the rest is refused.
    for (const url of [
      `/api/onboarding/esign/application-details/${ref}`,
      `/api/onboarding/esign/get-referenceids/${ref}`,
    ])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `/api/onboarding/esign/sign/${ref}` })).statusCode).toBe(
      401,
    );

    const sent = await app.inject({ method: 'GET', url: `/api/onboarding/esign/get-otp/${ref}` });
    expect(sent.statusCode).toBe(200);
    await app.messages.deliverDue();
    const otp = (await app.outbox.list({ to: a.applicants[0]!.mobile }))[0]!.body.match(/\b(\d{6})\b/)![1];
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/onboarding/esign/verify-otp/${ref}`,
      payload: {
        payload: await seal(app, {
          otp: otp === '000000' ? '111111' : '000000',
          verificationToken: sent.json().verificationToken,
        }),
      },
    });
    expect(wrong.statusCode).toBe(400);
    const verified = await app.inject({
      method: 'POST',
      url: `/api/onboarding/esign/verify-otp/${ref}`,
      payload: { payload: await seal(app, { otp, verificationToken: sent.json().verificationToken }) },
    });
    expect(verified.statusCode).toBe(200);
    const token = verified.json().token as string;
    expect(verified.json().user.role).toBe('investor');

    const full = await app.inject({
      method: 'GET',
      url: `/api/onboarding/esign/application-details/${ref}`,
      headers: bearer(token),
    });
    expect(full.statusCode).toBe(200);
    expect(full.json().application.applicationNumber).toBe(a.applicationNumber);
    expect(full.json().signDetails).toMatchObject({
      status: 'pendingsignature',
      currentSigner: 'applicant1',
    });

    const sign = await app.inject({
      method: 'POST',
      url: `/api/onboarding/esign/sign/${ref}`,
      headers: bearer(token),
    });
    expect(sign.statusCode).toBe(200);
    const [first] = await invitationsOf(app.db, a.id);
    expect(sign.json().url).toBe(first!.invitationUrl);

    const refs = await app.inject({
      method: 'GET',
      url: `/api/onboarding/esign/get-referenceids/${ref}`,
      headers: bearer(token),
    });
    expect(refs.json().referenceIds).toEqual([
      { referenceId: ref, applicantType: 1, name: 'Asha Verma', signStatus: 'pendingsignature' },
    ]);

    // Another investor reaches none of it.
    const stranger = await investorToken('6999999999');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/onboarding/esign/sign/${ref}`,
          headers: bearer(stranger),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('applies the sign-in OTP limits to get-otp (2 resends an hour) and answers 404 for an unknown reference', async () => {
    const a = await createApplication(app.db, { status: 'sent_to_applicant1' });
    const url = `/api/onboarding/esign/get-otp/${a.applicants[0]!.referenceId}`;
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: '/api/onboarding/esign/details/nope' })).statusCode).toBe(
      404,
    );
  });

  it('generates the sign document on sign when approval could not', async () => {
    const a = await createApplication(app.db, { status: 'sent_to_applicant1' });
    const token = await investorToken(a.applicants[0]!.mobile);
    expect(await invitationsOf(app.db, a.id)).toHaveLength(0);
    const sign = await app.inject({
      method: 'POST',
      url: `/api/onboarding/esign/sign/${a.applicants[0]!.referenceId}`,
      headers: bearer(token),
    });
    expect(sign.statusCode).toBe(200);
    expect(await invitationsOf(app.db, a.id)).toHaveLength(3);
    expect(sign.json().url).toMatch(/\/esign\/sandbox\//);
  });
});

describe('signing in order through the sandbox, to the signed PDF', () => {
  it('signs applicant 1, applicant 2, the investment manager and the trustee, then stores the signed PDF', async () => {
    const a = await approvedForSigning(['Asha Verma', 'Ravi Verma']);
    const invitations = await invitationsOf(app.db, a.id);
    const [i1, i2, fm, tr] = invitations;

    // The 2nd applicant cannot sign first: not on the e-sign API, not on the sandbox page.
    const second = await investorToken(a.applicants[1]!.mobile);
    const early = await app.inject({
      method: 'POST',
      url: `/api/onboarding/esign/sign/${a.applicants[1]!.referenceId}`,
      headers: bearer(second),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ESIGN_MESSAGES.notYourTurn('Asha Verma'));
    const page2 = await app.inject({ method: 'GET', url: pathOf(i2!.invitationUrl) });
    expect(page2.body).toContain('Waiting for Asha Verma to sign first');
    expect(
      (await app.inject({ method: 'POST', url: `${pathOf(i2!.invitationUrl)}/send-otp` })).statusCode,
    ).toBe(409);

    const page1 = await app.inject({ method: 'GET', url: pathOf(i1!.invitationUrl) });
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['content-type']).toContain('text/html');
    expect(page1.body).toContain(a.applicationNumber);
    expect(page1.body).toContain('Send OTP');

    // A wrong OTP is refused and changes nothing.
    await app.inject({ method: 'POST', url: `${pathOf(i1!.invitationUrl)}/send-otp` });
    const bad = await app.inject({
      method: 'POST',
      url: `${pathOf(i1!.invitationUrl)}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'otp=12345',
    });
    expect(bad.statusCode).toBe(400);
    expect(await statusOf(app.db, a.id)).toBe('sent_to_applicant1');

    expect((await signViaSandbox(app, i1!.invitationUrl, a.applicants[0]!.mobile)).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('approved_by_applicant1');
    await app.messages.deliverDue();
    expect((await app.outbox.list({ to: a.applicants[1]!.email }))[0]?.body).toContain(
      pathOf(i2!.invitationUrl),
    );

    // The investment manager cannot jump the 2nd applicant either.
    expect(
      (await app.inject({ method: 'POST', url: `${pathOf(fm!.invitationUrl)}/send-otp` })).statusCode,
    ).toBe(409);

    expect((await signViaSandbox(app, i2!.invitationUrl, a.applicants[1]!.mobile)).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('approved_by_applicant2');
    expect((await signViaSandbox(app, fm!.invitationUrl, '+919000000005')).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('approved_by_fundmanager');

    // Not signed yet: no signed PDF.
    const before = await app.inject({
      method: 'GET',
      url: `/api/pdf/onboarding-application/signed-pdf/${a.id}`,
      headers: bearer(await tokenFor(app, 'rm')),
    });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual({ message: MESSAGES.onlySignedDownload });

    expect((await signViaSandbox(app, tr!.invitationUrl, '+919000000006')).statusCode).toBe(200);
    expect(await statusOf(app.db, a.id)).toBe('signed');
    const statuses = (await invitationsOf(app.db, a.id)).map((i) => i.status);
    expect(statuses).toEqual(['signed', 'signed', 'signed', 'signed']);

    const signed = await app.inject({
      method: 'GET',
      url: `/api/pdf/onboarding-application/signed-pdf/${a.id}`,
      headers: bearer(tokens.rm),
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-disposition']).toContain(`${a.applicationNumber}.pdf`);
    // The signed PDF follows the rule of its application: its investors and the staff who see it.
    const signedPdfFor = async (token: string) =>
      (
        await app.inject({
          url: `/api/pdf/onboarding-application/signed-pdf/${a.id}`,
          headers: bearer(token),
        })
      ).statusCode;
    expect(await signedPdfFor(await investorToken(a.applicants[1]!.mobile))).toBe(200);
    expect(await signedPdfFor(await investorToken('6999999990'))).toBe(404);
    expect(await signedPdfFor(await tokenFor(app, 'subdistributor'))).toBe(404);
    const text = pdfText(signed.rawPayload);
    expect(text).toContain(a.applicationNumber);
    for (const who of [
      'Signature Page 1 of 4',
      'Signature Page 4 of 4',
      'Asha Verma',
      'Ravi Verma',
      'Farhan Qureshi',
      'Tara Menon',
      'Trustee',
      'Investment Manager',
      'OTP (e-sign sandbox)',
    ])
      expect(text).toContain(who);

    // The sandbox page now says so; a second confirmation is refused.
    expect((await app.inject({ method: 'GET', url: pathOf(tr!.invitationUrl) })).body).toContain('Signed.');
  });
});

describe('Get Link (doc 3 §2.6)', () => {
  it("offers each signer's invitation: the applicants', the investment manager's and the trustee's", async () => {
    const a = await approvedForSigning(['Asha Verma', 'Ravi Verma']);
    const invitations = await invitationsOf(app.db, a.id);
    const res = await app.inject({
      url: `/api/onboarding/applications/${a.id}/link-targets`,
      headers: bearer(await tokenFor(app, 'amcapprover')),
    });
    expect(res.statusCode).toBe(200);
    const targets = res.json().targets as { name: string; invitationUrl: string; signatureBy: string }[];
    expect(targets.map((t) => t.signatureBy)).toEqual(['applicant1', 'applicant2', 'fundmanager', 'trustee']);
    expect(targets.map((t) => t.invitationUrl)).toEqual(invitations.map((i) => i.invitationUrl));
    expect(targets[0]!.name).toBe('Asha Verma');
  });
});

describe('the application as the wizard and the details pages read it', () => {
  it('carries the awaited signature, with its URL only for the investor whose turn it is', async () => {
    const a = await approvedForSigning(['Asha Verma', 'Ravi Verma']);
    const [i1] = await invitationsOf(app.db, a.id);
    const read = async (token: string) =>
      (await app.inject({ url: `/api/onboarding/applications/${a.id}`, headers: bearer(token) })).json();
    const first = await read(await investorToken(a.applicants[0]!.mobile));
    expect(first.signDetails).toEqual({ status: 'pendingsignature', url: i1!.invitationUrl });
    const second = await read(await investorToken(a.applicants[1]!.mobile));
    expect(second.signDetails).toEqual({ status: 'pendingsignature', url: null });
    const staff = await read(await tokenFor(app, 'amcapprover'));
    expect(staff.signDetails).toEqual({ status: 'pendingsignature', url: null });
    expect(staff.signedLeegalityFile).toBeNull();
    expect(staff.signedDocuments).toEqual([]);
  });
});

describe('the provider callback', () => {
  it('refuses a forged signature, ignores a replay, refuses an out-of-turn signer', async () => {
    const a = await approvedForSigning(['Asha Verma', 'Ravi Verma']);
    const [doc] = await app.db.select().from(esignDocuments).where(eq(esignDocuments.applicationId, a.id));
    const [i1, i2] = await invitationsOf(app.db, a.id);
    const event = (inv: typeof i1, eventId: string): EsignCallback => ({
      eventId,
      event: 'signed',
      documentId: doc!.providerDocumentId,
      invitationId: inv!.providerInvitationId,
      signedAt: clock.now().toISOString(),
      method: 'Aadhaar OTP',
    });

    const forged = await postCallback(event(i1, 'evt-forged'), 'ab'.repeat(32));
    expect(forged.statusCode).toBe(401);
    expect((await postCallback(event(i1, 'evt-nosig'), '')).statusCode).toBe(401);
    expect(await statusOf(app.db, a.id)).toBe('sent_to_applicant1');

    // Correctly signed but out of turn: refused, and the event id stays usable.
    const outOfTurn = await postCallback(event(i2, 'evt-2'));
    expect(outOfTurn.statusCode).toBe(409);
    expect(await statusOf(app.db, a.id)).toBe('sent_to_applicant1');

    const ok = await postCallback(event(i1, 'evt-1'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ outcome: 'signed' });
    expect(await statusOf(app.db, a.id)).toBe('approved_by_applicant1');
    const audits = () =>
      app.db
        .select()
        .from(auditTrail)
        .where(and(eq(auditTrail.entityId, a.id), eq(auditTrail.toValue, 'approved_by_applicant1')));
    expect(await audits()).toHaveLength(1);

    const replay = await postCallback(event(i1, 'evt-1'));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ outcome: 'duplicate' });
    const again = await postCallback(event(i1, 'evt-1-retry'));
    expect(again.json()).toEqual({ outcome: 'already_signed' });
    expect(await statusOf(app.db, a.id)).toBe('approved_by_applicant1');
    expect(await audits()).toHaveLength(1);

    // Now it is the 2nd applicant's turn.
    expect((await postCallback(event(i2, 'evt-2'))).json()).toEqual({ outcome: 'signed' });
    expect(await statusOf(app.db, a.id)).toBe('approved_by_applicant2');
  });

  it('refuses a body that does not match its signature', async () => {
    const raw = JSON.stringify({ eventId: 'x' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/onboarding/esign/callback',
      headers: {
        'content-type': 'application/json',
        [ESIGN_SIGNATURE_HEADER]: signCallbackBody(await app.esign.webhookSecret(), raw),
      },
      payload: `${raw} `,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('invitation expiry', () => {
  it('expires only the due applications, once, with two instances on one database', async () => {
    const due1 = await approvedForSigning();
    const due2 = await approvedForSigning(['Meera Shah', 'Kiran Shah']);
    // due2's 1st applicant signs, so its outstanding invitation (the 2nd) starts later.
    clock.advance(10 * 86_400_000);
    const [inv] = await invitationsOf(app.db, due2.id);
    expect((await signViaSandbox(app, inv!.invitationUrl, due2.applicants[0]!.mobile)).statusCode).toBe(200);
    clock.advance(21 * 86_400_000); // due1: 31 days; due2's 2nd invitation: 21 days
    const fresh = await approvedForSigning(['Nisha Rao']);

    const other = await db.openAnother();
    const appB = await createTestApp(other, { clock: clock.now });
    try {
      const [r1, r2] = await Promise.all([app.esign.runExpiryJob(), appB.esign.runExpiryJob()]);
      const expired = [...r1.expired, ...r2.expired];
      // Each application once (the other instance skipped or found nothing left); earlier tests' are due too.
      expect(new Set(expired).size).toBe(expired.length);
      const mine = [due1.id, due2.id, fresh.id];
      expect(expired.filter((id) => mine.includes(id))).toEqual([due1.id]);
      expect(await statusOf(app.db, due1.id)).toBe('invitationexpired');
      expect(await statusOf(app.db, due2.id)).toBe('approved_by_applicant1');
      expect(await statusOf(app.db, fresh.id)).toBe('sent_to_applicant1');
      const audit = await app.db
        .select()
        .from(auditTrail)
        .where(and(eq(auditTrail.entityId, due1.id), eq(auditTrail.toValue, 'invitationexpired')));
      expect(audit).toHaveLength(1);
      expect((await invitationsOf(app.db, due1.id)).map((i) => i.status)).toEqual([
        'expired',
        'expired',
        'expired',
      ]);
      // The expired link no longer signs.
      const [old] = await invitationsOf(app.db, due1.id);
      expect(
        (await app.inject({ method: 'POST', url: `${pathOf(old!.invitationUrl)}/send-otp` })).statusCode,
      ).toBe(409);

      clock.advance(10 * 86_400_000); // due2's 2nd invitation: 31 days
      const [s1, s2] = await Promise.all([appB.esign.runExpiryJob(), app.esign.runExpiryJob()]);
      expect([...s1.expired, ...s2.expired].filter((id) => mine.includes(id))).toEqual([due2.id]);
      expect((await app.esign.runExpiryJob()).expired).toEqual([]);
      expect(await statusOf(app.db, fresh.id)).toBe('sent_to_applicant1');
    } finally {
      await appB.close();
    }
  });
});
