import { screen, waitFor } from '@testing-library/react';
import { requestAppHosts } from '@aif/ui-kit';
import { useSession } from '../stores/session';
import { currentPath, renderAt } from '../testing/render';
import { makeUser } from '../testing/users';
import { AppRoutes } from './AppRoutes';

// The page-wide toaster and error dialog: on demand on the sign-in pages, asked for on every other page.
jest.mock('@aif/ui-kit', () => ({ ...jest.requireActual('@aif/ui-kit'), requestAppHosts: jest.fn() }));
jest.mock('../features/remotes', () => {
  const { createElement } = jest.requireActual('react');
  return {
    RemoteMount: ({ remote, path }: { remote: string; path: string }) =>
      createElement('h1', null, `Area ${remote} at ${path}`),
  };
});

const requested = requestAppHosts as jest.MockedFunction<typeof requestAppHosts>;

beforeEach(() => requested.mockClear());

it('does not ask for them on the sign-in page', async () => {
  useSession.setState({ user: null, status: 'ready' });
  renderAt(<AppRoutes onLogout={jest.fn()} />, { route: '/login' });
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(requested).not.toHaveBeenCalled();
});

it('asks for them on a signed-in page, before its area has rendered', async () => {
  useSession.setState({ user: makeUser('amcadmin'), status: 'ready' });
  renderAt(<AppRoutes onLogout={jest.fn()} />, { route: '/dashboard' });
  expect(requested).toHaveBeenCalled();
  expect(await screen.findByRole('heading', { name: /Area .* at \/dashboard/ })).toBeInTheDocument();
});

it('asks for them on a public page outside the sign-in pages', () => {
  useSession.setState({ user: null, status: 'ready' });
  renderAt(<AppRoutes onLogout={jest.fn()} />, { route: '/investor-consent/abc' });
  expect(requested).toHaveBeenCalled();
});

it('asks for them once a signed-in user is sent on from the sign-in page', async () => {
  useSession.setState({ user: makeUser('rm'), status: 'ready' });
  renderAt(<AppRoutes onLogout={jest.fn()} />, { route: '/login' });
  await waitFor(() => expect(currentPath()).toBe('/applications'));
  await waitFor(() => expect(requested).toHaveBeenCalled());
});
