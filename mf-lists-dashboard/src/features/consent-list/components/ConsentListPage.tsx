import { useState } from 'react';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useRequest } from '@aif/api-client/react';
import {
  CONSENT_STATUS_LABELS,
  PAGE_SIZE,
  formatDateTimeIST,
  type Consent,
  type SessionUser,
} from '@aif/contracts';
import {
  DataTable,
  ListPage,
  ListState,
  ListToolbar,
  Pager,
  RowAction,
  SearchBox,
  type DataColumn,
} from '@aif/ui-kit';
import { useListParams } from '../../../lib/list-params';
import { getConsents } from '../api/consents';
import { ConsentActionsDialog } from './ConsentActionsDialog';

/** Investors Email Consent Status (doc 3 §2.10). amcadmin sees no actions (doc 3 §6). */
export function ConsentListPage({ user }: { user: SessionUser }) {
  const list = useListParams();
  const { page, search } = list;
  const { data, loading, error, reload } = useRequest(JSON.stringify([page, search]), (signal) =>
    getConsents({ pan: search, page, limit: PAGE_SIZE }, signal),
  );
  const [selected, setSelected] = useState<Consent | null>(null);
  const hasActions = user.role !== 'amcadmin';
  const rows = data?.consents ?? [];

  const columns: DataColumn<Consent>[] = [
    { id: 'pan', header: 'Investor PAN', cell: (c) => c.pan },
    { id: 'emailId', header: 'Email Id', cell: (c) => c.emailId },
    { id: 'status', header: 'Status', cell: (c) => CONSENT_STATUS_LABELS[c.consentStatus] },
    { id: 'updatedAt', header: 'Updated At', nowrap: true, cell: (c) => formatDateTimeIST(c.updatedAt) },
  ];
  if (hasActions) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (c) =>
        c.consentStatus === 'pending' && (
          <RowAction
            label="Consent actions"
            icon={<MoreHorizontalRegular />}
            onClick={() => setSelected(c)}
          />
        ),
    });
  }

  return (
    <ListPage title="Investors Email Consent Status">
      <ListToolbar>
        <SearchBox label="Search PAN" value={search} onSearch={list.setSearch} />
      </ListToolbar>
      <ListState loading={loading && !data} error={error} empty={!rows.length}>
        <DataTable
          columns={columns}
          rows={rows}
          getRowKey={(c) => c.id}
          label="Email consents"
          busy={loading}
        />
        <Pager page={page} pages={data?.pages ?? 0} onPage={list.setPage} />
      </ListState>
      <ConsentActionsDialog
        consent={selected}
        onClose={() => setSelected(null)}
        onDone={() => {
          setSelected(null);
          void reload();
        }}
      />
    </ListPage>
  );
}
