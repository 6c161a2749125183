import { lazy } from 'react';
import { createRemoteApp } from '@aif/ui-kit/remote';

// Each page is its own chunk: opening one area does not download the other three.
const UserManagementRoutes = lazy(() =>
  import('./features/user-management/UserManagementRoutes').then((m) => ({
    default: m.UserManagementRoutes,
  })),
);
const AdminSupportRoutes = lazy(() =>
  import('./features/admin-support/AdminSupportRoutes').then((m) => ({ default: m.AdminSupportRoutes })),
);
const AmcAdminsRoutes = lazy(() =>
  import('./features/amc-admins/AmcAdminsRoutes').then((m) => ({ default: m.AmcAdminsRoutes })),
);
const AuditTrailRoutes = lazy(() =>
  import('./features/audit-trail/AuditTrailRoutes').then((m) => ({ default: m.AuditTrailRoutes })),
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
