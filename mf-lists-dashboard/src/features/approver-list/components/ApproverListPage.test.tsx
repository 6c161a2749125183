import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Role } from '@aif/contracts';
import { getApplications, getDistributorOptions, getLinkTargets } from '../../../api/applications';
import {
  currentPath,
  expectCellsLabelledByHeaders,
  listRow,
  makeUser,
  page,
  renderAt,
} from '../../../testing/render';
import { ApproverListRoutes } from '../ApproverListRoutes';

jest.mock('../../../api/applications');
const list = jest.mocked(getApplications);
const targets = jest.mocked(getLinkTargets);
jest.mocked(getDistributorOptions).mockResolvedValue([]);

function renderList(role: Role, route = '/applications-list') {
  return renderAt(<ApproverListRoutes path="/applications-list" user={makeUser(role)} />, {
    route,
    mount: '/applications-list',
  });
}
const lastQuery = () => list.mock.calls.at(-1)![0];
const table = () => screen.findByRole('table', { name: 'Applications' });

beforeEach(() => {
  list.mockReset().mockResolvedValue(
    page([
      listRow({ id: 'a', status: 'sent_to_amc_approver', statusLabel: 'Pending' }),
      listRow({
        id: 'b',
        applicationNumber: 'AIF0000002',
        status: 'sent_to_applicant1',
        statusLabel: 'Sent to 1st applicant',
      }),
    ]),
  );
  targets.mockReset();
});

it('has the approver columns, with the committed value', async () => {
  renderList('amcapprover');
  const grid = await table();
  for (const name of [
    'Investor Name',
    'Application ID',
    'Mode of Holding',
    'Commited Value',
    'Investor PAN',
    'Distributor Name',
    'Approval Status',
    'Actions',
  ]) {
    expect(within(grid).getByRole('columnheader', { name })).toBeInTheDocument();
  }
  expectCellsLabelledByHeaders(grid);
  expect(within(grid).getAllByText('₹ 1,50,00,000')).toHaveLength(2);
  expect(within(grid).getByRole('link', { name: 'Pending' })).toHaveAttribute(
    'href',
    '/application-details/a',
  );
});

it.each([
  ['amcapprover', 'sent_to_amc_approver'],
  ['poaapprover', 'sent_to_poa_approver'],
] as const)('filters %s by its pending status by default', async (role, status) => {
  renderList(role);
  await table();
  expect(lastQuery()).toMatchObject({ page: 1, status: [status] });
  expect(screen.getByRole('button', { name: 'Filters, 1 applied' })).toBeInTheDocument();
});

it('shows the default Pending filter on screen, with a way to clear it', async () => {
  const user = userEvent.setup();
  renderList('amcapprover');
  await table();
  const applied = screen.getByRole('list', { name: 'Filters applied' });
  expect(within(applied).getByText('Status: Pending')).toBeVisible();
  await user.click(within(applied).getByRole('button', { name: 'Clear filter Status: Pending' }));
  await waitFor(() => expect(currentPath()).toBe('/applications-list?status='));
  expect(lastQuery()).toMatchObject({ status: [] });
  expect(screen.queryByRole('list', { name: 'Filters applied' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
});

it('keeps a cleared status filter cleared (status= in the URL)', async () => {
  const user = userEvent.setup();
  renderList('amcapprover');
  await table();
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  const drawer = await screen.findByRole('dialog', { hidden: true });
  await user.click(within(drawer).getByRole('button', { name: 'Clear All', hidden: true }));
  await waitFor(() => expect(currentPath()).toBe('/applications-list?status='));
  expect(lastQuery()).toMatchObject({ status: [] });
});

it.each([
  ['amcapprover', ['Draft', 'Sent to POA approver'], ['Pending']],
  ['poaapprover', ['Draft'], ['Pending', 'Sent to AIF approver']],
] as const)('offers %s its status options', async (role, hidden, shown) => {
  const user = userEvent.setup();
  renderList(role);
  await table();
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  const group = within(await screen.findByRole('dialog', { hidden: true })).getByRole('group', {
    name: 'Status',
    hidden: true,
  });
  for (const name of hidden)
    expect(within(group).queryByRole('checkbox', { name, hidden: true })).not.toBeInTheDocument();
  for (const name of shown)
    expect(within(group).getByRole('checkbox', { name, hidden: true })).toBeInTheDocument();
});

it.each(['trustee', 'fundmanager', 'poaapprover'] as const)('gives %s no Link or Download', async (role) => {
  renderList(role);
  const grid = await table();
  expect(within(grid).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Get Link' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
});

it('gives the amcapprover Link after approval and Download only where a signed PDF exists', async () => {
  list.mockResolvedValue(
    page([
      listRow({ id: 'a', status: 'sent_to_amc_approver', statusLabel: 'Pending' }),
      listRow({ id: 'b', applicationNumber: 'AIF0000002', status: 'sent_to_applicant1' }),
      listRow({ id: 'c', applicationNumber: 'AIF0000003', status: 'signed' }),
    ]),
  );
  renderList('amcapprover');
  const grid = await table();
  expect(screen.getAllByRole('button', { name: 'Get Link' })).toHaveLength(2);
  // doc 3 §2.6: Download shows when a signed file exists; nothing is offered before that.
  const downloads = within(grid).getAllByRole('button', { name: 'Download' });
  expect(downloads).toHaveLength(1);
  expect(downloads[0]!.closest('tr')).toHaveTextContent('AIF0000003');
});

it('copies the investor link from the Get Link dialog', async () => {
  const user = userEvent.setup();
  targets.mockResolvedValue({
    hasPOA: false,
    targets: [
      { id: 't1', name: 'Neha Kapoor', referenceId: 'ref-9', invitationUrl: null, signatureBy: null },
    ],
  });
  renderList('amcapprover');
  await table();
  await user.click(screen.getByRole('button', { name: 'Get Link' }));
  expect(targets).toHaveBeenCalledWith('b');
  const dialog = await screen.findByRole('dialog', { hidden: true });
  expect(await within(dialog).findByText('Copy Link For Neha Kapoor')).toBeInTheDocument();
  const copy = within(dialog).getByRole('button', { name: 'Copy Link', hidden: true });
  expect(copy).toHaveAccessibleDescription(MESSAGES.clickToCopy);
  await user.click(copy);
  expect(await within(dialog).findByRole('button', { name: 'Copied', hidden: true })).toBeInTheDocument();
  expect(await navigator.clipboard.readText()).toBe(
    `${window.location.origin}/investment-details/ref-9/details`,
  );
});

it('copies the e-sign invitation when the application has a POA', async () => {
  const user = userEvent.setup();
  targets.mockResolvedValue({
    hasPOA: true,
    targets: [
      {
        id: 't1',
        name: 'Rahul',
        referenceId: 'r',
        invitationUrl: 'https://sign.example/i/1',
        signatureBy: null,
      },
    ],
  });
  renderList('amcapprover');
  await table();
  await user.click(screen.getByRole('button', { name: 'Get Link' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  await user.click(await within(dialog).findByRole('button', { name: 'Copy Link', hidden: true }));
  expect(await navigator.clipboard.readText()).toBe('https://sign.example/i/1');
});

it('says "1,000+" under a search the server capped', async () => {
  list.mockResolvedValue({ applications: [listRow()], pages: 100, total: 1000, totalCapped: true });
  renderList('amcapprover', '/applications-list?search=iyer');
  await table();
  expect(screen.getByRole('status')).toHaveTextContent('1,000+ applications match this search.');
  expect(screen.getByRole('button', { name: 'Page 100' })).toBeInTheDocument();
});
