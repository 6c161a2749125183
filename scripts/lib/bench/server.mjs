// The server part of `pnpm bench`: start times and the sign-in round trip under load (packages/server/scripts/bench.ts).
import { machine, recordTarget, runJson, sec, serverDir, tsx } from './common.mjs';
import { SIGN_IN_FINDINGS } from '../sign-in-findings.mjs';

// Sign-in targets (issue 26) and the figures before the work on them (2c39be7, 2026-11-23 run).
const SIGN_IN = {
  pglite: { p99: 1000, before: { p50: 555, p99: 10401, perSecond: 30.4 } },
  postgres: { p99: 300, perSecond: 150, before: { p50: 711, p99: 1409, perSecond: 58.4 } },
};
// One sign-in at a time at 2c39be7 (bench-sign-in-breakdown.ts, load average 15): statements,
// transactions and the API process's CPU per part.
const BREAKDOWN_BEFORE = {
  sendOtp: { statements: 10, transactions: 1, cpuMs: 6.0 },
  delivery: { statements: 7, transactions: 1, cpuMs: 3.6 },
  verifyOtp: { statements: 13, transactions: 1, cpuMs: 7.5 },
};
// The same on PGlite before its statements were prepared once (efb53be~1, 29 Nov): the median of three
// runs alternated with the change (docs/performance.md, item 14).
const PGLITE_BREAKDOWN_BEFORE = {
  sendOtp: { cpuMs: 10.33 },
  delivery: { cpuMs: 5.71 },
  verifyOtp: { cpuMs: 11.4 },
};

/** API processes of the second PostgreSQL measurement (API_WORKERS): one per core of this machine. */
const WORKERS = 2;

export function serverSection() {
  console.log('Benchmarking the server (a few minutes)...');
  const load = machine();
  const server = runJson(tsx, ['scripts/bench.ts'], serverDir);
  // The same load on PostgreSQL with one API process per core (API_WORKERS, docs/decisions.md).
  if (server.postgres) {
    server.postgresWorkers = runJson(tsx, ['scripts/bench.ts'], serverDir, {
      BENCH_TARGETS: 'postgres',
      API_WORKERS: String(WORKERS),
    }).postgres;
  }
  for (const [name, key, t] of [
    ['PGlite', 'pglite', SIGN_IN.pglite],
    ['PostgreSQL', 'postgres', SIGN_IN.postgres],
  ]) {
    const r = server[key];
    if (!r) continue;
    recordTarget(
      'server',
      `Sign-in round trip, ${r.signIn.clients} clients, ${name}`,
      `p99 ${t.before.p99} ms, ${t.before.perSecond}/s`,
      `p99 ${r.signIn.p99} ms, ${r.signIn.signInsPerSecond}/s`,
      `p99 ≤ ${t.p99} ms${t.perSecond ? `, ≥ ${t.perSecond}/s` : ''}`,
      r.signIn.p99 <= t.p99 && (!t.perSecond || r.signIn.signInsPerSecond >= t.perSecond),
    );
  }
  const breakdown = server.postgres ? runJson(tsx, ['scripts/bench-sign-in-breakdown.ts'], serverDir) : null;
  const pgliteBreakdown = runJson(tsx, ['scripts/bench-sign-in-breakdown.ts'], serverDir, {
    BREAKDOWN_DATABASE: 'pglite',
  });
  const pglitePart = (name, key) =>
    `| ${name} | ${pgliteBreakdown[key].cpuMs} ms (${PGLITE_BREAKDOWN_BEFORE[key].cpuMs}) | ${pgliteBreakdown[key].wallMs} ms |`;
  const verdict = (r, t) => {
    const misses = [];
    if (r.signIn.p99 > t.p99) misses.push(`p99 > ${t.p99} ms`);
    if (t.perSecond && r.signIn.signInsPerSecond < t.perSecond) misses.push(`< ${t.perSecond}/s`);
    return misses.length ? `**missed** (${misses.join(', ')})` : 'met';
  };
  const row = (name, r, t) =>
    r
      ? `| ${name} | ${sec(r.startEmptyMs)} | ${sec(r.startReopenMs)} | ${r.signIn.p50} ms (${t.before.p50}) | ${r.signIn.p99} ms (${t.before.p99}); ${r.signIn.p99AfterFirstRound} ms after the first round | ${r.signIn.signInsPerSecond} (${t.before.perSecond}) | ${r.signIn.failures} | ${r.signIn.outboxReadsPerSignIn} | ${r.signIn.smsQueueMs ? `${r.signIn.smsQueueMs.p50} / ${r.signIn.smsQueueMs.p90} ms` : '-'} | p99 ≤ ${t.p99} ms${t.perSecond ? `, ≥ ${t.perSecond}/s` : ''}: ${verdict(r, t)} |`
      : `| ${name} | not measured (no PostgreSQL reachable) | | | | | | | | |`;
  const part = (name, key) => {
    if (!breakdown) return `| ${name} | not measured (no PostgreSQL reachable) | | | |`;
    const b = BREAKDOWN_BEFORE[key];
    const n = breakdown[key];
    return `| ${name} | ${n.statements} (${b.statements}) | ${n.transactions} (${b.transactions}) | ${n.cpuMs} ms (${b.cpuMs}) | ${n.wallMs} ms |`;
  };
  return `## Server

Measured on ${server.date.slice(0, 10)}: ${load}.
Start time is from spawning the server (\`tsx src/main.ts\`) to the first healthy \`/api/health\`; "empty"
includes migrating and creating the demo data. The sign-in round trip is \`send-otp\` plus \`verify-otp\`
with sealed payloads (RSA-OAEP + AES-GCM), ${server.pglite.signIn.clients} clients at once, each signing in
${server.pglite.signIn.signIns / server.pglite.signIn.clients} times (reading its OTP from the sandbox outbox between the two calls, not timed; the reads
wait 20 ms, then half as long again each time up to 50 ms, and "outbox reads" is how many a sign-in took;
"SMS queued" is how long the OTP's SMS waited from send-otp's transaction to its delivery attempt).
The server warms itself before it listens (20 sign-ins run and rolled back, \`SignInService.warmUp\`).
In brackets: before the work of issue 26 (2c39be7, load average 2.5). "After the first round" leaves out each
client's first sign-in: those 50 reach a server that has just started, all at the same instant.
PostgreSQL is measured with one API process (the target's figure) and with ${WORKERS} (\`API_WORKERS\`: one per
core, each a whole instance with its own pool of 10, as instances on separate machines would be), both
on the same two cores as PostgreSQL and the 50 clients. The ${WORKERS} processes' start includes forking them
after the migration, each loading the code and warming up.

| Database | Start (empty) | Start (reopened) | Sign-in p50 | Sign-in p99 | Sign-ins/s | Failures | Outbox reads | SMS queued p50 / p90 | Target |
|---|---|---|---|---|---|---|---|---|---|
${row('PGlite (embedded)', server.pglite, SIGN_IN.pglite)}
${row('PostgreSQL, 1 API process', server.postgres, SIGN_IN.postgres)}
${row(`PostgreSQL, ${WORKERS} API processes (\`API_WORKERS=${WORKERS}\`)`, server.postgresWorkers, SIGN_IN.postgres)}

### Where a sign-in's time goes

One sign-in at a time on PostgreSQL (\`scripts/bench-sign-in-breakdown.ts\`: the app in-process through
\`inject\`, ${breakdown?.rounds} sign-ins after 10 untimed): what each part sends to the database and the API process's
CPU time, in brackets before. Delivery is the message worker's run that sends the SMS after the answer.
Opening a sealed payload (RSA-OAEP 2048 + AES-GCM) takes ${breakdown?.rsaOpenMs} ms, twice per sign-in (its RSA step
in WebCrypto, on the thread pool, not the event loop); the OTP's
keyed hash (HMAC-SHA-256) ${breakdown?.otpHashMs} ms.

| Part | Statements | Transactions | API CPU | Wall (alone) |
|---|---|---|---|---|
${part('send-otp', 'sendOtp')}
${part('SMS delivery (worker)', 'delivery')}
${part('verify-otp', 'verifyOtp')}

The same on PGlite (\`BREAKDOWN_DATABASE=pglite\`, the embedded database in memory, in the API's own
process; ${pgliteBreakdown.rounds} sign-ins), in brackets before its statements were prepared once (item 14 below):

| Part | API CPU (the database's included) | Wall (alone) |
|---|---|---|
${pglitePart('send-otp', 'sendOtp')}
${pglitePart('SMS delivery (worker)', 'delivery')}
${pglitePart('verify-otp', 'verifyOtp')}

${SIGN_IN_FINDINGS}`;
}
