import { screen } from '@testing-library/react';
import { makeUser, renderAt } from '@aif/ui-kit/testing';
import App from './App';

const user = makeUser('amcadmin');

describe('mf_user_admin/App', () => {
  it.each([
    ['/user-management', '/user-management', 'User Management'],
    ['/admin-support', '/admin-support', 'Admin Support'],
  ])('renders the placeholder for %s (at %s)', (path, url, title) => {
    renderAt(<App path={path} user={user} />, { route: url, mount: path });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('This area is not built yet.')).toBeInTheDocument();
  });
});
