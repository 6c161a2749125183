import { useRequest } from '@aif/api-client/react';
import { ADMIN_SCREEN_MESSAGES, type AmcAdminContact } from '@aif/contracts';
import { DataTable, ListPage, ListState, displayOrDash, type DataColumn } from '@aif/ui-kit';
import { getAmcAdminContacts } from '../../../api/amc-admins';
import { mobileText } from '../../../lib/format';

const COLUMNS: DataColumn<AmcAdminContact>[] = [
  { id: 'name', header: 'Name', cell: (c) => c.name },
  { id: 'email', header: 'Email Id', cell: (c) => displayOrDash(c.email) },
  {
    id: 'mobile',
    header: 'Mobile Number',
    nowrap: true,
    cell: (c) => displayOrDash(mobileText(c)),
  },
];

/** A distributor's /amc-admins (0-product-decisions §9): the fund house's AIF admins to contact, read-only. */
export function AmcAdminContactsPage() {
  const { data, loading, error } = useRequest('amc-admin-contacts', (signal) => getAmcAdminContacts(signal));
  const rows = data ?? [];
  return (
    <ListPage title="AMC Admins">
      <ListState
        loading={loading && !data}
        error={error}
        empty={rows.length === 0}
        emptyMessage={ADMIN_SCREEN_MESSAGES.noContacts}
      >
        <DataTable columns={COLUMNS} rows={rows} getRowKey={(c) => c.id} label="AIF Admins to contact" />
      </ListState>
    </ListPage>
  );
}
