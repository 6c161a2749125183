import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, REPORT_MESSAGES, formatDateTimeIST, type AuditEntryView, type Role } from '@aif/contracts';
import { currentPath, makeUser, renderAt } from '@aif/ui-kit/testing';
import * as api from '../../../api/audit';
import App from '../../../App';

jest.mock('../../../api/audit');
const mocked = jest.mocked(api);

const ENTRIES: AuditEntryView[] = [
  {
    id: 2,
    at: '2025-03-10T06:30:00.000Z',
    actor: { id: 'sa-1', name: 'Super Admin', role: 'superadmin' },
    action: 'set_flags',
    entity: 'user',
    entityId: 'aa-1',
    entityLabel: 'Priya Menon',
    from: '{"unlockingAccess":false,"adminSupport":true}',
    to: '{"unlockingAccess":true,"adminSupport":true}',
    reason: null,
  },
  {
    id: 1,
    at: '2025-03-09T10:00:00.000Z',
    actor: { id: 'aa-1', name: 'Priya Menon', role: 'amcadmin' },
    action: 'change_expired_status',
    entity: 'application',
    entityId: 'app-7',
    entityLabel: 'APP1007',
    from: 'invitationexpired',
    to: 'sent_to_applicant1',
    reason: null,
  },
];

function renderAudit(route = '/audit-trail', role: Role = 'amcadmin') {
  renderAt(<App path="/audit-trail" user={makeUser(role)} />, { route, mount: '/audit-trail' });
}

const lastQuery = () => mocked.getAuditTrail.mock.calls.at(-1)?.[0];

async function typeDate(name: string, text: string) {
  const input = screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
  await userEvent.type(input, text, { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
  await userEvent.tab();
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.getAuditTrail.mockResolvedValue({ entries: ENTRIES, pages: 3 });
  mocked.getStaffOptions.mockResolvedValue([
    { id: 'aa-1', name: 'Priya Menon', role: 'amcadmin' },
    { id: 'rm-1', name: 'Ravi Shah', role: 'rm' },
  ]);
});

it('shows each change: when (IST), who with the role, the action, what, from and to, readable', async () => {
  renderAudit();
  const table = await screen.findByRole('table', { name: 'Audit trail' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['When (IST)', 'Who', 'Action', 'What', 'From', 'To']);
  const rows = within(table).getAllByRole('row').slice(1);
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
  expect(cells(rows[0]!)).toEqual([
    formatDateTimeIST(ENTRIES[0]!.at),
    'Super AdminSuper Admin',
    'Access rights changed',
    'Priya Menon',
    'Admin Support',
    'Unlock Users, Admin Support',
  ]);
  expect(cells(rows[1]!)).toEqual([
    formatDateTimeIST(ENTRIES[1]!.at),
    'Priya MenonAIF Admin',
    'Expired status changed',
    'APP1007',
    'Invitation expired',
    'Sent to 1st applicant',
  ]);
  expect(formatDateTimeIST(ENTRIES[1]!.at)).toBe('09/03/2025 03:30 PM');
  expect(lastQuery()).toEqual({ page: 1 });
});

it('reads its filters and page from the URL and asks with them', async () => {
  renderAudit('/audit-trail?user=rm-1&from=2025-01-01&to=2025-01-31&kind=flags&page=2');
  await screen.findByRole('table', { name: 'Audit trail' });
  expect(lastQuery()).toEqual({
    userId: 'rm-1',
    from: '2025-01-01',
    to: '2025-01-31',
    kind: 'flags',
    page: 2,
  });
  expect(screen.getByRole('combobox', { name: /^From Date/ })).toHaveValue('01/01/2025');
  expect(screen.getByRole('combobox', { name: /^To Date/ })).toHaveValue('31/01/2025');
  expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveDisplayValue('Access rights');
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('Ravi Shah (Relationship Manager)'),
  );
});

it('puts a changed filter in the URL, back at page 1, and asks again', async () => {
  renderAudit('/audit-trail?page=3');
  await screen.findByRole('table', { name: 'Audit trail' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Application status');
  await waitFor(() => expect(currentPath()).toBe('/audit-trail?kind=application'));
  await waitFor(() => expect(lastQuery()).toEqual({ kind: 'application', page: 1 }));

  await typeDate('From Date', '01/03/2025');
  await waitFor(() => expect(lastQuery()).toEqual({ kind: 'application', from: '2025-03-01', page: 1 }));
  expect(currentPath()).toBe('/audit-trail?kind=application&from=2025-03-01');
});

it('filters by a user chosen from the searchable list of staff', async () => {
  renderAudit();
  const picker = await screen.findByRole('combobox', { name: 'User' });
  await waitFor(() => expect(mocked.getStaffOptions).toHaveBeenCalled());
  await userEvent.clear(picker);
  await userEvent.type(picker, 'ravi');
  expect(screen.queryByRole('option', { name: 'Priya Menon (AIF Admin)' })).not.toBeInTheDocument();
  await userEvent.click(await screen.findByRole('option', { name: 'Ravi Shah (Relationship Manager)' }));
  await waitFor(() => expect(lastQuery()).toEqual({ userId: 'rm-1', page: 1 }));
  expect(currentPath()).toBe('/audit-trail?user=rm-1');
});

it('turns the page through the pager', async () => {
  renderAudit('/audit-trail?kind=user');
  await screen.findByRole('table', { name: 'Audit trail' });
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  await waitFor(() => expect(lastQuery()).toEqual({ kind: 'user', page: 2 }));
  expect(currentPath()).toBe('/audit-trail?kind=user&page=2');
});

it('refuses a From Date after the To Date at both fields and asks for nothing', async () => {
  renderAudit('/audit-trail?from=2025-02-10&to=2025-02-01');
  expect(await screen.findByText(REPORT_MESSAGES.fromAfterTo)).toBeInTheDocument();
  expect(screen.getByText(REPORT_MESSAGES.toBeforeFrom)).toBeInTheDocument();
  expect(mocked.getAuditTrail).not.toHaveBeenCalled();
});

it('is the AIF admin’s only', async () => {
  renderAudit('/audit-trail', 'superadmin');
  expect(await screen.findByText(MESSAGES.notAuthorized)).toBeInTheDocument();
  expect(mocked.getAuditTrail).not.toHaveBeenCalled();
});
