#!/usr/bin/env node
// Runs every test of the product and prints one closing line "N passed, N failed".
//   static      TypeScript (strict, every package), ESLint and Prettier: one check each
//   unit        contracts, api-client, ui-kit, application-wizard, shell and remotes (jest projects)
//   server      API server against embedded PGlite
//   server-pg   API server again against PostgreSQL (with --with-postgres and TEST_PG_URL set), alongside
//               the PGlite pass
//   e2e         Playwright in Chromium against the production build (built beside the server part's
//               second pass when both run): CHROMIUM_PATH, the system's Chromium or Playwright's, installed
//               when none is there (scripts/lib/browser.mjs)
// Flags: --only=static,unit,server,e2e   --with-postgres
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './lib/browser.mjs';
import { buildFrontEndIfStale } from './lib/build.mjs';
import { ensureWorkspace } from './lib/setup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const withPostgres = args.includes('--with-postgres');
const want = (name) => !only || only.includes(name);

// `npm test` on a fresh clone: pnpm and the dependencies first.
const [pnpm, ...pnpmArgs] = ensureWorkspace(root);
const results = [];

// The browser before anything runs: without one, stop now with the command to run, not after the other parts.
let chromium = null;
if (want('e2e')) {
  const browser = ensureBrowser(root, [pnpm, ...pnpmArgs]);
  if (browser.error) {
    console.error(`\n${browser.error}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  chromium = browser.executable;
  console.log(`[browser] ${chromium} (${browser.source})`);
}

function run(name, cmd, cmdArgs, { cwd = root, env = {} } = {}) {
  console.log(`\n=== ${name}: ${cmd} ${cmdArgs.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return { code: r.status ?? 1, seconds: Math.round((Date.now() - started) / 1000) };
}

/** Writes text to `to` with each line starting with `[name]`; `end` writes a last line without a newline. */
function labelLines(name, to) {
  let rest = '';
  return {
    write(text) {
      const lines = (rest + text).split('\n');
      rest = lines.pop();
      for (const line of lines) to.write(`[${name}] ${line}\n`);
    },
    end() {
      if (rest) to.write(`[${name}] ${rest}\n`);
      rest = '';
    },
  };
}

/** As `run`, but alongside another part: each line it prints starts with its name. */
function runBeside(name, cmd, cmdArgs, { cwd = root, env = {} } = {}) {
  console.log(`\n=== ${name} (alongside): ${cmd} ${cmdArgs.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    for (const [stream, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      const label = labelLines(name, to);
      stream.on('data', (chunk) => label.write(String(chunk)));
      stream.on('end', () => label.end());
    }
    child.on('close', (code) =>
      resolve({ code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

function jestCounts(file) {
  if (!existsSync(file)) return null;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that fails to load counts as one failure, so a broken import never passes silently.
  const brokenSuites = j.numRuntimeErrorTestSuites ?? 0;
  const failures = [];
  for (const suite of j.testResults ?? []) {
    const where = path.relative(root, suite.name ?? '');
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${where} › ${t.fullName}`);
    if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${where} (did not run)`);
  }
  return { passed: j.numPassedTests, failed: j.numFailedTests + brokenSuites, failures };
}

/** The titles of Playwright's tests that failed, from its JSON report's nested suites. */
function playwrightFailures(suites, file = '') {
  const failures = [];
  for (const suite of suites ?? []) {
    const where = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      if (spec.tests?.some((t) => t.status === 'unexpected')) failures.push(`${where} › ${spec.title}`);
    failures.push(...playwrightFailures(suite.suites, where));
  }
  return failures;
}

function jestCommand(name, extraArgs) {
  const file = path.join(out, `${name}.json`);
  return { file, args: [...pnpmArgs, 'exec', 'jest', '--json', `--outputFile=${file}`, ...extraArgs] };
}

function jestResult(name, file, { code, seconds }) {
  const c = jestCounts(file) ?? { passed: 0, failed: 1 };
  if (code !== 0 && c.failed === 0) c.failed = 1; // the runner itself failed
  return { name, ...c, seconds };
}

function jestSuite(name, cwd, extraArgs = [], env = {}) {
  const { file, args } = jestCommand(name, extraArgs);
  results.push(jestResult(name, file, run(name, pnpm, args, { cwd, env })));
}

async function jestSuiteBeside(name, cwd, extraArgs = [], env = {}) {
  const { file, args } = jestCommand(name, extraArgs);
  return jestResult(name, file, await runBeside(name, pnpm, args, { cwd, env }));
}

async function buildBeside() {
  const started = Date.now();
  const label = labelLines('build', process.stdout);
  try {
    await buildFrontEndIfStale(root, { onOutput: (text) => label.write(text) });
    label.end();
    console.log(`[build] front end up to date (${Math.round((Date.now() - started) / 1000)}s)`);
  } catch (e) {
    label.end();
    // The e2e part builds again and fails there, with the build's output.
    console.log(`[build] ${e.message}; the e2e part will try again`);
  }
}

if (want('static')) {
  for (const [name, args] of [
    ['typecheck', ['-r', '--workspace-concurrency=2', 'typecheck']],
    ['lint', ['exec', 'eslint', '.']],
    ['format', ['exec', 'prettier', '--check', '.']],
  ]) {
    const { code, seconds } = run(name, pnpm, [...pnpmArgs, ...args]);
    results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds });
  }
}
// Jest's default on two cores is one worker, which leaves a core idle: the DOM suites take both.
if (want('unit')) jestSuite('unit', root, ['--ci', '--maxWorkers=2']);
// The server suite runs serially against one database, so a pass keeps about one core busy: the PGlite
// and PostgreSQL passes run side by side (a PGlite of its own per test file; a copy of a template
// database per test file on PostgreSQL, so neither sees the other's data).
if (want('server')) {
  const serverDir = path.join(root, 'packages/server');
  const beside = withPostgres && !!process.env.TEST_PG_URL;
  // Side by side, the slow files whose subject is not the database go to the shorter, PostgreSQL pass
  // (ENGINE_INDEPENDENT in packages/server/jest.config.cjs); alone, the PGlite pass runs them.
  const split = beside ? { ENGINE_INDEPENDENT_PASS: 'postgres' } : {};
  const passes = [jestSuiteBeside('server', serverDir, ['--ci', '--runInBand'], split)];
  if (beside) {
    passes.push(
      jestSuiteBeside('server-postgres', serverDir, ['--ci', '--runInBand'], {
        ...split,
        TEST_DATABASE_URL: process.env.TEST_PG_URL,
        // The fuzzing's requests are the same on either engine: the PGlite pass runs the full count,
        // this one a third of it, enough to meet PostgreSQL's own errors (types, constraints, locks).
        FUZZ_RUNS: process.env.FUZZ_RUNS ?? '4',
      }),
    );
  } else if (withPostgres) {
    console.log('\n=== server-postgres: TEST_PG_URL is not set; counted as one failure');
    passes.push(Promise.resolve({ name: 'server-postgres', passed: 0, failed: 1, seconds: 0 }));
  }
  // The browser tests' front-end build (about 4 minutes on two cores) starts when the first pass ends, on
  // the core that pass leaves free, instead of after the other one; e2e-server.mjs then finds it fresh.
  const build = want('e2e') ? Promise.race(passes).then(buildBeside) : null;
  results.push(...(await Promise.all(passes)));
  await build;
}
if (want('e2e')) {
  const file = path.join(out, 'e2e.json');
  const { code, seconds } = run('e2e', pnpm, [...pnpmArgs, 'exec', 'playwright', 'test'], {
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, CHROMIUM_PATH: chromium },
  });
  let c = { passed: 0, failed: 1 };
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const s = report.stats ?? {};
    c = {
      passed: (s.expected ?? 0) + (s.flaky ?? 0),
      failed: (s.unexpected ?? 0) + (report.errors?.length ?? 0),
      failures: playwrightFailures(report.suites),
    };
  }
  if (code !== 0 && c.failed === 0) c.failed = 1;
  results.push({ name: 'e2e', ...c, seconds });
}

console.log('\n=== Summary');
for (const r of results)
  console.log(
    `${r.name.padEnd(16)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  (${r.seconds}s)`,
  );
// Which tests failed, next to the counts: the end of a long log is often all a reader has.
for (const r of results)
  for (const f of (r.failures ?? []).slice(0, 20)) console.log(`  failed in ${r.name}: ${f}`);
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
