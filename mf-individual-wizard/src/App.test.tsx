import type * as ApiClient from '@aif/api-client';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@aif/contracts';
import App from './App';

function notFound() {
  const { ApiError } = jest.requireActual<typeof ApiClient>('@aif/api-client');
  return new ApiError({ status: 404, code: 'HTTP_ERROR', message: 'Application not found' });
}
jest.mock('@aif/application-wizard/api', () => ({
  ...jest.requireActual('@aif/application-wizard/api'),
  getApplicationDetail: jest.fn(() => Promise.reject(notFound())),
}));
jest.mock('./features/investment-details/api/esign', () => ({
  getEsignSummary: jest.fn(() => Promise.reject(notFound())),
}));

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
    ['/investment-details', '/investment-details/ABC123/details'],
    ['/application-details', '/application-details/ABC123'],
    ['/application-preview', '/application-preview/ABC123'],
  ])('mounts its page for %s (at %s)', async (path, url) => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`${path}/*`} element={<App path={path} user={user} />} />
        </Routes>
      </MemoryRouter>,
    );
    // The page asked the server for ABC123 and shows its answer.
    expect(await screen.findByRole('alert')).toHaveTextContent('Application not found');
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

  it('opens the msar upload from /application/upload-signed-documents with the id the lists pass', async () => {
    render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/application/upload-signed-documents', state: { id: 'ABC123', action: 'upload' } },
        ]}
      >
        <Routes>
          <Route path="/application/*" element={<App path="/application" user={user} />} />
          <Route path="/application-details/:id/upload-signed-documents" element={<p>upload page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('upload page')).toBeInTheDocument();
  });
});
