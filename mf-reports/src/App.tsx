import type { ComponentType } from 'react';
import { NotFound, type RemoteAppProps } from '@aif/ui-kit';
import { ReportsRoutes } from './features/reports/ReportsRoutes';

/** The top-level routes this remote owns (ROUTE_TABLE owner 'mf_reports') and the feature that renders each. */
const PAGES: Record<string, ComponentType<RemoteAppProps>> = {
  '/reports': ReportsRoutes,
};

/** Exposed as 'mf_reports/App'. The shell mounts it under `${path}/*`; sub-pages are nested routes. */
export default function App(props: RemoteAppProps) {
  const Page = PAGES[props.path];
  return Page ? <Page {...props} /> : <NotFound />;
}
