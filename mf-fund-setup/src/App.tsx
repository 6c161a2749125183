import type { ComponentType } from 'react';
import { NotFound, type RemoteAppProps } from '@aif/ui-kit';
import { FundsSetupRoutes } from './features/funds/FundsSetupRoutes';

/** The top-level routes this remote owns (ROUTE_TABLE owner 'mf_fund_setup') and the feature that renders each. */
const PAGES: Record<string, ComponentType<RemoteAppProps>> = {
  '/funds-setup': FundsSetupRoutes,
};

/** Exposed as 'mf_fund_setup/App'. The shell mounts it under `${path}/*`; sub-pages are nested routes. */
export default function App(props: RemoteAppProps) {
  const Page = PAGES[props.path];
  return Page ? <Page {...props} /> : <NotFound />;
}
