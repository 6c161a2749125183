import { screen } from '@testing-library/react';
import { makeUser, renderAt } from '@aif/ui-kit/testing';
import App from './App';

const user = makeUser('amcadmin');

describe('mf_reports/App', () => {
  it.each([['/reports', '/reports', 'Reports']])(
    'renders the placeholder for %s (at %s)',
    (path, url, title) => {
      renderAt(<App path={path} user={user} />, { route: url, mount: path });
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText('This area is not built yet.')).toBeInTheDocument();
    },
  );
});
