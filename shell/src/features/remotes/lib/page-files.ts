/**
 * The list each remote's production build writes beside its remoteEntry.js (mf-config's page-files.cjs):
 * per page (a top-level path, or a wizard step's path), the files a cold load of it downloads after
 * remoteEntry.js.
 */
export const PAGE_FILES = 'page-files.json';

/** A chunk file name as webpack writes it (no path, no query): anything else in the list is ignored. */
const CHUNK_FILE = /^[\w.~-]+\.m?js$/;

/**
 * Asks the browser for the files of `pages` (`/dashboard`; a wizard step's page and its own path) in the
 * remote at `entry`, beside its remoteEntry.js: the exposed App's chunks, the page's and what it asks for
 * as it mounts. Without it the browser learns of each only once the file before it has run (the entry,
 * then the App, then the page), a round trip each on a cold load. `<link rel="preload" as="script">` without crossorigin, as
 * webpack's chunk loader then asks for them, so each file downloads once. Only a hint: a remote built
 * without the list, an unreadable list or a page it does not name preloads nothing, and the remote loads
 * as it always has.
 */
export async function preloadPageFiles(
  entry: string,
  pages: readonly string[],
  doc: Document = document,
): Promise<void> {
  try {
    const list = new URL(PAGE_FILES, new URL(entry, doc.baseURI));
    const res = await fetch(list, { headers: { accept: 'application/json' } });
    if (!res.ok) return;
    const listed = (await res.json()) as Record<string, unknown> | null;
    const files = pages.flatMap((page) => {
      const some = listed?.[page];
      return Array.isArray(some) ? (some as unknown[]) : [];
    });
    const present = new Set(
      [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => l.href),
    );
    for (const file of files) {
      if (typeof file !== 'string' || !CHUNK_FILE.test(file)) continue;
      const href = new URL(file, list).href;
      if (present.has(href)) continue;
      present.add(href);
      const link = doc.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', href);
      doc.head.appendChild(link);
    }
  } catch {
    // A hint only: the remote's own loading asks for every file it needs.
  }
}
