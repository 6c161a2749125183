#!/usr/bin/env node
// `npm start` / `pnpm start` on a machine with only Node.js 20+: gets pnpm, installs dependencies when
// needed, builds the shell and the remotes when their dist/ is missing or older than the sources, then
// runs the API server, which serves the portal (shell at /, remotes at /remotes/<name>/) and creates the
// demo data on an empty database.
//
//   node scripts/start.mjs          production build on http://localhost:4000 (PORT to change)
//   node scripts/start.mjs --dev    not available yet
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markBuilt, staleApps } from './lib/build.mjs';
import { ensureWorkspace } from './lib/setup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '4000';
const url = `http://localhost:${port}`;
const isWindows = process.platform === 'win32';

/** Demo users created on an empty database (0-product-decisions, 7). */
const DEMO_USERS = [
  ['9000000001', 'AIF Admin (amcadmin), every access flag'],
  ['9000000002', 'Relationship Manager (rm)'],
  ['9000000003', 'Distributor'],
  ['9000000004', "Distributor's RM (subdistributor)"],
  ['9000000005', 'Investment Manager (fundmanager)'],
  ['9000000006', 'Trustee'],
  ['9000000007', 'POA Approver'],
  ['9000000008', 'AIF Approver (amcapprover)'],
  ['9000000009', 'Super Admin'],
  ['9000000010', 'Investor (first applicant of a demo application)'],
];

function log(message) {
  console.log(`[start] ${message}`);
}

function fail(message) {
  console.error(`[start] ${message}`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: isWindows, ...options });
  return result.status === 0;
}

async function waitForServer(child) {
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    for (const probe of ['/api/health', '/']) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}${probe}`);
        if (response.ok) return true;
      } catch {
        // not listening yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function banner() {
  const lines = [
    '',
    `AIF Onboarding Portal is running at ${url}`,
    '',
    'Sign in with a demo mobile number (country India: +91). The OTP is not sent anywhere: read it in',
    `the sandbox outbox at ${url}/api/dev/outbox/view`,
    '',
    ...DEMO_USERS.map(([phone, who]) => `  ${phone}  ${who}`),
    '',
    'Press Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

async function main() {
  const [major] = process.versions.node.split('.').map(Number);
  if (major < 20) fail(`Node.js 20 or newer is needed (this is ${process.versions.node}).`);
  if (process.argv.includes('--dev'))
    fail('--dev is not available yet; run without it for the production build.');

  let pnpm, pnpmArgs;
  try {
    [pnpm, ...pnpmArgs] = ensureWorkspace(root);
  } catch (err) {
    fail(err.message);
  }
  const pnpmRun = (args, options) => run(pnpm, [...pnpmArgs, ...args], options);

  // Only the apps whose dist/ is missing or older than their sources (or the packages they bundle).
  const stale = staleApps(root);
  if (stale.length > 0) {
    log(`Building ${stale.join(', ')} (about two minutes for all eight on two cores) ...`);
    const filters = stale.flatMap((app) => ['--filter', `./${app}`]);
    if (!pnpmRun(['-r', '--workspace-concurrency=2', ...filters, 'build']))
      fail('The front-end build failed.');
    markBuilt(root, stale);
  }

  log(`Starting the API server on port ${port} ...`);
  const server = spawn(pnpm, [...pnpmArgs, '--filter', '@aif/server', 'start'], {
    cwd: root,
    stdio: 'inherit',
    shell: isWindows,
    env: { ...process.env, PORT: port },
  });
  const stop = (signal) => {
    if (server.exitCode === null) server.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

  if (await waitForServer(server)) banner();
  else if (server.exitCode === null)
    log(`The server did not answer on ${url} within 5 minutes; it is still starting.`);
}

await main();
