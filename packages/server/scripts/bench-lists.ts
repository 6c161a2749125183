/**
 * The application list and the dashboard at volume (see seed-volume.ts) on PostgreSQL, under concurrent
 * clients, each endpoint beside the SQL it issues, measured in the same run:
 *
 * 1. capture: each case is requested once through the app in-process while every statement the
 *    applications module sends to the pool (text, parameters, when it started and ended) is recorded;
 * 2. endpoint: the API server in its own process (`src/main.ts` under tsx, pool of 10 connections) and
 *    CLIENTS clients over keep-alive HTTP, each sending the case's request again and again: WARMUP_S
 *    seconds untimed (connections opened, statements prepared, code compiled), then MEASURE_S seconds
 *    timed; p50 / p95 over every timed request, and the CPU time (user + system, /proc/<pid>/stat) over
 *    the timed window per request that ended in it: the server process's, and the database's server
 *    processes' (PostgreSQL on this machine);
 * 3. bare SQL: the captured statements replayed through the pg driver with the same parameters, a pool
 *    of the same size and the same CLIENTS clients; statements the endpoint ran at the same time
 *    (the page's ids and its count) run at the same time here too. One sample = all of a request's
 *    statements. The session lookup every authenticated request makes is not part of it.
 *
 *   DATABASE_URL=postgres://aif:aif@127.0.0.1:5432/aif_bench_lists tsx scripts/bench-lists.ts
 *   DATABASE_URL=... tsx scripts/bench-lists.ts --reset      drops and re-creates that database, empty
 *   CLIENTS=20 WARMUP_S=2 MEASURE_S=5 BENCH_PORT=4960 (the API server's port) ONLY=search (substring of case names)
 *   PROFILE_DIR=/tmp/prof   the API server writes a CPU profile there when it stops
 *
 * Prints one JSON object on the last line of stdout.
 */
import os from 'node:os';
import { Pool } from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { toMobileNumber } from '../src/lib/phone';
import {
  CLIENTS,
  MEASURE_S,
  POOL_MAX,
  WARMUP_S,
  agent,
  capture,
  concurrently,
  get,
  replay,
  reset,
  startServer,
  statementCount,
  statementTexts,
  waves,
  withCpuPerCall,
  type Unit,
} from './bench-lib';

interface Case {
  name: string;
  group: 'list' | 'dashboard';
  role: 'amcadmin' | 'rm';
  url: string;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) throw new Error('Set DATABASE_URL to the PostgreSQL bench database');
  if (process.argv.includes('--reset')) return reset(url);
  const handle = await openDatabase({ url });
  await migrate(handle);
  const app = await buildApp({ db: handle, logger: false, config: { staticRoot: '/nonexistent' } });
  const pool = new Pool({ connectionString: url, max: POOL_MAX });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const users = await app.db.query.users.findMany();
    // The demo AIF admin and RM (the volume data adds other RMs).
    const token = async (phone: string) => {
      const user = users.find((u) => u.phone === phone)!;
      const issued = await app.sessions.issue({
        kind: 'staff',
        userId: user.id,
        number: toMobileNumber('+91', user.phone!),
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
    const captured = new Map<string, { waves: Unit[][]; answer: unknown }>();
    for (const c of cases) {
      const { result: res, units } = await capture(() =>
        app.inject({ method: 'GET', url: c.url, headers: { authorization: `Bearer ${tokens[c.role]}` } }),
      );
      if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body}`);
      captured.set(c.name, { waves: waves(units), answer: res.json() as { total?: number } });
    }

    // 2. The API server in its own process, on the same database.
    server = await startServer();
    // The database's server processes but the bench's own (idle while the endpoint is timed).
    const backends = async () =>
      (
        await pool.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        )
      ).rows.map((r) => r.pid);

    const results: Record<
      string,
      {
        group: string;
        role: string;
        url: string;
        statements: number;
        total?: number;
        totalCapped?: boolean;
        endpoint: Awaited<ReturnType<typeof concurrently>> & {
          cpuMsPerRequest: number;
          dbCpuMsPerRequest: number | null;
        };
        sql: Awaited<ReturnType<typeof concurrently>>;
      }
    > = {};
    for (const c of cases) {
      const { waves: w, answer } = captured.get(c.name)!;
      const endpoint = await withCpuPerCall(
        server.pid!,
        (timed) =>
          concurrently(async () => {
            const res = await get(c.url, tokens[c.role]);
            if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${res.body}`);
          }, timed),
        backends,
      );
      const sql = await concurrently(async () => {
        await replay(pool, w);
      });
      results[c.name] = {
        group: c.group,
        role: c.role,
        url: c.url,
        statements: statementCount(w),
        total: (answer as { total?: number }).total,
        totalCapped: (answer as { totalCapped?: boolean }).totalCapped,
        endpoint,
        sql,
      };
      console.error(
        `${c.name.padEnd(44)} endpoint ${endpoint.p50} / ${endpoint.p95} ms (cpu ${endpoint.cpuMsPerRequest} ms, db ${endpoint.dbCpuMsPerRequest} ms)   sql ${sql.p50} / ${sql.p95} ms`,
      );
    }
    const statements = Object.fromEntries(
      cases.map((c) => [c.name, statementTexts(captured.get(c.name)!.waves)]),
    );
    console.log(
      JSON.stringify({
        date: new Date().toISOString(),
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        node: process.version,
        postgres: (await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]
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
    await pool.end();
    await app.close();
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
