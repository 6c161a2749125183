import type { FastifyInstance } from 'fastify';
import { API_MESSAGES, type SendOtpResponse } from '@aif/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { auditTrail, loginNumbers, messages, otpChallenges, sessions } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import {
  INVESTOR_PHONE,
  STAFF_PHONE,
  TestClock,
  bearer,
  createTestApp,
  latestOtp,
  removeTempDirs,
  seal,
  sendOtp,
  signIn,
  tokenFor,
  verifyOtp,
} from '../../testing/app';

let db: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: clock.now });
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const outboxFor = async (phone: string) => {
  await app.messages.deliverDue();
  return (await app.inject({ url: `/api/dev/outbox?to=${phone}` })).json() as { body: string }[];
};

async function unlock(phone: string) {
  return app.inject({
    method: 'POST',
    url: '/api/users/users/unlock-user',
    headers: bearer(await tokenFor(app, 'amcadmin')),
    payload: { phone, countryCode: '+91' },
  });
}

async function whitelist(phone: string, whiteList: boolean) {
  return app.inject({
    method: 'POST',
    url: '/api/users/users/whitelist-user',
    headers: bearer(await tokenFor(app, 'amcadmin')),
    payload: { phone, countryCode: '+91', whiteList },
  });
}

describe('public key', () => {
  it('publishes an SPKI PEM with the algorithm name', async () => {
    const res = await app.inject({ url: '/api/users/login/public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      publicKey: expect.stringContaining('-----BEGIN PUBLIC KEY-----'),
      algorithm: 'RSA-OAEP-256+A256GCM',
    });
  });
});

describe('staff and investor sign-in', () => {
  it('signs a staff user in with the OTP from the SMS, and /me returns role, name, e-mail and flags', async () => {
    const { token, user } = await signIn(app, STAFF_PHONE.amcadmin);
    expect(user).toMatchObject({
      role: 'amcadmin',
      name: 'Aarti Mehta',
      phone: STAFF_PHONE.amcadmin,
      countryCode: '+91',
    });
    expect(user.flags).toMatchObject({ adminSupport: true, unlockingAccess: true, whitelistingAccess: true });
    const me = await app.inject({ url: '/api/users/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'amcadmin', email: 'aarti.mehta@demo-aif.example' });
  });

  it('signs an investor in (a mobile on an application) and lists their reference ids', async () => {
    const { token, user } = await signIn(app, INVESTOR_PHONE);
    expect(user.role).toBe('investor');
    expect(user.referenceIds).toHaveLength(1);
    const me = await app.inject({ url: '/api/users/users/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ role: 'investor', referenceIds: user.referenceIds, flags: {} });
  });

  it('puts the 6-digit OTP in the SMS text', async () => {
    await sendOtp(app, STAFF_PHONE.rm);
    const [sms] = await outboxFor(STAFF_PHONE.rm);
    expect(sms!.body).toMatch(/\b\d{6}\b.*valid for 5 minutes/);
  });

  it('gives unknown numbers the same answer, and sends nothing', async () => {
    const known = await sendOtp(app, STAFF_PHONE.trustee);
    const unknown = await sendOtp(app, '9876543210');
    expect(unknown.statusCode).toBe(known.statusCode);
    const a = known.json() as SendOtpResponse;
    const b = unknown.json() as SendOtpResponse;
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b.message).toBe(a.message);
    expect(b.resendAfterSeconds).toBe(a.resendAfterSeconds);
    expect(b.verificationToken).toHaveLength(a.verificationToken.length);
    expect(await outboxFor('9876543210')).toHaveLength(0);
    // Guessing cannot sign an unknown number in.
    const guess = await verifyOtp(app, {
      phone: '9876543210',
      otp: '123456',
      verificationToken: b.verificationToken,
    });
    expect(guess.statusCode).toBe(400);
  });
});

describe('OTP rules', () => {
  it('expires after 5 minutes', async () => {
    const phone = STAFF_PHONE.fundmanager;
    const { verificationToken } = (await sendOtp(app, phone)).json() as SendOtpResponse;
    const otp = (await latestOtp(app, phone))!;
    clock.advance(5 * 60_000 + 1);
    const res = await verifyOtp(app, { phone, otp, verificationToken });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MESSAGES.otpExpired });
  });

  it('is still valid just before 5 minutes, and only once', async () => {
    const phone = STAFF_PHONE.poaapprover;
    const { verificationToken } = (await sendOtp(app, phone)).json() as SendOtpResponse;
    const otp = (await latestOtp(app, phone))!;
    clock.advance(5 * 60_000 - 1000);
    expect((await verifyOtp(app, { phone, otp, verificationToken })).statusCode).toBe(200);
    const again = await verifyOtp(app, { phone, otp, verificationToken });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: API_MESSAGES.otpNoLongerValid });
  });

  it('is replaced by a resend: the earlier OTP no longer works', async () => {
    const phone = STAFF_PHONE.amcapprover;
    const first = (await sendOtp(app, phone)).json() as SendOtpResponse;
    const firstOtp = (await latestOtp(app, phone))!;
    await sendOtp(app, phone);
    const res = await verifyOtp(app, { phone, otp: firstOtp, verificationToken: first.verificationToken });
    expect(res.json()).toEqual({ message: API_MESSAGES.otpNoLongerValid });
  });

  it('refuses the 3rd resend within an hour with a clear message, and allows it again after the hour', async () => {
    const phone = STAFF_PHONE.distributor;
    expect((await sendOtp(app, phone)).statusCode).toBe(200); // first send
    expect((await sendOtp(app, phone)).statusCode).toBe(200); // resend 1
    expect((await sendOtp(app, phone)).statusCode).toBe(200); // resend 2
    const third = await sendOtp(app, phone);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: API_MESSAGES.resendLimit });
    clock.advance(60 * 60_000 + 1000);
    expect((await sendOtp(app, phone)).statusCode).toBe(200);
  });

  it('starts a new count after a successful sign-in, so signing out and in again is not refused', async () => {
    const phone = STAFF_PHONE.fundmanager;
    for (let round = 0; round < 3; round++) {
      const { verificationToken } = (await sendOtp(app, phone)).json() as SendOtpResponse;
      expect((await sendOtp(app, phone)).statusCode).toBe(200); // a resend within this attempt
      const latest = (await sendOtp(app, phone)).json() as SendOtpResponse; // and another
      expect(latest.verificationToken).not.toBe(verificationToken);
      const otp = (await latestOtp(app, phone))!;
      const res = await verifyOtp(app, { phone, otp, verificationToken: latest.verificationToken });
      expect(res.statusCode).toBe(200);
      clock.advance(1000);
    }
    // Within one attempt the limit still holds.
    for (let i = 0; i < 3; i++) expect((await sendOtp(app, phone)).statusCode).toBe(200);
    expect((await sendOtp(app, phone)).statusCode).toBe(429);
  });

  it('applies the resend limit to unknown numbers too (no enumeration through the limit)', async () => {
    for (let i = 0; i < 3; i++) expect((await sendOtp(app, '9812345678')).statusCode).toBe(200);
    expect((await sendOtp(app, '9812345678')).statusCode).toBe(429);
  });
});

describe('lock after 3 wrong OTPs', () => {
  it('locks the number, refuses even the right OTP and new sends, until Admin Support unlocks it', async () => {
    const phone = STAFF_PHONE.subdistributor;
    const { verificationToken } = (await sendOtp(app, phone)).json() as SendOtpResponse;
    const otp = (await latestOtp(app, phone))!;
    const wrong = otp === '000000' ? '111111' : '000000';

    const first = await verifyOtp(app, { phone, otp: wrong, verificationToken });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ message: API_MESSAGES.otpIncorrect(2) });
    expect((await verifyOtp(app, { phone, otp: wrong, verificationToken })).json()).toEqual({
      message: API_MESSAGES.otpIncorrect(1),
    });
    const third = await verifyOtp(app, { phone, otp: wrong, verificationToken });
    expect(third.statusCode).toBe(423);
    expect(third.json()).toEqual({ message: API_MESSAGES.numberLocked });

    expect((await verifyOtp(app, { phone, otp, verificationToken })).statusCode).toBe(423);
    expect((await sendOtp(app, phone)).statusCode).toBe(423);

    const unlocked = await unlock(phone);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ message: API_MESSAGES.userUnlocked });
    const [audit] = await db.db
      .select()
      .from(auditTrail)
      .where(eq(auditTrail.action, 'unlock_user'))
      .orderBy(desc(auditTrail.id));
    expect(audit).toMatchObject({
      actorRole: 'amcadmin',
      entity: 'mobile_number',
      entityId: `+91${phone}`,
      fromValue: 'locked',
      toValue: 'unlocked',
    });

    clock.advance(60 * 60_000 + 1000); // past the resend window used above
    await expect(signIn(app, phone)).resolves.toMatchObject({ user: { role: 'subdistributor' } });
  });

  it('clears the wrong entries on a successful sign-in: two more before the next one do not lock', async () => {
    const phone = STAFF_PHONE.superadmin;
    clock.advance(60 * 60_000 + 1000); // a fresh resend window for the two sends below
    const wrongTwice = async () => {
      const { verificationToken } = (await sendOtp(app, phone)).json() as SendOtpResponse;
      const otp = (await latestOtp(app, phone))!;
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let i = 0; i < 2; i++)
        expect((await verifyOtp(app, { phone, otp: wrong, verificationToken })).statusCode).toBe(400);
      return { otp, verificationToken };
    };
    const first = await wrongTwice();
    const ok = await verifyOtp(app, { phone, ...first });
    expect(ok.statusCode).toBe(200);
    // The answer's user is the one /me describes (read once, with the account).
    const me = await app.inject({ url: '/api/users/users/me', headers: bearer(ok.json().token) });
    expect(ok.json().user).toEqual(me.json());
    expect(me.json()).toMatchObject({ role: 'superadmin', name: 'Suresh Nair', phone });
    const second = await wrongTwice();
    expect((await verifyOtp(app, { phone, ...second })).statusCode).toBe(200);
    clock.advance(60 * 60_000 + 1000); // past the resend window used here
  });

  it('keeps lock state in the database: locked through one instance, refused by another', async () => {
    const phone = STAFF_PHONE.superadmin;
    const other = await db.openAnother();
    const appB = await createTestApp(other, { clock: clock.now });
    try {
      const { verificationToken } = (await sendOtp(app, phone)).json() as SendOtpResponse;
      const otp = (await latestOtp(app, phone))!;
      const wrong = otp === '999999' ? '888888' : '999999';
      for (let i = 0; i < 3; i++) await verifyOtp(app, { phone, otp: wrong, verificationToken });
      const onB = await sendOtp(appB, phone);
      expect(onB.statusCode).toBe(423);
      expect(onB.json()).toEqual({ message: API_MESSAGES.numberLocked });
      // Both instances also share the payload key: a payload sealed for A opens on B.
      const sealedForA = await seal(app, { phone, countryCode: '+91' });
      const viaB = await appB.inject({
        method: 'POST',
        url: '/api/users/login/send-otp',
        payload: { payload: sealedForA },
      });
      expect(viaB.statusCode).toBe(423);
    } finally {
      await appB.close();
    }
    await unlock(phone);
  });
});

describe('whitelist', () => {
  it('exempts a whitelisted number from the lock and the resend limit (its OTP is void after 3 wrong entries)', async () => {
    const phone = String(Number(INVESTOR_PHONE) + 1);
    expect((await whitelist(phone, true)).json()).toEqual({ message: API_MESSAGES.whitelisted });
    const check = await app.inject({
      method: 'POST',
      url: '/api/users/users/check-whitelisted',
      headers: bearer(await tokenFor(app, 'amcadmin')),
      payload: { phone, countryCode: '+91' },
    });
    expect(check.json()).toEqual({ isMobileNumberWhiteListed: true });

    for (let i = 0; i < 5; i++) expect((await sendOtp(app, phone)).statusCode).toBe(200);
    const { verificationToken } = (await sendOtp(app, phone)).json() as SendOtpResponse;
    const otp = (await latestOtp(app, phone))!;
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++)
      expect((await verifyOtp(app, { phone, otp: wrong, verificationToken })).statusCode).toBe(400);
    // Not locked: a new OTP signs the number in (the void challenge itself: otp.test.ts).
    const again = (await sendOtp(app, phone)).json() as SendOtpResponse;
    const ok = await verifyOtp(app, {
      phone,
      otp: (await latestOtp(app, phone))!,
      verificationToken: again.verificationToken,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.role).toBe('investor');

    expect((await whitelist(phone, false)).json()).toEqual({ message: API_MESSAGES.unwhitelisted });
    // No longer exempt: the count starts after the successful sign-in above, and the limit applies again.
    clock.advance(1000);
    for (let i = 0; i < 3; i++) expect((await sendOtp(app, phone)).statusCode).toBe(200);
    expect((await sendOtp(app, phone)).statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('revokes the token on logout: the next call gets 401 with the session-timeout message', async () => {
    const { token } = await signIn(app, STAFF_PHONE.trustee);
    expect((await app.inject({ url: '/api/users/users/me', headers: bearer(token) })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/users/users/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ url: '/api/users/users/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Your active session has timeout. Request you re-login.' });
  });

  it('refuses an unknown or expired token', async () => {
    expect(
      (await app.inject({ url: '/api/users/users/me', headers: bearer('not-a-token') })).statusCode,
    ).toBe(401);
    const token = await tokenFor(app, 'rm');
    clock.advance(9 * 60 * 60_000);
    expect((await app.inject({ url: '/api/users/users/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('sealed payloads', () => {
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object });

  it.each([
    ['not base64 JSON', 'abc'],
    ['JSON without the envelope fields', Buffer.from('{"v":1}').toString('base64url')],
    [
      'an envelope whose key is not ours',
      Buffer.from(
        JSON.stringify({ v: 1, k: 'AAAA', iv: 'AAAAAAAAAAAAAAAA', c: 'AAAAAAAAAAAAAAAAAAAAAA==' }),
      ).toString('base64url'),
    ],
  ])('answers 400 for %s', async (_label, payload) => {
    const res = await post('/api/users/login/send-otp', { payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MESSAGES.invalidPayload });
  });

  it('answers 400 when the body has no payload field', async () => {
    const res = await post('/api/users/login/verify-otp', {});
    expect(res.statusCode).toBe(400);
    // The message and the one broken field (the envelope's), nothing of the sealed content.
    expect(Object.keys(res.json())).toEqual(['message', 'errors']);
    expect(res.json().errors).toEqual([{ path: 'payload', message: res.json().message }]);
  });

  it('answers 400 with the first validation message when the sealed object is invalid', async () => {
    const res = await post('/api/users/login/verify-otp', {
      payload: await seal(app, {
        phone: STAFF_PHONE.rm,
        countryCode: '+91',
        otp: '12ab',
        verificationToken: 'x',
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Enter OTP' });
  });

  it('answers 400 for a tampered ciphertext', async () => {
    const sealed = await seal(app, { phone: STAFF_PHONE.rm, countryCode: '+91' });
    const envelope = JSON.parse(Buffer.from(sealed, 'base64url').toString('utf8'));
    const c = Buffer.from(envelope.c, 'base64');
    c[0] = c[0]! ^ 0xff;
    envelope.c = c.toString('base64');
    const res = await post('/api/users/login/send-otp', {
      payload: Buffer.from(JSON.stringify(envelope)).toString('base64url'),
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 400 for an invalid mobile number inside a valid payload', async () => {
    const res = await post('/api/users/login/send-otp', {
      payload: await seal(app, { phone: '12345', countryCode: '+91' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid Mobile number' });
  });
});

describe('start-up warm-up', () => {
  it('runs whole sign-ins and stores, queues and counts nothing', async () => {
    const count = async () => {
      const rows = await Promise.all(
        [loginNumbers, otpChallenges, sessions, messages].map((table) =>
          app.db.select({ n: sql<number>`count(*)::int` }).from(table),
        ),
      );
      return rows.map(([row]) => row!.n);
    };
    const before = await count();
    expect(await app.signIn.warmUp(3)).toEqual({ rounds: 3 });
    expect(await count()).toEqual(before);
    // Sign-in works as before after it.
    expect(await signIn(app, STAFF_PHONE.rm)).toBeTruthy();
  });
});
