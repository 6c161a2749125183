import { useState } from 'react';
import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, KeyRegular } from '@fluentui/react-icons';
import { useRequest } from '@aif/api-client/react';
import { ACCESS_FLAG_LABELS, ADMIN_SCREEN_MESSAGES, type AmcAdminWithFlags } from '@aif/contracts';
import {
  DASH,
  DataTable,
  ListPage,
  ListState,
  ListToolbar,
  RowAction,
  displayOrDash,
  type DataColumn,
} from '@aif/ui-kit';
import { getAmcAdmins } from '../../../api/amc-admins';
import { mobileText } from '../../../lib/format';
import { grantedFlags } from '../lib/flags';
import { AddAmcAdminDialog } from './AddAmcAdminDialog';
import { EditAccessDialog } from './EditAccessDialog';

const useStyles = makeStyles({
  chips: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

function FlagChips({ admin }: { admin: AmcAdminWithFlags }) {
  const styles = useStyles();
  const granted = grantedFlags(admin.flags);
  if (granted.length === 0) return <>{DASH}</>;
  return (
    <ul className={styles.chips} aria-label={`Access rights of ${admin.name}`}>
      {granted.map((flag) => (
        <li key={flag}>
          <Badge appearance="tint" color="brand" shape="rounded">
            {ACCESS_FLAG_LABELS[flag]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * The superadmin's /amc-admins (0-product-decisions §9): the AIF admins with their access rights, "Add
 * AIF Admin", and "Edit access" on each row, which grants and withdraws flags.
 */
export function AmcAdminsPage() {
  const { data, loading, error, reload } = useRequest('amc-admins', (signal) => getAmcAdmins(signal));
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AmcAdminWithFlags | null>(null);
  const rows = data ?? [];

  const columns: DataColumn<AmcAdminWithFlags>[] = [
    { id: 'name', header: 'Name', cell: (a) => a.name },
    {
      id: 'mobile',
      header: 'Mobile Number',
      nowrap: true,
      cell: (a) => displayOrDash(mobileText(a)),
    },
    { id: 'email', header: 'Email Id', cell: (a) => displayOrDash(a.email) },
    { id: 'active', header: 'Active', cell: (a) => (a.isActive ? 'Yes' : 'No') },
    { id: 'flags', header: 'Access Rights', cell: (a) => <FlagChips admin={a} /> },
    {
      id: 'actions',
      header: 'Actions',
      sticky: 'end',
      cell: (a) => (
        <RowAction label={`Edit access of ${a.name}`} icon={<KeyRegular />} onClick={() => setEditing(a)} />
      ),
    },
  ];

  const done = () => {
    setAdding(false);
    setEditing(null);
    void reload();
  };

  return (
    <ListPage title="AMC Admins">
      <ListToolbar
        end={
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
            Add AIF Admin
          </Button>
        }
      />
      <ListState
        loading={loading && !data}
        error={error}
        empty={rows.length === 0}
        emptyMessage={ADMIN_SCREEN_MESSAGES.noAmcAdmins}
      >
        <DataTable
          columns={columns}
          rows={rows}
          getRowKey={(a) => a.id}
          label="AIF Admins"
          busy={loading}
          minWidth={900}
        />
      </ListState>
      {adding && <AddAmcAdminDialog onClose={() => setAdding(false)} onSaved={done} />}
      {editing && <EditAccessDialog admin={editing} onClose={() => setEditing(null)} onSaved={done} />}
    </ListPage>
  );
}
