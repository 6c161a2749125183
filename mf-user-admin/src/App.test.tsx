import { screen, waitFor } from '@testing-library/react';
import { currentPath, makeUser, renderAt } from '@aif/ui-kit/testing';
import type { Role } from '@aif/contracts';
import App from './App';
import { listUsers } from './api/users';

jest.mock('./api/users');
jest.mocked(listUsers).mockResolvedValue([]);

// Each page's calls answer nothing useful here: the pages have their own tests.
jest.mock('./api/admin-support');
jest.mock('./api/amc-admins');
jest.mock('./api/audit');

const user = makeUser('amcadmin');

describe('mf_user_admin/App', () => {
  it('opens /user-management on its first tab', async () => {
    renderAt(<App path="/user-management" user={user} />, {
      route: '/user-management',
      mount: '/user-management',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Relationship Managers' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/admin-support', 'amcadmin', 'Admin Support'],
    ['/amc-admins', 'superadmin', 'AMC Admins'],
    ['/amc-admins', 'distributor', 'AMC Admins'],
    ['/audit-trail', 'amcadmin', 'Audit Trail'],
  ] as [string, Role, string][])(
    'renders the page of %s for %s, a path beneath it going back to it',
    async (path, role, title) => {
      renderAt(<App path={path} user={makeUser(role)} />, { route: `${path}/unknown`, mount: path });
      expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
      await waitFor(() => expect(currentPath()).toBe(path));
    },
  );
});
