import { screen } from '@testing-library/react';
import { makeUser, renderAt } from '@aif/ui-kit/testing';
import App from './App';

const user = makeUser('amcadmin');

describe('mf_entity_wizard/App', () => {
  it.each([
    ['/non-individual-application', '/non-individual-application', 'Non-Individual Application'],
    [
      '/non-individual-application-details',
      '/non-individual-application-details/ABC123',
      'Non-Individual Application Details',
    ],
    [
      '/non-individual-application-preview',
      '/non-individual-application-preview/ABC123',
      'Non-Individual Application Preview',
    ],
    [
      '/non-individual-application-edit',
      '/non-individual-application-edit',
      'Edit Non-Individual Application',
    ],
  ])('renders the placeholder for %s (at %s)', (path, url, title) => {
    renderAt(<App path={path} user={user} />, { route: url, mount: path });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('This area is not built yet.')).toBeInTheDocument();
  });
});
