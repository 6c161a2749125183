// What the parts of `pnpm bench` (scripts/bench.mjs) share: paths, running a script for its JSON, the
// machine line, units, seeding the volume, and the targets each part records for the summary table.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverDir = path.join(root, 'packages/server');
export const tsx = path.join(serverDir, 'node_modules/.bin/tsx');
export const VOLUME = 100_000;

export function runJson(cmd, args, cwd, env = {}) {
  const out = execFileSync(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 << 20,
  });
  return JSON.parse(out.trim().split('\n').pop());
}

export const machine = () => {
  const load = os.loadavg().map((l) => l.toFixed(1));
  return `${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}; load average before the run ${load.join(' / ')}`;
};
export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const sec = (v) => (v == null ? 'n/a' : `${(v / 1000).toFixed(2)} s`);
export const today = new Date().toISOString().slice(0, 10);

/** Drops and re-creates `db` and seeds it with VOLUME applications (seed-volume.ts). */
export function seedVolume(script, db) {
  console.log(`Seeding ${VOLUME.toLocaleString('en')} applications into a fresh ${db} (minutes)...`);
  for (const args of [
    [script, '--reset'],
    ['scripts/seed-volume.ts', String(VOLUME)],
  ]) {
    execFileSync(tsx, args, {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: db },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}

/**
 * The targets every part held its figures to, for the summary at the top of docs/performance.md: the part,
 * the figure, its value before the work on it (or "not measured"), now, the target and whether it is met.
 */
export const targets = [];
export function recordTarget(part, figure, before, now, target, met) {
  targets.push({ part, figure, before, now, target, met });
}
