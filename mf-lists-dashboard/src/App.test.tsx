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

describe('mf_lists_dashboard/App', () => {
  it.each([
    ['/dashboard', '/dashboard', 'Dashboard'],
    ['/applications', '/applications', 'All Applications'],
    ['/applications-list', '/applications-list', 'Applications'],
    ['/view-consent-email-list', '/view-consent-email-list', 'Investors Email Consent Status'],
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
