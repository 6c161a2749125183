import { readFileSync, statSync } from 'node:fs';
import { remotesManifestSchema } from '@aif/contracts';

/**
 * The origins the remote manifest loads code from, as Content-Security-Policy sources: `https://cdn.example`
 * for an absolute entry, `cdn.example` (the page's own scheme) for a protocol-relative one; a path is the
 * portal's own origin and adds nothing. Anything else (another scheme, a host that is not a plain name or
 * address) is left out, so a bad entry can neither widen the policy nor break the header.
 */
export function cspSourceOf(entry: string): string | null {
  const protocolRelative = entry.startsWith('//');
  if (!protocolRelative && !/^https?:\/\//i.test(entry)) return null;
  let url: URL;
  try {
    url = new URL(protocolRelative ? `https:${entry}` : entry);
  } catch {
    return null;
  }
  if (!/^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(url.hostname)) return null;
  const host = url.port ? `${url.hostname}:${url.port}` : url.hostname;
  return protocolRelative ? host : `${url.protocol}//${host}`;
}

/**
 * A reader of the manifest's origins for every response's CSP. The manifest may change at any time (a
 * remote moved to a CDN without a restart), so the file is checked on each call and parsed again only
 * when it changed; an unreadable manifest gives no origins (the shell cannot load remotes then anyway).
 */
export function manifestOrigins(manifestPath: string): () => readonly string[] {
  let cached: { mtimeMs: number; size: number; origins: readonly string[] } | null = null;
  return () => {
    let stat;
    try {
      stat = statSync(manifestPath);
    } catch {
      return [];
    }
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.origins;
    let origins: string[] = [];
    try {
      const manifest = remotesManifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
      const sources = manifest.remotes.map((r) => cspSourceOf(r.entry)).filter((s) => s !== null);
      origins = [...new Set(sources)];
    } catch {
      origins = [];
    }
    cached = { mtimeMs: stat.mtimeMs, size: stat.size, origins };
    return origins;
  };
}
