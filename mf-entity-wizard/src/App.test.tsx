import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@aif/contracts';
import App from './App';

const user: SessionUser = {
  id: 'u1',
  name: 'Test User',
  role: 'amcadmin',
  phone: '9000000001',
  countryCode: '+91',
  email: null,
  flags: {},
};

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
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`${path}/*`} element={<App path={path} user={user} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('This area is not built yet.')).toBeInTheDocument();
  });
});
