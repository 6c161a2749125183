/**
 * Wizard step saves and the application PDF on PostgreSQL, on full individual applications with three
 * applicants (wizard-fixtures.ts: every step saved through the API), as the demo rm:
 *
 * 1. each step's save (`POST /api/onboarding/applications/:id/update`, the body the wizard sends on
 *    "Save and Continue" with the form loaded from GET), CLIENTS clients at once, each on its own
 *    application (a save locks its application's row) and carrying the version each answer returns;
 * 2. the application PDF (`GET /api/pdf/onboarding-application/pdf/:id`), by 1 and by PDF_CLIENTS clients.
 *
 * Against the API server in its own process (bench-lib.ts: keep-alive HTTP, WARMUP_S untimed, MEASURE_S
 * timed). Beside each case: requests per second, the server process's CPU time per request (its
 * threads' user + system time over the timed window, the PDF workers' included), the same for the
 * PostgreSQL backends serving the bench's database, the load average after it, and the statements one
 * request sends (captured in-process, the session lookup left out).
 *
 *   DATABASE_URL=postgres://aif:aif@127.0.0.1:5432/aif_bench_wizard tsx scripts/bench-wizard.ts
 *   DATABASE_URL=... tsx scripts/bench-wizard.ts --reset    drops and re-creates that database, empty
 *   CLIENTS=20 PDF_CLIENTS=4 WARMUP_S=2 MEASURE_S=5 BENCH_PORT=4960 ONLY=bank (substring of case names)
 *   PROFILE_DIR=/tmp/prof (the API server's CPU profile)
 *
 * Prints one JSON object on the last line of stdout.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { INDIVIDUAL_STEPS, type Role } from '@aif/contracts';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase, type DbHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { applications, users } from '../src/db/schema';
import { DEMO_STAFF, seedDemoData } from '../src/db/seed';
import { toMobileNumber } from '../src/lib/phone';
import {
  CLIENTS,
  MEASURE_S,
  PORT,
  WARMUP_S,
  agent,
  capture,
  get,
  reset,
  startServer,
  statementCount,
  statementTexts,
  stats,
  waves,
} from './bench-lib';
import { fullApplication, type WizardFixture } from './wizard-fixtures';

const PDF_CLIENTS = Number(process.env.PDF_CLIENTS ?? 4);
const TICK_MS = 1000 / 100; // USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second

/** User + system CPU time of a process and all its threads so far, in ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

function post(url: string, token: string, body: unknown): Promise<{ status: number; body: string }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `http://127.0.0.1:${PORT}${url}`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * PostgreSQL's CPU time so far in the backends serving the bench's database (the API server's pool; the
 * bench's own connection left out), by backend pid. Other databases of the cluster are not counted.
 */
async function dbCpuMs(handle: DbHandle): Promise<Map<number, number>> {
  const rows = await handle.withTransaction((tx) =>
    tx.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    ),
  );
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      out.set(pid, cpuMs(pid));
    } catch {
      // The backend ended in between.
    }
  }
  return out;
}

const dbCpuBetween = (from: Map<number, number>, to: Map<number, number>) =>
  [...to].reduce((sum, [pid, ms]) => sum + (from.has(pid) ? ms - from.get(pid)! : 0), 0);

/**
 * `clients` loops at once, client i calling `once(i)` again and again for WARMUP_S + MEASURE_S seconds;
 * p50 / p95 of the calls that started after the warm-up and ended within the window, and the server's
 * CPU time over the window divided by the calls that ended in it.
 */
async function timed(clients: number, pid: number, handle: DbHandle, once: (i: number) => Promise<void>) {
  const times: number[] = [];
  const from = performance.now() + WARMUP_S * 1000;
  const to = from + MEASURE_S * 1000;
  let ended = 0;
  let cpu = { from: 0, to: 0 };
  let db: Promise<Map<number, number>>[] = [];
  const marks = [
    setTimeout(() => {
      cpu.from = cpuMs(pid);
      db[0] = dbCpuMs(handle);
    }, from - performance.now()),
    setTimeout(() => {
      cpu.to = cpuMs(pid);
      db[1] = dbCpuMs(handle);
    }, to - performance.now()),
  ];
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      while (performance.now() < to) {
        const t = performance.now();
        await once(i);
        const end = performance.now();
        if (end > from && end <= to) ended += 1;
        if (t >= from && end <= to) times.push(end - t);
      }
    }),
  );
  marks.forEach(clearTimeout);
  if (!cpu.to) cpu = { ...cpu, to: cpuMs(pid) };
  if (!db[1]) db = [db[0]!, dbCpuMs(handle)];
  const dbMs = dbCpuBetween(await db[0]!, await db[1]!);
  return {
    clients,
    // None ended in the window (a machine too busy for a PDF in MEASURE_S): no percentiles.
    ...(times.length ? stats(times) : { p50: null, p95: null, n: 0 }),
    perSecond: Number((ended / MEASURE_S).toFixed(1)),
    cpuMsPerRequest: Number(((cpu.to - cpu.from) / Math.max(1, ended)).toFixed(1)),
    dbCpuMsPerRequest: Number((dbMs / Math.max(1, ended)).toFixed(1)),
    load: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
}

const pdfUrl = (id: string) => `/api/pdf/onboarding-application/pdf/${id}`;
const saveUrl = (id: string) => `/api/onboarding/applications/${id}/update`;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) throw new Error('Set DATABASE_URL to the PostgreSQL bench database');
  if (process.argv.includes('--reset')) return reset(url);
  const handle = await openDatabase({ url });
  await migrate(handle);
  if (!(await handle.db.select({ id: users.id }).from(users).limit(1)).length) await seedDemoData(handle.db);
  const app = await buildApp({
    db: handle,
    logger: false,
    config: { staticRoot: '/nonexistent', providers: { mode: 'sandbox' } },
  });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const phone = DEMO_STAFF.find((u) => u.role === ('rm' satisfies Role))!.phone;
    const [rm] = await app.db.select().from(users).where(eq(users.phone, phone));
    const { token } = await app.sessions.issue({
      kind: 'staff',
      userId: rm!.id,
      number: toMobileNumber('+91', phone),
    });

    // One application per client, and one more for the in-process capture.
    const built = performance.now();
    const fixtures: WizardFixture[] = [];
    for (let i = 0; i <= CLIENTS; i++) fixtures.push(await fullApplication(app, rm!.id, token, i));
    console.error(`built ${fixtures.length} applications in ${Math.round(performance.now() - built)} ms`);
    const probe = fixtures.pop()!;
    await handle.db.transaction(async (tx) => {
      const [row] = await tx.select().from(applications).where(eq(applications.id, probe.id));
      await app.applicationWizard.checkComplete(tx, row!);
    });

    const steps = INDIVIDUAL_STEPS.filter((s) => !process.env.ONLY || s.includes(process.env.ONLY));
    const auth = { authorization: `Bearer ${token}` };
    // 1. The statements of one save of each step and of one PDF, in-process.
    const statements: Record<string, ReturnType<typeof statementTexts>> = {};
    let version = (await app.db.select().from(applications).where(eq(applications.id, probe.id)))[0]!.version;
    for (const step of steps) {
      const { result: res, units } = await capture(() =>
        app.inject({
          method: 'POST',
          url: saveUrl(probe.id),
          headers: auth,
          payload: { ...probe.bodies[step], version },
        }),
      );
      if (res.statusCode !== 200) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
      version = res.json().version;
      statements[step] = statementTexts(waves(units));
    }
    const pdfCapture = await capture(() => app.inject({ url: pdfUrl(probe.id), headers: auth }));
    if (pdfCapture.result.statusCode !== 200) throw new Error(`pdf: ${pdfCapture.result.body}`);
    statements.pdf = statementTexts(waves(pdfCapture.units));
    const pdfBytes = pdfCapture.result.rawPayload.length;
    console.error(
      `statements: ${Object.entries(statements)
        .map(([k, w]) => `${k} ${w.flat().length}`)
        .join(', ')}`,
    );
    if (process.env.STATEMENTS_OUT)
      writeFileSync(process.env.STATEMENTS_OUT, JSON.stringify(statements, null, 1));

    // 2. The API server in its own process.
    server = await startServer();
    const pid = server.pid!;
    const versions = await Promise.all(
      fixtures.map(async (f) => {
        const res = await get(`/api/onboarding/applications/${f.id}`, token);
        return (JSON.parse(res.body) as { version: number }).version;
      }),
    );
    const saves: Record<string, Awaited<ReturnType<typeof timed>> & { statements: number }> = {};
    for (const step of steps) {
      const r = await timed(CLIENTS, pid, handle, async (i) => {
        const f = fixtures[i]!;
        const res = await post(saveUrl(f.id), token, { ...f.bodies[step], version: versions[i] });
        if (res.status !== 200) throw new Error(`${step}: ${res.status} ${res.body}`);
        versions[i] = (JSON.parse(res.body) as { version: number }).version;
      });
      saves[step] = { ...r, statements: statements[step]!.flat().length };
      console.error(
        `save ${step.padEnd(28)} ${r.p50} / ${r.p95} ms  ${r.perSecond}/s  cpu ${r.cpuMsPerRequest} ms  db cpu ${r.dbCpuMsPerRequest} ms  load ${r.load.join(' ')}`,
      );
    }
    // One PDF first, untimed: the pool starts its worker thread on the first (0.5-0.9 s, see "PDFs and
    // uploads" in docs/performance.md), which the warm-up of a busy machine may not absorb.
    if ((await get(pdfUrl(fixtures[0]!.id), token, () => undefined)).status !== 200) throw new Error('pdf');
    const pdf: Record<string, Awaited<ReturnType<typeof timed>>> = {};
    // PDF_CLIENTS=0 or 1: the one-client run alone.
    for (const n of [...new Set([1, PDF_CLIENTS])].filter((c) => c >= 1)) {
      const r = await timed(n, pid, handle, async (i) => {
        const res = await get(pdfUrl(fixtures[i % fixtures.length]!.id), token, () => undefined);
        if (res.status !== 200) throw new Error(`pdf: ${res.status} ${res.body}`);
      });
      pdf[`${n} client${n > 1 ? 's' : ''}`] = r;
      console.error(
        `pdf, ${n} client(s) ${r.p50} / ${r.p95} ms  ${r.perSecond}/s  cpu ${r.cpuMsPerRequest} ms  db cpu ${r.dbCpuMsPerRequest} ms  load ${r.load.join(' ')}`,
      );
    }

    const [pg] = (await handle.withTransaction((tx) =>
      tx.query<{ v: string }>("select current_setting('server_version') as v"),
    )) as { v: string }[];
    console.log(
      JSON.stringify({
        date: new Date().toISOString(),
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        node: process.version,
        postgres: pg?.v,
        clients: CLIENTS,
        pdfClients: PDF_CLIENTS,
        warmupSeconds: WARMUP_S,
        measureSeconds: MEASURE_S,
        applicants: 3,
        saves,
        pdf: { ...pdf, bytes: pdfBytes, statements: statementCount(waves(pdfCapture.units)) },
        statements,
      }),
    );
  } finally {
    server?.kill('SIGTERM');
    agent.destroy();
    await app.close();
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
