// Builds the shell and the remotes when a dist/ folder is missing or older than its sources (or the
// packages they bundle), so `pnpm start` and the browser tests never run a stale front end.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

/** The shell and every remote (each `mf-*` folder), so a new area is built without being listed here. */
const frontEnd = (root) => [
  'shell',
  ...readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('mf-'))
    .map((d) => d.name)
    .sort(),
];
const SHARED_SOURCES = [
  'packages/contracts/src',
  'packages/api-client/src',
  'packages/ui-kit/src',
  'packages/form-kit/src',
  'packages/application-wizard/src',
  'packages/mf-config',
];

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const entryOf = (root, app) =>
  path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js');

/**
 * Dates the entry files of freshly built apps now. webpack leaves an output file untouched when its content
 * did not change, so without this an app whose sources changed but whose entry did not stays "stale" and is
 * rebuilt on every start.
 */
export function markBuilt(root, apps) {
  const now = new Date();
  for (const app of apps) if (existsSync(entryOf(root, app))) utimesSync(entryOf(root, app), now, now);
}

export function staleApps(root) {
  const shared = Math.max(...SHARED_SOURCES.map((d) => newestMtime(path.join(root, d))));
  return frontEnd(root).filter((app) => {
    const entry = entryOf(root, app);
    if (!existsSync(entry)) return true;
    const built = statSync(entry).mtimeMs;
    const src = Math.max(
      newestMtime(path.join(root, app, 'src')),
      statSync(path.join(root, app, 'package.json')).mtimeMs,
    );
    return src > built || shared > built;
  });
}

/**
 * Two test runs on one checkout (say, two browser suites on different ports) must not build into the same
 * dist/ at once: the build holds a directory lock, and a waiter re-checks staleness once it has it.
 * A lock older than 20 minutes is taken to be left over from a killed run.
 */
async function withBuildLock(root, fn) {
  const lock = path.join(root, 'node_modules', '.front-end-build.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 20 * 60_000) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export async function buildFrontEndIfStale(root, options = {}) {
  if (staleApps(root).length === 0) return;
  await withBuildLock(root, () => buildStale(root, options));
}

/**
 * The build prints to this process's output, or with `onOutput` hands its output there (a caller that
 * runs it beside other work and labels its lines). It never blocks the caller's event loop.
 */
async function buildStale(root, { onOutput } = {}) {
  const stale = staleApps(root);
  if (stale.length === 0) return;
  const say = onOutput ?? ((text) => process.stdout.write(text));
  say(`Building ${stale.join(', ')} ...\n`);
  const filters = stale.flatMap((a) => ['--filter', `./${a}`]);
  const child = spawn('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'build'], {
    cwd: root,
    stdio: onOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (onOutput)
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (c) => onOutput(String(c)));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error('Front-end build failed');
  markBuilt(root, stale);
}
