import { screen, waitFor } from '@testing-library/react';
import { ROLES, ROUTE_TABLE, type Role } from '@aif/contracts';
import { useSession } from '../stores/session';
import { currentPath, currentState, renderAt } from '../testing/render';
import { makeUser } from '../testing/users';
import { AppRoutes } from './AppRoutes';

// Remotes are replaced by a marker naming the owner and mount path; everything else is real.
jest.mock('../features/remotes', () => {
  const { createElement } = jest.requireActual('react');
  return {
    RemoteMount: ({ remote, path }: { remote: string; path: string }) =>
      createElement('h1', null, `Area ${remote} at ${path}`),
  };
});

const PREPARERS: Role[] = ['amcadmin', 'rm', 'distributor', 'subdistributor'];

/** doc 3, 2.1 restated: the roles each route accepts ('public' needs no session). */
const SPEC: Record<string, readonly Role[] | 'public'> = {
  '/dashboard': PREPARERS,
  '/applications': PREPARERS,
  '/onboarding': [...PREPARERS, 'amcapprover'],
  '/application': PREPARERS,
  '/non-individual-application': PREPARERS,
  '/profile': PREPARERS,
  // The investment manager and the trustee read before they sign (0-product-decisions §12).
  '/application-details': [...PREPARERS, 'poaapprover', 'amcapprover', 'fundmanager', 'trustee'],
  '/application-preview': PREPARERS,
  '/non-individual-application-details': [...PREPARERS, 'amcapprover', 'fundmanager', 'trustee'],
  '/non-individual-application-preview': PREPARERS,
  '/non-individual-application-edit': ['amcapprover'],
  '/funds-setup': ['amcadmin'],
  '/risk-profile': ['amcadmin'],
  '/amc-admins': ['superadmin', 'distributor'],
  '/reports': ['amcadmin'],
  '/applications-list': ['trustee', 'fundmanager', 'poaapprover', 'amcapprover'],
  '/user-management': ['amcadmin'],
  '/view-consent-email-list': [...PREPARERS, 'amcapprover'],
  '/admin-support': ['amcadmin'],
  '/audit-trail': ['amcadmin'],
  '/investment-details': 'public',
  '/investor-consent': 'public',
  '/investor-consent-approved': 'public',
  '/investor-consent-reject': 'public',
};

/** Where `/` sends each role (doc 3, 2.1; superadmin's only page is /amc-admins). */
const HOME: Record<Role, string> = {
  amcadmin: '/dashboard',
  rm: '/applications',
  distributor: '/applications',
  subdistributor: '/applications',
  trustee: '/applications-list',
  fundmanager: '/applications-list',
  poaapprover: '/applications-list',
  amcapprover: '/applications-list',
  superadmin: '/amc-admins',
  investor: '/investment-details/REF-1/application-details',
};

const SHELL_HEADINGS: Record<string, string> = {
  '/profile': 'Profile',
  '/risk-profile': 'Risk Profile',
};

const NOT_AUTHORIZED = 'You are not authorized to view this page';
const NOT_FOUND = 'Page you are requesting is not found.....';

function signInAs(role: Role | null) {
  useSession.setState({ user: role ? makeUser(role) : null, tokenKind: null, status: 'ready' });
}

/** What a signed-in route shows when it is allowed: the shell's own page or the owning remote. */
async function expectPage(path: string) {
  const owner = ROUTE_TABLE.find((r) => r.path === path)!.owner;
  const name = owner === 'shell' ? SHELL_HEADINGS[path]! : `Area ${owner} at ${path}`;
  expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
}

afterEach(() => useSession.setState({ user: null, tokenKind: null, status: 'ready' }));

it('covers every route of ROUTE_TABLE except the sign-in pages', () => {
  const routes = ROUTE_TABLE.map((r) => r.path).filter((p) => p !== '/login' && p !== '/verify-otp');
  expect(Object.keys(SPEC).sort()).toEqual([...routes].sort());
});

describe.each([...ROLES, null] as const)('as %s', (role) => {
  it.each(Object.keys(SPEC))('%s', async (path) => {
    signInAs(role);
    const url = `${path}/sample`;
    renderAt(<AppRoutes onLogout={jest.fn()} />, { route: url });
    const rule = SPEC[path]!;

    if (rule === 'public') {
      await expectPage(path);
      // One main landmark, the shell's, with or without the layout (the remote brings none of its own).
      expect(screen.getAllByRole('main')).toHaveLength(1);
      // Inside the layout (header with Logout) only for a signed-in user.
      if (role) expect(await screen.findByRole('button', { name: /logout/i })).toBeInTheDocument();
      else expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      return;
    }
    if (!role) {
      // Anonymous: to /login, remembering where they were going.
      await waitFor(() => expect(currentPath()).toBe('/login'));
      expect(currentState()).toEqual({ from: url });
      expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
      return;
    }
    if (rule.includes(role)) {
      await expectPage(path);
      expect(screen.getAllByRole('main')).toHaveLength(1);
    } else {
      expect(await screen.findByRole('heading', { name: NOT_AUTHORIZED })).toBeInTheDocument();
      // The refusal is shown inside the layout, and nothing of the area is loaded.
      expect(screen.getByRole('button', { name: /logout/i })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /^Area / })).not.toBeInTheDocument();
    }
    expect(currentPath()).toBe(url);
  });
});

describe('redirects', () => {
  it.each(ROLES)('/ sends %s home', async (role) => {
    signInAs(role);
    renderAt(<AppRoutes onLogout={jest.fn()} />, { route: '/' });
    await waitFor(() => expect(currentPath()).toBe(HOME[role]));
  });

  it('/ sends an anonymous visitor to /login', async () => {
    signInAs(null);
    renderAt(<AppRoutes onLogout={jest.fn()} />, { route: '/' });
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('an investor without an application reference goes to /investment-details', async () => {
    useSession.setState({ user: makeUser('investor', { referenceIds: [] }), status: 'ready' });
    renderAt(<AppRoutes onLogout={jest.fn()} />, { route: '/' });
    await waitFor(() => expect(currentPath()).toBe('/investment-details'));
  });

  describe.each(['/login', '/verify-otp'])('%s', (page) => {
    it.each(ROLES)('sends a signed-in %s home', async (role) => {
      signInAs(role);
      renderAt(<AppRoutes onLogout={jest.fn()} />, { route: page });
      await waitFor(() => expect(currentPath()).toBe(HOME[role]));
    });

    it('sends a signed-in user to the page they asked for when their role may open it', async () => {
      signInAs('amcadmin');
      renderAt(<AppRoutes onLogout={jest.fn()} />, { route: page, state: { from: '/reports/monthly?x=1' } });
      await waitFor(() => expect(currentPath()).toBe('/reports/monthly?x=1'));
    });

    it('ignores a remembered page the role may not open', async () => {
      signInAs('rm');
      renderAt(<AppRoutes onLogout={jest.fn()} />, { route: page, state: { from: '/reports' } });
      await waitFor(() => expect(currentPath()).toBe('/applications'));
    });
  });

  it('shows the sign-in page to an anonymous visitor', async () => {
    signInAs(null);
    renderAt(<AppRoutes onLogout={jest.fn()} />, { route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    // The sign-in card is the page's main content.
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Login' }));
  });

  it.each(ROLES)('an unknown path shows the not-found page inside the layout for %s', async (role) => {
    signInAs(role);
    renderAt(<AppRoutes onLogout={jest.fn()} />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /logout/i })).toBeInTheDocument();
  });

  it('an unknown path sends an anonymous visitor to /login', async () => {
    signInAs(null);
    renderAt(<AppRoutes onLogout={jest.fn()} />, { route: '/no-such-page' });
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('waits for a stored session to be checked before deciding', async () => {
    useSession.setState({ user: null, status: 'checking' });
    renderAt(<AppRoutes onLogout={jest.fn()} />, { route: '/dashboard' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });
});
