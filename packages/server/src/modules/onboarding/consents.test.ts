import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ONBOARDING_MESSAGES } from '@aif/contracts';
import { auditTrail } from '../../db/schema';
import { bearer } from '../../testing/app';
import type { TestDatabase } from '../../testing/db';
import { ONB, expectOk, latestEmail, nextMobile, postJson } from '../../testing/onboarding';
import {
  applicantRows,
  clock,
  contact,
  message,
  pan,
  panSeq,
  panToken,
  signInAll,
  startOnboardingApp,
  stopOnboardingApp,
  t,
} from './test-helpers';

/** The investor's e-mail consent (shared app and helpers: test-helpers.ts). */
let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  ({ db, app } = await startOnboardingApp());
});
afterAll(stopOnboardingApp);

describe('investor e-mail consent', () => {
  async function sendConsent(role = 'rm', emailId = `c${panSeq}@investor.example`, investorPan = pan()) {
    const token = await panToken(role, { pan: investorPan });
    const phone = nextMobile();
    const res = await postJson(
      app,
      ONB.sendConsent,
      t[role]!,
      contact(token, { phoneNumber: phone, emailId }),
    );
    expectOk(res);
    const mail = await latestEmail(app, emailId);
    const link = mail!.body.match(/https?:\/\/\S+\/investor-consent\/(\S+)/);
    return {
      consentId: res.json().consentId as string,
      link: link![0],
      verificationToken: link![1]!,
      phone,
      emailId,
      investorPan,
    };
  }

  it('approve: the investor page and decision are public; the sender then gets the applicant token once', async () => {
    const c = await sendConsent();
    // From the configuration (sandbox default), not from the request.
    expect(c.link.startsWith('http://localhost:4000/investor-consent/')).toBe(true);
    const page = await app.inject({ url: ONB.consentPage(c.verificationToken) });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      pan: `******${c.investorPan.slice(-4)}`,
      text: 'AMC is fetching your data from KRA,MF and AML sources',
      expiresAt: expect.any(String),
    });
    const pending = await app.inject({ url: ONB.consentStatus(c.consentId), headers: bearer(t.rm!) });
    expect(pending.json()).toEqual({
      consentId: c.consentId,
      status: 'pending',
      linkExpired: false,
      applicantTokenIssued: false,
    });

    const approved = await postJson(app, ONB.approve, null, { verificationToken: c.verificationToken });
    expect(approved.json()).toEqual({ status: 'approved', message: 'Thanks for your approval.' });
    const twice = await postJson(app, ONB.reject, null, { verificationToken: c.verificationToken });
    expect([twice.statusCode, message(twice)]).toEqual([400, ONBOARDING_MESSAGES.consentLinkUsed]);
    expect(message(await app.inject({ url: ONB.consentPage(c.verificationToken) }))).toBe(
      ONBOARDING_MESSAGES.consentLinkUsed,
    );

    const other = await app.inject({ url: ONB.consentStatus(c.consentId), headers: bearer(t.distributor!) });
    expect(other.statusCode).toBe(404);
    const status = await app.inject({ url: ONB.consentStatus(c.consentId), headers: bearer(t.rm!) });
    expect(status.json()).toMatchObject({
      status: 'approved',
      applicantTokenIssued: true,
      applicantVerificationToken: expect.any(String),
    });
    const again = await app.inject({ url: ONB.consentStatus(c.consentId), headers: bearer(t.rm!) });
    expect(again.json().applicantVerificationToken).toBeUndefined();

    const created = await postJson(app, ONB.applications, t.rm!, {
      applicantVerificationToken: status.json().applicantVerificationToken,
    });
    expect(created.statusCode).toBe(200);
    const [applicant] = await applicantRows(created.json().id);
    expect(applicant).toMatchObject({ mobile: c.phone, email: c.emailId, panNo: c.investorPan });
    const [audit] = await db.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entityId, created.json().id), eq(auditTrail.action, 'create_application')));
    expect(audit!.reason).toBe('contact verified by email_consent');
  });

  it('reject: the sender sees rejected and gets no token', async () => {
    const c = await sendConsent();
    const rejected = await postJson(app, ONB.reject, null, { verificationToken: c.verificationToken });
    expect(rejected.json()).toEqual({ status: 'rejected', message: 'Thank you. Your consent was rejected.' });
    const status = await app.inject({ url: ONB.consentStatus(c.consentId), headers: bearer(t.rm!) });
    expect(status.json()).toEqual({
      consentId: c.consentId,
      status: 'rejected',
      linkExpired: false,
      applicantTokenIssued: false,
    });
    const unknown = await postJson(app, ONB.approve, null, { verificationToken: 'no-such-link' });
    expect([unknown.statusCode, message(unknown)]).toEqual([404, ONBOARDING_MESSAGES.consentLinkInvalid]);
  });

  it('refuses an expired link; a re-send issues a new link and the old one stops working', async () => {
    const c = await sendConsent();
    clock.advance(7 * 24 * 3_600_000 + 1000);
    await signInAll();
    const expired = await postJson(app, ONB.approve, null, { verificationToken: c.verificationToken });
    expect([expired.statusCode, message(expired)]).toEqual([400, ONBOARDING_MESSAGES.consentLinkExpired]);
    expect(
      (await app.inject({ url: ONB.consentStatus(c.consentId), headers: bearer(t.rm!) })).json().linkExpired,
    ).toBe(true);

    const resent = await postJson(app, ONB.resendConsent(c.consentId), t.rm!);
    expect(resent.json()).toEqual({ message: 'Email sent successfully' });
    const newToken = (await latestEmail(app, c.emailId))!.body.match(/investor-consent\/(\S+)/)![1]!;
    expect(newToken).not.toBe(c.verificationToken);
    expect(
      (await postJson(app, ONB.approve, null, { verificationToken: c.verificationToken })).statusCode,
    ).toBe(404);
    expect((await postJson(app, ONB.approve, null, { verificationToken: newToken })).statusCode).toBe(200);
    // Approved long after the 30-minute PAN token expired: the consent's own validity counts.
    const status = await app.inject({ url: ONB.consentStatus(c.consentId), headers: bearer(t.rm!) });
    expect(status.json().applicantVerificationToken).toEqual(expect.any(String));
  });

  it('re-send and revoke apply to pending consents only, and are refused to amcadmin', async () => {
    const c = await sendConsent();
    expect((await postJson(app, ONB.resendConsent(c.consentId), t.amcadmin!)).statusCode).toBe(403);
    expect((await postJson(app, ONB.revokeConsent(c.consentId), t.amcadmin!)).statusCode).toBe(403);
    expect((await postJson(app, ONB.revokeConsent(c.consentId), t.distributor!)).statusCode).toBe(404);
    const revoked = await postJson(app, ONB.revokeConsent(c.consentId), t.rm!);
    expect(revoked.json()).toEqual({ message: 'Email Revoked successfully' });
    for (const url of [ONB.resendConsent(c.consentId), ONB.revokeConsent(c.consentId)]) {
      const res = await postJson(app, url, t.rm!);
      expect([res.statusCode, message(res)]).toEqual([400, ONBOARDING_MESSAGES.consentNotPending]);
    }
    const link = await postJson(app, ONB.approve, null, { verificationToken: c.verificationToken });
    expect(message(link)).toBe(ONBOARDING_MESSAGES.consentRevoked);
    // The AIF approver may act on any pending consent.
    const d = await sendConsent();
    expect((await postJson(app, ONB.revokeConsent(d.consentId), t.amcapprover!)).statusCode).toBe(200);
  });

  it('the sender, amcadmin included, withdraws its own pending consent from the onboarding page', async () => {
    const c = await sendConsent('amcadmin');
    // Someone else's consent is not found, whatever their role.
    expect((await postJson(app, ONB.withdrawConsent(c.consentId), t.rm!)).statusCode).toBe(404);
    expect((await postJson(app, ONB.withdrawConsent(c.consentId), t.amcapprover!)).statusCode).toBe(404);
    const withdrawn = await postJson(app, ONB.withdrawConsent(c.consentId), t.amcadmin!);
    expect(withdrawn.json()).toEqual({ message: 'Email Revoked successfully' });
    const again = await postJson(app, ONB.withdrawConsent(c.consentId), t.amcadmin!);
    expect([again.statusCode, message(again)]).toEqual([400, ONBOARDING_MESSAGES.consentNotPending]);
    const link = await postJson(app, ONB.approve, null, { verificationToken: c.verificationToken });
    expect(message(link)).toBe(ONBOARDING_MESSAGES.consentRevoked);
    const status = await app.inject({ url: ONB.consentStatus(c.consentId), headers: bearer(t.amcadmin!) });
    expect(status.json().status).toBe('revoked');
  });

  it('lists consents: own for preparers, all for amcadmin and amcapprover; search by PAN; pages of 10', async () => {
    const mine = [];
    for (let i = 0; i < 3; i++)
      mine.push(await sendConsent('subdistributor', `list${i}@investor.example`, pan('LST')));
    const list = async (token: string, query = '') =>
      (await app.inject({ url: `${ONB.consents}${query}`, headers: bearer(token) })).json();

    const own = await list(t.subdistributor!);
    expect(own.consents.map((c: { id: string }) => c.id).sort()).toEqual(mine.map((m) => m.consentId).sort());
    expect(own.consents[0]).toEqual({
      id: expect.any(String),
      pan: expect.stringMatching(/^LSTP/),
      emailId: expect.stringMatching(/@investor\.example$/),
      consentStatus: 'pending',
      updatedAt: expect.any(String),
    });
    expect((await list(t.distributor!)).consents).toHaveLength(0);
    const all = await list(t.amcadmin!);
    expect(all.total).toBeGreaterThan(3);
    expect((await list(t.amcapprover!)).total).toBe(all.total);

    const search = await list(t.amcadmin!, `?pan=${mine[1]!.investorPan.slice(2, 9).toLowerCase()}`);
    expect(search.consents.map((c: { id: string }) => c.id)).toEqual([mine[1]!.consentId]);
    const paged = await list(t.amcadmin!, '?pan=lstp&limit=2&page=2');
    expect(paged).toMatchObject({ pages: 2, total: 3 });
    expect(paged.consents).toHaveLength(1);
    expect((await list(t.amcadmin!, '?pan=%25')).total).toBe(0);
  });
});
