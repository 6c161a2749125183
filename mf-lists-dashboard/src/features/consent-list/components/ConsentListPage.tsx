import { useState } from 'react';
import {
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  mergeClasses,
  Title2,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import {
  CONSENT_STATUS_LABELS,
  PAGE_SIZE,
  formatDateTimeIST,
  type Consent,
  type SessionUser,
} from '@aif/contracts';
import { LabelledCell } from '../../../components/LabelledCell';
import { ListState } from '../../../components/ListState';
import { Pager } from '../../../components/Pager';
import { RowAction } from '../../../components/RowAction';
import { SearchBox } from '../../../components/SearchBox';
import { useListStyles } from '../../../components/styles';
import { useListParams } from '../../../lib/list-params';
import { useRequest } from '../../../lib/useRequest';
import { getConsents } from '../api/consents';
import { ConsentActionsDialog } from './ConsentActionsDialog';

/** Investors Email Consent Status (doc 3 §2.10). amcadmin sees no actions (doc 3 §6). */
export function ConsentListPage({ user }: { user: SessionUser }) {
  const styles = useListStyles();
  const list = useListParams();
  const { page, search } = list;
  const { data, loading, error, reload } = useRequest(
    (signal) => getConsents({ pan: search, page, limit: PAGE_SIZE }, signal),
    JSON.stringify([page, search]),
  );
  const [selected, setSelected] = useState<Consent | null>(null);
  const hasActions = user.role !== 'amcadmin';
  const rows = data?.consents ?? [];

  return (
    <div className={styles.page}>
      <Title2 as="h1">Investors Email Consent Status</Title2>
      <div className={styles.toolbar}>
        <div className={styles.tools}>
          <SearchBox label="Search PAN" value={search} onSearch={list.setSearch} />
        </div>
      </div>
      <ListState loading={loading && !data} error={error} empty={!rows.length}>
        <div className={styles.scroller}>
          <Table
            className={mergeClasses(styles.narrowTable, styles.stacked)}
            aria-label="Email consents"
            aria-busy={loading}
          >
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Investor PAN</TableHeaderCell>
                <TableHeaderCell>Email Id</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>Updated At</TableHeaderCell>
                {hasActions && <TableHeaderCell>Actions</TableHeaderCell>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.id}>
                  <LabelledCell label="Investor PAN">{c.pan}</LabelledCell>
                  <LabelledCell label="Email Id">{c.emailId}</LabelledCell>
                  <LabelledCell label="Status">{CONSENT_STATUS_LABELS[c.consentStatus]}</LabelledCell>
                  <LabelledCell label="Updated At" className={styles.nowrap}>
                    {formatDateTimeIST(c.updatedAt)}
                  </LabelledCell>
                  {hasActions && (
                    <LabelledCell label="Actions">
                      {c.consentStatus === 'pending' && (
                        <RowAction
                          label="Consent actions"
                          icon={<MoreHorizontalRegular />}
                          onClick={() => setSelected(c)}
                        />
                      )}
                    </LabelledCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <Pager page={page} pages={data?.pages ?? 0} onPage={list.setPage} />
      </ListState>
      <ConsentActionsDialog
        consent={selected}
        onClose={() => setSelected(null)}
        onDone={() => {
          setSelected(null);
          reload();
        }}
      />
    </div>
  );
}
