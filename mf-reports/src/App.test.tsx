import { screen } from '@testing-library/react';
import { makeUser, renderAt } from '@aif/ui-kit/testing';
import { getDistributorOptions, getFundSetupAccess, getFundsWithPlans, getReport } from './api/reports';
import { DISTRIBUTORS, FUNDS, SUMMARY } from './testing/render';
import App from './App';

jest.mock('./api/reports');

const user = makeUser('amcadmin');

describe('mf_reports/App', () => {
  beforeEach(() => {
    jest.mocked(getReport).mockResolvedValue(SUMMARY as never);
    jest.mocked(getFundSetupAccess).mockResolvedValue({ fundSetupAccess: false });
    jest.mocked(getDistributorOptions).mockResolvedValue(DISTRIBUTORS);
    jest.mocked(getFundsWithPlans).mockResolvedValue(FUNDS);
  });

  it('shows the reports screen at /reports', async () => {
    renderAt(<App path="/reports" user={user} />, { route: '/reports', mount: '/reports' });
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Onboarding Summary' })).toBeInTheDocument();
    expect(screen.queryByText('This area is not built yet.')).not.toBeInTheDocument();
  });
});
