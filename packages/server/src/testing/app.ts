import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Role, SendOtpResponse, VerifyOtpResponse } from '@aif/contracts';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DbHandle } from '../db/client';
import { users } from '../db/schema';
import { DEMO_STAFF, FIRST_APPLICANT_MOBILE } from '../db/seed';
import { sealPayload } from '../crypto/payload';
import { toMobileNumber } from '../lib/phone';

/** A clock tests move by hand: OTP expiry and rate windows without sleeping. */
export class TestClock {
  private t = Date.now();
  readonly now = () => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

/** The first seeded applicant's mobile: an investor who can sign in. */
export const INVESTOR_PHONE = String(FIRST_APPLICANT_MOBILE);
export const STAFF_PHONE = Object.fromEntries(DEMO_STAFF.map((u) => [u.role, u.phone])) as Record<
  Exclude<Role, 'investor'>,
  string
>;

const tempDirs: string[] = [];

/** Configuration for tests: sandbox providers, a temporary files folder, no front-end build. */
export function testConfig(overrides: Partial<AppConfig> = {}): Partial<AppConfig> {
  const base = loadConfig({});
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aif-server-test-'));
  tempDirs.push(dir);
  return {
    ...base,
    providers: { mode: 'sandbox' },
    storage: { kind: 'local', dir: path.join(dir, 'files') },
    staticRoot: path.join(dir, 'no-static'),
    ...overrides,
  };
}

export function removeTempDirs(): void {
  for (const d of tempDirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

export async function createTestApp(
  db: DbHandle,
  opts: Partial<Omit<BuildAppOptions, 'db' | 'config'>> & { config?: Partial<AppConfig> } = {},
): Promise<FastifyInstance> {
  return buildApp({ logger: false, ...opts, db, config: testConfig(opts.config) });
}

/** Seals a body with the app's published key, as the browser would. */
export async function seal(app: FastifyInstance, body: unknown): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/users/login/public-key' });
  return sealPayload(res.json().publicKey, body);
}

export async function sendOtp(app: FastifyInstance, phone: string, countryCode = '+91') {
  return app.inject({
    method: 'POST',
    url: '/api/users/login/send-otp',
    payload: { payload: await seal(app, { phone, countryCode }) },
  });
}

export async function verifyOtp(
  app: FastifyInstance,
  body: { phone: string; otp: string; verificationToken: string; countryCode?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/users/login/verify-otp',
    payload: { payload: await seal(app, { countryCode: '+91', ...body }) },
  });
}

/**
 * The OTP in the newest SMS to a number, read from the sandbox outbox after sending what is due (the
 * message worker does that on a listening server; under `inject` nothing is sent until asked).
 */
export async function latestOtp(app: FastifyInstance, phone: string): Promise<string | undefined> {
  await app.messages.deliverDue();
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
  const sms = (res.json() as { channel: string; body: string }[]).find((m) => m.channel === 'sms');
  return sms?.body.match(/\b(\d{6})\b/)?.[1];
}

/** The whole sign-in: send-otp, read the SMS, verify-otp. */
export async function signIn(app: FastifyInstance, phone: string): Promise<VerifyOtpResponse> {
  const sent = await sendOtp(app, phone);
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.statusCode}: ${sent.body}`);
  const { verificationToken } = sent.json() as SendOtpResponse;
  const otp = await latestOtp(app, phone);
  if (!otp) throw new Error('no OTP in the outbox');
  const res = await verifyOtp(app, { phone, otp, verificationToken });
  if (res.statusCode !== 200) throw new Error(`verify-otp ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** A session token for a role without going through OTP (keeps the sign-in limits out of other tests). */
export async function tokenFor(app: FastifyInstance, role: Role): Promise<string> {
  if (role === 'investor') {
    return (await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', INVESTOR_PHONE) }))
      .token;
  }
  const all = await app.db.query.users.findMany();
  // The demo user of the role (the seed has a second distributor, the company one).
  const user = all.find((u) => u.role === role && u.phone === STAFF_PHONE[role]);
  if (!user) throw new Error(`no seeded ${role}`);
  return (
    await app.sessions.issue({
      kind: 'staff',
      userId: user.id,
      number: toMobileNumber(user.countryCode!, user.phone!),
    })
  ).token;
}

/** A staff user inserted as given (+91), with a session of its own: fixtures that build their own people. */
export async function addStaffUser(
  app: FastifyInstance,
  values: typeof users.$inferInsert,
): Promise<{ id: string; token: string }> {
  const [u] = await app.db.insert(users).values(values).returning({ id: users.id });
  const { token } = await app.sessions.issue({
    kind: 'staff',
    userId: u!.id,
    number: toMobileNumber(values.countryCode ?? '+91', values.phone!),
  });
  return { id: u!.id, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
