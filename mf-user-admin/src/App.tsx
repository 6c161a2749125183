import { createRemoteApp } from '@aif/ui-kit/remote';
import { UserManagementRoutes } from './features/user-management/UserManagementRoutes';
import { AdminSupportRoutes } from './features/admin-support/AdminSupportRoutes';
import { AmcAdminsRoutes } from './features/amc-admins/AmcAdminsRoutes';
import { AuditTrailRoutes } from './features/audit-trail/AuditTrailRoutes';

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
