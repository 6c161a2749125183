/**
 * Where one sign-in's work goes, one sign-in at a time (no contention): the statements and transactions
 * each part sends to PostgreSQL, its wall time, and the API process's CPU time, for send-otp, the
 * delivery of the SMS (the message worker's run, after the answer) and verify-otp, each call through
 * the app in-process (`inject`: routing, hooks, validation and serialisation included, no socket).
 * Beside it the cost of one RSA-OAEP opening of a sealed payload and of one OTP hash.
 *
 *   BENCH_DATABASE_URL   PostgreSQL database the bench may wipe (its schema `sign_in_breakdown` is replaced)
 *   BREAKDOWN_ROUNDS     sign-ins (200)
 *   BREAKDOWN_DATABASE   `pglite` for the embedded database in memory instead (statements then not counted:
 *                        they are counted on node-postgres's connections)
 */
import { createPublicKey } from 'node:crypto';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { loginNumbers, users } from '../src/db/schema';
import { openPayload, sealPayload } from '../src/crypto/payload';
import { otpHash } from '../src/lib/tokens';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://aif:aif@127.0.0.1:5432/aif_bench';
const ROUNDS = Number(process.env.BREAKDOWN_ROUNDS ?? 200);
const SCHEMA = 'sign_in_breakdown';
const ON_PGLITE = process.env.BREAKDOWN_DATABASE === 'pglite';

// Every statement sent on a pg connection, counted by the part being measured.
let counting: { statements: number; transactions: number } | undefined;
type ClientQuery = (this: Client, ...args: unknown[]) => unknown;
const clientQuery = Client.prototype.query as unknown as ClientQuery;
(Client.prototype as unknown as { query: ClientQuery }).query = function query(...args) {
  const config = args[0] as string | { text?: string } | undefined;
  const text = typeof config === 'string' ? config : config?.text;
  if (counting && text) {
    counting.statements++;
    if (/^\s*begin/i.test(text)) counting.transactions++;
  }
  return clientQuery.apply(this, args);
};

interface Part {
  statements: number;
  transactions: number;
  wallMs: number;
  cpuMs: number;
}

async function measure(part: Part, fn: () => Promise<void>): Promise<void> {
  const count = { statements: 0, transactions: 0 };
  counting = count;
  const cpu = process.cpuUsage();
  const t = performance.now();
  try {
    await fn();
  } finally {
    counting = undefined;
  }
  part.wallMs += performance.now() - t;
  const used = process.cpuUsage(cpu);
  part.cpuMs += (used.user + used.system) / 1000;
  part.statements += count.statements;
  part.transactions += count.transactions;
}

async function main() {
  if (!ON_PGLITE) {
    const admin = new Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA}`);
    await admin.end();
  }
  const handle = await openDatabase(ON_PGLITE ? {} : { url: PG_URL, searchPath: SCHEMA });
  await migrate(handle);
  const phone = '8100000000';
  await handle.db.insert(users).values({ role: 'rm', name: 'Bench', email: 'b@example.com', phone });
  await handle.db.insert(loginNumbers).values({ countryCode: '+91', phone, whitelisted: true });
  const app = await buildApp({
    db: handle,
    logger: false,
    config: { ...loadConfig({}), providers: { mode: 'sandbox' }, otpIpLimit: { max: 1e9, windowMs: 9e5 } },
  });
  const key = createPublicKey(
    (await app.inject({ method: 'GET', url: '/api/users/login/public-key' })).json().publicKey,
  );
  const parts = {
    sendOtp: { statements: 0, transactions: 0, wallMs: 0, cpuMs: 0 },
    delivery: { statements: 0, transactions: 0, wallMs: 0, cpuMs: 0 },
    verifyOtp: { statements: 0, transactions: 0, wallMs: 0, cpuMs: 0 },
  };
  const post = (url: string, body: unknown) =>
    app.inject({ method: 'POST', url, payload: { payload: sealPayload(key, body) } });
  for (let i = 0; i < ROUNDS + 10; i++) {
    // The first 10 warm the code, the connections and the plans; they are not counted.
    const into = (p: Part) => (i < 10 ? { statements: 0, transactions: 0, wallMs: 0, cpuMs: 0 } : p);
    let token = '';
    await measure(into(parts.sendOtp), async () => {
      const res = await post('/api/users/login/send-otp', { phone, countryCode: '+91' });
      token = res.json().verificationToken;
    });
    await measure(into(parts.delivery), async () => {
      await app.messages.deliverDue();
    });
    const [sms] = await app.outbox.list({ to: phone, limit: 1 });
    const otp = /\b(\d{6})\b/.exec(sms!.body)![1];
    await measure(into(parts.verifyOtp), async () => {
      const res = await post('/api/users/login/verify-otp', {
        phone,
        countryCode: '+91',
        otp,
        verificationToken: token,
      });
      if (res.statusCode !== 200) throw new Error(`verify-otp answered ${res.statusCode}`);
    });
  }
  await app.close();
  await handle.close();

  // The two pieces of crypto on the path, alone.
  const { decryptKey } = await app.keys.payloadKeyPair();
  const sealed = sealPayload(key, { phone, countryCode: '+91' });
  const n = 500;
  let t = performance.now();
  // One after another: the time of one opening (its RSA step runs in the thread pool).
  for (let i = 0; i < n; i++) await openPayload(decryptKey, sealed);
  const openMs = (performance.now() - t) / n;
  t = performance.now();
  for (let i = 0; i < n; i++) otpHash('pepper', 'challenge', String(i).padStart(6, '0'));
  const hashMs = (performance.now() - t) / n;

  const per = (p: Part) => ({
    statements: ON_PGLITE ? null : Math.round((p.statements / ROUNDS) * 10) / 10,
    transactions: ON_PGLITE ? null : Math.round((p.transactions / ROUNDS) * 10) / 10,
    wallMs: Math.round((p.wallMs / ROUNDS) * 100) / 100,
    cpuMs: Math.round((p.cpuMs / ROUNDS) * 100) / 100,
  });
  process.stdout.write(
    `${JSON.stringify({
      database: ON_PGLITE ? 'pglite' : 'postgres',
      rounds: ROUNDS,
      sendOtp: per(parts.sendOtp),
      delivery: per(parts.delivery),
      verifyOtp: per(parts.verifyOtp),
      rsaOpenMs: Math.round(openMs * 1000) / 1000,
      otpHashMs: Math.round(hashMs * 1000) / 1000,
    })}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
