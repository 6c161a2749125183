// The lists part of `pnpm bench`: the application list and the dashboard at 100,000 applications (PostgreSQL).
import { machine, recordTarget, runJson, seedVolume, serverDir, tsx } from './common.mjs';

const LIST_P95_MS = 50;
const LIST_SQL_RATIO = 2;
/** Below this bare-SQL p95 the fixed cost of a request dominates: no ratio target, the CPU per request instead. */
const RATIO_FROM_SQL_MS = 10;
/** The searches' p95 before issue 26 (its "Now" column), 100,000 applications, 20 clients. */
const SEARCH_BEFORE_P95_MS = { 'search: name': 176, 'search: surname alone (1 in 10 match)': 187 };
const DASHBOARD_P95_MS = 100;
const LISTS_DB = process.env.BENCH_LISTS_DATABASE_URL ?? 'postgres://aif:aif@127.0.0.1:5432/aif_bench_lists';

export function listsSection() {
  const before = machine();
  seedVolume('scripts/bench-lists.ts', LISTS_DB);
  console.log('Timing the list and the dashboard endpoints, and their SQL (a few minutes)...');
  const r = runJson(tsx, ['scripts/bench-lists.ts'], serverDir, { DATABASE_URL: LISTS_DB });
  const ratioHeld = (c) => c.sql.p95 >= RATIO_FROM_SQL_MS;
  const verdict = (c) => {
    const e = c.endpoint;
    if (c.group === 'dashboard') return e.p95 < DASHBOARD_P95_MS ? 'met' : '**missed**';
    const misses = [];
    if (e.p95 >= LIST_P95_MS) misses.push(`p95 ≥ ${LIST_P95_MS} ms`);
    if (ratioHeld(c) && e.p95 > LIST_SQL_RATIO * c.sql.p95) misses.push(`> ${LIST_SQL_RATIO}x SQL`);
    return misses.length ? `**missed** (${misses.join(', ')})` : 'met';
  };
  const cpu = (ms) => (ms == null ? 'n/a' : `${ms.toFixed(2)} ms`);
  const total = (c) => (c.total == null ? '-' : `${c.total.toLocaleString('en')}${c.totalCapped ? '+' : ''}`);
  const ratio = (c) =>
    `${(c.endpoint.p95 / c.sql.p95).toFixed(1)}x${ratioHeld(c) ? '' : ' (SQL < ' + RATIO_FROM_SQL_MS + ' ms: not held)'}`;
  const rows = (group) =>
    Object.entries(r.results)
      .filter(([, c]) => c.group === group)
      .map(
        ([name, c]) =>
          `| ${name} | \`${c.url.replace('/api/onboarding/', '')}\` | ${total(c)} | ${c.endpoint.p50} / ${c.endpoint.p95} ms | ${c.endpoint.perSecond} | ${cpu(c.endpoint.cpuMsPerRequest)} | ${cpu(c.endpoint.dbCpuMsPerRequest)} | ${c.sql.p50} / ${c.sql.p95} ms | ${c.statements} | ${ratio(c)} | ${verdict(c)} |`,
      )
      .join('\n');
  const header = `| Case | Request | Total | Endpoint p50 / p95 | Requests/s | Server CPU per request | Database CPU per request | Bare SQL p50 / p95 | Statements | p95 ratio | Target |
|---|---|---|---|---|---|---|---|---|---|---|`;
  const searches = Object.entries(SEARCH_BEFORE_P95_MS)
    .filter(([name]) => r.results[name])
    .map(([name, before]) => {
      const c = r.results[name];
      recordTarget(
        'lists',
        `List ${name} at 100,000 (20 clients), p95`,
        `${before} ms`,
        `${c.endpoint.p95} ms`,
        `≤ ${LIST_P95_MS} ms`,
        c.endpoint.p95 <= LIST_P95_MS,
      );
      return `| ${name} | ${total(c)} | ${before} ms | ${c.endpoint.p95} ms | ${cpu(c.endpoint.cpuMsPerRequest)} + ${cpu(c.endpoint.dbCpuMsPerRequest)} | at most ${LIST_P95_MS} ms | ${c.endpoint.p95 <= LIST_P95_MS ? 'met' : '**missed**'} |`;
    })
    .join('\n');
  return `## Application list and dashboard at 100,000 applications (PostgreSQL)

Measured on ${r.date.slice(0, 16).replace('T', ' ')} UTC by \`pnpm bench\` (the lists part): PostgreSQL ${r.postgres} on the same
machine, ${before}. The load average says how busy the machine was: on a shared machine the latencies are
noisy; the CPU time per request (the work each request costs the API server and the database) is the
steadier figure.

Searches by name and by surname (issue 26; before: its "Now" column):

| Case | Total | p95 before | p95 now | CPU per request (server + database) | Target | Met |
|---|---|---|---|---|---|---|
${searches}

Method:

- Data: a fresh database, migrated, with the demo data and ${(r.applications - (r.applications % 1000)).toLocaleString('en')} more applications from
  \`packages/server/scripts/seed-volume.ts\` (the last 36 months; statuses weighted like a live fund, a third
  completed and a fifth drafts; 80 % individual, 10 % POA, 5 % minor, 5 % NRI; 5 RMs, 42 distributors and
  21 sub-distributors with a few busy fillers and a long tail), then \`VACUUM ANALYZE\`.
- Endpoint: the API server in its own process (\`tsx src/main.ts\`, a pool of ${r.poolMax} connections),
  ${r.clients} clients at once over keep-alive HTTP, each sending the request again and again: ${r.warmupSeconds} s untimed
  (connections opened, statements prepared, code compiled), then ${r.measureSeconds} s timed; p50 / p95 over every request of
  the timed window (steady state), as the demo AIF admin unless the case says rm (the demo RM,
  whose hierarchy sees a share of the volume). Includes the session lookup, access check, validation,
  queries, response validation and serialisation. A total with "+" is a search's count capped at
  1,000 (\`totalCapped\`; its pages are exact).
- CPU per request: user + system time over the timed window (\`/proc/<pid>/stat\`, every thread) divided by
  the requests that ended in it: "Server" is the API process, "Database" the PostgreSQL server processes of
  the bench database (its pool's connections, the session lookup included).
- Bare SQL: the statements the endpoint issued (captured from the pg driver while the app answered the same
  request in-process: same SQL text, same parameters, prepared where the endpoint prepares them), replayed with the pg driver from the bench's
  process through a pool of the same size by the same ${r.clients} clients; statements the endpoint ran at the same
  time run at the same time, the others one after another as the endpoint ran them (a list page: its ids
  with the total, then their details). "Statements" is how many; the session lookup
  every authenticated request makes is not among them.
- Targets: list p95 under ${LIST_P95_MS} ms, and within ${LIST_SQL_RATIO}x the bare SQL's p95 where that is ${RATIO_FROM_SQL_MS} ms or more
  (below it the fixed cost of a request dominates: the CPU per request is reported instead); dashboard
  endpoints p95 under ${DASHBOARD_P95_MS} ms.

### List (\`GET /api/onboarding/applications\`)

${header}
${rows('list')}

### Dashboard (what \`/dashboard\` requests)

${header}
${rows('dashboard')}

Targets met: ${Object.values(r.results).filter((c) => verdict(c) === 'met').length} of ${Object.keys(r.results).length}. The totals of lists without a search and the donut read counts kept by
triggers: the status counts for the AIF admin, the RM's own viewer counts for the RM, the owner counts for other
filters; the AIF admin's month on month,
commitment by month and top distributors read the dashboard totals (see "What makes these queries fast"
below). A search reads its matches once, up to 1,001 of them: with 1,000 or fewer that one statement
gives the page and the exact total; with more, the total is "1,000+" and the page comes from a second
statement in the list's order.`;
}
