import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import { MESSAGES, type Role } from '@aif/contracts';
import {
  deleteApplication,
  getApplications,
  getDistributorOptions,
  getLinkTargets,
} from '../../../api/applications';
import {
  currentPath,
  currentState,
  expectCellsLabelledByHeaders,
  listRow,
  makeUser,
  page,
  renderAt,
} from '../../../testing/render';
import { getStampPapers } from '../api/get-stamp-papers';
import { ApplicationsRoutes } from '../ApplicationsRoutes';

jest.mock('../../../api/applications');
jest.mock('../api/get-stamp-papers');
jest.mock('../api/modify-investment');
const list = jest.mocked(getApplications);
const remove = jest.mocked(deleteApplication);
const distributors = jest.mocked(getDistributorOptions);
const stamps = jest.mocked(getStampPapers);
jest.mocked(getLinkTargets).mockResolvedValue({ hasPOA: false, targets: [] });

function renderList(role: Role, route = '/applications') {
  return renderAt(<ApplicationsRoutes path="/applications" user={makeUser(role)} />, {
    route,
    mount: '/applications',
  });
}

const lastQuery = () => list.mock.calls.at(-1)![0];
const table = () => screen.findByRole('table', { name: 'Applications' });

beforeEach(() => {
  list.mockReset().mockResolvedValue(page([listRow()]));
  remove.mockReset();
  distributors
    .mockReset()
    .mockResolvedValue([{ id: 'd-1', name: 'Deepak Sharma', arnCode: 'ARN-1', isActive: true }]);
  stamps
    .mockReset()
    .mockResolvedValue([
      { planId: 'p-1', series: 'Demo Growth Fund I - Series A', denomination: 100, unused: 165 },
    ]);
});

it('shows the columns, "Single" by default and N/A for missing values', async () => {
  list.mockResolvedValue(
    page([
      listRow({
        investorName: null,
        investorPan: null,
        distributor: null,
        filledBy: null,
        modeOfHolding: '',
      }),
    ]),
  );
  renderList('rm');
  const grid = await table();
  for (const name of [
    'Application Number',
    'Investor Name',
    'Mode of Holding',
    'Investor PAN',
    'Distributor Name',
    'Filled By',
    'Status',
  ]) {
    expect(within(grid).getByRole('columnheader', { name })).toBeInTheDocument();
  }
  const row = within(grid).getAllByRole('row')[1]!;
  expect(within(row).getByText('Single')).toBeInTheDocument();
  expect(within(row).getAllByText('N/A')).toHaveLength(4);
  expectCellsLabelledByHeaders(grid);
  expect(lastQuery()).toMatchObject({ page: 1, limit: 10, search: '' });
});

it('names the distributor by ARN code when it has no name', async () => {
  list.mockResolvedValue(page([listRow({ distributor: { id: 'd', name: '', arnCode: 'ARN-9' } })]));
  renderList('amcadmin');
  expect(await screen.findByText('ARN-9')).toBeInTheDocument();
});

// Doc 3 §2.5: the status opens the details page of the application's type, whatever the role or status
// (a draft included; Edit is the way into the wizard).
it.each<Role>(['rm', 'distributor', 'subdistributor', 'amcadmin'])(
  "links every status to the application's details page for %s, drafts included",
  async (role) => {
    const user = userEvent.setup();
    list.mockResolvedValue(
      page([
        listRow({ id: 'i-1', statusLabel: 'Sent to AIF approver' }),
        listRow({
          id: 'e-1',
          applicationType: 'non_individual',
          status: 'completed',
          statusLabel: 'Completed',
        }),
        listRow({ id: 'd-1', status: 'draft', statusLabel: 'Draft', applicant1ReferenceId: 'ref-d' }),
        listRow({
          id: 'd-2',
          applicationType: 'non_individual',
          status: 'draft',
          statusLabel: 'Draft (entity)',
        }),
      ]),
    );
    renderList(role);
    expect(await screen.findByRole('link', { name: 'Sent to AIF approver' })).toHaveAttribute(
      'href',
      '/application-details/i-1',
    );
    expect(screen.getByRole('link', { name: 'Completed' })).toHaveAttribute(
      'href',
      '/non-individual-application-details/e-1',
    );
    expect(screen.getByRole('link', { name: 'Draft (entity)' })).toHaveAttribute(
      'href',
      '/non-individual-application-details/d-2',
    );
    await user.click(screen.getByRole('link', { name: 'Draft' }));
    expect(currentPath()).toBe('/application-details/d-1');
  },
);

it('gives rm, distributor and subdistributor a Delete action, disabled unless deletable', async () => {
  list.mockResolvedValue(
    page([
      listRow({ id: 'a', deletable: false }),
      listRow({ id: 'b', applicationNumber: 'AIF0000002', status: 'draft', deletable: true }),
    ]),
  );
  renderList('distributor');
  await table();
  const [locked, open] = screen.getAllByRole('button', { name: 'Delete' });
  expect(locked).toHaveAttribute('aria-disabled', 'true');
  expect(locked).toHaveAccessibleDescription(MESSAGES.cannotDelete);
  expect(open).not.toHaveAttribute('aria-disabled', 'true');
});

it.each(['amcadmin'] as const)('gives %s no Delete action', async (role) => {
  renderList(role);
  await table();
  expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
});

it('deletes after confirmation, with a toast, and reloads', async () => {
  const user = userEvent.setup();
  list.mockResolvedValue(page([listRow({ id: 'b', status: 'draft', deletable: true })]));
  remove.mockResolvedValue({ message: MESSAGES.applicationDeleted });
  renderList('rm');
  await table();
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  expect(
    within(dialog).getByText(/Are you sure you want to delete the application AIF0000001/),
  ).toBeInTheDocument();
  list.mockResolvedValue(page([]));
  await user.click(within(dialog).getByRole('button', { name: 'Yes', hidden: true }));
  expect(remove).toHaveBeenCalledWith('b');
  expect(await screen.findByText(MESSAGES.applicationDeleted)).toBeInTheDocument();
  expect(await screen.findByText(MESSAGES.noDataFound)).toBeInTheDocument();
});

it('cancelling the confirmation deletes nothing', async () => {
  const user = userEvent.setup();
  list.mockResolvedValue(page([listRow({ status: 'draft', deletable: true })]));
  renderList('subdistributor');
  await table();
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog', { hidden: true });
  await user.click(within(dialog).getByRole('button', { name: 'No', hidden: true }));
  expect(remove).not.toHaveBeenCalled();
});

it('disables Download until the documents are signed', async () => {
  list.mockResolvedValue(
    page([
      listRow({ id: 'a', status: 'sent_to_applicant1' }),
      listRow({ id: 'b', status: 'signed', statusLabel: 'Completed' }),
    ]),
  );
  renderList('amcadmin');
  await table();
  const [unsigned, signed] = screen.getAllByRole('button', { name: 'Download' });
  expect(unsigned).toHaveAccessibleDescription(MESSAGES.onlySignedDownload);
  expect(unsigned).toHaveAttribute('aria-disabled', 'true');
  expect(signed).not.toHaveAttribute('aria-disabled', 'true');
});

it('shows Link only after approval and never for msar funds; Comments on rejected rows', async () => {
  const user = userEvent.setup();
  list.mockResolvedValue(
    page([
      listRow({ id: 'a', status: 'sent_to_amc_approver' }),
      listRow({ id: 'b', status: 'sent_to_applicant1' }),
      listRow({
        id: 'c',
        status: 'sent_to_applicant1',
        scheme: { id: 's', schemeName: 'M', fundType: 'msar' },
      }),
      listRow({
        id: 'd',
        status: 'rejected',
        statusLabel: 'Rejected',
        rejectedReason: 'Address proof is not legible',
        rejectedByRole: 'amcapprover',
        rejectedAt: '2025-02-12T06:00:00.000Z',
      }),
    ]),
  );
  renderList('rm');
  await table();
  expect(screen.getAllByRole('button', { name: 'Get Link' })).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Comments' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  expect(within(dialog).getByText('Address proof is not legible')).toBeInTheDocument();
  expect(within(dialog).getByText('AIF Approver')).toBeInTheDocument();
  expect(within(dialog).getByText('12/02/2025 11:30 AM')).toBeInTheDocument();
});

it('offers Modify Investment while an application, individual or entity, waits on an approver', async () => {
  const user = userEvent.setup();
  list.mockResolvedValue(
    page([
      listRow({ status: 'sent_to_amc_approver', editable: true }),
      listRow({ id: 'x', status: 'draft' }),
      listRow({ id: 'e', status: 'sent_to_amc_approver', applicationType: 'non_individual', editable: true }),
    ]),
  );
  renderList('rm');
  await table();
  // Not on the draft: the wizard is its way in.
  expect(screen.getAllByRole('button', { name: 'Modify Investment' })).toHaveLength(2);
  await user.click(screen.getAllByRole('button', { name: 'Modify Investment' })[0]!);
  expect(
    await screen.findByRole('heading', { name: 'Invesment and Payement Details', hidden: true }),
  ).toBeInTheDocument();
});

it('shows the stamp papers to amcadmin, rm and subdistributor only', async () => {
  const user = userEvent.setup();
  const { unmount } = renderList('rm');
  await user.click(await screen.findByRole('button', { name: 'Stamp Papers Information' }));
  expect(await screen.findByText('Demo Growth Fund I - Series A')).toBeInTheDocument();
  expect(screen.getByText('165')).toBeInTheDocument();
  unmount();
  renderList('distributor');
  await table();
  expect(screen.queryByRole('button', { name: 'Stamp Papers Information' })).not.toBeInTheDocument();
});

it('reads filters from the URL, counts active groups and sends them', async () => {
  renderList('amcadmin', '/applications?status=draft,completed&applicationType=individual&page=2&search=kap');
  await table();
  expect(screen.getByRole('button', { name: 'Filters, 2 applied' })).toBeInTheDocument();
  expect(screen.getByTestId('filter-badge')).toHaveTextContent('2');
  const applied = screen.getByRole('list', { name: 'Filters applied' });
  expect(within(applied).getByText('Application Type: Individual')).toBeInTheDocument();
  expect(within(applied).getByText(/^Status: Draft, /)).toBeInTheDocument();
  expect(lastQuery()).toMatchObject({
    page: 2,
    search: 'kap',
    status: ['draft', 'completed', 'signed'],
    applicationType: ['individual'],
  });
  expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('kap');
});

it('applies drawer filters to the URL and starts again at page 1', async () => {
  const user = userEvent.setup();
  renderList('amcadmin', '/applications?page=3');
  await table();
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const drawer = await screen.findByRole('dialog', { hidden: true });
  expect(within(drawer).getByRole('group', { name: 'Distributor', hidden: true })).toBeInTheDocument();
  await user.click(
    await within(drawer).findByRole('checkbox', { name: 'Deepak Sharma (ARN-1)', hidden: true }),
  );
  await user.click(within(drawer).getByRole('checkbox', { name: 'Rejected', hidden: true }));
  await user.click(within(drawer).getByRole('button', { name: 'Apply', hidden: true }));
  await waitFor(() => expect(currentPath()).toBe('/applications?status=rejected&distributorId=d-1'));
  expect(lastQuery()).toMatchObject({ page: 1, status: ['rejected'], distributorId: ['d-1'] });
  expect(await screen.findByRole('button', { name: 'Filters, 2 applied', hidden: true })).toBeInTheDocument();
});

it('offers the rm no distributor filter and every status', async () => {
  const user = userEvent.setup();
  renderList('rm');
  await table();
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const drawer = await screen.findByRole('dialog', { hidden: true });
  expect(within(drawer).queryByRole('group', { name: 'Distributor', hidden: true })).not.toBeInTheDocument();
  const status = within(drawer).getByRole('group', { name: 'Status', hidden: true });
  expect(within(status).getByRole('checkbox', { name: 'Draft', hidden: true })).toBeInTheDocument();
  expect(
    within(status).getByRole('checkbox', { name: 'Sent to POA approver', hidden: true }),
  ).toBeInTheDocument();
  expect(within(status).getAllByRole('checkbox', { name: 'Completed', hidden: true })).toHaveLength(1);
  expect(distributors).not.toHaveBeenCalled();
});

it('debounces the search by 500 ms and goes back to page 1', async () => {
  const user = userEvent.setup();
  renderList('rm', '/applications?page=3&status=draft');
  await table();
  const calls = list.mock.calls.length;
  await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'neha');
  expect(list.mock.calls.length).toBe(calls);
  await waitFor(() => expect(currentPath()).toBe('/applications?status=draft&search=neha'), {
    timeout: 5000,
  });
  await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, search: 'neha', status: ['draft'] }));
  expect(list.mock.calls.length).toBe(calls + 1);
});

it('pages through the URL', async () => {
  const user = userEvent.setup();
  list.mockResolvedValue(page([listRow()], 3));
  renderList('rm');
  await table();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(currentPath()).toBe('/applications?page=2'));
  expect(lastQuery()).toMatchObject({ page: 2 });
});

it('says "1,000+" under a search the server capped, and pages within the cap', async () => {
  const user = userEvent.setup();
  list.mockResolvedValue({ applications: [listRow()], pages: 100, total: 1000, totalCapped: true });
  renderList('amcadmin', '/applications?search=iyer&page=100');
  await table();
  expect(screen.getByRole('status')).toHaveTextContent(
    '1,000+ applications match this search. The first 1,000 are shown',
  );
  const pager = screen.getByRole('navigation', { name: 'Pagination' });
  expect(within(pager).getByRole('button', { name: 'Page 100' })).toHaveAttribute('aria-current', 'page');
  expect(within(pager).queryByRole('button', { name: 'Page 101' })).not.toBeInTheDocument();
  expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
  await waitFor(() => expect(lastQuery()).toMatchObject({ page: 99, search: 'iyer' }));
});

it('says nothing of a cap when the total is exact', async () => {
  list.mockResolvedValue({ applications: [listRow()], pages: 100, total: 999, totalCapped: false });
  renderList('amcadmin', '/applications?search=iyer');
  await table();
  expect(screen.queryByText(/applications match this search/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 100' })).toBeInTheDocument();
});

it('shows "No data found" and the server error', async () => {
  list.mockResolvedValue(page([]));
  const { unmount } = renderList('rm');
  expect(await screen.findByText(MESSAGES.noDataFound)).toBeInTheDocument();
  unmount();
  list.mockRejectedValue(
    new ApiError({ status: 400, code: 'HTTP_ERROR', message: 'Unknown status filter value: x' }),
  );
  renderList('rm');
  expect(await screen.findByText('Unknown status filter value: x')).toBeInTheDocument();
});

it('links msar applications approved by the AIF approver to Upload Signed Documents', async () => {
  const user = userEvent.setup();
  list.mockResolvedValue(
    page([
      listRow({
        id: 'm-1',
        status: 'approved_by_amc_approver',
        statusLabel: 'Approved by AIF approver',
        scheme: { id: 's', schemeName: 'MSAR', fundType: 'msar' },
      }),
      listRow({ id: 'x', status: 'approved_by_amc_approver', statusLabel: 'Approved by AIF approver' }),
    ]),
  );
  renderList('rm');
  await table();
  expect(screen.getAllByRole('link', { name: 'Upload Signed Documents' })).toHaveLength(1);
  await user.click(screen.getByRole('link', { name: 'Upload Signed Documents' }));
  expect(currentPath()).toBe('/application/upload-signed-documents');
  expect(currentState()).toEqual({ id: 'm-1', action: 'upload' });
});
