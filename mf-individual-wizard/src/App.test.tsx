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

describe('mf_individual_wizard/App', () => {
  it.each([
    ['/investment-details', '/investment-details/ABC123', 'Investment Details'],
    ['/application', '/application', 'Individual Application'],
    ['/application-details', '/application-details/ABC123', 'Application Details'],
    ['/application-preview', '/application-preview/ABC123', 'Application Preview'],
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
