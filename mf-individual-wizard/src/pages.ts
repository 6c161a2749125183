// The area's pages other than the wizard, each its own chunk: a cold load of a staff wizard step (the staff's
// most common page) does not download the details, preview and investor pages.
// early-read.ts starts the addressed page's chunk before the rest of the area's code runs.

// Chunks named `page-<path>`: the build lists each page's files, which the shell asks for beside
// remoteEntry.js on a cold load (packages/mf-config/page-files.cjs).
/** Each lazily loaded top-level path and the import of its page's module. */
export const PAGE_IMPORTS = {
  '/investment-details': () =>
    import(
      /* webpackChunkName: "page-investment-details" */ './features/investment-details/InvestmentDetailsRoutes'
    ),
  '/application-details': () =>
    import(
      /* webpackChunkName: "page-application-details" */ './features/application-details/ApplicationDetailsRoutes'
    ),
  '/application-preview': () =>
    import(
      /* webpackChunkName: "page-application-preview" */ './features/application-preview/ApplicationPreviewRoutes'
    ),
} as const;

/** The lazy page `pathname` shows, if any (the wizard under /application is not one). */
export function addressedPage(pathname: string): keyof typeof PAGE_IMPORTS | null {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  // The lists' link to the signed-documents upload, which lives with the details page.
  if (under('/application/upload-signed-documents')) return '/application-details';
  for (const path of Object.keys(PAGE_IMPORTS) as (keyof typeof PAGE_IMPORTS)[]) {
    if (under(path)) return path;
  }
  return null;
}
