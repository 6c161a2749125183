import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { RemoteAppProps } from '../types/RemoteAppProps';
import { devUser } from './devUser';
import { mountStandalone, Standalone } from './Standalone';

function App({ path, user, onSignIn }: RemoteAppProps) {
  const { pathname } = useLocation();
  return (
    <p>{`${path} at ${pathname} for ${user?.role} (${user?.referenceIds?.join() ?? 'no reference'})${onSignIn ? ' with onSignIn' : ''}`}</p>
  );
}

function renderStandalone(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Standalone remote="mf_user_admin" App={App} />
    </MemoryRouter>,
  );
}

it('mounts the App under each path the remote owns, for an amcadmin by default', () => {
  renderStandalone('/admin-support/tickets');
  expect(
    screen.getByText('/admin-support at /admin-support/tickets for amcadmin (no reference)'),
  ).toBeInTheDocument();
});

it('takes the role from ?role=', () => {
  renderStandalone('/user-management?role=investor');
  expect(
    screen.getByText('/user-management at /user-management for investor (DEV-REFERENCE)'),
  ).toBeInTheDocument();
});

it('sends any other URL to the first path the remote owns, keeping the query', async () => {
  renderStandalone('/?role=rm');
  expect(
    await screen.findByText('/user-management at /user-management for rm (no reference)'),
  ).toBeInTheDocument();
});

it('renders into #root in the portal providers and a browser router', async () => {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.appendChild(root);
  window.history.pushState({}, '', '/admin-support');
  let mounted: Root | undefined;
  act(() => {
    mounted = mountStandalone('mf_user_admin', App);
  });
  expect(
    await screen.findByText('/admin-support at /admin-support for amcadmin (no reference)'),
  ).toBeInTheDocument();
  act(() => mounted?.unmount());
  root.remove();
});

it('gives the dev user every staff flag and falls back to amcadmin for an unknown role', () => {
  expect(devUser('?role=nobody')).toMatchObject({
    role: 'amcadmin',
    flags: { adminSupport: true, fundSetupAccess: true, unlockingAccess: true, whitelistingAccess: true },
  });
  expect(devUser('?role=rm').role).toBe('rm');
});
