import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface StaticSite {
  dir: string;
  /** URL prefix, ending in '/'. */
  prefix: string;
}

export interface StaticSites {
  shell: StaticSite | null;
  remotes: (StaticSite & { name: string })[];
}

/**
 * The built front-end found under the static root: `shell/dist` at `/`, and each `mf-<area>/dist` at
 * `/remotes/mf_<area>/` (the Module Federation container name uses underscores). Missing folders are
 * simply not served, so the API runs the same with or without a front-end build.
 */
export function findStaticSites(root: string): StaticSites {
  const shellDir = path.join(root, 'shell', 'dist');
  const shell = existsSync(path.join(shellDir, 'index.html')) ? { dir: shellDir, prefix: '/' } : null;
  const remotes = existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter(
          (d) =>
            d.isDirectory() && /^mf-[a-z0-9-]+$/.test(d.name) && existsSync(path.join(root, d.name, 'dist')),
        )
        .map((d) => {
          const name = d.name.replace(/-/g, '_');
          return { name, dir: path.join(root, d.name, 'dist'), prefix: `/remotes/${name}/` };
        })
    : [];
  return { shell, remotes };
}

const ALWAYS_FRESH = new Set(['remoteEntry.js', 'mf-manifest.json', 'index.html']);
/** A content hash in the name (`123.3f9a1c0b.js`, `main-3f9a1c0b2d.css`): the file never changes. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The precompressed copies written by the build (`123.3f9a1c0b.js.br`): cached like the file itself. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Entry files keep their names across builds (Module Federation cannot hash `remoteEntry.js`), so they
 * must be revalidated every time; hashed chunks are immutable and cached for a year.
 */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath).replace(COMPRESSED_COPY, '');
  if (!ALWAYS_FRESH.has(base) && HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** SPA navigations: GETs outside the API, master data and remotes that ask for HTML. */
export function isSpaNavigation(method: string, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '';
  if (/^\/(api|mdms|remotes)(\/|$)/.test(pathname)) return false;
  return !!accept && accept.includes('text/html');
}
