// The Chromium the browser tests run in, for `npm test` on a machine with only Node.js. Looked for in order:
//   1. CHROMIUM_PATH, when set (and then only it: a wrong path is an error, not a reason to pick another);
//   2. the system's Chromium (Debian's /usr/bin/chromium);
//   3. Playwright's own browsers (~/.cache/ms-playwright, or PLAYWRIGHT_BROWSERS_PATH).
// When none is there it installs one: Playwright's installer first (it downloads its build), then, as root,
// the system package manager (apt-get install chromium). Failing both, it names the one command to run.
// E2E_SYSTEM_BROWSERS (paths separated by ':') replaces the system list, to try the other branches here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const SYSTEM_BROWSERS = ['/usr/bin/chromium'];
/** What `apt-get install chromium` puts on the machine. */
const APT_CHROMIUM = '/usr/bin/chromium';

function log(message) {
  console.log(`[browser] ${message}`);
}

/** Starts and answers `--version`: its shared libraries are there (a bare Playwright download may lack them). */
function runs(executable) {
  if (!existsSync(executable)) return false;
  const r = spawnSync(executable, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return r.status === 0;
}

function systemCandidates() {
  const override = process.env.E2E_SYSTEM_BROWSERS;
  if (override === undefined) return SYSTEM_BROWSERS;
  return override.split(':').filter(Boolean);
}

/** Where Playwright keeps (or would keep) its Chromium, as the installed @playwright/test computes it. */
function playwrightChromium(root) {
  try {
    const require = createRequire(path.join(root, 'e2e', 'package.json'));
    return require('@playwright/test').chromium.executablePath();
  } catch {
    return null;
  }
}

/** A Chromium that runs, without installing anything: `{ executable, source }`, or an error to show. */
export function findBrowser(root) {
  const named = process.env.CHROMIUM_PATH;
  if (named) {
    if (runs(named)) return { executable: named, source: 'CHROMIUM_PATH' };
    return {
      error: `CHROMIUM_PATH is set to ${named}, which does not start (\`${named} --version\` failed).`,
    };
  }
  const system = systemCandidates().find(runs);
  if (system) return { executable: system, source: 'system' };
  const own = playwrightChromium(root);
  if (own && runs(own)) return { executable: own, source: 'playwright' };
  return { error: 'No Chromium was found for the browser tests.' };
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = () => spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

/** The one command that makes a browser available here, for the message when installing failed. */
function installHint() {
  if (hasAptGet()) return `${isRoot() ? '' : 'sudo '}apt-get install -y chromium`;
  return 'pnpm --filter @aif/e2e exec playwright install --with-deps chromium';
}

function playwrightInstall(root, [pnpm, ...pnpmArgs]) {
  log("Installing Playwright's Chromium (playwright install chromium) ...");
  const r = spawnSync(
    pnpm,
    [...pnpmArgs, '--filter', '@aif/e2e', 'exec', 'playwright', 'install', 'chromium'],
    {
      cwd: root,
      stdio: 'inherit',
      timeout: 10 * 60_000,
      shell: process.platform === 'win32',
    },
  );
  if (r.status !== 0) return null;
  const own = playwrightChromium(root);
  return own && runs(own) ? own : null;
}

function aptInstall() {
  log("Installing Debian's Chromium (apt-get install chromium) ...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return null;
  const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return r.status === 0 && runs(APT_CHROMIUM) ? APT_CHROMIUM : null;
}

/**
 * A Chromium for the browser tests, installed when missing. Returns `{ executable, source }`, or
 * `{ error }` with the command to run when nothing could be found or installed. `pnpm`: the command to run
 * pnpm as ([command, ...args], from ensureWorkspace).
 */
export function ensureBrowser(root, pnpm = ['pnpm']) {
  const found = findBrowser(root);
  if (found.executable || process.env.CHROMIUM_PATH) return found;

  log(`${found.error} Installing one ...`);
  const own = playwrightInstall(root, pnpm);
  if (own) return { executable: own, source: 'playwright (installed)' };
  if (isRoot() && hasAptGet()) {
    const apt = aptInstall();
    if (apt) return { executable: apt, source: 'system (installed)' };
  }
  return {
    error: `No Chromium could be installed for the browser tests. Run:\n\n    ${installHint()}\n\nthen run the tests again (or set CHROMIUM_PATH to a Chromium or Chrome).`,
  };
}
