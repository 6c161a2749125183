#!/usr/bin/env node
// Which packages a page's scripts are made of, from the build's source maps: for each script, the bytes
// of minified code each package (or workspace folder) produced, and the script's level-9 gzip shared
// out in proportion (an estimate: gzip does not compress every part of a file alike).
//
//   node scripts/lib/chunk-packages.mjs /main.js /262.cf34fafc.js /remotes/mf_lists_dashboard/6192.b5cf3481.js
//   node scripts/lib/chunk-packages.mjs --json < urls.txt      (one URL path a line)
//
// A URL path under /remotes/<name>/ is read from that remote's dist/ (mf_lists_dashboard ->
// mf-lists-dashboard/dist), any other from shell/dist.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..', '..');

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one source-map segment (base64 VLQ) into its fields. */
export function decodeSegment(text) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = B64_VALUE.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** The package a source path belongs to: the last node_modules/<name>, else the workspace folder. */
export function packageOf(source) {
  const parts = source.replace(/^webpack:\/\/[^/]*\//, '').split('/');
  const nm = parts.lastIndexOf('node_modules');
  if (nm >= 0) {
    const name = parts[nm + 1];
    return name?.startsWith('@') ? `${name}/${parts[nm + 2]}` : name;
  }
  const clean = parts.filter((p) => p !== '..' && p !== '.');
  if (clean[0] === 'packages') return `@aif/${clean[1]}`;
  if (clean[0] === 'webpack') return '(webpack runtime)';
  return clean.length > 1 && clean[0] !== 'src' ? clean[0] : '(app src)';
}

/** Minified bytes per package in one script, from its source map. */
export function bytesByPackage(code, map) {
  const lines = code.split('\n');
  const totals = new Map();
  const add = (key, n) => totals.set(key, (totals.get(key) ?? 0) + n);
  let source = 0;
  const mappingLines = map.mappings.split(';');
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    const segments = (mappingLines[l] ?? '').split(',').filter(Boolean);
    let col = 0;
    const spans = [];
    for (const seg of segments) {
      const f = decodeSegment(seg);
      col += f[0];
      if (f.length > 1) source += f[1];
      spans.push({ col, src: f.length > 1 ? source : -1 });
    }
    if (spans.length === 0 || spans[0].col > 0) add('(unmapped)', spans[0]?.col ?? line.length);
    for (let i = 0; i < spans.length; i++) {
      const end = i + 1 < spans.length ? spans[i + 1].col : line.length;
      const key = spans[i].src < 0 ? '(unmapped)' : packageOf(map.sources[spans[i].src]);
      add(key, end - spans[i].col);
    }
  }
  return totals;
}

function distFile(urlPath) {
  const m = urlPath.match(/^\/remotes\/([^/]+)\/(.+)$/);
  if (m) return path.join(root, m[1].replace(/_/g, '-'), 'dist', m[2]);
  return path.join(root, 'shell', 'dist', urlPath.replace(/^\//, ''));
}

/** Per script and for the whole page: gzipped bytes, and each package's minified and estimated gzip share. */
export function pagePackages(urlPaths) {
  const page = new Map();
  const scripts = [];
  for (const url of urlPaths) {
    const file = distFile(url);
    const code = readFileSync(file, 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    const mapFile = `${file}.map`;
    const totals = existsSync(mapFile)
      ? bytesByPackage(code, JSON.parse(readFileSync(mapFile, 'utf8')))
      : new Map([['(no source map)', code.length]]);
    const packages = [...totals]
      .map(([name, bytes]) => ({ name, bytes, gzip: Math.round((gzip * bytes) / code.length) }))
      .sort((a, b) => b.bytes - a.bytes);
    for (const p of packages) {
      const sum = page.get(p.name) ?? { name: p.name, bytes: 0, gzip: 0, scripts: [] };
      sum.bytes += p.bytes;
      sum.gzip += p.gzip;
      sum.scripts.push(url);
      page.set(p.name, sum);
    }
    scripts.push({ url, bytes: code.length, gzip, packages });
  }
  return { scripts, packages: [...page.values()].sort((a, b) => b.gzip - a.gzip) };
}

const kb = (n) => (n / 1024).toFixed(1).padStart(6);

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const urls = args.length
    ? args
    : readFileSync(0, 'utf8')
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean);
  const result = pagePackages(urls);
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    const total = result.scripts.reduce((n, s) => n + s.gzip, 0);
    console.log(
      `${result.scripts.length} scripts, ${kb(total)} KB gzipped\n\nBy package (gzip KB est., min KB):`,
    );
    for (const p of result.packages.filter((x) => x.gzip >= 512))
      console.log(`${kb(p.gzip)} ${kb(p.bytes)}  ${p.name}  [${p.scripts.length} scripts]`);
    console.log('\nBy script:');
    for (const s of [...result.scripts].sort((a, b) => b.gzip - a.gzip)) {
      const top = s.packages
        .slice(0, 4)
        .map((p) => `${p.name} ${kb(p.gzip).trim()}`)
        .join(', ');
      console.log(`${kb(s.gzip)}  ${s.url}  (${top})`);
    }
  }
}
