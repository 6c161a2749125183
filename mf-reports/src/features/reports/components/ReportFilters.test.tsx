import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@aif/contracts';
import {
  downloadReport,
  getDistributorOptions,
  getFundSetupAccess,
  getFundsWithPlans,
  getReport,
  getRmOptions,
} from '../../../api/reports';
import {
  DISTRIBUTORS,
  RMS,
  FUNDS,
  SUMMARY,
  currentPath,
  detailRow,
  details,
  ids,
  makeUser,
  renderAt,
} from '../../../testing/render';
import { ReportsRoutes } from '../ReportsRoutes';

jest.mock('../../../api/reports');
const report = jest.mocked(getReport);
const download = jest.mocked(downloadReport);

beforeEach(() => {
  report
    .mockReset()
    .mockImplementation(
      async (type) => (type === 'onboardingDetails' ? details([detailRow()], 3) : SUMMARY) as never,
    );
  download.mockReset().mockResolvedValue();
  jest.mocked(getFundSetupAccess).mockResolvedValue({ fundSetupAccess: true });
  jest.mocked(getDistributorOptions).mockResolvedValue(DISTRIBUTORS);
  jest.mocked(getRmOptions).mockResolvedValue(RMS);
  jest.mocked(getFundsWithPlans).mockResolvedValue(FUNDS);
});

const JUNE = 'from=2025-06-01&to=2025-06-30';
const JUNE_QUERY = { from: '2025-05-31T18:30:00.000Z', to: '2025-06-30T18:29:59.999Z' };

function renderReports(route: string) {
  return renderAt(<ReportsRoutes path="/reports" user={makeUser('amcadmin')} />, {
    route,
    mount: '/reports',
  });
}
const lastQuery = () => report.mock.calls.at(-1)?.[1];

// Fluent keeps the drawer aria-hidden while it opens: queries inside it pass `hidden: true`.
async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  return screen.findByRole('dialog', { hidden: true });
}

it('applies the drawer: status checkboxes, a searched distributor, the investor type and a plan; the badge counts them', async () => {
  const user = userEvent.setup();
  renderReports(`/reports?${JUNE}`);
  await screen.findByRole('table');
  expect(screen.queryByTestId('filter-badge')).not.toBeInTheDocument();
  const drawer = await openDrawer(user);
  const status = within(drawer).getByRole('group', { name: 'Status', hidden: true });
  expect(
    within(status)
      .getAllByRole('checkbox', { hidden: true })
      .map((c) => c.closest('.fui-Checkbox')?.textContent),
  ).toEqual([
    'In Progress',
    'Draft',
    'Pending with Investor',
    'Pending with IM',
    'Pending with Trustee',
    'Invitation Expired',
    'Rejected',
    'Completed',
  ]);
  // Every RM, a switched-off one marked (its applications remain in the reports).
  const rms = within(drawer).getByRole('radiogroup', { name: 'RM', hidden: true });
  expect(
    within(rms).getByRole('radio', { name: 'Meera Pillai (inactive)', hidden: true }),
  ).toBeInTheDocument();
  await user.click(within(rms).getByRole('radio', { name: 'Rohan Iyer', hidden: true }));
  await user.click(within(status).getByRole('checkbox', { name: 'Draft', hidden: true }));
  await user.click(within(status).getByRole('checkbox', { name: 'Rejected', hidden: true }));
  await user.type(
    within(drawer).getByRole('searchbox', { name: 'Search Distributor Name', hidden: true }),
    'deep',
  );
  const distributors = within(drawer).getByRole('radiogroup', { name: 'Distributor Name', hidden: true });
  expect(
    within(distributors).queryByRole('radio', { name: 'Wealth Partners Ltd', hidden: true }),
  ).not.toBeInTheDocument();
  await user.click(
    within(distributors).getByRole('radio', { name: 'Deepak Sharma (ARN-100001)', hidden: true }),
  );
  const investorType = within(drawer).getByRole('radiogroup', { name: 'Investor Type', hidden: true });
  expect(within(investorType).getByRole('radio', { name: 'All', hidden: true })).toBeChecked();
  await user.click(within(investorType).getByRole('radio', { name: 'NRI', hidden: true }));
  await user.click(
    within(drawer).getByRole('radio', { name: 'Demo Growth Fund I - Series A', hidden: true }),
  );
  await user.click(within(drawer).getByRole('button', { name: 'Apply Filters', hidden: true }));

  expect(await screen.findByRole('button', { name: 'Filters, 5 applied' })).toBeInTheDocument();
  expect(screen.getByTestId('filter-badge')).toHaveTextContent('5');
  await waitFor(() =>
    expect(lastQuery()).toEqual({
      ...JUNE_QUERY,
      status: 'draft,rejected',
      rmId: RMS.rms[1]!.id,
      distributorId: ids.distributor,
      investorType: 'nri',
      planId: ids.plan,
    }),
  );
  expect(currentPath()).toBe(
    `/reports?${JUNE}&status=draft%2Crejected&rmId=${RMS.rms[1]!.id}&distributorId=${ids.distributor}&investorType=nri&planId=${ids.plan}`,
  );

  const again = await openDrawer(user);
  await user.click(within(again).getByRole('button', { name: 'Clear Filters', hidden: true }));
  await waitFor(() => expect(lastQuery()).toEqual(JUNE_QUERY));
  expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  expect(currentPath()).toBe(`/reports?${JUNE}`);
});

it('reads the report, range, filters and page back from a link, and keeps them across a report switch', async () => {
  const user = userEvent.setup();
  renderReports(
    `/reports?report=onboardingDetails&${JUNE}&status=completed,rejected,bogus&schemeId=${ids.scheme}&investorType=all&page=2`,
  );
  await screen.findByRole('table', { name: 'Onboarding Details' });
  expect(screen.getByRole('combobox', { name: 'Report Type' })).toHaveValue('onboardingDetails');
  expect(screen.getByRole('combobox', { name: /^From Date/ })).toHaveValue('01/06/2025');
  expect(screen.getByRole('combobox', { name: /^To Date/ })).toHaveValue('30/06/2025');
  // Unknown values in a link are dropped: 'bogus' status, the 'all' investor type.
  expect(screen.getByRole('button', { name: 'Filters, 2 applied' })).toBeInTheDocument();
  expect(lastQuery()).toEqual({
    ...JUNE_QUERY,
    status: 'completed,rejected',
    schemeId: ids.scheme,
    page: '2',
    limit: '10',
  });

  await user.click(screen.getByRole('button', { name: /next/i }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ page: '3' }));
  expect(currentPath()).toContain('page=3');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Report Type' }), 'Onboarding Summary');
  await screen.findByRole('table', { name: 'Onboarding Summary' });
  expect(currentPath()).not.toContain('page=');
  expect(lastQuery()).toEqual({ ...JUNE_QUERY, status: 'completed,rejected', schemeId: ids.scheme });
});

it('writes the default range into the link on the first change, so it keeps its days later', async () => {
  const user = userEvent.setup();
  renderReports('/reports');
  await screen.findByRole('table');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Report Type' }),
    'Distributor Onboarding Summary',
  );
  expect(currentPath()).toMatch(
    /^\/reports\?report=distributorOnBoardingSummary&from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/,
  );
});

it('downloads the report shown, for the same range and filters, without the page', async () => {
  const user = userEvent.setup();
  renderReports(`/reports?report=distributorOnBoardingSummary&${JUNE}&investorType=individual`);
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Download Report' }));
  expect(download).toHaveBeenCalledWith('distributorOnBoardingSummary', {
    ...JUNE_QUERY,
    investorType: 'individual',
  });
});

it('exports the details as current or all fields from the Export menu', async () => {
  const user = userEvent.setup();
  renderReports(`/reports?report=onboardingDetails&${JUNE}&status=draft&page=2`);
  await screen.findByRole('table');
  expect(screen.queryByRole('button', { name: 'Download Report' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Download Current Fields' }));
  expect(download).toHaveBeenLastCalledWith('currentFields', { ...JUNE_QUERY, status: 'draft' });
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Download All Fields' }));
  expect(download).toHaveBeenLastCalledWith('allFields', { ...JUNE_QUERY, status: 'draft' });
});

it('says so in a toast when a download fails', async () => {
  const user = userEvent.setup();
  download.mockRejectedValue(new Error('boom'));
  renderReports(`/reports?${JUNE}`);
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Download Report' }));
  expect(await screen.findByText(MESSAGES.genericError)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download Report' })).toBeEnabled();
});
