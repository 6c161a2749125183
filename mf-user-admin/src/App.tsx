import { lazy } from 'react';
import { createRemoteApp } from '@aif/ui-kit/remote';

// Each page is its own chunk: opening one area does not download the other three.
// Chunks named `page-<path>`: the build lists each page's files, which the shell asks for beside
// remoteEntry.js on a cold load (packages/mf-config/page-files.cjs).
const UserManagementRoutes = lazy(() =>
  import(
    /* webpackChunkName: "page-user-management" */ './features/user-management/UserManagementRoutes'
  ).then((m) => ({
    default: m.UserManagementRoutes,
  })),
);
const AdminSupportRoutes = lazy(() =>
  import(/* webpackChunkName: "page-admin-support" */ './features/admin-support/AdminSupportRoutes').then(
    (m) => ({ default: m.AdminSupportRoutes }),
  ),
);
const AmcAdminsRoutes = lazy(() =>
  import(/* webpackChunkName: "page-amc-admins" */ './features/amc-admins/AmcAdminsRoutes').then((m) => ({
    default: m.AmcAdminsRoutes,
  })),
);
const AuditTrailRoutes = lazy(() =>
  import(/* webpackChunkName: "page-audit-trail" */ './features/audit-trail/AuditTrailRoutes').then((m) => ({
    default: m.AuditTrailRoutes,
  })),
);

/**
 * Exposed as 'mf_user_admin/App'; the shell mounts it under `${path}/*`. One page per top-level
 * path ROUTE_TABLE gives mf_user_admin (createRemoteApp checks that the two agree); sub-pages are
 * nested routes.
 */
export default createRemoteApp('mf_user_admin', {
  '/user-management': UserManagementRoutes,
  '/admin-support': AdminSupportRoutes,
  '/amc-admins': AmcAdminsRoutes,
  '/audit-trail': AuditTrailRoutes,
});
