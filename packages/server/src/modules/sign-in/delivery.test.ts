import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SendOtpResponse } from '@aif/contracts';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { STAFF_PHONE, TestClock, createTestApp, removeTempDirs, sendOtp } from '../../testing/app';
import { ScriptedProvider } from '../../testing/providers';

/**
 * send-otp does not reveal which numbers have an account through what the SMS provider does: the
 * answer's status, body and time are the same for a registered and an unregistered number, whether the
 * provider is slow or failing, because the SMS is queued and sent after the answer.
 */
let db: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();
const sms = new ScriptedProvider();

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: clock.now, providers: { sms } });
});
afterEach(() => {
  sms.behaviour = 'ok';
  sms.delayMs = 0;
  sms.release();
  // Past the resend window, so every test starts with fresh limits.
  clock.advance(61 * 60_000);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const UNREGISTERED = '9876500001';

function expectSameAnswer(a: LightMyRequestResponse, b: LightMyRequestResponse) {
  expect(a.statusCode).toBe(200);
  expect(b.statusCode).toBe(a.statusCode);
  const x = a.json() as SendOtpResponse;
  const y = b.json() as SendOtpResponse;
  expect(Object.keys(y).sort()).toEqual(Object.keys(x).sort());
  expect(y.message).toBe(x.message);
  expect(y.resendAfterSeconds).toBe(x.resendAfterSeconds);
  expect(y.verificationToken).toHaveLength(x.verificationToken.length);
  expect(b.headers['content-type']).toBe(a.headers['content-type']);
}

async function timed(phone: string): Promise<{ res: LightMyRequestResponse; ms: number }> {
  const started = performance.now();
  const res = await sendOtp(app, phone);
  return { res, ms: performance.now() - started };
}

const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)]!;

describe('send-otp with a slow or failing SMS provider', () => {
  it('answers a registered and an unregistered number alike, without calling the provider during the request', async () => {
    sms.delayMs = 1500;
    const registered = await sendOtp(app, STAFF_PHONE.rm);
    const unregistered = await sendOtp(app, UNREGISTERED);
    expect(sms.calls).toHaveLength(0);
    expectSameAnswer(registered, unregistered);

    // Later, outside any request, the registered number gets its SMS and the other nothing.
    sms.delayMs = 0;
    const run = await app.messages.deliverDue();
    expect(run).toMatchObject({ sent: 1, failed: 0 });
    expect(sms.to(`+91${STAFF_PHONE.rm}`)).toHaveLength(1);
    expect(sms.calls.filter((m) => m.to.endsWith(UNREGISTERED))).toHaveLength(0);
  });

  it('answers alike when the provider fails', async () => {
    sms.behaviour = 'fail';
    const registered = await sendOtp(app, STAFF_PHONE.trustee);
    const unregistered = await sendOtp(app, UNREGISTERED);
    expectSameAnswer(registered, unregistered);
    // The failure happens later, in the worker, and is retried there.
    expect(await app.messages.deliverDue()).toMatchObject({ sent: 0, failed: 1 });
  });

  it('takes the same time for a registered and an unregistered number while the provider is slow', async () => {
    // The provider's delay is far above any request's time, even on a busy machine, so a request that
    // waited for it cannot pass for noise.
    sms.delayMs = 5000;
    const calls = sms.calls.length;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 8; round++) {
      // Alternate which goes first, so a slower first (or second) request of a round counts on both sides.
      const order =
        round % 2 === 0 ? [STAFF_PHONE.fundmanager, UNREGISTERED] : [UNREGISTERED, STAFF_PHONE.fundmanager];
      const answers = new Map<string, { res: LightMyRequestResponse; ms: number }>();
      for (const phone of order) answers.set(phone, await timed(phone));
      const a = answers.get(STAFF_PHONE.fundmanager)!;
      const b = answers.get(UNREGISTERED)!;
      expectSameAnswer(a.res, b.res);
      known.push(a.ms);
      unknown.push(b.ms);
      clock.advance(61 * 60_000);
    }
    // Neither waits for the provider; the two differ by noise only.
    expect(Math.max(...known, ...unknown)).toBeLessThan(5000);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(150);
    expect(sms.calls).toHaveLength(calls);
  });
});
