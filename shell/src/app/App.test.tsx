import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_EXPIRED_EVENT, logout } from '@aif/api-client';
import { MESSAGES } from '@aif/contracts';
import { getGlobalErrorStore } from '@aif/ui-kit';
import { useSession } from '../stores/session';
import { currentPath, currentState, renderAt } from '../testing/render';
import { makeUser } from '../testing/users';
import { App } from './App';

jest.mock('@aif/api-client', () => ({
  ...jest.requireActual('@aif/api-client'),
  logout: jest.fn(),
}));
jest.mock('../features/remotes', () => {
  const { createElement } = jest.requireActual('react');
  return {
    RemoteMount: ({ path }: { path: string }) => createElement('h1', null, `Area at ${path}`),
    prefetchManifest: jest.fn(),
    sessionKeyFor: (user: { id: string } | null) => user?.id ?? 'anonymous',
  };
});

function expire(message = MESSAGES.sessionTimeout) {
  act(() => {
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT, { detail: { message } }));
  });
}

beforeEach(() => {
  jest.mocked(logout).mockReset().mockResolvedValue(undefined);
  useSession.setState({ user: makeUser('amcadmin'), tokenKind: 'staff', status: 'ready', loggedOut: false });
  act(() => getGlobalErrorStore().getState().clear());
});

it('reads the remote manifest once someone is signed in', async () => {
  const remotes = jest.requireMock<{ prefetchManifest: jest.Mock }>('../features/remotes');
  renderAt(<App />, { route: '/dashboard' });
  await waitFor(() => expect(remotes.prefetchManifest).toHaveBeenCalledWith('user-amcadmin'));
});

it('on an expired session signs out, says so and goes to /login', async () => {
  renderAt(<App />, { route: '/dashboard' });
  expect(await screen.findByRole('heading', { name: 'Area at /dashboard' })).toBeInTheDocument();
  expire();
  await waitFor(() => expect(currentPath()).toBe('/login'));
  expect(useSession.getState().user).toBeNull();
  expect(await screen.findByText(MESSAGES.sessionTimeout)).toBeInTheDocument();
});

it('ignores an expiry signal when nobody is signed in', async () => {
  useSession.setState({ user: null });
  renderAt(<App />, { route: '/login' });
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expire();
  expect(screen.queryByText(MESSAGES.sessionTimeout)).not.toBeInTheDocument();
});

it('Logout revokes the token, clears the session and goes to /login', async () => {
  renderAt(<App />, { route: '/dashboard' });
  await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(currentPath()).toBe('/login'));
  expect(logout).toHaveBeenCalledTimes(1);
  expect(useSession.getState().user).toBeNull();
});

it('Logout still signs out locally when the server cannot be reached', async () => {
  jest.mocked(logout).mockRejectedValue(new Error('offline'));
  renderAt(<App />, { route: '/dashboard' });
  await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(currentPath()).toBe('/login'));
  expect(useSession.getState().user).toBeNull();
});

it('Logout does not hand the page it left to the next sign-in', async () => {
  renderAt(<App />, { route: '/application-details/app-1' });
  await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(currentPath()).toBe('/login'));
  await waitFor(() => expect(currentState()).toBeNull());
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  // Reaching /login ends the effect of the Logout.
  await waitFor(() => expect(useSession.getState().loggedOut).toBe(false));
});

it('an expired session still remembers the page, for the same user signing in again', async () => {
  renderAt(<App />, { route: '/application-details/app-1' });
  expect(await screen.findByRole('heading', { name: 'Area at /application-details' })).toBeInTheDocument();
  expire();
  await waitFor(() => expect(currentPath()).toBe('/login'));
  await waitFor(() => expect(currentState()).toEqual({ from: '/application-details/app-1' }));
});
