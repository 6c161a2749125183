import type { ComponentType } from 'react';
import { NotFound, type RemoteAppProps } from '@aif/ui-kit';
import { DashboardRoutes } from './features/dashboard/DashboardRoutes';
import { ApplicationsRoutes } from './features/applications/ApplicationsRoutes';
import { ApproverListRoutes } from './features/approver-list/ApproverListRoutes';
import { ConsentListRoutes } from './features/consent-list/ConsentListRoutes';

/** The top-level routes this remote owns (ROUTE_TABLE owner 'mf_lists_dashboard') and the feature that renders each. */
const PAGES: Record<string, ComponentType<RemoteAppProps>> = {
  '/dashboard': DashboardRoutes,
  '/applications': ApplicationsRoutes,
  '/applications-list': ApproverListRoutes,
  '/view-consent-email-list': ConsentListRoutes,
};

/** Exposed as 'mf_lists_dashboard/App'. The shell mounts it under `${path}/*`; sub-pages are nested routes. */
export default function App(props: RemoteAppProps) {
  const Page = PAGES[props.path];
  return Page ? <Page {...props} /> : <NotFound />;
}
