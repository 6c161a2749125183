/**
 * The application list and the dashboard at volume (see seed-volume.ts) on PostgreSQL, under concurrent
 * clients, each endpoint beside the SQL it issues, measured in the same run:
 *
 * 1. capture: each case is requested once through the app in-process while every statement the
 *    applications module sends to the pool (text, parameters, when it started and ended) is recorded;
 * 2. endpoint: the API server in its own process (`tsx src/main.ts`, pool of 10 connections) and
 *    CLIENTS clients over keep-alive HTTP, each sending the case's request again and again: WARMUP_S
 *    seconds untimed (connections opened, statements prepared, code compiled), then MEASURE_S seconds
 *    untimed ones; p50 / p95 over every timed request;
 * 3. bare SQL: the captured statements replayed through the pg driver with the same parameters, a pool
 *    of the same size and the same CLIENTS clients; statements the endpoint ran at the same time
 *    (the page's ids and its count) run at the same time here too. One sample = all of a request's
 *    statements. The session lookup every authenticated request makes is not part of it.
 *
 *   DATABASE_URL=postgres://aif:aif@127.0.0.1:5432/aif_bench_lists tsx scripts/bench-lists.ts
 *   DATABASE_URL=... tsx scripts/bench-lists.ts --reset      drops and re-creates that database, empty
 *   CLIENTS=20 WARMUP_S=2 MEASURE_S=5 BENCH_PORT=4960 ONLY=search (substring of case names)
 *   PROFILE_DIR=/tmp/prof   the API server writes a CPU profile there when it stops
 *
 * Prints one JSON object on the last line of stdout.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Pool, type QueryConfig } from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { toMobileNumber } from '../src/lib/phone';

const CLIENTS = Number(process.env.CLIENTS ?? 20);
const WARMUP_S = Number(process.env.WARMUP_S ?? 2);
const MEASURE_S = Number(process.env.MEASURE_S ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4960);
/** The server's pool size (openDatabase's default); the replay uses the same. */
const POOL_MAX = 10;
const serverDir = path.resolve(__dirname, '..');

interface Statement {
  config: QueryConfig;
  values: unknown[] | undefined;
  start: number;
  end: number;
}

// Every statement sent through a pg Pool while `capturing` is set (one request at a time).
let capturing: Statement[] | undefined;
type PoolQuery = (config: unknown, values?: unknown, cb?: unknown) => unknown;
const poolQuery = Pool.prototype.query as unknown as PoolQuery;
(Pool.prototype as unknown as { query: PoolQuery }).query = function query(config, values, cb) {
  const into = capturing;
  const result = poolQuery.call(this, config, values, cb);
  if (into && typeof cb !== 'function' && typeof values !== 'function' && result instanceof Promise) {
    const s: Statement = {
      config: (typeof config === 'string' ? { text: config } : config) as QueryConfig,
      values: values as unknown[] | undefined,
      start: performance.now(),
      end: 0,
    };
    into.push(s);
    return result.then((r: unknown) => {
      s.end = performance.now();
      return r;
    });
  }
  return result;
};

/** Statements grouped as they ran: one that started before the group's last end ran alongside it. */
function waves(statements: Statement[]): Statement[][] {
  const out: Statement[][] = [];
  let groupEnd = -Infinity;
  for (const s of [...statements].sort((a, b) => a.start - b.start)) {
    if (out.length && s.start < groupEnd) {
      out[out.length - 1]!.push(s);
      groupEnd = Math.max(groupEnd, s.end);
    } else {
      out.push([s]);
      groupEnd = s.end;
    }
  }
  return out;
}

/** The bearer token's lookup (sessions joined to users), made by every authenticated request. */
const SESSION_LOOKUP = /from "sessions"/;

interface Case {
  name: string;
  group: 'list' | 'dashboard';
  role: 'amcadmin' | 'rm';
  url: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (v: number) => Number(v.toFixed(1));
  return { p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), n: sorted.length };
}

/**
 * CLIENTS loops at once, each running `once` again and again for WARMUP_S + MEASURE_S seconds; the
 * durations of the calls that started after the warm-up and ended within the measured window (a steady
 * state: a short burst would mostly time the first connections, plans and compilations).
 */
async function concurrently(once: () => Promise<void>) {
  const times: number[] = [];
  const from = performance.now() + WARMUP_S * 1000;
  const to = from + MEASURE_S * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < to) {
        const t = performance.now();
        await once();
        const end = performance.now();
        if (t >= from && end <= to) times.push(end - t);
      }
    }),
  );
  return { ...stats(times), perSecond: Math.round(times.length / MEASURE_S) };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
function get(url: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `http://127.0.0.1:${PORT}${url}`,
      { agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
  });
}

async function waitHealthy(ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await get('/api/health', '')).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('bench server did not start');
}

/** `--reset`: drops and re-creates the (bench) database of DATABASE_URL, empty. */
async function reset(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new Pool({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
    max: 1,
  });
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) throw new Error('Set DATABASE_URL to the PostgreSQL bench database');
  if (process.argv.includes('--reset')) return reset(url);
  const handle = await openDatabase({ url });
  await migrate(handle);
  const app = await buildApp({ db: handle, logger: false, config: { staticRoot: '/nonexistent' } });
  const replay = new Pool({ connectionString: url, max: POOL_MAX });
  let server: ReturnType<typeof spawn> | undefined;
  try {
    const users = await app.db.query.users.findMany();
    // The demo AIF admin and RM (the volume data adds other RMs).
    const token = async (phone: string) => {
      const user = users.find((u) => u.phone === phone)!;
      const issued = await app.sessions.issue({
        kind: 'staff',
        userId: user.id,
        number: toMobileNumber('+91', user.phone),
      });
      return issued.token;
    };
    const tokens = { amcadmin: await token('9000000001'), rm: await token('9000000002') };
    const [sample] = await handle.withTransaction((tx) =>
      tx.query<{
        number: string;
        name: string;
        surname: string;
        pan: string;
        distributor: string;
        total: string;
      }>(
        `select a.application_number as number, split_part(p.name, ' ', 1) || ' ' || split_part(p.name, ' ', 2) as name,
           split_part(p.name, ' ', 2) as surname, p.pan_no as pan,
           (select distributor_id::text from applications where distributor_id is not null
              group by 1 order by count(*) desc limit 1) as distributor,
           (select count(*) from applications)::text as total
         from applications a join applicants p on p.application_id = a.id and p.applicant_type = 1
         where p.pan_no is not null order by a.created_at desc offset 5000 limit 1`,
      ),
    );
    if (!sample) throw new Error('no volume data: run scripts/seed-volume.ts first');
    const list = '/api/onboarding/applications';
    const cases: Case[] = [
      { name: 'first page', group: 'list', role: 'amcadmin', url: `${list}?page=1` },
      { name: 'deep page (500 of 10,000)', group: 'list', role: 'amcadmin', url: `${list}?page=500` },
      {
        name: 'search: name',
        group: 'list',
        role: 'amcadmin',
        url: `${list}?search=${encodeURIComponent(sample.name)}`,
      },
      {
        name: 'search: surname alone (1 in 10 match)',
        group: 'list',
        role: 'amcadmin',
        url: `${list}?search=${encodeURIComponent(sample.surname)}`,
      },
      { name: 'search: PAN', group: 'list', role: 'amcadmin', url: `${list}?search=${sample.pan}` },
      {
        name: 'search: application number',
        group: 'list',
        role: 'amcadmin',
        url: `${list}?search=${sample.number}`,
      },
      {
        name: 'three filters (status, type, distributor)',
        group: 'list',
        role: 'amcadmin',
        url: `${list}?status=draft,completed,signed&applicationType=individual&distributorId=${sample.distributor}`,
      },
      { name: 'first page (rm, hierarchy)', group: 'list', role: 'rm', url: `${list}?page=1` },
      {
        name: 'recent applications (4 rows)',
        group: 'dashboard',
        role: 'amcadmin',
        url: `${list}?page=1&limit=4`,
      },
      {
        name: 'onboardingSummary',
        group: 'dashboard',
        role: 'amcadmin',
        url: '/api/onboarding/dashboard/onboardingSummary',
      },
      {
        name: 'monthwiseOnboardingSummary',
        group: 'dashboard',
        role: 'amcadmin',
        url: '/api/onboarding/dashboard/monthwiseOnboardingSummary?months=4',
      },
      {
        name: 'distributorWisecommitmentAmount',
        group: 'dashboard',
        role: 'amcadmin',
        url: '/api/onboarding/dashboard/distributorWisecommitmentAmount?limit=5',
      },
      {
        name: 'monthwiseCommitmentAmount',
        group: 'dashboard',
        role: 'amcadmin',
        url: '/api/onboarding/dashboard/monthwiseCommitmentAmount?months=4',
      },
      {
        name: 'onboardingSummary (rm)',
        group: 'dashboard',
        role: 'rm',
        url: '/api/onboarding/dashboard/onboardingSummary',
      },
    ].filter((c) => !process.env.ONLY || c.name.includes(process.env.ONLY)) as Case[];

    // 1. The statements each case issues, but for the session lookup of the bearer token.
    const captured = new Map<string, { waves: Statement[][]; answer: unknown }>();
    for (const c of cases) {
      const statements: Statement[] = [];
      capturing = statements;
      const res = await app.inject({
        method: 'GET',
        url: c.url,
        headers: { authorization: `Bearer ${tokens[c.role]}` },
      });
      capturing = undefined;
      if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body}`);
      const answer = res.json() as { total?: number };
      captured.set(c.name, {
        waves: waves(statements.filter((s) => s.end > 0 && !SESSION_LOOKUP.test(s.config.text))),
        answer,
      });
    }

    // 2. The API server in its own process, on the same database.
    // PROFILE_DIR: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
    const tsx = path.join(serverDir, 'node_modules/.bin/tsx');
    const profile = process.env.PROFILE_DIR;
    server = spawn(
      profile ? process.execPath : tsx,
      [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`, '--import', 'tsx'] : []), 'src/main.ts'],
      {
        cwd: serverDir,
        env: {
          ...process.env,
          PORT: String(PORT),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          PROVIDERS: 'sandbox',
          SEED_DEMO: 'false',
          STATIC_ROOT: '/nonexistent',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    await waitHealthy();

    const results: Record<
      string,
      {
        group: string;
        role: string;
        url: string;
        statements: number;
        total?: number;
        endpoint: ReturnType<typeof stats> & { perSecond: number };
        sql: ReturnType<typeof stats> & { perSecond: number };
      }
    > = {};
    for (const c of cases) {
      const { waves: w, answer } = captured.get(c.name)!;
      const endpoint = await concurrently(async () => {
        const res = await get(c.url, tokens[c.role]);
        if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${res.body}`);
      });
      const sql = await concurrently(async () => {
        for (const wave of w) await Promise.all(wave.map((s) => replay.query(s.config, s.values)));
      });
      results[c.name] = {
        group: c.group,
        role: c.role,
        url: c.url,
        statements: w.flat().length,
        total: (answer as { total?: number }).total,
        endpoint,
        sql,
      };
      console.error(
        `${c.name.padEnd(44)} endpoint ${endpoint.p50} / ${endpoint.p95} ms   sql ${sql.p50} / ${sql.p95} ms`,
      );
    }
    const statements = Object.fromEntries(
      cases.map((c) => [
        c.name,
        captured
          .get(c.name)!
          .waves.map((w) => w.map((s) => ({ text: s.config.text, values: s.values ?? s.config.values }))),
      ]),
    );
    console.log(
      JSON.stringify({
        date: new Date().toISOString(),
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        node: process.version,
        postgres: (await replay.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]
          ?.v,
        applications: Number(sample.total),
        clients: CLIENTS,
        warmupSeconds: WARMUP_S,
        measureSeconds: MEASURE_S,
        poolMax: POOL_MAX,
        results,
        statements,
      }),
    );
  } finally {
    server?.kill('SIGTERM');
    agent.destroy();
    await replay.end();
    await app.close();
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
