import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { API_MESSAGES, MESSAGES, ONBOARDING_MESSAGES } from '@aif/contracts';
import { auditTrail } from '../../db/schema';
import { bearer, latestOtp, seal } from '../../testing/app';
import type { TestDatabase } from '../../testing/db';
import { ONB, nextMobile, postJson, postSealed, verifyPan } from '../../testing/onboarding';
import {
  applicantRows,
  clock,
  contact,
  entityPan,
  message,
  pan,
  panToken,
  startOnboardingApp,
  stopOnboardingApp,
  t,
} from './test-helpers';

/** The verification chain: PAN and registry, AML check, verification tokens, kradetails and the roles (shared app and helpers: test-helpers.ts). */
let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  ({ db, app } = await startOnboardingApp());
});
afterAll(stopOnboardingApp);

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

  it('refuses the AIF approver a new application (checker, not maker); the POA approver looks up the registry', async () => {
    const res = await verifyPan(app, t.amcapprover!, { pan: pan() });
    expect([res.statusCode, res.json().message]).toEqual([403, ONBOARDING_MESSAGES.approverCannotCreate]);
    expect(
      (await postJson(app, ONB.kraDetails, t.poaapprover!, { panNumber: pan(), dob: '01/01/1980' }))
        .statusCode,
    ).toBe(200);
  });
});
