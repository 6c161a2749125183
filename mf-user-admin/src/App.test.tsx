import { screen } from '@testing-library/react';
import { makeUser, renderAt } from '@aif/ui-kit/testing';
import App from './App';
import { listUsers } from './api/users';

jest.mock('./api/users');
jest.mocked(listUsers).mockResolvedValue([]);

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

  it.each([['/admin-support', '/admin-support', 'Admin Support']])(
    'renders the placeholder for %s (at %s)',
    (path, url, title) => {
      renderAt(<App path={path} user={user} />, { route: url, mount: path });
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText('This area is not built yet.')).toBeInTheDocument();
    },
  );
});
