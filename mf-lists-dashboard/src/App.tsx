import { createRemoteApp } from '@aif/ui-kit/remote';
import { DashboardRoutes } from './features/dashboard/DashboardRoutes';
import { ApplicationsRoutes } from './features/applications/ApplicationsRoutes';
import { ApproverListRoutes } from './features/approver-list/ApproverListRoutes';
import { ConsentListRoutes } from './features/consent-list/ConsentListRoutes';

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
