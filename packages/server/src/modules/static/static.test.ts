import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestApp, removeTempDirs } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { cacheControlFor } from './service';

// A front-end build as packages/mf-config writes it: text assets with brotli (.br) and gzip (.gz) copies
// beside them, small files without.
const root = mkdtempSync(path.join(os.tmpdir(), 'aif-static-encoding-'));
const files: Record<string, string> = {};
function put(file: string, content: string, copies: ('br' | 'gz')[] = ['br', 'gz']) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  if (copies.includes('br')) writeFileSync(`${full}.br`, brotliCompressSync(content));
  if (copies.includes('gz')) writeFileSync(`${full}.gz`, gzipSync(content));
  files[file] = content;
}
const js = (name: string) =>
  `/* ${name} */ ${'export const value = "a fairly repetitive module body";\n'.repeat(60)}`;
put('shell/dist/index.html', `<!doctype html><title>shell</title>${'<!-- page -->'.repeat(100)}`);
put('shell/dist/main.js', js('main'));
put('shell/dist/812.3f9a1c0b.js', js('chunk'));
put('shell/dist/90.0badc0de.js', 'export {}', []);
put('mf-lists-dashboard/dist/remoteEntry.js', js('remote entry'));
put(
  'mf-lists-dashboard/dist/mf-manifest.json',
  JSON.stringify({ name: 'mf_lists_dashboard', pad: 'x'.repeat(2000) }),
);
put('mf-lists-dashboard/dist/src_bootstrap.0123abcd.js', js('remote chunk'), ['gz']);

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What Chromium sends. */
const CHROMIUM = 'gzip, deflate, br, zstd';

let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { config: { staticRoot: root } });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  rmSync(root, { recursive: true, force: true });
  removeTempDirs();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
/** The body as the client decodes it. */
function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
}
const varies = (res: Awaited<ReturnType<typeof get>>) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('precompressed static assets', () => {
  it.each([
    ['br', CHROMIUM, 'br'],
    ['br', 'br', 'br'],
    ['br', 'gzip;q=0.5, br', 'br'],
    ['gzip', 'gzip', 'gzip'],
    ['gzip', 'gzip, deflate', 'gzip'],
    ['gzip', 'br;q=0, gzip', 'gzip'],
    ['gzip (any encoding)', '*', 'gzip'],
    ['the file', 'identity', undefined],
    ['the file', 'deflate', undefined],
  ])('sends %s for Accept-Encoding "%s"', async (_, acceptEncoding, expected) => {
    const res = await get('/812.3f9a1c0b.js', { 'accept-encoding': acceptEncoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(decoded(res)).toBe(files['shell/dist/812.3f9a1c0b.js']);
    expect(varies(res)).toBe(true);
  });

  it('sends the file to a client without Accept-Encoding', async () => {
    const res = await get('/812.3f9a1c0b.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(files['shell/dist/812.3f9a1c0b.js']);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(varies(res)).toBe(true);
  });

  it('gives a compressed hashed chunk the type, length and year-long cache of the file', async () => {
    const plain = await get('/812.3f9a1c0b.js');
    expect(plain.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/812.3f9a1c0b.js', { 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe(plain.headers['content-type']);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 4);
    }
  });

  it('keeps entry files no-cache when compressed: main.js, remoteEntry.js, mf-manifest.json', async () => {
    for (const [url, file, type] of [
      ['/main.js', 'shell/dist/main.js', /javascript/],
      ['/remotes/mf_lists_dashboard/remoteEntry.js', 'mf-lists-dashboard/dist/remoteEntry.js', /javascript/],
      ['/remotes/mf_lists_dashboard/mf-manifest.json', 'mf-lists-dashboard/dist/mf-manifest.json', /json/],
    ] as const) {
      for (const accept of [CHROMIUM, 'gzip', undefined]) {
        const res = await get(url, accept ? { 'accept-encoding': accept } : {});
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(
          accept === CHROMIUM ? 'br' : accept === 'gzip' ? 'gzip' : undefined,
        );
        expect(decoded(res)).toBe(files[file]);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-type']).toMatch(type);
        expect(varies(res)).toBe(true);
      }
    }
  });

  it('falls back to the next accepted encoding, then the file, when a copy was not written', async () => {
    // Only a gzip copy: a client that prefers brotli gets gzip.
    const gz = await get('/remotes/mf_lists_dashboard/src_bootstrap.0123abcd.js', {
      'accept-encoding': CHROMIUM,
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(files['mf-lists-dashboard/dist/src_bootstrap.0123abcd.js']);
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    // Under the build's threshold: no copies at all.
    const small = await get('/90.0badc0de.js', { 'accept-encoding': CHROMIUM });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {}');
    expect(small.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(small)).toBe(true);
  });

  it('answers a page navigation with index.html, compressed as accepted and no-cache', async () => {
    for (const url of ['/', '/dashboard', '/application-details/123?x=1']) {
      for (const accept of [CHROMIUM, 'gzip', undefined]) {
        const res = await get(url, {
          accept: 'text/html,application/xhtml+xml',
          ...(accept ? { 'accept-encoding': accept } : {}),
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(
          accept === CHROMIUM ? 'br' : accept === 'gzip' ? 'gzip' : undefined,
        );
        expect(decoded(res)).toBe(files['shell/dist/index.html']);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(varies(res)).toBe(true);
      }
    }
  });

  it('keeps 404s for missing files, whatever the client accepts', async () => {
    for (const url of [
      '/404.0badc0de.js',
      '/remotes/mf_lists_dashboard/nothing.js',
      '/remotes/mf_reports/remoteEntry.js',
    ]) {
      const res = await get(url, { 'accept-encoding': CHROMIUM });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['812.3f9a1c0b.js', IMMUTABLE],
    ['812.3f9a1c0b.js.br', IMMUTABLE],
    ['812.3f9a1c0b.js.gz', IMMUTABLE],
    ['main.js', 'no-cache'],
    ['main.js.br', 'no-cache'],
    ['remoteEntry.js.gz', 'no-cache'],
    ['mf-manifest.json.br', 'no-cache'],
    ['index.html.br', 'no-cache'],
  ])('%s: %s', (file, expected) => {
    expect(cacheControlFor(path.join('/dist', file))).toBe(expected);
  });
});
