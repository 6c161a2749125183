import { createRemoteApp } from '@aif/ui-kit/remote';
import { ReportsRoutes } from './features/reports/ReportsRoutes';

/**
 * Exposed as 'mf_reports/App'; the shell mounts it under `${path}/*`. One page per top-level
 * path ROUTE_TABLE gives mf_reports (createRemoteApp checks that the two agree); sub-pages are
 * nested routes.
 */
export default createRemoteApp('mf_reports', {
  '/reports': ReportsRoutes,
});
