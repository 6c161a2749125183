import { screen } from '@testing-library/react';
import type { Role } from '@aif/contracts';
import { makeUser, page, renderAt } from './testing/render';
import { getApplications, getDistributorOptions } from './api/applications';
import { getConsents } from './features/consent-list/api/consents';
import * as dashboard from './features/dashboard/api/dashboard';
import { getStampPapers } from './features/applications/api/get-stamp-papers';
import App from './App';

jest.mock('./api/applications');
jest.mock('./features/dashboard/api/dashboard');
jest.mock('./features/applications/api/get-stamp-papers');
jest.mock('./features/consent-list/api/consents');
jest.mock('./features/dashboard/charts/Chart', () => ({ __esModule: true, default: () => null }));

beforeEach(() => {
  jest.mocked(getApplications).mockResolvedValue(page([]));
  jest.mocked(getConsents).mockResolvedValue({ consents: [], pages: 0, total: 0 });
  jest.mocked(getStampPapers).mockResolvedValue([]);
  for (const fn of Object.values(dashboard)) {
    if (typeof fn === 'function') jest.mocked(fn).mockResolvedValue([] as never);
  }
  jest.mocked(getDistributorOptions).mockResolvedValue([]);
});

describe('mf_lists_dashboard/App', () => {
  it.each([
    ['/dashboard', 'amcadmin', 'Dashboard'],
    ['/applications', 'rm', 'All Applications'],
    ['/applications-list', 'amcapprover', 'Applications'],
    ['/view-consent-email-list', 'amcadmin', 'Investors Email Consent Status'],
  ] as const)('renders %s', async (path, role: Role, title) => {
    renderAt(<App path={path} user={makeUser(role)} />, { route: path, mount: path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('renders Not Found for a path it does not own', () => {
    renderAt(<App path="/elsewhere" user={makeUser('rm')} />, { route: '/elsewhere', mount: '/elsewhere' });
    expect(screen.getByText(/not found/i)).toBeInTheDocument();
  });
});
