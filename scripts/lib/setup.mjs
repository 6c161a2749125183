// Bootstrap shared by `npm start` and `npm test` on a machine with only Node.js: find or install pnpm 12,
// then install the workspace's dependencies when node_modules is missing or older than the manifests.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const PNPM_VERSION = '12.21.0';
const isWindows = process.platform === 'win32';

function log(message) {
  console.log(`[setup] ${message}`);
}

/** The pnpm command to use: an installed pnpm 12, else a fresh global install, else npx. */
export function findPnpm(root) {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: isWindows });
  if (probe.status === 0 && probe.stdout.trim().split('.')[0] === PNPM_VERSION.split('.')[0]) return ['pnpm'];

  log(`Installing pnpm ${PNPM_VERSION} ...`);
  const installed = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], {
    cwd: root,
    stdio: 'ignore',
    shell: isWindows,
  });
  if (installed.status === 0) {
    const again = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: isWindows });
    if (again.status === 0) return ['pnpm'];
  }
  log(`A global install is not possible here; using npx pnpm@${PNPM_VERSION}.`);
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** node_modules is missing, or older than the lockfile or a package.json (someone added a dependency). */
export function installIsStale(root) {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return true;
  const installed = statSync(marker).mtimeMs;
  const manifests = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'].map((f) => path.join(root, f));
  return manifests.some((f) => existsSync(f) && statSync(f).mtimeMs > installed);
}

/** pnpm ready and dependencies installed; returns the pnpm command as [command, ...args]. */
export function ensureWorkspace(root) {
  const pnpm = findPnpm(root);
  if (installIsStale(root)) {
    log('Installing dependencies ...');
    const [cmd, ...args] = pnpm;
    const r = spawnSync(cmd, [...args, 'install', '--frozen-lockfile'], {
      cwd: root,
      stdio: 'inherit',
      shell: isWindows,
    });
    if (r.status !== 0) throw new Error('pnpm install failed');
  }
  return pnpm;
}
