import { screen } from '@testing-library/react';
import { useSession } from '../../../stores/session';
import { renderAt } from '../../../testing/render';
import { makeUser } from '../../../testing/users';
import { ProfilePage } from './ProfilePage';

it("shows the signed-in user's own details, read-only", () => {
  useSession.setState({
    user: makeUser('distributor', {
      name: 'Ravi Kumar',
      phone: '9000000003',
      email: 'ravi@example.com',
      flags: { fundSetupAccess: true, adminSupport: false },
    }),
    status: 'ready',
  });
  renderAt(<ProfilePage />, { route: '/profile' });
  expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
  expect(screen.getByText('Distributor')).toBeInTheDocument();
  expect(screen.getByText('+91 9000000003')).toBeInTheDocument();
  expect(screen.getByText('ravi@example.com')).toBeInTheDocument();
  expect(screen.getByText('Fund Setup')).toBeInTheDocument();
  expect(screen.queryByText('Admin Support')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('says when there is no e-mail and no extra access', () => {
  useSession.setState({ user: makeUser('rm', { email: null, flags: {} }), status: 'ready' });
  renderAt(<ProfilePage />, { route: '/profile' });
  expect(screen.getByText('Not provided')).toBeInTheDocument();
  expect(screen.getByText('No additional access')).toBeInTheDocument();
});
