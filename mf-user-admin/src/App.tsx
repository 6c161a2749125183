import type { ComponentType } from 'react';
import { NotFound, type RemoteAppProps } from '@aif/ui-kit';
import { UserManagementRoutes } from './features/user-management/UserManagementRoutes';
import { AdminSupportRoutes } from './features/admin-support/AdminSupportRoutes';

/** The top-level routes this remote owns (ROUTE_TABLE owner 'mf_user_admin') and the feature that renders each. */
const PAGES: Record<string, ComponentType<RemoteAppProps>> = {
  '/user-management': UserManagementRoutes,
  '/admin-support': AdminSupportRoutes,
};

/** Exposed as 'mf_user_admin/App'. The shell mounts it under `${path}/*`; sub-pages are nested routes. */
export default function App(props: RemoteAppProps) {
  const Page = PAGES[props.path];
  return Page ? <Page {...props} /> : <NotFound />;
}
