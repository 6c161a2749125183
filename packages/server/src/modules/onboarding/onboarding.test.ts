import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { API_MESSAGES, MESSAGES, ONBOARDING_MESSAGES } from '@aif/contracts';
import {
  applicantAddresses,
  applicantDocuments,
  applicants,
  applications,
  auditTrail,
  users,
} from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import {
  TestClock,
  bearer,
  createTestApp,
  latestOtp,
  removeTempDirs,
  seal,
  STAFF_PHONE,
  tokenFor,
} from '../../testing/app';
import { multipartBody, pdfBytes } from '../../testing/files';
import {
  ONB,
  applicantTokenByOtp,
  createByOtp,
  expectOk,
  individualPan,
  latestEmail,
  nextMobile,
  postJson,
  postSealed,
  verifyPan,
} from '../../testing/onboarding';

let db: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();
const t: Record<string, string> = {};

/** Session tokens per role; issued again after the clock jumps past their 8 hours. */
async function signInAll() {
  for (const role of [
    'amcadmin',
    'rm',
    'distributor',
    'subdistributor',
    'amcapprover',
    'poaapprover',
    'trustee',
    'fundmanager',
  ] as const)
    t[role] = await tokenFor(app, role);
}

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: clock.now });
  await signInAll();
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

let panSeq = 100;
/** A fresh individual PAN for each use (the sandbox builds the registry record from it). */
const pan = (prefix = 'ABC', initial = 'K') => individualPan(panSeq++, prefix, initial);
const entityPan = () => `AAAC${'BCDEFGH'[panSeq % 7]}${String(panSeq++).padStart(4, '0')}C`;
const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

async function panToken(role: string, body: Parameters<typeof verifyPan>[2]) {
  const res = await verifyPan(app, t[role]!, body);
  expectOk(res);
  return res.json().panVerificationToken as string;
}

function contact(panVerificationToken: string, extra: Record<string, unknown> = {}) {
  return {
    panVerificationToken,
    phoneNumber: nextMobile(),
    emailId: 'investor@investor.example',
    countryCode: '+91',
    countryNameAndCode: 'India: +91',
    ...extra,
  };
}

async function uploadPdf(token: string, documentType: string): Promise<string> {
  const body = multipartBody({ documentType }, { name: `${documentType}.pdf`, data: await pdfBytes() });
  const res = await app.inject({
    method: 'POST',
    url: '/api/files/files',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expectOk(res);
  return res.json().id;
}

async function applicantRows(applicationId: string) {
  return db.db
    .select()
    .from(applicants)
    .where(eq(applicants.applicationId, applicationId))
    .orderBy(applicants.applicantType);
}

describe('verify-pan', () => {
  it('verifies a PAN with the registry and AML: token, investor kind and the registry name', async () => {
    const res = await verifyPan(app, t.rm!, { pan: pan().toLowerCase(), dob: '12/04/1980' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      amlCheck: true,
      amlData: { system_match: [] },
      panVerificationToken: expect.any(String),
      investorKind: 'individual',
      kra: { name: expect.stringMatching(/Kapoor$/), dateOfBirth: '1980-04-12', dataFetchedFromKRA: true },
      expiresAt: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
    });
  });

  it('accepts an ISO date of birth and an entity PAN with its registration date', async () => {
    expect((await verifyPan(app, t.rm!, { pan: pan(), dob: '1990-02-14' })).statusCode).toBe(200);
    const entity = await verifyPan(app, t.rm!, { pan: entityPan(), dob: '15/05/2020' });
    expect(entity.statusCode).toBe(200);
    expect(entity.json().investorKind).toBe('non_individual');
  });

  it.each([
    [{ pan: undefined }, MESSAGES.panRequired],
    [{ pan: '  ' }, MESSAGES.panRequired],
    [{ pan: 'ABCPK12' }, MESSAGES.panLength],
    [{ pan: 'ABCPK12345' }, MESSAGES.panInvalid],
    [{ pan: 'ABCPK1234F', dob: undefined }, MESSAGES.dobRequired],
    [{ pan: 'ABCPK1234F', dob: '31/02/1990' }, MESSAGES.dateInvalid],
    [{ pan: 'ABCPK1234F', dob: '01/01/2099' }, MESSAGES.dateInvalid],
    [{ pan: 'ABCPK1234F', dob: '01/01/2015' }, MESSAGES.ageAbove18],
    [{ pan: 'ABCPK1234F', dob: '01/01/1890' }, MESSAGES.ageBelow125],
  ])('refuses %j with the specification message', async (body, expected) => {
    const res = await postSealed(app, ONB.verifyPan, t.rm!, { dob: '01/01/1985', ...body });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(expected);
  });

  it('minor onboarding accepts an individual PAN only', async () => {
    const entity = await verifyPan(app, t.rm!, {
      pan: entityPan(),
      dob: '01/01/2010',
      onboardingType: 'minor',
    });
    expect(entity.statusCode).toBe(400);
    expect(message(entity)).toBe(MESSAGES.panInvalid);
    expect((await verifyPan(app, t.rm!, { pan: pan(), onboardingType: 'minor' })).statusCode).toBe(200);
  });

  it('answers 404 Data Not Found when the registry has no record (6th-9th characters 0000)', async () => {
    const res = await verifyPan(app, t.rm!, { pan: 'ABCPK0000F' });
    expect(res.statusCode).toBe(404);
    expect(message(res)).toBe('Data Not Found');
  });

  it('answers 422 when the details cannot be verified (PAN starting ERR)', async () => {
    const res = await verifyPan(app, t.rm!, { pan: 'ERRPK1234F' });
    expect(res.statusCode).toBe(422);
    expect(message(res)).toBe('Unable to verify the details please contact admin');
  });

  it('refuses a body that is not a sealed payload', async () => {
    const res = await postJson(app, ONB.verifyPan, t.rm!, { pan: 'ABCPK1234F', dob: '01/01/1985' });
    expect(res.statusCode).toBe(400);
    const tampered = await postJson(app, ONB.verifyPan, t.rm!, { payload: 'bm90LWEtcGF5bG9hZA' });
    expect(message(tampered)).toBe(API_MESSAGES.invalidPayload);
  });
});

describe('AML check', () => {
  it('a failed check reports the match, blocks every next step until acknowledged, then goes on', async () => {
    const amlPan = pan('AML');
    const res = await verifyPan(app, t.rm!, { pan: amlPan });
    expect(res.statusCode).toBe(200);
    const { amlCheck, amlData, panVerificationToken } = res.json();
    expect(amlCheck).toBe(false);
    expect(amlData.system_match).toEqual([
      { FURTHER_INFORMATION: expect.any(String), EXTERNAL_SOURCES: expect.any(String) },
    ]);

    const otp = await postSealed(app, ONB.sendOtp, t.rm!, contact(panVerificationToken));
    expect(otp.statusCode).toBe(400);
    expect(message(otp)).toBe(ONBOARDING_MESSAGES.amlAcknowledgementRequired);
    const poa = await postJson(app, ONB.enablePoa, t.rm!, { panVerificationToken, powerOfAttorney: true });
    expect(message(poa)).toBe(ONBOARDING_MESSAGES.amlAcknowledgementRequired);
    const consent = await postJson(app, ONB.sendConsent, t.rm!, contact(panVerificationToken));
    expect(message(consent)).toBe(ONBOARDING_MESSAGES.amlAcknowledgementRequired);

    for (const [body, expected] of [
      [{ panVerificationToken, amlAcknowledgement: true }, MESSAGES.fieldRequired],
      [{ panVerificationToken, amlComments: '  ', amlAcknowledgement: true }, MESSAGES.fieldRequired],
      [{ panVerificationToken, amlComments: 'Checked', amlAcknowledgement: false }, MESSAGES.fieldRequired],
      [
        { panVerificationToken, amlComments: 'x'.repeat(1025), amlAcknowledgement: true },
        ONBOARDING_MESSAGES.amlCommentsTooLong,
      ],
    ] as const) {
      const refused = await postJson(app, ONB.ackAml, t.rm!, body);
      expect(refused.statusCode).toBe(400);
      expect(message(refused)).toBe(expected);
    }
    const ack = await postJson(app, ONB.ackAml, t.rm!, {
      panVerificationToken,
      amlComments: 'Name match only; different date of birth and father name.',
      amlAcknowledgement: true,
    });
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toEqual({ message: ONBOARDING_MESSAGES.amlAcknowledged });

    const phone = nextMobile();
    const sent = await postSealed(
      app,
      ONB.sendOtp,
      t.rm!,
      contact(panVerificationToken, { phoneNumber: phone }),
    );
    expect(sent.statusCode).toBe(200);
    const verified = await postSealed(app, ONB.verifyOtp, t.rm!, {
      otpVerificationToken: sent.json().otpVerificationToken,
      otp: await latestOtp(app, phone),
    });
    const created = await postJson(app, ONB.applications, t.rm!, {
      applicantVerificationToken: verified.json().applicantVerificationToken,
    });
    expect(created.statusCode).toBe(200);
    const [applicant] = await applicantRows(created.json().id);
    expect(applicant).toMatchObject({
      amlCheck: false,
      amlAcknowledgement: true,
      amlComments: 'Name match only; different date of birth and father name.',
      amlCommentedRole: 'rm',
      amlData: amlData,
    });
    const [audit] = await db.db
      .select()
      .from(auditTrail)
      .where(eq(auditTrail.action, 'aml_acknowledged'))
      .orderBy(desc(auditTrail.id));
    expect(audit).toMatchObject({
      actorRole: 'rm',
      entity: 'onboarding_verification',
      fromValue: 'aml_failed',
    });
  });
});

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

describe('verification tokens', () => {
  it('refuses a token of another stage (a skipped step)', async () => {
    const token = await panToken('rm', { pan: pan() });
    const otp = await postSealed(app, ONB.verifyOtp, t.rm!, { otpVerificationToken: token, otp: '123456' });
    expect([otp.statusCode, message(otp)]).toEqual([400, ONBOARDING_MESSAGES.tokenWrongStep]);
    const create = await postJson(app, ONB.applications, t.rm!, { applicantVerificationToken: token });
    expect(message(create)).toBe(ONBOARDING_MESSAGES.tokenWrongStep);
    const sent = await postSealed(app, ONB.sendOtp, t.rm!, contact(token));
    const create2 = await postJson(app, ONB.applications, t.rm!, {
      applicantVerificationToken: sent.json().otpVerificationToken,
    });
    expect(message(create2)).toBe(ONBOARDING_MESSAGES.tokenWrongStep);
  });

  it('refuses a replayed token at every step', async () => {
    const investorPan = pan();
    const token = await panToken('rm', { pan: investorPan });
    const phone = nextMobile();
    const sent = await postSealed(app, ONB.sendOtp, t.rm!, contact(token, { phoneNumber: phone }));
    const otp = await latestOtp(app, phone);
    const verify = { otpVerificationToken: sent.json().otpVerificationToken, otp };
    const verified = await postSealed(app, ONB.verifyOtp, t.rm!, verify);
    expect(verified.statusCode).toBe(200);
    const replayOtp = await postSealed(app, ONB.verifyOtp, t.rm!, verify);
    expect([replayOtp.statusCode, message(replayOtp)]).toEqual([400, ONBOARDING_MESSAGES.tokenUsed]);
    const replayPan = await postSealed(app, ONB.sendOtp, t.rm!, contact(token));
    expect(message(replayPan)).toBe(ONBOARDING_MESSAGES.tokenUsed);
    const body = { applicantVerificationToken: verified.json().applicantVerificationToken };
    expect((await postJson(app, ONB.applications, t.rm!, body)).statusCode).toBe(200);
    const replayCreate = await postJson(app, ONB.applications, t.rm!, body);
    expect([replayCreate.statusCode, message(replayCreate)]).toEqual([400, ONBOARDING_MESSAGES.tokenUsed]);
  });

  it("refuses another user's token, an unknown token and an expired one", async () => {
    const token = await panToken('rm', { pan: pan() });
    const other = await postSealed(app, ONB.sendOtp, t.distributor!, contact(token));
    expect([other.statusCode, message(other)]).toEqual([400, ONBOARDING_MESSAGES.tokenInvalid]);
    const unknown = await postSealed(app, ONB.sendOtp, t.rm!, contact('not-a-token'));
    expect(message(unknown)).toBe(ONBOARDING_MESSAGES.tokenInvalid);
    const missing = await postSealed(app, ONB.sendOtp, t.rm!, contact(''));
    expect(message(missing)).toBe(ONBOARDING_MESSAGES.tokenRequired);
    clock.advance(30 * 60_000 + 1);
    const expired = await postSealed(app, ONB.sendOtp, t.rm!, contact(token));
    expect([expired.statusCode, message(expired)]).toEqual([400, ONBOARDING_MESSAGES.tokenExpired]);
  });
});

describe('power of attorney', () => {
  it('goes straight on to the application, which has POA and the registry prefill', async () => {
    const token = await panToken('subdistributor', { pan: pan(), hasPOA: true });
    const poa = await postJson(app, ONB.enablePoa, t.subdistributor!, {
      panVerificationToken: token,
      powerOfAttorney: true,
    });
    expect(poa.statusCode).toBe(200);
    const applicantVerificationToken = poa.json().applicantVerificationToken;
    const mismatch = await postJson(app, ONB.applications, t.subdistributor!, {
      applicantVerificationToken,
      hasPOA: false,
    });
    expect(message(mismatch)).toBe(ONBOARDING_MESSAGES.detailsMismatch);
    const created = await postJson(app, ONB.applications, t.subdistributor!, {
      applicantVerificationToken,
      hasPOA: true,
    });
    expect(created.statusCode).toBe(200);
    const [row] = await db.db.select().from(applications).where(eq(applications.id, created.json().id));
    const [sub] = await db.db.select().from(users).where(eq(users.role, 'subdistributor'));
    expect(row).toMatchObject({ hasPoa: true, subdistributorId: sub!.id, createdBy: sub!.id });
    const [applicant] = await applicantRows(created.json().id);
    expect(applicant).toMatchObject({ mobile: null, email: null, dataFetchedFromKra: true });
    const addresses = await db.db
      .select()
      .from(applicantAddresses)
      .where(eq(applicantAddresses.applicantId, applicant!.id));
    expect(addresses).toHaveLength(2);
    expect(addresses.every((a) => a.fetchedFromKra)).toBe(true);
    const [audit] = await db.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entityId, created.json().id), eq(auditTrail.action, 'create_application')));
    expect(audit!.reason).toBe('contact verified by poa');
  });

  it('applies to individual PANs only', async () => {
    const hinted = await verifyPan(app, t.rm!, { pan: entityPan(), dob: '01/01/2010', hasPOA: true });
    expect(message(hinted)).toBe(ONBOARDING_MESSAGES.poaIndividualOnly);
    const token = await panToken('rm', { pan: entityPan(), dob: '01/01/2010' });
    const res = await postJson(app, ONB.enablePoa, t.rm!, {
      panVerificationToken: token,
      powerOfAttorney: true,
    });
    expect(message(res)).toBe(ONBOARDING_MESSAGES.poaIndividualOnly);
    const notTrue = await postJson(app, ONB.enablePoa, t.rm!, {
      panVerificationToken: token,
      powerOfAttorney: false,
    });
    expect(message(notTrue)).toBe(MESSAGES.fieldRequired);
  });
});

describe('non-individual investor', () => {
  it('e-mail step, then the two documents, then a non-individual application', async () => {
    const token = await panToken('distributor', { pan: entityPan(), dob: '15/05/2005' });
    const otp = await postSealed(app, ONB.sendOtp, t.distributor!, contact(token));
    expect(message(otp)).toBe(ONBOARDING_MESSAGES.individualOnly);
    for (const [emailId, expected] of [
      ['', MESSAGES.emailRequired],
      ['nope', MESSAGES.emailInvalid],
    ] as const) {
      const res = await postSealed(app, ONB.entityToken, t.distributor!, {
        panVerificationToken: token,
        emailId,
      });
      expect([res.statusCode, message(res)]).toEqual([400, expected]);
    }
    const res = await postSealed(app, ONB.entityToken, t.distributor!, {
      panVerificationToken: token,
      emailId: 'cfo@sunrise.example',
    });
    expect(res.statusCode).toBe(200);
    const applicantVerificationToken = res.json().applicantVerificationToken;

    const none = await postJson(app, ONB.applications, t.distributor!, { applicantVerificationToken });
    expect(message(none)).toBe(ONBOARDING_MESSAGES.documentsRequired);
    const boardResolutionFileId = await uploadPdf(t.distributor!, 'board_resolution');
    const authorisedSignatoriesFileId = await uploadPdf(t.distributor!, 'authorised_signatories_list');
    const someoneElses = await uploadPdf(t.rm!, 'board_resolution');
    const bogus = await postJson(app, ONB.applications, t.distributor!, {
      applicantVerificationToken,
      documents: { boardResolutionFileId: someoneElses, authorisedSignatoriesFileId },
    });
    expect(message(bogus)).toBe(ONBOARDING_MESSAGES.documentNotFound);
    const created = await postJson(app, ONB.applications, t.distributor!, {
      applicantVerificationToken,
      documents: { boardResolutionFileId, authorisedSignatoriesFileId },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().applicationType).toBe('non_individual');
    const [row] = await db.db.select().from(applications).where(eq(applications.id, created.json().id));
    const [distributor] = await db.db.select().from(users).where(eq(users.phone, STAFF_PHONE.distributor));
    expect(row).toMatchObject({
      applicationType: 'non_individual',
      status: 'draft',
      distributorId: distributor!.id,
    });
    const [applicant] = await applicantRows(created.json().id);
    expect(applicant).toMatchObject({
      email: 'cfo@sunrise.example',
      mobile: null,
      name: expect.stringMatching(/Private Limited$/),
    });
    const docs = await db.db
      .select()
      .from(applicantDocuments)
      .where(eq(applicantDocuments.applicantId, applicant!.id));
    expect(docs.map((d) => [d.documentType, d.fileId]).sort()).toEqual(
      [
        ['authorised_signatories_list', authorisedSignatoriesFileId],
        ['board_resolution', boardResolutionFileId],
      ].sort(),
    );
  });

  it('the entity e-mail step is for non-individual PANs only', async () => {
    const token = await panToken('rm', { pan: pan() });
    const res = await postSealed(app, ONB.entityToken, t.rm!, {
      panVerificationToken: token,
      emailId: 'a@b.example',
    });
    expect(message(res)).toBe(ONBOARDING_MESSAGES.nonIndividualOnly);
  });
});

describe('minor onboarding', () => {
  it('creates a minor application and takes no joint holder', async () => {
    const created = await createByOtp(app, t.rm!, { pan: pan(), onboardingType: 'minor' });
    const [row] = await db.db.select().from(applications).where(eq(applications.id, created.id));
    expect(row).toMatchObject({ onboardingType: 'minor', applicationType: 'individual' });
    const joint = await verifyPan(app, t.rm!, { pan: pan(), applicationId: created.id });
    expect([joint.statusCode, message(joint)]).toEqual([400, ONBOARDING_MESSAGES.jointHolderNotAllowed]);
  });

  it('refuses an onboarding type that does not match the verification', async () => {
    const { applicantVerificationToken } = await applicantTokenByOtp(app, t.rm!, { pan: pan() });
    const res = await postJson(app, ONB.applications, t.rm!, {
      applicantVerificationToken,
      onboardingType: 'minor',
    });
    expect(message(res)).toBe(ONBOARDING_MESSAGES.detailsMismatch);
  });
});

describe('joint holders (addApplicant)', () => {
  it("reports the application's POA at the PAN check; a POA application's joint holder joins by POA", async () => {
    const plain = await createByOtp(app, t.rm!, { pan: pan() });
    const plainCheck = await verifyPan(app, t.rm!, { pan: pan(), applicationId: plain.id });
    expect(plainCheck.json().applicationHasPOA).toBe(false);
    expect((await verifyPan(app, t.rm!, { pan: pan() })).json()).not.toHaveProperty('applicationHasPOA');

    const token = await panToken('rm', { pan: pan(), hasPOA: true });
    const poa = await postJson(app, ONB.enablePoa, t.rm!, {
      panVerificationToken: token,
      powerOfAttorney: true,
    });
    const created = await postJson(app, ONB.applications, t.rm!, {
      applicantVerificationToken: poa.json().applicantVerificationToken,
      hasPOA: true,
    });
    const poaAppId = created.json().id as string;
    const check = await verifyPan(app, t.rm!, { pan: pan(), applicationId: poaAppId });
    expect(check.json().applicationHasPOA).toBe(true);
    const joint = await postJson(app, ONB.enablePoa, t.rm!, {
      panVerificationToken: check.json().panVerificationToken,
      powerOfAttorney: true,
    });
    expect(joint.statusCode).toBe(200);
    const added = await postJson(app, ONB.addApplicant(poaAppId), t.rm!, {
      applicantVerificationToken: joint.json().applicantVerificationToken,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().applicantType).toBe(2);

    // Without POA on the application, a joint holder cannot come in by POA.
    const notPoa = await postJson(app, ONB.enablePoa, t.rm!, {
      panVerificationToken: plainCheck.json().panVerificationToken,
      powerOfAttorney: true,
    });
    expect(message(notPoa)).toBe(ONBOARDING_MESSAGES.poaNotOnApplication);
  });

  it('adds up to 3 applicants with the duplicate PAN and mobile checks, then refuses a 4th', async () => {
    const firstPan = pan();
    const created = await createByOtp(app, t.rm!, { pan: firstPan });

    const dupPan = await verifyPan(app, t.rm!, { pan: firstPan, applicationId: created.id });
    expect([dupPan.statusCode, message(dupPan)]).toEqual([400, MESSAGES.panDuplicateApplicant]);
    const entity = await verifyPan(app, t.rm!, {
      pan: entityPan(),
      dob: '01/01/2010',
      applicationId: created.id,
    });
    expect(message(entity)).toBe(ONBOARDING_MESSAGES.jointHolderIndividualPanOnly);

    const secondToken = await panToken('rm', { pan: pan(), applicationId: created.id });
    const dupMobile = await postSealed(
      app,
      ONB.sendOtp,
      t.rm!,
      contact(secondToken, { phoneNumber: created.phone }),
    );
    expect([dupMobile.statusCode, message(dupMobile)]).toEqual([400, MESSAGES.mobileDuplicateApplicant]);
    const dupConsent = await postJson(
      app,
      ONB.sendConsent,
      t.rm!,
      contact(secondToken, { phoneNumber: created.phone }),
    );
    expect(message(dupConsent)).toBe(MESSAGES.mobileDuplicateApplicant);

    const second = await applicantTokenByOtp(app, t.rm!, { pan: pan(), applicationId: created.id });
    const wrongPlace = await postJson(app, ONB.applications, t.rm!, {
      applicantVerificationToken: second.applicantVerificationToken,
    });
    expect(message(wrongPlace)).toBe(ONBOARDING_MESSAGES.jointHolderWrongApplication);
    const added = await postJson(app, ONB.addApplicant(created.id), t.rm!, {
      applicantVerificationToken: second.applicantVerificationToken,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      id: created.id,
      applicationNumber: created.applicationNumber,
      applicantType: 2,
    });

    const third = await applicantTokenByOtp(app, t.rm!, { pan: pan(), applicationId: created.id });
    expect((await postJson(app, ONB.addApplicant(created.id), t.rm!, third)).json().applicantType).toBe(3);

    const fourth = await verifyPan(app, t.rm!, { pan: pan(), applicationId: created.id });
    expect([fourth.statusCode, message(fourth)]).toEqual([400, 'Maximum 3 applicants allowed']);

    const rows = await applicantRows(created.id);
    expect(rows.map((r) => r.applicantType)).toEqual([1, 2, 3]);
    expect(rows.every((r) => r.dataFetchedFromKra)).toBe(true);
    const [row] = await db.db.select().from(applications).where(eq(applications.id, created.id));
    expect(row!.modeOfHolding).toBe('joint');
  });

  it('takes only a token verified for that application', async () => {
    const a = await createByOtp(app, t.rm!, { pan: pan() });
    const { applicantVerificationToken } = await applicantTokenByOtp(app, t.rm!, { pan: pan() });
    const res = await postJson(app, ONB.addApplicant(a.id), t.rm!, { applicantVerificationToken });
    expect(message(res)).toBe(ONBOARDING_MESSAGES.jointHolderWrongApplication);
    const unknown = await postJson(app, ONB.addApplicant('00000000-0000-4000-8000-000000000000'), t.rm!, {
      applicantVerificationToken,
    });
    expect([unknown.statusCode, message(unknown)]).toEqual([404, ONBOARDING_MESSAGES.applicationNotFound]);
    const notUuid = await postJson(app, ONB.addApplicant('nope'), t.rm!, { applicantVerificationToken });
    expect(notUuid.statusCode).toBe(404);
  });

  it("is for the application's own preparer side: another distributor gets 403, amcadmin may", async () => {
    const a = await createByOtp(app, t.rm!, { pan: pan() });
    const other = await verifyPan(app, t.distributor!, { pan: pan(), applicationId: a.id });
    expect(other.statusCode).toBe(403);
    expect((await verifyPan(app, t.amcadmin!, { pan: pan(), applicationId: a.id })).statusCode).toBe(200);
    // The AIF approver edits only at sent_to_amc_approver.
    const approver = await verifyPan(app, t.amcapprover!, { pan: pan(), applicationId: a.id });
    expect([approver.statusCode, message(approver)]).toEqual([
      409,
      ONBOARDING_MESSAGES.applicationNotEditable,
    ]);
  });

  it('is not for non-individual applications', async () => {
    const [entityApp] = await db.db
      .select()
      .from(applications)
      .where(and(eq(applications.applicationType, 'non_individual'), eq(applications.status, 'draft')));
    const res = await verifyPan(app, t.amcadmin!, { pan: pan(), applicationId: entityApp!.id });
    expect(message(res)).toBe(ONBOARDING_MESSAGES.jointHolderNotAllowed);
  });
});

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
    expect(c.link.startsWith('http://localhost:80/investor-consent/')).toBe(true);
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

describe('kradetails', () => {
  it('returns the registry record and the AML result', async () => {
    const res = await postJson(app, ONB.kraDetails, t.rm!, { panNumber: 'amlpk1234f', dob: '01/01/1980' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amlCheck: false,
      data: { panNumber: 'AMLPK1234F', dateOfBirth: '1980-01-01', dataFetchedFromKRA: true },
      amlData: { system_match: [{ FURTHER_INFORMATION: expect.any(String) }] },
    });
    expect(res.json().data.addresses[0]).toMatchObject({ fetchedFromKRA: true });
    expect(
      (await postJson(app, ONB.kraDetails, t.rm!, { panNumber: 'ABCPK0000F', dob: '01/01/1980' })).statusCode,
    ).toBe(404);
    expect(
      (await postJson(app, ONB.kraDetails, t.rm!, { panNumber: 'ERRPK1234F', dob: '01/01/1980' })).statusCode,
    ).toBe(422);
    expect(message(await postJson(app, ONB.kraDetails, t.rm!, { panNumber: 'X', dob: '01/01/1980' }))).toBe(
      MESSAGES.panLength,
    );
  });
});

describe('roles', () => {
  it('refuses trustee and fund manager on the onboarding endpoints, and anonymous callers', async () => {
    for (const role of ['trustee', 'fundmanager'] as const) {
      expect(
        (await postJson(app, ONB.verifyPan, t[role]!, { payload: await seal(app, {}) })).statusCode,
      ).toBe(403);
      expect((await postJson(app, ONB.applications, t[role]!, {})).statusCode).toBe(403);
      expect((await app.inject({ url: ONB.consents, headers: bearer(t[role]!) })).statusCode).toBe(403);
      expect((await postJson(app, ONB.kraDetails, t[role]!, {})).statusCode).toBe(403);
    }
    expect((await postJson(app, ONB.verifyPan, null, {})).statusCode).toBe(401);
    expect((await postJson(app, ONB.sendConsent, null, {})).statusCode).toBe(401);
  });

  it('lets the AIF approver onboard (route /onboarding) and the POA approver look up the registry', async () => {
    const created = await createByOtp(app, t.amcapprover!, { pan: pan() });
    expect(created.applicationType).toBe('individual');
    expect(
      (await postJson(app, ONB.kraDetails, t.poaapprover!, { panNumber: pan(), dob: '01/01/1980' }))
        .statusCode,
    ).toBe(200);
  });
});
