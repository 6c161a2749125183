import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_STATUSES, type Role } from '@aif/contracts';
import { getApplications } from '../../../api/applications';
import {
  currentPath,
  expectCellsLabelledByHeaders,
  listRow,
  makeUser,
  page,
  renderAt,
} from '../../../testing/render';
import {
  getDistributorWiseCommitment,
  getMonthwiseCommitment,
  getMonthwiseOnboardingSummary,
  getOnboardingSummary,
} from '../api/dashboard';
import { DashboardRoutes } from '../DashboardRoutes';

jest.mock('../../../api/applications');
jest.mock('../api/dashboard');
// Highcharts draws SVG that jsdom cannot measure: the chart stands in with its options.
jest.mock('../charts/Chart', () => ({
  __esModule: true,
  default: ({
    label,
    options,
  }: {
    label: string;
    options: { series: { name: string; data: unknown[] }[] };
  }) => (
    <div role="figure" aria-label={label}>
      {options.series.map((s) => `${s.name}:${JSON.stringify(s.data)}`).join('|')}
    </div>
  ),
}));

const recent = jest.mocked(getApplications);
const summary = jest.mocked(getOnboardingSummary);

function renderDashboard(role: Role) {
  return renderAt(<DashboardRoutes path="/dashboard" user={makeUser(role)} />, {
    route: '/dashboard',
    mount: '/dashboard',
  });
}

beforeEach(() => {
  recent.mockReset().mockResolvedValue(page([listRow()]));
  summary.mockReset().mockResolvedValue(
    APPLICATION_STATUSES.map((status) => ({
      status,
      count:
        status === 'draft'
          ? 2
          : status === 'signed' || status === 'completed'
            ? 1
            : status === 'sent_to_amc_approver'
              ? 3
              : 0,
    })),
  );
  jest.mocked(getMonthwiseOnboardingSummary).mockResolvedValue(
    [3, 4, 5, 6].map((month) => ({
      year: 2025,
      month,
      data: { individual: month, nonIndividual: 1, poa: 0, nri: 0, minor: 0 },
    })),
  );
  jest.mocked(getDistributorWiseCommitment).mockResolvedValue([
    {
      distributorId: 'd1',
      name: 'Horizon Wealth Partners',
      arnCode: 'ARN-2',
      commitmentAmount: 250_000_000,
      completed: 3,
    },
    {
      distributorId: 'd2',
      name: 'Deepak Sharma',
      arnCode: 'ARN-1',
      commitmentAmount: 1_500_000,
      completed: 1,
    },
  ]);
  jest.mocked(getMonthwiseCommitment).mockResolvedValue(
    [3, 4, 5, 6].map((month) => ({
      year: 2025,
      month,
      completed: 1,
      commitmentAmount: month * 1e6,
      contributionAmount: 0,
    })),
  );
});

it('shows amcadmin the tiles with its extra one, the since-inception donut and the four widgets', async () => {
  renderDashboard('amcadmin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  const tiles = screen.getByRole('region', { name: 'Summary' });
  expect(within(tiles).getByText('Test amcadmin')).toBeInTheDocument();
  expect(await within(tiles).findByText('Pending with AIF Approver')).toBeInTheDocument();
  expect(within(tiles).getByText('7')).toBeInTheDocument();
  const donut = await screen.findByRole('figure', { name: 'Number of Applications (since inception)' });
  expect(donut).toHaveTextContent('Draft');
  expect(donut).toHaveTextContent('"name":"Completed","y":2');
  expect(await screen.findByRole('figure', { name: 'Month on Month Applications' })).toHaveTextContent(
    'Individual:[3,4,5,6]',
  );
  expect(await screen.findByRole('figure', { name: 'Commitment vs Contribution' })).toBeInTheDocument();
  const top = screen.getByRole('table', { name: 'Top 5 Distributors' });
  expect(within(top).getByText('₹ 25.00 Cr')).toBeInTheDocument();
  expect(within(top).getByText('₹ 15.00 L')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Applicant' })).not.toBeInTheDocument();
});

it('titles the donut for RM/SRM and lets preparers add an applicant', async () => {
  const user = userEvent.setup();
  renderDashboard('rm');
  expect(
    await screen.findByRole('figure', { name: 'Number of Applications (onboarded by RM/SRM)' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Pending with AIF Approver')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add Applicant' }));
  expect(currentPath()).toBe('/onboarding/enter-pan-number');
});

it('lists the 4 most recent applications and goes to the list with View More', async () => {
  const user = userEvent.setup();
  renderDashboard('distributor');
  const table = await screen.findByRole('table', { name: 'Recent Applications' });
  expect(within(table).getByText('AIF0000001')).toBeInTheDocument();
  expectCellsLabelledByHeaders(table);
  expect(recent).toHaveBeenCalledWith({ page: 1, limit: 4 }, expect.anything());
  await user.click(screen.getByRole('button', { name: 'View More' }));
  await waitFor(() => expect(currentPath()).toBe('/applications'));
});

it("links each recent application's status to the details page of its type", async () => {
  const user = userEvent.setup();
  recent.mockResolvedValue(
    page([
      listRow({ id: 'i-1', applicationNumber: 'AIF0000001', status: 'draft' }),
      listRow({ id: 'e 2', applicationNumber: 'AIF0000002', applicationType: 'non_individual' }),
    ]),
  );
  renderDashboard('amcadmin');
  const table = await screen.findByRole('table', { name: 'Recent Applications' });
  const [draft, entity] = within(table).getAllByRole('link');
  expect(draft).toHaveAttribute('href', '/application-details/i-1');
  expect(entity).toHaveAttribute('href', '/non-individual-application-details/e%202');
  await user.click(entity!);
  expect(currentPath()).toBe('/non-individual-application-details/e%202');
});

it('shows "No data found" in empty widgets', async () => {
  recent.mockResolvedValue(page([]));
  jest.mocked(getDistributorWiseCommitment).mockResolvedValue([]);
  renderDashboard('subdistributor');
  expect(await screen.findAllByText('No data found')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Add Applicant' })).toBeInTheDocument();
});
