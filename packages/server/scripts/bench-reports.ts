/**
 * The reports at volume (see seed-volume.ts) on PostgreSQL, as the demo AIF admin (every access flag):
 *
 * 1. JSON: each report's screen request (the summaries, the first page of the detail reports) over a
 *    wide range (from the first day of the month 36 months ago to today: every seeded application)
 *    and over the last whole calendar month, measured like bench-lists.ts: captured in-process, then
 *    CLIENTS keep-alive clients against the API server in its own process (WARMUP_S untimed, MEASURE_S
 *    timed) beside the bare SQL of the same request replayed with the same pool size and clients;
 * 2. the "All Fields" export (`downloadFile=true`) of every application, one request at a time: time to
 *    the first and the last byte, bytes, and the API process's resident memory (VmRSS of
 *    /proc/<pid>/status every 50 ms, and VmHWM, the kernel's own peak) before and while it streams; the
 *    file is then read back (exceljs's streaming reader, not timed) to count its rows. Once on the
 *    fresh server (after one small report request) and once after the JSON load.
 *
 *   DATABASE_URL=postgres://aif:aif@127.0.0.1:5432/aif_bench_reports tsx scripts/bench-reports.ts
 *   DATABASE_URL=... tsx scripts/bench-reports.ts --reset      drops and re-creates that database, empty
 *   CLIENTS=20 WARMUP_S=2 MEASURE_S=5 BENCH_PORT=4960 ONLY=month (substring of case names)
 *   EXPORT=false (no export)   PROFILE_DIR=/tmp/prof (the API server's CPU profile)
 *
 * Prints one JSON object on the last line of stdout.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  REPORT_ALL_FIELDS_PATH,
  REPORT_PATHS,
  type CommitmentReport,
  type DetailReport,
  type ReportType,
  type SummaryReport,
} from '@aif/contracts';
import ExcelJS from 'exceljs';
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
  type Unit,
} from './bench-lib';

const IST_MS = 330 * 60_000;
/** A calendar day (yyyy-mm-dd) of Asia/Kolkata to the instant the browser sends for its start or end. */
const istInstant = (day: string, end: boolean) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_MS + (end ? 86_400_000 - 1 : 0)).toISOString();
const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);

/** The two ranges: every seeded application (36 months back), and the last whole month. */
function ranges(now = new Date()) {
  const today = new Date(now.getTime() + IST_MS);
  const [y, m] = [today.getUTCFullYear(), today.getUTCMonth()];
  return {
    wide: { from: day(y, m - 36, 1), to: today.toISOString().slice(0, 10) },
    month: { from: day(y, m - 1, 1), to: day(y, m, 0) },
  };
}

const REPORTS: { type: ReportType; label: string; query?: string }[] = [
  { type: 'onboardingSummary', label: 'onboardingSummary' },
  { type: 'onboardingDetails', label: 'onboardingDetails (page 1)', query: 'page=1' },
  { type: 'distributorOnBoardingSummary', label: 'distributorWiseOnboardingSummary' },
  { type: 'distributorCommitmentAmount', label: 'distributorWiseCommitmentAmount' },
  { type: 'onboardingCompletedDetails', label: 'completedApplications (page 1)', query: 'page=1' },
];

/** How many applications an answer covers (a summary's total onboarded, a detail report's total). */
function covered(answer: unknown): number {
  const a = answer as Partial<SummaryReport & CommitmentReport & DetailReport>;
  if (typeof a.total === 'number') return a.total;
  let n = 0;
  for (const group of (a.data ?? []) as (SummaryReport['data'][number] | CommitmentReport['data'][number])[])
    for (const t of group.types as Record<string, unknown>[]) {
      if (typeof t.completed === 'number') n += t.completed;
      const counts = t.counts as { status: string; count: number }[] | undefined;
      n += counts?.find((c) => c.status === 'total_onboarded')?.count ?? 0;
    }
  return n;
}

/** VmRSS and VmHWM (the process's peak so far) of a process, in bytes. */
function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

/** The rows of every worksheet of an xlsx file, read with exceljs's streaming reader. */
async function countRows(file: string): Promise<{ sheets: number; rows: number; header: string[] }> {
  let sheets = 0;
  let rows = 0;
  let header: string[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit' });
  for await (const sheet of reader) {
    sheets += 1;
    for await (const row of sheet) {
      if (rows === 0) header = (row.values as unknown[]).slice(1).map(String);
      rows += 1;
    }
  }
  return { sheets, rows, header };
}

/** One export: timed to the last byte, memory sampled every 50 ms, then the file read back. */
async function exportOnce(url: string, token: string, pid: number) {
  const before = memory(pid);
  const started = performance.now();
  const samples: { t: number; rss: number }[] = [];
  const sampler = setInterval(
    () => samples.push({ t: performance.now() - started, rss: memory(pid).rss }),
    50,
  );
  const chunks: Buffer[] = [];
  let firstByte = 0;
  const res = await get(url, token, (c) => {
    if (!chunks.length) firstByte = performance.now() - started;
    chunks.push(c);
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  const after = memory(pid);
  if (res.status !== 200) throw new Error(`export: ${res.status} ${res.body}`);
  const file = path.join(os.tmpdir(), `bench-reports-${process.pid}.xlsx`);
  const body = Buffer.concat(chunks);
  writeFileSync(file, body);
  try {
    const read = await countRows(file);
    return {
      ms: Math.round(ms),
      firstByteMs: Math.round(firstByte),
      bytes: body.length,
      ...read,
      rssBefore: before.rss,
      rssPeak: Math.max(before.rss, after.rss, ...samples.map((x) => x.rss)),
      // The highest RSS in each tenth of the export's time: flat, or growing with the rows written.
      rssByTenth: Array.from({ length: 10 }, (_, i) =>
        Math.max(0, ...samples.filter((x) => Math.floor((x.t / ms) * 10) === i).map((x) => x.rss)),
      ),
      // The kernel's high-water mark: exact, but over the process's life (it tells a missed spike).
      hwmBefore: before.hwm,
      hwmAfter: after.hwm,
    };
  } finally {
    rmSync(file, { force: true });
  }
}

function logExport(e: Awaited<ReturnType<typeof exportOnce>> & { when: string }) {
  const mb = (b: number) => `${Math.round(b / 2 ** 20)} MB`;
  console.error(
    `export (${e.when}): ${e.ms} ms, ${mb(e.bytes)}, ${e.rows} rows, ${e.header.length} columns; RSS ${mb(e.rssBefore)} -> peak ${mb(e.rssPeak)} (VmHWM ${mb(e.hwmBefore)} -> ${mb(e.hwmAfter)}); by tenth ${e.rssByTenth.map(mb).join(', ')}`,
  );
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
    const admin = (await app.db.query.users.findMany()).find((u) => u.phone === '9000000001');
    if (!admin) throw new Error('no demo AIF admin: run scripts/seed-volume.ts first');
    const { token } = await app.sessions.issue({
      kind: 'staff',
      userId: admin.id,
      number: toMobileNumber('+91', admin.phone!),
    });
    const [{ total } = { total: '0' }] = await handle.withTransaction((tx) =>
      tx.query<{ total: string }>(
        'select count(*)::text as total from applications where deleted_at is null',
      ),
    );
    const r = ranges();
    const qs = (range: { from: string; to: string }) =>
      `from=${encodeURIComponent(istInstant(range.from, false))}&to=${encodeURIComponent(istInstant(range.to, true))}`;
    const cases = (['wide', 'month'] as const)
      .flatMap((range) =>
        REPORTS.map((rep) => ({
          name: `${rep.label}, ${range === 'wide' ? '36 months' : 'one month'}`,
          report: rep.type,
          range,
          url: `/api${REPORT_PATHS[rep.type]}?${qs(r[range])}${rep.query ? `&${rep.query}` : ''}`,
        })),
      )
      .filter((c) => !process.env.ONLY || c.name.includes(process.env.ONLY));
    const auth = { authorization: `Bearer ${token}` };

    // 1. The statements each case issues, but for the session lookup of the bearer token.
    const captured = new Map<string, { waves: Unit[][]; answer: unknown }>();
    for (const c of cases) {
      const { result: res, units } = await capture(() =>
        app.inject({ method: 'GET', url: c.url, headers: auth }),
      );
      if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body}`);
      captured.set(c.name, { waves: waves(units), answer: res.json() });
    }

    // 2. The API server in its own process, on the same database.
    server = await startServer();
    const pid = server.pid!;
    const exportUrl = `/api${REPORT_ALL_FIELDS_PATH}?${qs(r.wide)}&downloadFile=true`;
    const exports: (Awaited<ReturnType<typeof exportOnce>> & { when: string })[] = [];
    const doExport = process.env.EXPORT !== 'false';
    if (doExport) {
      // One small report first, so that the fresh server has its routes, session and pool warm.
      await get(`/api${REPORT_PATHS.onboardingDetails}?${qs(r.month)}`, token);
      exports.push({ when: 'fresh server', ...(await exportOnce(exportUrl, token, pid)) });
      logExport(exports[0]!);
    }

    const results: Record<
      string,
      {
        report: ReportType;
        range: string;
        url: string;
        statements: number;
        covered: number;
        endpoint: Awaited<ReturnType<typeof concurrently>>;
        sql: Awaited<ReturnType<typeof concurrently>>;
      }
    > = {};
    for (const c of cases) {
      const { waves: w, answer } = captured.get(c.name)!;
      const endpoint = await concurrently(async () => {
        const res = await get(c.url, token);
        if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${res.body}`);
      });
      const sql = await concurrently(() => replay(pool, w));
      results[c.name] = {
        report: c.report,
        range: c.range,
        url: c.url,
        statements: statementCount(w),
        covered: covered(answer),
        endpoint,
        sql,
      };
      console.error(
        `${c.name.padEnd(48)} endpoint ${endpoint.p50} / ${endpoint.p95} ms   sql ${sql.p50} / ${sql.p95} ms`,
      );
    }
    if (doExport) {
      exports.push({ when: 'after the JSON load', ...(await exportOnce(exportUrl, token, pid)) });
      logExport(exports[1]!);
    }

    console.log(
      JSON.stringify({
        date: new Date().toISOString(),
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        node: process.version,
        postgres: (await pool.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]
          ?.v,
        applications: Number(total),
        ranges: r,
        clients: CLIENTS,
        warmupSeconds: WARMUP_S,
        measureSeconds: MEASURE_S,
        poolMax: POOL_MAX,
        results,
        exportUrl,
        exports,
        statements: Object.fromEntries(
          cases.map((c) => [c.name, statementTexts(captured.get(c.name)!.waves)]),
        ),
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
