// The area's details and preview pages, each its own chunk: a cold load of a wizard step does not download
// them. early-read.ts starts the addressed page's chunk before the rest of the area's code runs.

// Chunks named `page-<path>`: the build lists each page's files, which the shell asks for beside
// remoteEntry.js on a cold load (packages/mf-config/page-files.cjs).
/** Each lazily loaded top-level path and the import of its page's module. */
export const PAGE_IMPORTS = {
  '/non-individual-application-details': () =>
    import(
      /* webpackChunkName: "page-non-individual-application-details" */ './features/entity-details/EntityDetailsRoutes'
    ),
  '/non-individual-application-preview': () =>
    import(
      /* webpackChunkName: "page-non-individual-application-preview" */ './features/entity-preview/EntityPreviewRoutes'
    ),
} as const;

/** The lazy page `pathname` shows, if any (the wizard's two routes are not). */
export function addressedPage(pathname: string): keyof typeof PAGE_IMPORTS | null {
  for (const path of Object.keys(PAGE_IMPORTS) as (keyof typeof PAGE_IMPORTS)[]) {
    if (pathname === path || pathname.startsWith(`${path}/`)) return path;
  }
  return null;
}
