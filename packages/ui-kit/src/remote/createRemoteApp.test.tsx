import * as React from 'react';
import { screen } from '@testing-library/react';
import { MESSAGES } from '@aif/contracts';
import { makeUser, renderAt } from '../testing';
import type { RemoteAppProps } from '../types/RemoteAppProps';
import { createRemoteApp } from './createRemoteApp';

function UserManagement({ path, user }: RemoteAppProps) {
  return <h1>{`User Management at ${path} for ${user?.role}`}</h1>;
}
function AdminSupport() {
  return <h1>Admin Support</h1>;
}

/** mf_user_admin's other pages, which these tests do not open. */
const OTHER_PAGES = { '/amc-admins': AdminSupport, '/audit-trail': AdminSupport };

let resolveLazy: (module: { default: React.ComponentType<RemoteAppProps> }) => void = () => undefined;
const LazySupport = React.lazy(
  () => new Promise<{ default: React.ComponentType<RemoteAppProps> }>((resolve) => (resolveLazy = resolve)),
);

it('renders the page of the path it is mounted under, with the props the shell passes', () => {
  const App = createRemoteApp('mf_user_admin', {
    '/user-management': UserManagement,
    '/admin-support': AdminSupport,
    ...OTHER_PAGES,
  });
  renderAt(<App path="/user-management" user={makeUser('amcadmin')} />, {
    route: '/user-management',
    mount: '/user-management',
  });
  expect(
    screen.getByRole('heading', { name: 'User Management at /user-management for amcadmin' }),
  ).toBeInTheDocument();
  expect(App.displayName).toBe('mf_user_admin/App');
});

it('shows Not Found for a path it has no page for', () => {
  const App = createRemoteApp('mf_user_admin', {
    '/user-management': UserManagement,
    '/admin-support': AdminSupport,
    ...OTHER_PAGES,
  });
  for (const path of ['/elsewhere', 'toString']) {
    const { unmount } = renderAt(<App path={path} user={makeUser('amcadmin')} />, {
      route: '/elsewhere',
      mount: '/elsewhere',
    });
    expect(screen.getByText(MESSAGES.pageNotFound)).toBeInTheDocument();
    unmount();
  }
});

it('renders a lazy page once it has loaded (the mount point shows the loader meanwhile)', async () => {
  const App = createRemoteApp('mf_user_admin', {
    '/user-management': UserManagement,
    '/admin-support': LazySupport,
    ...OTHER_PAGES,
  });
  renderAt(
    <React.Suspense fallback={<p>mount point loading</p>}>
      <App path="/admin-support" user={makeUser('amcadmin')} />
    </React.Suspense>,
    { route: '/admin-support', mount: '/admin-support' },
  );
  expect(await screen.findByText('mount point loading')).toBeInTheDocument();
  resolveLazy({ default: AdminSupport });
  expect(await screen.findByRole('heading', { name: 'Admin Support' })).toBeInTheDocument();
});

it('refuses pages that differ from the paths ROUTE_TABLE gives the remote', () => {
  expect(() =>
    createRemoteApp('mf_user_admin', { '/user-management': UserManagement, ...OTHER_PAGES }),
  ).toThrow(
    "mf_user_admin/App: its pages and ROUTE_TABLE (owner 'mf_user_admin') differ: no page for /admin-support.",
  );
  expect(() =>
    createRemoteApp('mf_user_admin', {
      '/user-management': UserManagement,
      '/admin-support': AdminSupport,
      ...OTHER_PAGES,
      '/reports': AdminSupport,
    }),
  ).toThrow('pages for /reports, which ROUTE_TABLE does not give mf_user_admin');
});

it('leaves the check out of production builds', () => {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    expect(() => createRemoteApp('mf_user_admin', { '/user-management': UserManagement })).not.toThrow();
  } finally {
    process.env.NODE_ENV = env;
  }
});
