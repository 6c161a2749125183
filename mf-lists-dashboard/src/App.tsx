// First: its reads start before the rest of this area's code runs (see early-read.ts).
import './early-read';
import { lazy } from 'react';
import { createRemoteApp } from '@aif/ui-kit/remote';

// Each page is its own chunk: /dashboard does not download the lists' tables, drawers and dialogs, and
// the lists do not download the dashboard.
// Chunks named `page-<path>`: the build lists each page's files, which the shell asks for beside
// remoteEntry.js on a cold load (packages/mf-config/page-files.cjs).
const DashboardRoutes = lazy(() =>
  import(/* webpackChunkName: "page-dashboard" */ './features/dashboard/DashboardRoutes').then((m) => ({
    default: m.DashboardRoutes,
  })),
);
const ApplicationsRoutes = lazy(() =>
  import(/* webpackChunkName: "page-applications" */ './features/applications/ApplicationsRoutes').then(
    (m) => ({ default: m.ApplicationsRoutes }),
  ),
);
const ApproverListRoutes = lazy(() =>
  import(/* webpackChunkName: "page-applications-list" */ './features/approver-list/ApproverListRoutes').then(
    (m) => ({ default: m.ApproverListRoutes }),
  ),
);
const ConsentListRoutes = lazy(() =>
  import(
    /* webpackChunkName: "page-view-consent-email-list" */ './features/consent-list/ConsentListRoutes'
  ).then((m) => ({ default: m.ConsentListRoutes })),
);

/**
 * Exposed as 'mf_lists_dashboard/App'; the shell mounts it under `${path}/*`. One page per top-level
 * path ROUTE_TABLE gives mf_lists_dashboard (createRemoteApp checks that the two agree); sub-pages are
 * nested routes.
 */
export default createRemoteApp('mf_lists_dashboard', {
  '/dashboard': DashboardRoutes,
  '/applications': ApplicationsRoutes,
  '/applications-list': ApproverListRoutes,
  '/view-consent-email-list': ConsentListRoutes,
});
