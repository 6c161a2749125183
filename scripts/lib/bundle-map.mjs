#!/usr/bin/env node
// Which packages a built script is made of: the minified bytes of each source file (from the script's
// source map) summed per package, beside the script's level-9 gzip. Used to see what a page downloads.
//
//   node scripts/lib/bundle-map.mjs shell/dist/262.cf34fafc.js [more.js ...]
//   node scripts/lib/bundle-map.mjs --url=http://127.0.0.1:4600/login [--shot=dir]
//     (loads the page in Chromium, maps every script it downloads; the server must be running)
//   node scripts/lib/bundle-map.mjs --url=http://127.0.0.1:4600/dashboard --sign-in=9000000001
//     (signs in with that demo number first, through the OTP in the dev outbox)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = Object.fromEntries([...B64].map((c, i) => [c, i]));

/** Decodes one mappings line into [generatedColumn, sourceIndex] pairs (the fields after it are skipped). */
function decodeLine(line, state) {
  const segments = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const fields = [];
    let value = 0;
    let shift = 0;
    for (const c of segment) {
      const digit = B64_VALUE[c];
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += fields[0];
    if (fields.length > 1) state.source += fields[1];
    segments.push([column, fields.length > 1 ? state.source : -1]);
  }
  return segments;
}

/** The package a source path belongs to (`react-dom`, `@fluentui/react-combobox`, `shell/src`...). */
export function packageOf(source) {
  const s = source.replace(/^webpack:\/\/[^/]*\//, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = s.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (s.startsWith('webpack/')) return 'webpack runtime';
  const m = s.match(/^(?:\.\.\/)*((?:packages\/)?[^/]+\/src|[^/]+)/);
  return m ? m[1] : s;
}

/** Bytes of a script per source file and per package, and its gzip size. */
export function mapScript(file) {
  const code = readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  const bySource = new Map();
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const lines = code.split('\n');
    const state = { source: 0 };
    map.mappings.split(';').forEach((mapLine, i) => {
      const segments = decodeLine(mapLine, state);
      const length = (lines[i] ?? '').length;
      segments.forEach(([col, src], k) => {
        const end = k + 1 < segments.length ? segments[k + 1][0] : length;
        const name = src < 0 ? '(unmapped)' : map.sources[src];
        bySource.set(name, (bySource.get(name) ?? 0) + end - col);
      });
    });
  }
  const byPackage = new Map();
  for (const [source, bytes] of bySource) {
    const pkg = source === '(unmapped)' ? source : packageOf(source);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + bytes);
  }
  return {
    file,
    bytes: Buffer.byteLength(code),
    gzipBytes: gzipSync(code, { level: 9 }).length,
    bySource,
    byPackage,
  };
}

const kb = (n) => (n / 1024).toFixed(1);

function print(results) {
  const total = new Map();
  for (const r of results) {
    console.log(
      `\n${path.relative(process.cwd(), r.file)}: ${kb(r.bytes)} KB minified, ${kb(r.gzipBytes)} KB gzipped`,
    );
    for (const [pkg, bytes] of [...r.byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`  ${kb(bytes).padStart(7)} KB  ${pkg}`);
    for (const [pkg, bytes] of r.byPackage) {
      const t = total.get(pkg) ?? { bytes: 0, gzip: 0 };
      t.bytes += bytes;
      // A package's share of the script's gzip, in proportion to its minified bytes.
      t.gzip += (r.gzipBytes * bytes) / r.bytes;
      total.set(pkg, t);
    }
  }
  const gzip = results.reduce((a, r) => a + r.gzipBytes, 0);
  console.log(
    `\nAll ${results.length} scripts: ${kb(gzip)} KB gzipped. Per package (minified, ~gzip share):`,
  );
  for (const [pkg, t] of [...total].sort((a, b) => b[1].bytes - a[1].bytes))
    if (t.bytes > 512) console.log(`  ${kb(t.bytes).padStart(7)} KB  ~${kb(t.gzip).padStart(5)} KB  ${pkg}`);
}

/** The dist file a served script path comes from (`/remotes/<name>/x.js` is that remote's dist). */
function distFileOf(root, pathname) {
  const remote = pathname.match(/^\/remotes\/mf_([a-z_]+)\/(.+)$/);
  if (remote) return path.join(root, `mf-${remote[1].replace(/_/g, '-')}`, 'dist', remote[2]);
  return path.join(root, 'shell', 'dist', pathname.slice(1));
}

/** Signs in through the sign-in pages with a demo number (its OTP read from the dev outbox). */
async function signIn(page, origin, phone) {
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: /mobile number/i }).fill(phone);
  const since = Date.now();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.waitForURL(/verify-otp/);
  for (let otp; !otp; await page.waitForTimeout(100)) {
    const messages = await (await fetch(`${origin}/api/dev/outbox?to=${phone}`)).json();
    otp = messages.find((m) => Date.parse(m.createdAt) >= since)?.body.match(/\b(\d{6})\b/)?.[1];
    if (otp) await page.getByRole('textbox', { name: /otp/i }).fill(otp);
  }
  await page.getByRole('button', { name: /verify/i }).click();
  await page.waitForURL((u) => !/verify-otp|login/.test(u.pathname));
}

async function scriptsOfPage(url, phone) {
  const { chromium } = await import(
    path.resolve(import.meta.dirname, '../../e2e/node_modules/@playwright/test/index.mjs')
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu'],
  });
  let context = await browser.newContext();
  if (phone) {
    const first = await context.newPage();
    await signIn(first, new URL(url).origin, phone);
    const storageState = await context.storageState();
    await context.close();
    context = await browser.newContext({ storageState }); // an empty HTTP cache, signed in
  }
  const page = await context.newPage();
  const names = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) names.push(new URL(res.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  return names;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '../..');
  const urlArg = process.argv.find((a) => a.startsWith('--url='));
  const files = urlArg
    ? (
        await scriptsOfPage(urlArg.slice(6), process.argv.find((a) => a.startsWith('--sign-in='))?.slice(10))
      ).map((p) => distFileOf(root, p))
    : process.argv.slice(2);
  print(files.map(mapScript));
}
