import type { FastifyInstance, InjectOptions } from 'fastify';
import { API_MESSAGES } from '@aif/contracts';
import type { AppConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { TestClock, bearer, createTestApp, removeTempDirs, seal, tokenFor } from '../../testing/app';
import { ONB, individualPan } from '../../testing/onboarding';
import { addressKey } from './service';

/**
 * The per-address limit on OTP requests: sign-in's send-otp and verify-otp, the investor's OTP sign-in
 * (e-sign get-otp and verify-otp) and, counted apart, the onboarding contact OTP. The count is in the
 * database, so it holds across instances.
 */
const WINDOW_MS = 10 * 60_000;
const limits: Partial<AppConfig> = { otpIpLimit: { max: 4, windowMs: WINDOW_MS } };
const clock = new TestClock();
let db: TestDatabase;
let appA: FastifyInstance;
let appB: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  appA = await createTestApp(db, { clock: clock.now, config: limits });
  appB = await createTestApp(await db.openAnother(), { clock: clock.now, config: limits });
});
afterAll(async () => {
  await appA.close();
  await appB.close();
  await db.close();
  removeTempDirs();
});

/** A different number each time, so the per-number resend limit never answers first. */
let numberSeq = 0;
const nextNumber = () => `98${String(10_000_000 + numberSeq++).slice(-8)}`;

type From = Pick<InjectOptions, 'remoteAddress' | 'headers'>;

async function sendOtp(app: FastifyInstance, from: From) {
  return app.inject({
    method: 'POST',
    url: '/api/users/login/send-otp',
    ...from,
    payload: { payload: await seal(app, { phone: nextNumber(), countryCode: '+91' }) },
  });
}

async function verifyOtp(app: FastifyInstance, from: From) {
  return app.inject({
    method: 'POST',
    url: '/api/users/login/verify-otp',
    ...from,
    payload: {
      payload: await seal(app, {
        phone: nextNumber(),
        countryCode: '+91',
        otp: '123456',
        verificationToken: 'no-such-challenge',
      }),
    },
  });
}

const refused = (res: { statusCode: number; json: () => unknown }) =>
  res.statusCode === 429 && (res.json() as { message: string }).message === API_MESSAGES.tooManyOtpRequests;

describe('per-address limit on sign-in attempts', () => {
  it('counts sends and verifications of one address together across two instances, and refuses the one over the limit with 429', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    expect((await sendOtp(appA, from)).statusCode).toBe(200);
    expect((await verifyOtp(appB, from)).statusCode).toBe(400);
    expect((await sendOtp(appB, from)).statusCode).toBe(200);
    expect((await verifyOtp(appA, from)).statusCode).toBe(400);

    const fifth = await sendOtp(appA, from);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ message: API_MESSAGES.tooManyOtpRequests });
    expect(refused(await verifyOtp(appB, from))).toBe(true);
    // The count is the address's own: another address is still served.
    expect((await sendOtp(appB, { remoteAddress: '198.51.100.20' })).statusCode).toBe(200);
    // A refusal does not extend the wait, and the limit lifts once the window has passed.
    clock.advance(2 * WINDOW_MS);
    expect((await sendOtp(appB, from)).statusCode).toBe(200);
  });

  it("covers the investor's OTP sign-in on the e-sign page in the same count", async () => {
    const from = { remoteAddress: '203.0.113.8' };
    const me = await appA.inject({
      url: '/api/users/users/me',
      headers: bearer(await tokenFor(appA, 'investor')),
    });
    const referenceId = (me.json() as { referenceIds: string[] }).referenceIds[0]!;
    expect((await sendOtp(appA, from)).statusCode).toBe(200);
    expect((await sendOtp(appA, from)).statusCode).toBe(200);
    const getOtp = await appB.inject({ url: `/api/onboarding/esign/get-otp/${referenceId}`, ...from });
    expect(getOtp.statusCode).toBe(200);
    const verify = await appB.inject({
      method: 'POST',
      url: `/api/onboarding/esign/verify-otp/${referenceId}`,
      ...from,
      payload: {
        payload: await seal(appB, { otp: '000000', verificationToken: getOtp.json().verificationToken }),
      },
    });
    expect(verify.statusCode).toBe(400);
    expect(refused(await appA.inject({ url: `/api/onboarding/esign/get-otp/${referenceId}`, ...from }))).toBe(
      true,
    );
  });

  it('counts the onboarding contact OTP apart, with a limit of the same size', async () => {
    const from = { remoteAddress: '203.0.113.9' };
    for (let i = 0; i < 4; i++) expect((await sendOtp(appA, from)).statusCode).toBe(200);
    expect(refused(await sendOtp(appA, from))).toBe(true);

    const rm = bearer(await tokenFor(appA, 'rm'));
    const contactOtp = async (app: FastifyInstance) => {
      const pan = await app.inject({
        method: 'POST',
        url: ONB.verifyPan,
        headers: rm,
        ...from,
        payload: {
          payload: await seal(app, {
            pan: individualPan(7000 + numberSeq++),
            dob: '01/01/1985',
            onboardingType: 'normal',
          }),
        },
      });
      expect(pan.statusCode).toBe(200);
      return app.inject({
        method: 'POST',
        url: ONB.sendOtp,
        headers: rm,
        ...from,
        payload: {
          payload: await seal(app, {
            panVerificationToken: pan.json().panVerificationToken,
            phoneNumber: `7${nextNumber().slice(1)}`,
            emailId: 'investor@investor.example',
            countryCode: '+91',
            countryNameAndCode: 'India: +91',
          }),
        },
      });
    };
    // The address's sign-in count is spent, yet its staff can still send contact OTPs, up to their own limit.
    for (let i = 0; i < 4; i++) expect((await contactOtp(i % 2 ? appA : appB)).statusCode).toBe(200);
    expect(refused(await contactOtp(appA))).toBe(true);
  });
});

describe('the sliding window', () => {
  it('lets a client in again as its requests age out, never all at once at a window edge', async () => {
    const from = { remoteAddress: '203.0.113.11' };
    // Start at the beginning of a counting window, so the arithmetic below is exact.
    clock.advance(WINDOW_MS - (clock.now().getTime() % WINDOW_MS));
    for (let i = 0; i < 4; i++) expect((await sendOtp(appA, from)).statusCode).toBe(200);
    clock.advance(WINDOW_MS / 2);
    expect(refused(await sendOtp(appB, from))).toBe(true);
    // Half a window later the four requests still weigh two: two more are allowed, not four.
    clock.advance(WINDOW_MS);
    expect((await sendOtp(appA, from)).statusCode).toBe(200);
    expect((await sendOtp(appB, from)).statusCode).toBe(200);
    expect(refused(await sendOtp(appA, from))).toBe(true);
  });
});

describe('the client address behind a load balancer', () => {
  it('counts an IPv6 client by its /64 network, and an IPv4-mapped address as the IPv4 address', async () => {
    expect(addressKey('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');

    for (let i = 0; i < 4; i++)
      expect((await sendOtp(appA, { remoteAddress: `2001:db8:1:2::${i + 1}` })).statusCode).toBe(200);
    expect(refused(await sendOtp(appB, { remoteAddress: '2001:db8:1:2:ffff::9' }))).toBe(true);
    expect((await sendOtp(appB, { remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless a trusted proxy is configured: a forged header buys no fresh count', async () => {
    const direct = '203.0.113.10';
    for (let i = 0; i < 4; i++) {
      const res = await sendOtp(appA, {
        remoteAddress: direct,
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(
      refused(await sendOtp(appA, { remoteAddress: direct, headers: { 'x-forwarded-for': '192.0.2.99' } })),
    ).toBe(true);
  });

  it('with TRUST_PROXY, counts each client the trusted proxy names, and ignores the header from anyone else', async () => {
    const behindLb = await createTestApp(db, {
      clock: clock.now,
      config: { ...limits, trustProxy: ['10.0.0.0/8'] },
    });
    try {
      const viaLb = (client: string) => ({
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': client },
      });
      for (let i = 0; i < 4; i++) expect((await sendOtp(behindLb, viaLb('192.0.2.50'))).statusCode).toBe(200);
      expect(refused(await sendOtp(behindLb, viaLb('192.0.2.50')))).toBe(true);
      // Another client behind the same load balancer has its own count.
      expect((await sendOtp(behindLb, viaLb('192.0.2.51'))).statusCode).toBe(200);
      // A caller that is not the load balancer cannot choose its address.
      const spoofer = '198.51.100.77';
      for (let i = 0; i < 4; i++) {
        const res = await sendOtp(behindLb, {
          remoteAddress: spoofer,
          headers: { 'x-forwarded-for': `192.0.2.${100 + i}` },
        });
        expect(res.statusCode).toBe(200);
      }
      expect(
        refused(
          await sendOtp(behindLb, { remoteAddress: spoofer, headers: { 'x-forwarded-for': '192.0.2.200' } }),
        ),
      ).toBe(true);
    } finally {
      await behindLb.close();
    }
  });
});
