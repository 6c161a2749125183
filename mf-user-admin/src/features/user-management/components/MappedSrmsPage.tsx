import { Link } from '@fluentui/react-components';
import { useRequest } from '@aif/api-client/react';
import {
  NO_DISTRIBUTOR_MAPPED,
  UPDATE_RM_CONFIRMATION,
  USER_ADMIN_MESSAGES,
  type MappedSrmsResponse,
  type StaffUser,
} from '@aif/contracts';
import { DataTable, ListState, displayValue, type DataColumn } from '@aif/ui-kit';
import { getMappedSrms, listUsers, updateUser } from '../../../api/users';
import { KIND_SCREENS, userPath } from '../lib/kinds';
import { UnknownUser, useRecord } from '../lib/navigation';
import { BackLink, Breakable, Card, Page } from '@aif/form-kit';
import { useReassign } from './Reassign';
import { activeChoices } from './UserFormPage';
import { mobileText } from '../../../lib/format';
import { typeLabel } from './UserTable';

/** "Wealth Partners Ltd (Company)". */
export function groupTitle(group: MappedSrmsResponse['groups'][number]): string {
  const type = typeLabel(group.distributor.type);
  return type ? `${group.distributor.name} (${type})` : group.distributor.name;
}

/**
 * srms (doc 3 §2.8): the distributors under an RM, grouped per distributor "name (type)"; a company
 * lists its distributor's RMs, an individual itself. Update RM moves one of them to another active RM:
 * a distributor's RM by update-subdistributor, an individual by update-distributor (doc 3 §4).
 */
export function MappedSrmsPage({ rmId }: { rmId: string }) {
  const page = useRecord(`srms:${rmId}`, (signal) => getMappedSrms(rmId, signal));
  const rms = useRequest('rms:active', (signal) => listUsers('rm', { isActive: 'true' }, signal));
  const update = useReassign({
    action: 'Update RM',
    label: 'Relationship Manager',
    confirmation: UPDATE_RM_CONFIRMATION,
    // Another RM: the one whose page this is holds them already.
    choices: activeChoices((rms.data ?? []).filter((r) => r.id !== rmId)),
    perform: (memberId, chosen) => {
      const member = page.data?.groups.flatMap((g) => g.members).find((m) => m.id === memberId);
      return updateUser(member?.role === 'subdistributor' ? 'subdistributor' : 'distributor', memberId, {
        rmId: chosen,
      });
    },
    success: USER_ADMIN_MESSAGES.rmUpdated,
    onDone: page.reload,
  });
  const back = (
    <BackLink to={userPath(KIND_SCREENS.rm.details, { id: rmId })}>
      Back to Relationship Manager Details
    </BackLink>
  );
  if (page.data === null) return <UnknownUser to={userPath(KIND_SCREENS.rm.list)} />;

  const columns: DataColumn<StaffUser>[] = [
    { id: 'name', header: 'Name', cell: (m) => m.name },
    {
      id: 'code',
      header: 'Code',
      nowrap: true,
      cell: (m) => displayValue(m.role === 'subdistributor' ? m.distributorsRmCode : m.arnCode),
    },
    { id: 'mobile', header: 'Mobile Number', nowrap: true, cell: (m) => displayValue(mobileText(m)) },
    { id: 'email', header: 'Email ID', cell: (m) => <Breakable>{displayValue(m.email)}</Breakable> },
    {
      id: 'update',
      header: 'Action',
      nowrap: true,
      cell: (m) => (
        <Link as="button" aria-label={`Update RM of ${m.name}`} onClick={() => update.open(m.id)}>
          Update RM
        </Link>
      ),
    },
  ];
  const groups = page.data?.groups.filter((g) => g.members.length > 0) ?? [];

  return (
    <Page title="Mapped SRMs" subtitle={page.data?.rm.name} back={back}>
      <ListState
        loading={page.loading && !page.data}
        error={page.error ?? rms.error}
        empty={!groups.length}
        emptyMessage={NO_DISTRIBUTOR_MAPPED}
      >
        {groups.map((group) => (
          <Card key={group.distributor.id} title={groupTitle(group)}>
            <DataTable
              columns={columns}
              rows={group.members}
              getRowKey={(m) => m.id}
              label={groupTitle(group)}
              busy={page.loading}
            />
          </Card>
        ))}
      </ListState>
      {update.dialogs}
    </Page>
  );
}
