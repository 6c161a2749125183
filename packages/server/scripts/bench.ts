/**
 * Server benchmark: start time on PGlite (empty and reopened) and on PostgreSQL, and the sign-in round
 * trip (send-otp + verify-otp, sealed payloads) under 50 concurrent clients. Each measurement runs the
 * real server in its own process, as `pnpm start` does; the load comes from this process over loopback.
 * Prints one JSON object on stdout; `scripts/bench.mjs` turns it into docs/performance.md.
 *
 *   BENCH_DATABASE_URL   PostgreSQL database the bench may wipe (default postgres://aif:aif@127.0.0.1:5432/aif_bench)
 *   BENCH_CLIENTS        concurrent clients (50)   BENCH_ROUNDS  sign-ins per client (10)
 *   BENCH_PORT           the API server's port (4900)
 *   BENCH_TARGETS        which databases (pglite,postgres)
 *   PROFILE_DIR          the loaded server writes a V8 CPU profile there when it stops
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../src/db/client';
import { sql } from 'drizzle-orm';
import { loginNumbers, messageAttempts, messages, users } from '../src/db/schema';
import { sealPayload } from '../src/crypto/payload';

const SERVER_DIR = path.resolve(__dirname, '..');
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://aif:aif@127.0.0.1:5432/aif_bench';
const PORT = Number(process.env.BENCH_PORT ?? 4900);
const BASE = `http://127.0.0.1:${PORT}`;

type DbTarget = { DATABASE_URL: string } | { PGLITE_DIR: string };

function startServer(target: DbTarget, profile?: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  // node with tsx's loader (not the tsx wrapper) so that the pid is the server's own, for --cpu-prof.
  const args = [
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    '--import',
    'tsx',
    'src/main.ts',
  ];
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...target,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      STATIC_ROOT: '/nonexistent',
      FILES_DIR: os.tmpdir(),
      // The load comes from one address but stands for many users: the per-address OTP limit is lifted.
      OTP_IP_LIMIT: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let exited = false;
    child.on('exit', (code) => {
      exited = true;
      reject(new Error(`server exited with ${code}`));
    });
    const poll = async () => {
      if (exited) return;
      try {
        const res = await fetch(`${BASE}/api/health`);
        if (res.ok) return resolve({ child, ms: performance.now() - started });
      } catch {
        /* not listening yet */
      }
      setTimeout(poll, 25);
    };
    void poll();
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Staff users for the load, whitelisted so the resend limit (2 an hour) does not end the run early. */
async function addBenchUsers(target: DbTarget): Promise<string[]> {
  const handle = await openDatabase(
    'DATABASE_URL' in target ? { url: target.DATABASE_URL } : { pgliteDir: target.PGLITE_DIR },
  );
  const phones = Array.from({ length: CLIENTS }, (_, i) => String(8_100_000_000 + i));
  await handle.db
    .insert(users)
    .values(
      phones.map((phone, i) => ({
        role: 'rm',
        name: `Bench User ${i + 1}`,
        email: `bench${i + 1}@example.com`,
        phone,
      })),
    )
    .onConflictDoNothing();
  await handle.db
    .insert(loginNumbers)
    .values(phones.map((phone) => ({ countryCode: '+91', phone, whitelisted: true })))
    .onConflictDoNothing();
  await handle.close();
  return phones;
}

/**
 * The clients' HTTP: node:http on keep-alive connections, one per client at a time, as a browser keeps
 * its connection. Not fetch: undici's fetch cost this process 30-50 % of a core at 140 sign-ins a second,
 * CPU the machine's two cores then lacked for the server and PostgreSQL (the load generator shares them).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 2 });
function request(
  method: 'GET' | 'POST',
  pathname: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${BASE}${pathname}`,
      {
        method,
        agent,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            });
          } catch (err) {
            reject(err);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function post(
  pathname: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const { status, json } = await request('POST', pathname, body);
  return { status, json: json as Record<string, unknown> };
}

/**
 * The OTP of the SMS delivered after `since` (messages go out after the answer: poll for it). The
 * reads back off (20 ms, then half as long again each time, at most 50 ms): they stand for a person
 * reading an SMS, which costs the server nothing, so they should take as little of its time as they can.
 */
let outboxReads = 0;
async function latestOtp(phone: string, since: number): Promise<string> {
  const until = Date.now() + 10_000;
  let wait = 20;
  while (Date.now() < until) {
    // The SMS goes out after the answer: the first read waits too.
    await new Promise((r) => setTimeout(r, wait));
    wait = Math.min(50, wait * 1.5);
    outboxReads++;
    const { json } = await request('GET', `/api/dev/outbox?to=${encodeURIComponent(`+91${phone}`)}`);
    const messages = json as { body: string; createdAt: string }[];
    const fresh = messages.find((m) => Date.parse(m.createdAt) >= since);
    const otp = fresh?.body.match(/\b(\d{6})\b/)?.[1];
    if (otp) return otp;
  }
  throw new Error(`no OTP in the outbox for ${phone.slice(-4)}`);
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

async function signInLoad(phones: string[]) {
  const keyRes = (await request('GET', '/api/users/login/public-key')).json as { publicKey: string };
  const publicKey = createPublicKey(keyRes.publicKey);
  const roundTrips: number[] = [];
  // Without each client's first sign-in: the first 50 reach a cold server at the same instant.
  const laterRounds: number[] = [];
  let failures = 0;
  outboxReads = 0;
  const debug: number[][] = [];
  const started = performance.now();
  await Promise.all(
    phones.map(async (phone) => {
      for (let round = 0; round < ROUNDS; round++) {
        // The OTP is read from the sandbox outbox between the two calls; that read is not timed.
        const t0 = performance.now();
        const since = Date.now();
        const sent = await post('/api/users/login/send-otp', {
          payload: sealPayload(publicKey, { phone, countryCode: '+91' }),
        });
        const sendMs = performance.now() - t0;
        const otp = await latestOtp(phone, since);
        const t1 = performance.now();
        const verified = await post('/api/users/login/verify-otp', {
          payload: sealPayload(publicKey, {
            phone,
            countryCode: '+91',
            otp,
            verificationToken: sent.json.verificationToken,
          }),
        });
        const verifyMs = performance.now() - t1;
        if (sent.status !== 200 || verified.status !== 200) failures++;
        else {
          roundTrips.push(sendMs + verifyMs);
          if (round > 0) laterRounds.push(sendMs + verifyMs);
        }
        if (process.env.BENCH_DEBUG) debug.push([Math.round(t0), Math.round(sendMs), Math.round(verifyMs)]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  roundTrips.sort((a, b) => a - b);
  laterRounds.sort((a, b) => a - b);
  return {
    clients: CLIENTS,
    signIns: roundTrips.length,
    failures,
    p50: Math.round(percentile(roundTrips, 50)),
    p99: Math.round(percentile(roundTrips, 99)),
    p99AfterFirstRound: laterRounds.length ? Math.round(percentile(laterRounds, 99)) : null,
    signInsPerSecond: Math.round((roundTrips.length / seconds) * 10) / 10,
    // The bench's own reads of the sandbox outbox (not timed, but the server answers them too).
    ...(process.env.BENCH_DEBUG
      ? { slowest: debug.sort((a, b) => b[1]! + b[2]! - a[1]! - a[2]!).slice(0, 15) }
      : {}),
    outboxReadsPerSignIn: Math.round((outboxReads / (CLIENTS * ROUNDS)) * 10) / 10,
  };
}

async function benchTarget(target: DbTarget) {
  const empty = await startServer(target);
  await stopServer(empty.child);
  const reopened = await startServer(target);
  await stopServer(reopened.child);
  const phones = await addBenchUsers(target);
  const loaded = await startServer(target, process.env.PROFILE_DIR);
  let signIn: Awaited<ReturnType<typeof signInLoad>>;
  try {
    signIn = await signInLoad(phones);
  } finally {
    await stopServer(loaded.child);
  }
  return {
    startEmptyMs: Math.round(empty.ms),
    startReopenMs: Math.round(reopened.ms),
    signIn: { ...signIn, smsQueueMs: await smsQueueDelay(target) },
  };
}

/**
 * How long the load's SMS waited in the queue: from being queued (in send-otp's transaction) to the
 * start of its delivery attempt, p50 and p90 (read once the server has stopped: PGlite has one user).
 */
async function smsQueueDelay(target: DbTarget): Promise<{ p50: number; p90: number }> {
  const handle = await openDatabase(
    'DATABASE_URL' in target ? { url: target.DATABASE_URL } : { pgliteDir: target.PGLITE_DIR },
  );
  try {
    const { rows } = (await handle.db.execute(sql`
      select percentile_cont(0.5) within group (order by ms) as p50,
             percentile_cont(0.9) within group (order by ms) as p90
      from (select extract(epoch from a.started_at - m.created_at) * 1000 as ms
            from ${messages} m join ${messageAttempts} a on a.message_id = m.id
            where m.kind = 'sign_in_otp' and a.attempt = 1) d`)) as unknown as {
      rows: { p50: number; p90: number }[];
    };
    return { p50: Math.round(Number(rows[0]!.p50)), p90: Math.round(Number(rows[0]!.p90)) };
  } finally {
    await handle.close();
  }
}

/** A fresh, empty bench database, or null when no PostgreSQL is reachable. */
async function resetPostgres(): Promise<boolean> {
  const url = new URL(PG_URL);
  const dbName = url.pathname.slice(1);
  const admin = new Client({
    connectionString: Object.assign(new URL(PG_URL), { pathname: '/postgres' }).toString(),
  });
  try {
    await admin.connect();
  } catch {
    return false;
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${dbName}"`);
    return true;
  } finally {
    await admin.end();
  }
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aif-bench-'));
  const result: Record<string, unknown> = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    node: process.version,
  };
  try {
    const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
    if (targets.includes('pglite'))
      result.pglite = await benchTarget({ PGLITE_DIR: path.join(dir, 'pglite') });
    if (targets.includes('postgres'))
      result.postgres = (await resetPostgres()) ? await benchTarget({ DATABASE_URL: PG_URL }) : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
