// Counts the JavaScript Chromium downloads for /login and for two staff homes, gzipped at level 9,
// against the production build served by the API server (scripts/e2e-server.mjs on port 4901).
// Prints one JSON object on stdout; scripts/bench.mjs writes it into docs/performance.md.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PORT = 4901;
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '..');

async function waitHealthy(ms = 120_000) {
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
      scripts.push({ name: new URL(res.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length });
    } catch {
      /* navigated away before the body was read */
    }
  });
  return scripts;
}

function summary(scripts) {
  const largest = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8);
  return { count: scripts.length, gzipBytes: scripts.reduce((a, s) => a + s.gzipBytes, 0), largest };
}

async function latestOtp(phone) {
  const messages = await (await fetch(`${BASE}/api/dev/outbox?to=${phone}`)).json();
  return messages[0].body.match(/\b(\d{6})\b/)[1];
}

/** Signs in through the UI, then measures a fresh load of the user's home page. */
async function home(browser, phone, homePath) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: /mobile number/i }).fill(phone);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.waitForURL(/verify-otp/);
  await page.waitForTimeout(300);
  await page.getByRole('textbox', { name: /otp/i }).fill(await latestOtp(phone));
  await page.getByRole('button', { name: /verify/i }).click();
  await page.waitForURL(new RegExp(`${homePath}$`));
  const fresh = await context.newPage();
  const scripts = collect(fresh);
  await fresh.goto(`${BASE}${homePath}`, { waitUntil: 'networkidle' });
  await context.close();
  return summary(scripts);
}

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
  await browser.close();
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  server.kill('SIGTERM');
}
