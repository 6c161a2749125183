import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { API_MESSAGES, type SendOtpResponse } from '@aif/contracts';
import { otpChallenges } from '../../db/schema';
import type { TestDatabase } from '../../testing/db';
import { latestOtp, sendOtp, verifyOtp } from '../../testing/app';
import { ONB, nextMobile, postJson, postSealed } from '../../testing/onboarding';
import {
  clock,
  contact,
  message,
  pan,
  panToken,
  startOnboardingApp,
  stopOnboardingApp,
  t,
} from '../onboarding/test-helpers';

/**
 * The life of an OTP challenge beyond one entry (0-product-decisions §5): a lock and an unlock void the
 * number's open challenges of every purpose, and a whitelisted number, never locked, still loses its
 * challenge after the wrong entries a lock would allow.
 */
let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  ({ db, app } = await startOnboardingApp());
});
afterAll(stopOnboardingApp);

/** Seeded applicants' mobiles (9000000010 upwards): numbers that can sign in as investors. */
const investor = (n: number) => String(9_000_000_010 + n);
const wrongFor = (otp: string) => (otp === '000000' ? '111111' : '000000');

const unlock = (phone: string) =>
  postJson(app, '/api/users/users/unlock-user', t.amcadmin!, { phone, countryCode: '+91' });
const whitelist = (phone: string, whiteList: boolean) =>
  postJson(app, '/api/users/users/whitelist-user', t.amcadmin!, { phone, countryCode: '+91', whiteList });

/** A sign-in challenge and the OTP delivered for it. */
async function signInChallenge(phone: string) {
  const sent = await sendOtp(app, phone);
  expect(sent.statusCode).toBe(200);
  const { verificationToken } = sent.json() as SendOtpResponse;
  return { verificationToken, otp: (await latestOtp(app, phone))! };
}

/** An onboarding contact challenge for a fresh number and the OTP delivered for it. */
async function onboardingChallenge(phone: string) {
  const token = await panToken('rm', { pan: pan() });
  const sent = await postSealed(app, ONB.sendOtp, t.rm!, contact(token, { phoneNumber: phone }));
  expect(sent.statusCode).toBe(200);
  return {
    otpVerificationToken: sent.json().otpVerificationToken as string,
    otp: (await latestOtp(app, phone))!,
  };
}

const openChallenges = (phone: string) =>
  db.db
    .select({ id: otpChallenges.id, purpose: otpChallenges.purpose })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)));

describe('a lock voids the open challenges', () => {
  it('of sign-in: after the lock, whitelisting the number does not bring the OTP back', async () => {
    const phone = investor(2);
    const { verificationToken, otp } = await signInChallenge(phone);
    for (let i = 0; i < 2; i++) await verifyOtp(app, { phone, otp: wrongFor(otp), verificationToken });
    const third = await verifyOtp(app, { phone, otp: wrongFor(otp), verificationToken });
    expect([third.statusCode, third.json().message]).toEqual([423, API_MESSAGES.numberLocked]);
    expect(await openChallenges(phone)).toEqual([]);

    // Whitelisting lifts the lock's effect, but the challenge the wrong entries were made on stays void.
    expect((await whitelist(phone, true)).statusCode).toBe(200);
    const late = await verifyOtp(app, { phone, otp, verificationToken });
    expect([late.statusCode, late.json().message]).toEqual([400, API_MESSAGES.otpNoLongerValid]);
    await whitelist(phone, false);
    await unlock(phone);
  });

  it('of every purpose: a lock through sign-in also voids the onboarding contact OTP of that number', async () => {
    const phone = nextMobile();
    const onboarding = await onboardingChallenge(phone);
    // The number has no account: its sign-in challenge delivers nothing, but wrong entries still count.
    const { verificationToken } = (await sendOtp(app, phone)).json() as SendOtpResponse;
    for (let i = 0; i < 3; i++) await verifyOtp(app, { phone, otp: '123456', verificationToken });
    expect(await openChallenges(phone)).toEqual([]);

    await whitelist(phone, true);
    const res = await postSealed(app, ONB.verifyOtp, t.rm!, onboarding);
    expect([res.statusCode, message(res)]).toEqual([400, API_MESSAGES.otpNoLongerValid]);
  });
});

describe('an unlock voids the open challenges', () => {
  it('of a locked number: the OTP sent before the lock does not work after the unlock, a new one does', async () => {
    const phone = investor(3);
    const { verificationToken, otp } = await signInChallenge(phone);
    for (let i = 0; i < 3; i++) await verifyOtp(app, { phone, otp: wrongFor(otp), verificationToken });
    expect((await unlock(phone)).json()).toEqual({ message: API_MESSAGES.userUnlocked });

    const stale = await verifyOtp(app, { phone, otp, verificationToken });
    expect([stale.statusCode, stale.json().message]).toEqual([400, API_MESSAGES.otpNoLongerValid]);
    clock.advance(60 * 60_000 + 1000); // past the hour's resends
    const fresh = await signInChallenge(phone);
    expect((await verifyOtp(app, { phone, ...fresh })).statusCode).toBe(200);
  });

  it('of a number that was not locked: the failed entries it clears cannot be spent again on the same OTP', async () => {
    const phone = investor(4);
    const { verificationToken, otp } = await signInChallenge(phone);
    for (let i = 0; i < 2; i++) await verifyOtp(app, { phone, otp: wrongFor(otp), verificationToken });
    expect((await unlock(phone)).json()).toEqual({ message: API_MESSAGES.userNotLocked });

    const res = await verifyOtp(app, { phone, otp, verificationToken });
    expect([res.statusCode, res.json().message]).toEqual([400, API_MESSAGES.otpNoLongerValid]);
  });

  it('of every purpose: the onboarding contact OTP of the number is void after an unlock', async () => {
    const phone = nextMobile();
    const onboarding = await onboardingChallenge(phone);
    expect((await unlock(phone)).statusCode).toBe(200);
    expect(await openChallenges(phone)).toEqual([]);
    const res = await postSealed(app, ONB.verifyOtp, t.rm!, onboarding);
    expect([res.statusCode, message(res)]).toEqual([400, API_MESSAGES.otpNoLongerValid]);
  });
});

describe('a whitelisted number', () => {
  it('is never locked, but its OTP is void after 3 wrong entries and a new OTP is needed', async () => {
    const phone = investor(5);
    await whitelist(phone, true);
    const { verificationToken, otp } = await signInChallenge(phone);
    const wrong = wrongFor(otp);
    const first = await verifyOtp(app, { phone, otp: wrong, verificationToken });
    expect([first.statusCode, first.json().message]).toEqual([400, API_MESSAGES.otpIncorrect(2)]);
    const second = await verifyOtp(app, { phone, otp: wrong, verificationToken });
    expect([second.statusCode, second.json().message]).toEqual([400, API_MESSAGES.otpIncorrect(1)]);
    const third = await verifyOtp(app, { phone, otp: wrong, verificationToken });
    expect([third.statusCode, third.json().message]).toEqual([400, API_MESSAGES.otpAttemptsUsed]);

    // The right OTP no longer opens this challenge; the number is not locked.
    const late = await verifyOtp(app, { phone, otp, verificationToken });
    expect([late.statusCode, late.json().message]).toEqual([400, API_MESSAGES.otpNoLongerValid]);
    const fresh = await signInChallenge(phone);
    const ok = await verifyOtp(app, { phone, ...fresh });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.role).toBe('investor');
  });

  it('loses its onboarding contact OTP the same way', async () => {
    const phone = nextMobile();
    await whitelist(phone, true);
    const { otpVerificationToken, otp } = await onboardingChallenge(phone);
    for (let i = 0; i < 2; i++)
      await postSealed(app, ONB.verifyOtp, t.rm!, { otpVerificationToken, otp: wrongFor(otp) });
    const third = await postSealed(app, ONB.verifyOtp, t.rm!, { otpVerificationToken, otp: wrongFor(otp) });
    expect([third.statusCode, message(third)]).toEqual([400, API_MESSAGES.otpAttemptsUsed]);
    const late = await postSealed(app, ONB.verifyOtp, t.rm!, { otpVerificationToken, otp });
    expect([late.statusCode, message(late)]).toEqual([400, API_MESSAGES.otpNoLongerValid]);
  });
});
