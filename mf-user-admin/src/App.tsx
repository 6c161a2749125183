import { createRemoteApp } from '@aif/ui-kit/remote';
import { UserManagementRoutes } from './features/user-management/UserManagementRoutes';
import { AdminSupportRoutes } from './features/admin-support/AdminSupportRoutes';

/**
 * Exposed as 'mf_user_admin/App'; the shell mounts it under `${path}/*`. One page per top-level
 * path ROUTE_TABLE gives mf_user_admin (createRemoteApp checks that the two agree); sub-pages are
 * nested routes.
 */
export default createRemoteApp('mf_user_admin', {
  '/user-management': UserManagementRoutes,
  '/admin-support': AdminSupportRoutes,
});
