import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { API_MESSAGES, MESSAGES, ONBOARDING_MESSAGES } from '@aif/contracts';
import { applicantAddresses, applications, auditTrail, users } from '../../db/schema';
import { bearer, latestOtp } from '../../testing/app';
import type { TestDatabase } from '../../testing/db';
import { ONB, latestEmail, nextMobile, postJson, postSealed } from '../../testing/onboarding';
import {
  applicantRows,
  clock,
  contact,
  message,
  pan,
  panToken,
  startOnboardingApp,
  stopOnboardingApp,
  t,
} from './test-helpers';

/** The contact step: the OTP to the investor's mobile and e-mail, and its bypass (shared app and helpers: test-helpers.ts). */
let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  ({ db, app } = await startOnboardingApp());
});
afterAll(stopOnboardingApp);

describe('contact by OTP', () => {
  it.each([
    [{ phoneNumber: '' }, MESSAGES.mobileRequired],
    [{ phoneNumber: '12345' }, MESSAGES.mobileInvalid],
    [{ emailId: '' }, MESSAGES.onboardingEmailRequired],
    [{ emailId: 'not-an-email' }, MESSAGES.onboardingEmailInvalid],
    [{ countryCode: '' }, MESSAGES.countryCodeRequired],
  ])('refuses the contact %j', async (extra, expected) => {
    const token = await panToken('rm', { pan: pan() });
    const res = await postSealed(app, ONB.sendOtp, t.rm!, contact(token, extra));
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(expected);
  });

  it('sends a 6-digit OTP by SMS and e-mail, and the verified applicant becomes a draft application prefilled from the registry', async () => {
    const investorPan = pan('ABC', 'S');
    const token = await panToken('rm', { pan: investorPan, dob: '12/04/1980' });
    const phone = nextMobile();
    const sent = await postSealed(
      app,
      ONB.sendOtp,
      t.rm!,
      contact(token, { phoneNumber: phone, emailId: 'neha@investor.example' }),
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: ONBOARDING_MESSAGES.otpSent,
      otpVerificationToken: expect.any(String),
      phoneNumber: phone,
      emailId: 'neha@investor.example',
      resendAfterSeconds: 60,
      expiresAt: expect.any(String),
    });
    const otp = await latestOtp(app, phone);
    expect(otp).toMatch(/^\d{6}$/);
    expect((await latestEmail(app, 'neha@investor.example'))?.body).toContain(otp);

    const malformed = await postSealed(app, ONB.verifyOtp, t.rm!, {
      otpVerificationToken: sent.json().otpVerificationToken,
      otp: '12a',
    });
    expect(message(malformed)).toBe('Enter OTP');
    const verified = await postSealed(app, ONB.verifyOtp, t.rm!, {
      otpVerificationToken: sent.json().otpVerificationToken,
      otp,
    });
    expect(verified.statusCode).toBe(200);
    const created = await postJson(app, ONB.applications, t.rm!, {
      applicantVerificationToken: verified.json().applicantVerificationToken,
      onboardingType: 'normal',
      hasPOA: false,
    });
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(String),
      applicationNumber: expect.stringMatching(/^AIF\d{7}$/),
      applicant1ReferenceId: expect.any(String),
      applicationType: 'individual',
      applicantId: expect.any(String),
      applicantType: 1,
      referenceId: body.applicant1ReferenceId,
    });

    const [app1] = await db.db.select().from(applications).where(eq(applications.id, body.id));
    const [rm] = await db.db.select().from(users).where(eq(users.role, 'rm'));
    expect(app1).toMatchObject({
      applicationType: 'individual',
      onboardingType: 'normal',
      status: 'draft',
      currentStep: 0,
      hasPoa: false,
      modeOfHolding: 'single',
      createdBy: rm!.id,
      rmId: rm!.id,
      distributorId: null,
    });
    const [applicant] = await applicantRows(body.id);
    expect(applicant).toMatchObject({
      applicantType: 1,
      referenceId: body.applicant1ReferenceId,
      name: expect.stringMatching(/Sharma$/),
      panNo: investorPan,
      dateOfBirth: '1980-04-12',
      mobile: phone,
      countryCode: '+91',
      countryNameAndCode: 'India: +91',
      email: 'neha@investor.example',
      dataFetchedFromKra: true,
      amlCheck: true,
      amlData: { system_match: [] },
    });
    expect(applicant!.kraData).toMatchObject({
      panNumber: investorPan,
      fatherOrSpouseName: expect.any(String),
    });
    const addresses = await db.db
      .select()
      .from(applicantAddresses)
      .where(eq(applicantAddresses.applicantId, applicant!.id));
    expect(addresses.map((a) => a.addressType).sort()).toEqual(['correspondence', 'permanent']);
    expect(addresses.every((a) => a.fetchedFromKra && a.city === 'Mumbai' && a.pincode === '400020')).toBe(
      true,
    );

    const audit = await db.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entity, 'application'), eq(auditTrail.entityId, body.id)));
    expect(audit.map((a) => [a.action, a.fromValue, a.toValue])).toEqual([
      ['create_application', null, 'draft'],
      ['status_change', null, 'draft'],
    ]);
    expect(audit[0]!.reason).toBe('contact verified by otp');
  });

  it('counts wrong OTPs, locks the number on the third as at sign-in, until Admin Support unlocks it', async () => {
    const token = await panToken('rm', { pan: pan() });
    const phone = nextMobile();
    const sent = await postSealed(app, ONB.sendOtp, t.rm!, contact(token, { phoneNumber: phone }));
    const otp = (await latestOtp(app, phone))!;
    const wrong = otp === '000000' ? '111111' : '000000';
    const otpVerificationToken = sent.json().otpVerificationToken;
    const first = await postSealed(app, ONB.verifyOtp, t.rm!, { otpVerificationToken, otp: wrong });
    expect([first.statusCode, message(first)]).toEqual([400, API_MESSAGES.otpIncorrect(2)]);
    const second = await postSealed(app, ONB.verifyOtp, t.rm!, { otpVerificationToken, otp: wrong });
    expect(message(second)).toBe(API_MESSAGES.otpIncorrect(1));
    const third = await postSealed(app, ONB.verifyOtp, t.rm!, { otpVerificationToken, otp: wrong });
    expect([third.statusCode, message(third)]).toEqual([423, API_MESSAGES.numberLocked]);
    expect((await postSealed(app, ONB.verifyOtp, t.rm!, { otpVerificationToken, otp })).statusCode).toBe(423);
    expect(
      (await postSealed(app, ONB.sendOtp, t.rm!, contact(token, { phoneNumber: phone }))).statusCode,
    ).toBe(423);

    const unlocked = await postJson(app, '/api/users/users/unlock-user', t.amcadmin!, {
      phone,
      countryCode: '+91',
    });
    expect(unlocked.statusCode).toBe(200);
    const again = await postSealed(app, ONB.sendOtp, t.rm!, contact(token, { phoneNumber: phone }));
    expect(again.statusCode).toBe(200);
    const ok = await postSealed(app, ONB.verifyOtp, t.rm!, {
      otpVerificationToken: again.json().otpVerificationToken,
      otp: await latestOtp(app, phone),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('expires the OTP after 5 minutes', async () => {
    const token = await panToken('rm', { pan: pan() });
    const phone = nextMobile();
    const sent = await postSealed(app, ONB.sendOtp, t.rm!, contact(token, { phoneNumber: phone }));
    const otp = await latestOtp(app, phone);
    clock.advance(5 * 60_000 + 1);
    const res = await postSealed(app, ONB.verifyOtp, t.rm!, {
      otpVerificationToken: sent.json().otpVerificationToken,
      otp,
    });
    expect([res.statusCode, message(res)]).toEqual([400, API_MESSAGES.otpExpired]);
  });

  it('resends by calling send-otp again: the earlier OTP stops working; 2 resends an hour', async () => {
    const token = await panToken('rm', { pan: pan() });
    const phone = nextMobile();
    const first = await postSealed(app, ONB.sendOtp, t.rm!, contact(token, { phoneNumber: phone }));
    const firstOtp = await latestOtp(app, phone);
    expect(
      (await postSealed(app, ONB.sendOtp, t.rm!, contact(token, { phoneNumber: phone }))).statusCode,
    ).toBe(200);
    const stale = await postSealed(app, ONB.verifyOtp, t.rm!, {
      otpVerificationToken: first.json().otpVerificationToken,
      otp: firstOtp,
    });
    expect([stale.statusCode, message(stale)]).toEqual([400, API_MESSAGES.otpNoLongerValid]);
    expect(
      (await postSealed(app, ONB.sendOtp, t.rm!, contact(token, { phoneNumber: phone }))).statusCode,
    ).toBe(200);
    const limited = await postSealed(app, ONB.sendOtp, t.rm!, contact(token, { phoneNumber: phone }));
    expect([limited.statusCode, message(limited)]).toEqual([429, API_MESSAGES.resendLimit]);
  });

  it('a changed mobile on resend retires the OTP sent to the earlier one', async () => {
    const token = await panToken('rm', { pan: pan() });
    const [a, b] = [nextMobile(), nextMobile()];
    const first = await postSealed(app, ONB.sendOtp, t.rm!, contact(token, { phoneNumber: a }));
    const otpA = await latestOtp(app, a);
    expect((await postSealed(app, ONB.sendOtp, t.rm!, contact(token, { phoneNumber: b }))).statusCode).toBe(
      200,
    );
    const res = await postSealed(app, ONB.verifyOtp, t.rm!, {
      otpVerificationToken: first.json().otpVerificationToken,
      otp: otpA,
    });
    expect(message(res)).toBe(API_MESSAGES.otpNoLongerValid);
  });
});

describe('OTP bypass', () => {
  it('is allowed with the bypassOtp flag (amcadmin), sends nothing and is written to the audit trail', async () => {
    expect((await app.inject({ url: ONB.bypassAccess, headers: bearer(t.amcadmin!) })).json()).toEqual({
      bypassOtpAccess: true,
    });
    const token = await panToken('amcadmin', { pan: pan() });
    const phone = nextMobile();
    const res = await postSealed(
      app,
      ONB.sendOtp,
      t.amcadmin!,
      contact(token, { phoneNumber: phone, bypassOtp: true }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ONBOARDING_MESSAGES.otpBypassed,
      applicantVerificationToken: expect.any(String),
      phoneNumber: phone,
    });
    expect(res.json().otpVerificationToken).toBeUndefined();
    expect(await latestOtp(app, phone)).toBeUndefined();
    const [audit] = await db.db
      .select()
      .from(auditTrail)
      .where(eq(auditTrail.action, 'otp_bypass'))
      .orderBy(desc(auditTrail.id));
    expect(audit).toMatchObject({ actorRole: 'amcadmin', entity: 'onboarding_verification' });
    expect(audit!.reason).not.toContain(phone);

    const created = await postJson(app, ONB.applications, t.amcadmin!, {
      applicantVerificationToken: res.json().applicantVerificationToken,
    });
    expect(created.statusCode).toBe(200);
    const [applicant] = await applicantRows(created.json().id);
    expect(applicant!.mobile).toBe(phone);
    // /me still answers: the flag is not one of the contracts' access flags yet.
    expect((await app.inject({ url: '/api/users/users/me', headers: bearer(t.amcadmin!) })).statusCode).toBe(
      200,
    );
  });

  it('is refused (403) without the flag', async () => {
    expect((await app.inject({ url: ONB.bypassAccess, headers: bearer(t.rm!) })).json()).toEqual({
      bypassOtpAccess: false,
    });
    const token = await panToken('rm', { pan: pan() });
    const res = await postSealed(app, ONB.sendOtp, t.rm!, contact(token, { bypassOtp: true }));
    expect([res.statusCode, message(res)]).toEqual([403, ONBOARDING_MESSAGES.bypassNotAllowed]);
    // The refused bypass did not use up the PAN token.
    expect((await postSealed(app, ONB.sendOtp, t.rm!, contact(token))).statusCode).toBe(200);
  });
});
