import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messageAttempts, messages } from '../../db/schema';
import { STAFF_PHONE, TestClock, createTestApp, removeTempDirs, sendOtp } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { ScriptedProvider } from '../../testing/providers';
import { RETRY_DELAYS_SECONDS, withTimeout } from './schedule';
import { MessageService } from './service';

/** The message queue: delivery after the answer, retries, the delivery log, several instances, the worker. */
let db: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();
const provider = new ScriptedProvider();

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: clock.now, providers: { sms: provider, email: provider } });
});
afterEach(() => {
  provider.behaviour = 'ok';
  provider.delayMs = 0;
  provider.errorText = 'gateway answered 503';
  provider.release();
  clock.advance(61 * 60_000);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

let seq = 0;
/** A fresh e-mail address per test (recipients in the log are easy to find). */
const address = () => `queue${++seq}.${Date.now()}@investor.example`;

async function queueEmail(to: string, body = `Open https://portal.example/investor-consent/tok${seq}X9 now`) {
  await app.messages.enqueue(app.db, {
    kind: 'consent_link',
    channel: 'email',
    to,
    subject: 'Your consent',
    body,
  });
}

async function messageTo(to: string) {
  const [row] = await app.db.select().from(messages).where(eq(messages.recipient, to));
  return row!;
}

async function attemptsOf(id: string) {
  return app.db
    .select()
    .from(messageAttempts)
    .where(eq(messageAttempts.messageId, id))
    .orderBy(asc(messageAttempts.attempt));
}

describe('delivery', () => {
  it('queues the sign-in SMS with the OTP challenge and sends it after the answer, logged, text dropped', async () => {
    const phone = `+91${STAFF_PHONE.rm}`;
    expect((await sendOtp(app, STAFF_PHONE.rm)).statusCode).toBe(200);
    const queued = await messageTo(phone);
    expect(queued).toMatchObject({ kind: 'sign_in_otp', channel: 'sms', status: 'pending', attempts: 0 });
    expect(queued.body).toMatch(/\b\d{6}\b/);
    expect(queued.expiresAt!.getTime() - queued.createdAt.getTime()).toBe(5 * 60_000);
    expect(provider.calls).toHaveLength(0);

    expect(await app.messages.deliverDue()).toEqual({ sent: 1, failed: 0, gaveUp: 0, expired: 0 });
    expect(provider.to(phone)[0]?.body).toBe(queued.body);
    const sent = await messageTo(phone);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, body: null, claimId: null });
    expect(sent.finishedAt).toBeInstanceOf(Date);
    const log = await attemptsOf(sent.id);
    expect(log).toEqual([
      expect.objectContaining({ attempt: 1, provider: 'scripted', outcome: 'sent', error: null }),
    ]);
    // Delivered once: nothing is due any more.
    expect(await app.messages.deliverDue()).toEqual({ sent: 0, failed: 0, gaveUp: 0, expired: 0 });
    expect(provider.calls).toHaveLength(1);
  });

  it('retries after a failure on the backoff schedule, and logs the provider error without the secret', async () => {
    const to = address();
    const body = 'Your OTP is 482913. Open https://portal.example/investor-consent/AbCdEfGhIjKlMnOpQrSt';
    await queueEmail(to, body);
    provider.behaviour = 'fail';
    provider.errorText = 'relay refused: {body}';

    expect(await app.messages.deliverDue()).toMatchObject({ failed: 1 });
    let row = await messageTo(to);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, body });
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(RETRY_DELAYS_SECONDS[0] * 1000);
    const [first] = await attemptsOf(row.id);
    expect(first).toMatchObject({ attempt: 1, outcome: 'failed' });
    expect(first!.error).toContain('relay refused');
    expect(first!.error).not.toContain('482913');
    expect(first!.error).not.toContain('AbCdEfGhIjKlMnOpQrSt');

    // Not before its time.
    clock.advance(RETRY_DELAYS_SECONDS[0] * 1000 - 1000);
    expect(await app.messages.deliverDue()).toMatchObject({ sent: 0, failed: 0 });
    clock.advance(1000);
    expect(await app.messages.deliverDue()).toMatchObject({ failed: 1 });
    row = await messageTo(to);
    expect(row.nextAttemptAt.getTime() - clock.now().getTime()).toBe(RETRY_DELAYS_SECONDS[1] * 1000);

    provider.behaviour = 'ok';
    clock.advance(RETRY_DELAYS_SECONDS[1] * 1000);
    expect(await app.messages.deliverDue()).toMatchObject({ sent: 1 });
    row = await messageTo(to);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, body: null });
    expect((await attemptsOf(row.id)).map((a) => a.outcome)).toEqual(['failed', 'failed', 'sent']);
    expect(provider.to(to)).toHaveLength(1);
  });

  it('gives up after the maximum number of attempts, keeping the log and dropping the text', async () => {
    const to = address();
    await queueEmail(to);
    provider.behaviour = 'fail';
    const max = app.config.messages.maxAttempts;
    for (let i = 1; i < max; i++) {
      expect(await app.messages.deliverDue()).toMatchObject({ failed: 1, gaveUp: 0 });
      clock.advance(2 * 3_600_000);
    }
    expect(await app.messages.deliverDue()).toMatchObject({ failed: 0, gaveUp: 1 });
    const row = await messageTo(to);
    expect(row).toMatchObject({ status: 'failed', attempts: max, body: null });
    const log = await attemptsOf(row.id);
    expect(log.map((a) => a.attempt)).toEqual(Array.from({ length: max }, (_, i) => i + 1));
    expect(log.every((a) => a.outcome === 'failed' && a.error === 'gateway answered 503')).toBe(true);

    // Given up means no more attempts, even once the provider is back.
    provider.behaviour = 'ok';
    clock.advance(24 * 3_600_000);
    await app.messages.deliverDue();
    expect(provider.to(to)).toHaveLength(0);
    expect(await attemptsOf(row.id)).toHaveLength(max);
  });

  it('drops an OTP not sent within its validity, text and all', async () => {
    provider.behaviour = 'fail';
    await sendOtp(app, STAFF_PHONE.trustee);
    expect(await app.messages.deliverDue()).toMatchObject({ failed: 1 });
    provider.behaviour = 'ok';
    clock.advance(5 * 60_000);
    expect(await app.messages.deliverDue()).toMatchObject({ sent: 0, expired: 1 });
    const row = await messageTo(`+91${STAFF_PHONE.trustee}`);
    expect(row).toMatchObject({ status: 'expired', body: null });
    expect(provider.to(`+91${STAFF_PHONE.trustee}`)).toHaveLength(0);
  });

  it('never sends an expired OTP from a run woken by an answer; the next periodic run drops it', async () => {
    provider.behaviour = 'fail';
    await sendOtp(app, STAFF_PHONE.amcapprover);
    expect(await app.messages.deliverDue()).toMatchObject({ failed: 1 });
    provider.behaviour = 'ok';
    clock.advance(5 * 60_000);
    // A woken run (expire: false) leaves the expired OTP alone: not sent, text not yet dropped.
    expect(await app.messages.deliverDue({ expire: false })).toEqual({
      sent: 0,
      failed: 0,
      gaveUp: 0,
      expired: 0,
    });
    const phone = `+91${STAFF_PHONE.amcapprover}`;
    expect(provider.to(phone)).toHaveLength(0);
    expect(await app.messages.deliverDue()).toMatchObject({ sent: 0, expired: 1 });
    expect(await messageTo(phone)).toMatchObject({ status: 'expired', body: null });
    expect(provider.to(phone)).toHaveLength(0);
  });

  it('survives a provider that throws synchronously or rejects with a non-error', async () => {
    const thrower = {
      name: 'thrower',
      send: () => {
        throw new Error('boom');
      },
    };
    const rejecter = { name: 'rejecter', send: () => Promise.reject('nope' as unknown as Error) };
    const other = await createTestApp(db, {
      clock: clock.now,
      providers: { sms: thrower, email: rejecter },
    });
    try {
      await other.messages.enqueue(other.db, {
        kind: 'investor_link',
        channel: 'sms',
        to: '+917000000001',
        body: 'x',
      });
      const to = address();
      await other.messages.enqueue(other.db, {
        kind: 'investor_link',
        channel: 'email',
        to,
        subject: 's',
        body: 'y',
      });
      expect(await other.messages.deliverDue()).toMatchObject({ failed: 2 });
      const [row] = await other.db.select().from(messages).where(eq(messages.recipient, to));
      expect((await attemptsOf(row!.id))[0]).toMatchObject({ provider: 'rejecter', error: 'nope' });
    } finally {
      await other.close();
    }
  });

  it('counts a provider call that does not answer in time as failed', async () => {
    await expect(withTimeout(new Promise(() => undefined), 20)).rejects.toThrow('no answer within 0 s');
    await expect(withTimeout(Promise.resolve('ok'), 20)).resolves.toBe('ok');
  });

  it("sends one recipient's messages in the order they were queued", async () => {
    const to = address();
    for (const n of [1, 2, 3]) await queueEmail(to, `message ${n}`);
    provider.delayMs = 5;
    await app.messages.deliverDue();
    expect(provider.to(to).map((m) => m.body)).toEqual(['message 1', 'message 2', 'message 3']);
  });
  it('sends up to its concurrency at the same time, then claims the next ones', async () => {
    // Whatever earlier tests left due goes first, so the run below sees only these seven.
    await app.messages.deliverDue();
    const queue = new MessageService({
      db: app.db,
      clock: clock.now,
      log: app.log,
      sms: provider,
      email: provider,
      maxAttempts: 6,
      concurrency: 3,
    });
    const recipients = Array.from({ length: 7 }, () => address());
    for (const to of recipients) await queueEmail(to);
    const before = provider.calls.length;
    const inFlight = () => provider.calls.length - before;
    provider.behaviour = 'hang';
    const run = queue.deliverDue();
    for (const expected of [3, 6]) {
      await waitFor(() => inFlight() === expected);
      // Nothing more is claimed while these hang.
      await new Promise((r) => setTimeout(r, 30));
      expect(inFlight()).toBe(expected);
      provider.release();
    }
    provider.behaviour = 'ok';
    await waitFor(() => inFlight() === 7);
    provider.release();
    expect(await run).toMatchObject({ sent: 7, failed: 0 });
    for (const to of recipients) expect(await messageTo(to)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends a message queued during a run while that run still waits for a slow provider', async () => {
    await app.messages.deliverDue();
    const slow = address();
    await queueEmail(slow);
    const before = provider.calls.length;
    provider.behaviour = 'hang';
    const run = app.messages.deliverDue();
    await waitFor(() => provider.calls.length === before + 1);
    provider.behaviour = 'ok';
    const quick = address();
    await queueEmail(quick);
    // What the worker does after the answer that queued it.
    app.messages.nudge();
    await waitFor(() => provider.to(quick).length === 1);
    expect(provider.to(slow)).toHaveLength(0);
    provider.release();
    expect(await run).toMatchObject({ sent: 2, failed: 0 });
    expect(await messageTo(slow)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('several instances on one database', () => {
  it('deliver each message once when they poll at the same time', async () => {
    const other = await db.openAnother();
    const second = new ScriptedProvider();
    const appB = await createTestApp(other, { clock: clock.now, providers: { sms: second, email: second } });
    try {
      // Both connected and idle first, so their claims really overlap.
      await Promise.all([app.messages.deliverDue(), appB.messages.deliverDue()]);
      const recipients = Array.from({ length: 40 }, () => address());
      for (const to of recipients) await queueEmail(to);
      provider.delayMs = 2;
      second.delayMs = 2;
      const runs = await Promise.all([
        app.messages.deliverDue(),
        appB.messages.deliverDue(),
        app.messages.deliverDue(),
        appB.messages.deliverDue(),
      ]);
      expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(recipients.length);
      const all = [...provider.delivered, ...second.delivered].map((m) => m.to);
      for (const to of recipients) expect(all.filter((x) => x === to)).toHaveLength(1);
      for (const to of recipients) expect(await messageTo(to)).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await appB.close();
    }
  });
});

describe('the worker', () => {
  const config = (pollIntervalMs: number) => ({
    messages: { pollIntervalMs, maxAttempts: 6, concurrency: 25 },
  });

  it('runs on a listening server and sends right after the answer that queued the message', async () => {
    const sms = new ScriptedProvider();
    // An interval far longer than the test: what is sent comes from the wake-up after the answer.
    const live = await createTestApp(db, { providers: { sms, email: sms }, config: config(600_000) });
    try {
      await live.listen({ port: 0, host: '127.0.0.1' });
      const phone = STAFF_PHONE.poaapprover;
      expect((await sendOtp(live, phone)).statusCode).toBe(200);
      await waitFor(() => sms.to(`+91${phone}`).length === 1);
    } finally {
      await live.close();
    }
  });

  it('polls, finishes the send in progress when the app closes, and runs nothing after', async () => {
    const sms = new ScriptedProvider();
    const live = await createTestApp(db, { providers: { sms, email: sms }, config: config(50) });
    await live.listen({ port: 0, host: '127.0.0.1' });
    const queue = (to: string) =>
      live.messages.enqueue(live.db, { kind: 'investor_link', channel: 'sms', to, body: 'Your link' });
    await queue('+917000000001');
    await waitFor(() => sms.to('+917000000001').length === 1);

    sms.behaviour = 'hang';
    await queue('+917000000002');
    await waitFor(() => sms.calls.length === 2);
    let closed = false;
    const closing = live.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(closed).toBe(false);
    sms.behaviour = 'ok';
    sms.release();
    await closing;
    expect(await messageTo('+917000000002')).toMatchObject({ status: 'sent', attempts: 1 });

    await queue('+917000000003');
    await new Promise((r) => setTimeout(r, 300));
    expect(sms.calls).toHaveLength(2);
    expect(await messageTo('+917000000003')).toMatchObject({ status: 'pending', attempts: 0 });
    // Another instance sends what the closed one left.
    await app.messages.deliverDue();
    expect(provider.to('+917000000003')).toHaveLength(1);
  });
});

describe('every message goes through the queue', () => {
  it('no module calls an SMS or e-mail provider itself', () => {
    const root = path.resolve(__dirname, '..', '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) {
          const text = readFileSync(file, 'utf8');
          if (/\b(sms|email)\.send\(|app\.(sms|email)\b/.test(text))
            offenders.push(path.relative(root, file));
        }
      }
    };
    walk(path.join(root, 'modules'));
    walk(path.join(root, 'providers', 'esign'));
    // The message service is the one caller; the plugins hand it the providers.
    expect(offenders.sort()).toEqual(['modules/messages/plugin.ts', 'modules/messages/service.ts']);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
