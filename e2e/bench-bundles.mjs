// Counts the JavaScript Chromium downloads for /login and for two staff homes, gzipped at level 9 and as
// served (the encoded body Chromium received: brotli or gzip when precompressed, else the file), and
// times the dashboard from navigation to its charts drawn (RENDER_RUNS fresh loads, cold cache, signed
// in) and /login and a wizard step to usable (bench-cold-load.mjs), against the production build served
// by the API server (scripts/e2e-server.mjs on BENCH_BUNDLES_PORT, default 4901).
// Prints one JSON object on stdout; scripts/bench.mjs writes it into docs/performance.md.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { USABLE, coldLoads, draftWizardTarget, milestonesIn } from './bench-cold-load.mjs';

const PORT = Number(process.env.BENCH_BUNDLES_PORT ?? 4901);
const RENDER_RUNS = Number(process.env.RENDER_RUNS ?? 5);
/** Charts on the AIF admin's dashboard: the status donut, month on month, commitment vs contribution. */
const DASHBOARD_CHARTS = 3;
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '..');

// Long enough for the production build when sources changed (several minutes on two busy cores).
async function waitHealthy(ms = 20 * 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

function collect(page) {
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script' || !res.ok()) return;
    try {
      const body = await res.body();
      // The body as it crossed the wire (content-length of the encoded response), headers excluded.
      const { responseBodySize } = await res.request().sizes();
      scripts.push({
        name: new URL(res.url()).pathname,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        wireBytes: responseBodySize,
        encoding: (await res.headerValue('content-encoding')) ?? 'identity',
      });
    } catch {
      /* navigated away before the body was read */
    }
  });
  return scripts;
}

function summary(scripts) {
  const largest = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8);
  const encodings = {};
  for (const s of scripts) encodings[s.encoding] = (encodings[s.encoding] ?? 0) + 1;
  return {
    count: scripts.length,
    gzipBytes: scripts.reduce((a, s) => a + s.gzipBytes, 0),
    wireBytes: scripts.reduce((a, s) => a + s.wireBytes, 0),
    encodings,
    largest,
  };
}

/** The OTP of the SMS delivered after `since` (messages go out after the answer: poll for it). */
async function latestOtp(phone, since) {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const messages = await (await fetch(`${BASE}/api/dev/outbox?to=${phone}`)).json();
    const otp = messages.find((m) => Date.parse(m.createdAt) >= since)?.body.match(/\b(\d{6})\b/)?.[1];
    if (otp) return otp;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no OTP in the outbox for ${phone.slice(-4)}`);
}

/** Signs in through the UI; the signed-in browser context. */
async function signIn(browser, phone, homePath) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: /mobile number/i }).fill(phone);
  const since = Date.now();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.waitForURL(/verify-otp/);
  await page.waitForTimeout(300);
  await page.getByRole('textbox', { name: /otp/i }).fill(await latestOtp(phone, since));
  await page.getByRole('button', { name: /verify/i }).click();
  await page.waitForURL(new RegExp(`${homePath}$`));
  await page.close();
  return context;
}

/** Signs in, then measures a load of the user's home page in a new context (empty HTTP cache). */
async function home(browser, phone, homePath) {
  const signedIn = await signIn(browser, phone, homePath);
  const storageState = await signedIn.storageState();
  await signedIn.close();
  const context = await browser.newContext({ storageState });
  const fresh = await context.newPage();
  const scripts = collect(fresh);
  await fresh.goto(`${BASE}${homePath}`, { waitUntil: 'networkidle' });
  await context.close();
  return { ...summary(scripts), storageState };
}

/**
 * The dashboard in a new context (empty HTTP cache) carrying the admin's session: milliseconds from the
 * navigation's start to the first chart's SVG and to all of them, as the page's own clock reads them.
 */
async function dashboardRender(browser, storageState) {
  const context = await browser.newContext({ storageState });
  await context.addInitScript((charts) => {
    const marks = {};
    window.__chartMarks = marks;
    const observer = new MutationObserver(() => {
      const n = document.querySelectorAll('[data-testid="chart"] svg.highcharts-root').length;
      if (n >= 1 && marks.first === undefined) marks.first = performance.now();
      if (n >= charts && marks.all === undefined) {
        marks.all = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, DASHBOARD_CHARTS);
  const page = await context.newPage();
  const scripts = collect(page);
  await page.goto(`${BASE}/dashboard`);
  await page.waitForFunction(() => window.__chartMarks?.all !== undefined, null, { timeout: 60_000 });
  const marks = await page.evaluate(() => window.__chartMarks);
  await page.waitForLoadState('networkidle');
  const milestones = await page.evaluate(milestonesIn);
  await context.close();
  return { firstChartMs: marks.first, chartsMs: marks.all, milestones, ...summary(scripts) };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const server = spawn('node', ['scripts/e2e-server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitHealthy();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  const loginScripts = collect(page);
  await page.goto(`${BASE}/login`, { waitUntil: 'networkidle' });
  await context.close();
  const result = {
    login: summary(loginScripts),
    staffHome: await home(browser, '9000000002', '/applications'),
    adminHome: await home(browser, '9000000001', '/dashboard'),
  };
  const { storageState } = result.adminHome;
  const rmState = result.staffHome.storageState;
  delete result.adminHome.storageState;
  delete result.staffHome.storageState;
  await dashboardRender(browser, storageState); // warms the server, not the browser's cache
  const runs = [];
  for (let i = 0; i < RENDER_RUNS; i++) runs.push(await dashboardRender(browser, storageState));
  result.dashboard = {
    ...runs[runs.length - 1],
    charts: DASHBOARD_CHARTS,
    runs: runs.map((r) => ({ firstChartMs: Math.round(r.firstChartMs), chartsMs: Math.round(r.chartsMs) })),
    firstChartMs: Math.round(median(runs.map((r) => r.firstChartMs))),
    chartsMs: Math.round(median(runs.map((r) => r.chartsMs))),
    milestones: [...runs].sort((a, b) => a.chartsMs - b.chartsMs)[Math.floor((runs.length - 1) / 2)]
      .milestones,
  };
  result.coldLoad = {
    login: await coldLoads(browser, `${BASE}/login`, USABLE.login, {}, RENDER_RUNS),
    // The RM opens the demo's draft individual application at its contact step (as after a reload).
    wizard: await coldLoads(
      browser,
      `${BASE}/application/contact-details`,
      USABLE.wizard,
      { storageState: rmState, sessionStorage: await draftWizardTarget(BASE, rmState) },
      RENDER_RUNS,
    ),
  };

  await browser.close();
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  server.kill('SIGTERM');
}
