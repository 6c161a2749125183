import { createRemoteApp } from '@aif/ui-kit/remote';
import { FundsSetupRoutes } from './features/funds/FundsSetupRoutes';

/**
 * Exposed as 'mf_fund_setup/App'; the shell mounts it under `${path}/*`. One page per top-level
 * path ROUTE_TABLE gives mf_fund_setup (createRemoteApp checks that the two agree); sub-pages are
 * nested routes.
 */
export default createRemoteApp('mf_fund_setup', {
  '/funds-setup': FundsSetupRoutes,
});
