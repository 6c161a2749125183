import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REPORT_DETAIL_COLUMNS,
  REPORT_SUMMARY_COLUMN_LABELS,
  type ReportType,
  type SummaryReport,
} from '@aif/contracts';
import {
  getDistributorOptions,
  getFundSetupAccess,
  getFundsWithPlans,
  getReport,
  getRmOptions,
} from '../../../api/reports';
import {
  COMMITMENT,
  DISTRIBUTORS,
  RMS,
  FUNDS,
  SUMMARY,
  currentPath,
  detailRow,
  details,
  makeUser,
  renderAt,
  todayTyped,
} from '../../../testing/render';
import { ReportsRoutes } from '../ReportsRoutes';

jest.mock('../../../api/reports');
const report = jest.mocked(getReport);
const access = jest.mocked(getFundSetupAccess);

const ANSWERS: Record<ReportType, unknown> = {
  onboardingSummary: SUMMARY,
  distributorOnBoardingSummary: SUMMARY,
  distributorCommitmentAmount: COMMITMENT,
  onboardingDetails: details([detailRow()], 3),
  onboardingCompletedDetails: details([
    detailRow({ status: 'completed', completedAt: '2025-07-01T05:00:00.000Z' }),
  ]),
};

beforeEach(() => {
  report.mockReset().mockImplementation(async (type) => ANSWERS[type] as never);
  access.mockReset().mockResolvedValue({ fundSetupAccess: true });
  jest.mocked(getDistributorOptions).mockResolvedValue(DISTRIBUTORS);
  jest.mocked(getRmOptions).mockResolvedValue(RMS);
  jest.mocked(getFundsWithPlans).mockResolvedValue(FUNDS);
});

function renderReports(route = '/reports') {
  return renderAt(<ReportsRoutes path="/reports" user={makeUser('amcadmin')} />, {
    route,
    mount: '/reports',
  });
}
const field = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
const reportType = () => screen.getByRole('combobox', { name: 'Report Type' });
const lastQuery = () => report.mock.calls.at(-1)?.[1];

async function typeDate(name: string, text: string) {
  const user = userEvent.setup();
  const input = field(name) as HTMLInputElement;
  // Typing over the whole text, as a user who selects it and types a new date.
  await user.type(input, text, { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
  await user.tab();
}

it('opens on the onboarding summary from the first of the month to today, asked as IST day bounds', async () => {
  renderReports();
  const today = todayTyped();
  const [, mm, yyyy] = today.split('/');
  expect(field('From Date')).toHaveValue(`01/${mm}/${yyyy}`);
  expect(field('To Date')).toHaveValue(today);
  await screen.findByRole('table', { name: 'Onboarding Summary' });
  const iso = today.split('/').reverse().join('-');
  expect(report).toHaveBeenCalledWith(
    'onboardingSummary',
    {
      from: new Date(`${yyyy}-${mm}-01T00:00:00.000+05:30`).toISOString(),
      to: new Date(`${iso}T23:59:59.999+05:30`).toISOString(),
    },
    expect.any(AbortSignal),
  );
});

it('draws the summary per name and investor type with the nine status columns, Indian grouping, no minor row', async () => {
  const [scheme] = SUMMARY.data;
  const withMinor: SummaryReport = {
    data: [
      {
        name: scheme!.name,
        types: [...scheme!.types, { investorType: 'minor', counts: scheme!.types[0]!.counts }],
      },
    ],
  };
  report.mockImplementation(async () => withMinor as never);
  renderReports();
  const table = await screen.findByRole('table', { name: 'Onboarding Summary' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers).toEqual(['Scheme Name', 'Investor Type', ...Object.values(REPORT_SUMMARY_COLUMN_LABELS)]);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['Demo Growth Fund I', 'Individual (Resident)', '1,234', '2', '3', '4', '5', '6', '7', '8', '1,199'],
    ['Demo Growth Fund I', 'Non Individual', '9', '1', '1', '1', '1', '1', '1', '1', '2'],
  ]);
  expect(screen.queryByText('Data is shown only for completed applications .')).not.toBeInTheDocument();
});

it('keeps two distributors of one name apart, as the server groups them', async () => {
  const [scheme] = SUMMARY.data;
  const twins: SummaryReport = {
    data: [
      { name: 'Wealth Partners', types: scheme!.types },
      { name: 'Wealth Partners', types: [{ ...scheme!.types[0]!, counts: scheme!.types[1]!.counts }] },
    ],
  };
  report.mockImplementation(async () => twins as never);
  // React still draws rows that share a key, but says so: rows keyed by name would mix on the next update.
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderReports('/reports?report=distributorOnBoardingSummary');
  const table = await screen.findByRole('table', { name: 'Distributor Onboarding Summary' });
  const totals = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[2]!.textContent);
  expect(totals).toEqual(['1,234', '9', '9']);
  expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  errors.mockRestore();
});

it('refuses a From Date after the To Date, with both messages at the fields, and asks for nothing', async () => {
  renderReports('/reports?from=2025-06-01&to=2025-06-30');
  await screen.findByRole('table');
  const calls = report.mock.calls.length;
  await typeDate('From Date', '15/07/2025');
  expect(await screen.findByText('From Date should be less than To Date')).toBeInTheDocument();
  expect(screen.getByText('To Date should be greater than From Date')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download Report' })).toBeDisabled();
  expect(report).toHaveBeenCalledTimes(calls);
  // Moving the To Date past it makes the range good again.
  await typeDate('To Date', '31/07/2025');
  await screen.findByRole('table');
  expect(screen.queryByText('From Date should be less than To Date')).not.toBeInTheDocument();
  expect(lastQuery()).toMatchObject({ from: '2025-07-14T18:30:00.000Z', to: '2025-07-31T18:29:59.999Z' });
});

it('refuses days after today, typed or in a link', async () => {
  renderReports('/reports?from=2025-06-01&to=2999-01-01');
  expect(await screen.findByText('To Date cannot be after today')).toBeInTheDocument();
  expect(report).not.toHaveBeenCalled();
  await typeDate('To Date', '30/06/2025');
  await screen.findByRole('table');
  await typeDate('From Date', '01/01/2999');
  expect(await screen.findByText('From Date cannot be after today')).toBeInTheDocument();
  expect(report).toHaveBeenCalledTimes(1);
});

it('offers the completed report only with fund-setup access', async () => {
  access.mockResolvedValue({ fundSetupAccess: false });
  renderReports();
  await screen.findByRole('table');
  const names = within(reportType())
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(names).toEqual([
    'Onboarding Summary',
    'Onboarding Details',
    'Distributor Onboarding Summary',
    'Distributor Commitment Amount',
  ]);
});

it('refuses a link to the completed report without access, and asks the server nothing', async () => {
  access.mockResolvedValue({ fundSetupAccess: false });
  renderReports('/reports?report=onboardingCompletedDetails');
  expect(await screen.findByText('You do not have access to this report')).toBeInTheDocument();
  expect(report).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Download Report' })).toBeDisabled();
});

it('switches between the reports, each with its table and, for completed-only reports, the note', async () => {
  const user = userEvent.setup();
  renderReports();
  await screen.findByRole('table', { name: 'Onboarding Summary' });
  expect(
    within(reportType()).getByRole('option', { name: 'Onboarding Completed Details' }),
  ).toBeInTheDocument();

  await user.selectOptions(reportType(), 'Distributor Onboarding Summary');
  const distributors = await screen.findByRole('table', { name: 'Distributor Onboarding Summary' });
  expect(within(distributors).getAllByRole('columnheader')[0]).toHaveTextContent('Distributor Name');

  await user.selectOptions(reportType(), 'Distributor Commitment Amount');
  const commitment = await screen.findByRole('table', { name: 'Distributor Commitment Amount' });
  expect(
    within(commitment)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Distributor Name', 'Investor Type', 'Completed', 'Commitment Amount', 'Contribution Amount']);
  expect(
    within(commitment)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Direct', 'Individual (Resident)', '3', '₹ 1,23,45,678.00', '₹ 30,00,000.50']);
  expect(screen.getByText('Data is shown only for completed applications .')).toBeInTheDocument();

  await user.selectOptions(reportType(), 'Onboarding Details');
  const detailTable = await screen.findByRole('table', { name: 'Onboarding Details' });
  expect(
    within(detailTable)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(REPORT_DETAIL_COLUMNS.map((c) => c.label));
  expect(
    within(detailTable)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    'Neha Kapoor',
    'AIF0000001',
    'Single',
    'Demo Growth Fund I',
    '11/06/2025',
    '₹ 1,50,00,000.00',
    'BCDPK2345D',
    'Deepak Sharma',
    'ESIGN-42',
    'Sent to 1st applicant',
  ]);
  expect(screen.queryByText('Data is shown only for completed applications .')).not.toBeInTheDocument();
  expect(lastQuery()).toMatchObject({ page: '1', limit: '10' });
  expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();

  await user.selectOptions(reportType(), 'Onboarding Completed Details');
  const completed = await screen.findByRole('table', { name: 'Onboarding Completed Details' });
  const headers = within(completed)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers.slice(4, 6)).toEqual(['Date of Onboarding', 'Completion Date']);
  expect(within(completed).getByText('01/07/2025')).toBeInTheDocument();
  expect(within(completed).getByText('Completed')).toBeInTheDocument();
  expect(screen.getByText('Data is shown only for completed applications .')).toBeInTheDocument();
  expect(lastQuery()).toMatchObject({ sort: 'applicationNumber', order: 'DESC', page: '1', limit: '10' });
  expect(currentPath()).toContain('report=onboardingCompletedDetails');
});

it('shows "Loading..." until the report comes and "No data found" for an empty one', async () => {
  let answer: (value: unknown) => void = () => undefined;
  report.mockImplementation(() => new Promise((resolve) => (answer = resolve as never)));
  renderReports();
  expect(await screen.findByText('Loading...')).toBeInTheDocument();
  answer({ data: [] });
  expect(await screen.findByText('No data found')).toBeInTheDocument();
});

it('shows the server refusal in place of the table', async () => {
  report.mockRejectedValue(Object.assign(new Error('Invalid Distributor'), { isAxiosError: false }));
  renderReports();
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download Report' })).toBeEnabled();
});
