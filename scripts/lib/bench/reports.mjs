// The reports part of `pnpm bench`: every report's JSON and the All Fields export at 100,000 applications.
import { machine, runJson, sec, seedVolume, serverDir, tsx } from './common.mjs';

const REPORTS_DB =
  process.env.BENCH_REPORTS_DATABASE_URL ?? 'postgres://aif:aif@127.0.0.1:5432/aif_bench_reports';
export const REPORTS_TITLE = 'Reports at 100,000 applications (PostgreSQL)';
const REPORT_P95_MS = 100;
const EXPORT_MS = 15_000;
const EXPORT_RSS_MB = 250;

export function reportsSection() {
  const before = machine();
  seedVolume('scripts/bench-reports.ts', REPORTS_DB);
  console.log('Timing each report and its SQL, and the All Fields export (a few minutes)...');
  const r = runJson(tsx, ['scripts/bench-reports.ts'], serverDir, { DATABASE_URL: REPORTS_DB });
  const mb = (bytes) => (bytes / 2 ** 20).toFixed(0);
  const met = (ok) => (ok ? 'met' : '**missed**');
  const cases = Object.entries(r.results);
  const rows = cases
    .map(
      ([name, c]) =>
        `| ${name.replace(/, [^,]*$/, '')} | ${c.range === 'wide' ? '36 months' : 'one month'} | ${c.covered} | ${c.endpoint.p50} / ${c.endpoint.p95} ms | ${c.endpoint.perSecond} | ${c.sql.p50} / ${c.sql.p95} ms | ${c.statements} | ${(c.endpoint.p95 / c.sql.p95).toFixed(1)}x | ${met(c.endpoint.p95 < REPORT_P95_MS)} |`,
    )
    .join('\n');
  const exportRows = r.exports
    .map((e) => {
      const misses = [];
      if (e.ms >= EXPORT_MS) misses.push(`≥ ${EXPORT_MS / 1000} s`);
      if (Math.max(e.rssPeak, e.hwmAfter) >= EXPORT_RSS_MB * 2 ** 20) misses.push(`≥ ${EXPORT_RSS_MB} MB`);
      return `| ${e.when} | ${sec(e.firstByteMs)} | ${sec(e.ms)} | ${(e.bytes / 2 ** 20).toFixed(1)} MB | ${e.rows - 1} + 1 | ${e.sheets} | ${mb(e.rssBefore)} MB | ${mb(e.rssPeak)} MB (+${mb(e.rssPeak - e.rssBefore)}) | ${mb(e.hwmBefore)} → ${mb(e.hwmAfter)} MB | ${misses.length ? `**missed** (${misses.join(', ')})` : 'met'} |`;
    })
    .join('\n');
  const metCount = cases.filter(([, c]) => c.endpoint.p95 < REPORT_P95_MS).length;
  const fmt = (d) => d.split('-').reverse().join('/');
  return `## ${REPORTS_TITLE}

Measured on ${r.date.slice(0, 16).replace('T', ' ')} UTC by \`pnpm bench\` (the reports part): PostgreSQL ${r.postgres} on the same
machine, ${before}. As for the lists, the ratio to the bare SQL of the same run is steadier than the
milliseconds on a shared machine.

Method:

- Data: as for the lists (\`packages/server/scripts/seed-volume.ts\`, a fresh database, \`VACUUM ANALYZE\`):
  ${r.applications.toLocaleString('en')} live applications; each was last changed within 20 days of its creation, and a completed
  one was completed then (the completed report's date).
- Ranges, as the browser sends them (00:00:00.000 of From to 23:59:59.999 of To in Asia/Kolkata): "36
  months" is ${fmt(r.ranges.wide.from)} to ${fmt(r.ranges.wide.to)}, every application; "one month" is ${fmt(r.ranges.month.from)} to ${fmt(r.ranges.month.to)}, the
  last whole month. "Applications" is how many the answer covers: the total onboarded of a summary
  (individual and non-individual: summaries leave minor, POA and NRI ones out), the completed ones of the
  commitment report, the total of a detail report (its first page shows 10).
- JSON: as the demo AIF admin (every access flag) with no filter, measured like the lists: the API server
  in its own process (a pool of ${r.poolMax} connections), ${r.clients} clients over keep-alive HTTP, ${r.warmupSeconds} s untimed then ${r.measureSeconds} s timed,
  p50 / p95 over the timed requests; beside it the bare SQL the endpoint issued (captured in-process,
  replayed with the pg driver through a pool of the same size by the same ${r.clients} clients, statements that
  ran at the same time at the same time, a transaction on one connection). The session lookup is not
  among the statements.
- "All Fields" export: \`GET /api${r.exportUrl.replace(/^\/api/, '').replace(/\?.*/, '')}?from=…&to=…&downloadFile=true\` over the 36 months, one request
  at a time: time to the first and to the last byte at the bench, the file's size, and its rows, read back
  with exceljs's streaming reader after the timing. Memory is the API process's resident set (\`VmRSS\` of
  \`/proc/<pid>/status\`, read by the bench every 50 ms) before the request and its peak while streaming,
  and the kernel's own high-water mark (\`VmHWM\`) before and after. Once on the fresh server (after one
  small report request) and once after the JSON load above.
- Targets: each report's p95 under ${REPORT_P95_MS} ms; the export under ${EXPORT_MS / 1000} s with the process under
  ${EXPORT_RSS_MB} MB and flat (its peak close to its memory before).

### Reports (JSON, what \`/reports\` requests)

| Report | Range | Applications | Endpoint p50 / p95 | Requests/s | Bare SQL p50 / p95 | Statements | p95 ratio | Target |
|---|---|---|---|---|---|---|---|---|
${rows}

Targets met: ${metCount} of ${cases.length}.

### "All Fields" export of every application

| Run | First byte | Last byte | Size | Rows (data + header) | Sheets | RSS before | Peak RSS while exporting | VmHWM before → after | Target |
|---|---|---|---|---|---|---|---|---|---|
${exportRows}`;
}
