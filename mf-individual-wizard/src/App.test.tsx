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

  it('sends /application without an application id to /', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/application']}>
        <Routes>
          <Route path="/application/*" element={<App path="/application" user={user} />} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('home')).toBeInTheDocument();
  });

  it('serves the wizard at /investment-details/edit-application as well', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/investment-details/edit-application/contributor-details']}>
        <Routes>
          <Route path="/investment-details/*" element={<App path="/investment-details" user={user} />} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </MemoryRouter>,
    );
    // Opened without an application id, the wizard (not the placeholder) sends the user to /.
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
});
