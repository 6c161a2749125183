import { useMemo, useState } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ChatRegular, LinkRegular } from '@fluentui/react-icons';
import { toUserMessage } from '@aif/api-client';
import {
  HOLDING_MODE_LABELS,
  MESSAGES,
  PAGE_SIZE,
  defaultStatusFilter,
  formatIndianNumber,
  type ApplicationListRow,
  type HoldingMode,
  type SessionUser,
} from '@aif/contracts';
import { displayValue, useNotify } from '@aif/ui-kit';
import { downloadApplication, getApplications } from '../../../api/applications';
import { FilterDrawer } from '../../../components/FilterDrawer';
import { GetLinkDialog } from '../../../components/GetLinkDialog';
import { ListState } from '../../../components/ListState';
import { NavLink } from '../../../components/NavLink';
import { Pager } from '../../../components/Pager';
import { RejectionCommentDialog } from '../../../components/RejectionCommentDialog';
import { RowAction } from '../../../components/RowAction';
import { SearchBox } from '../../../components/SearchBox';
import { useListStyles } from '../../../components/styles';
import {
  canDownload,
  downloadPath,
  canGetLink,
  detailsPath,
  statusOptions,
  statusQuery,
} from '../../../lib/application-rules';
import { useDistributorOptions } from '../../../lib/useDistributorOptions';
import { useListParams } from '../../../lib/list-params';
import { useRequest } from '../../../lib/useRequest';

const holding = (mode: string | null | undefined) =>
  mode ? (HOLDING_MODE_LABELS[mode as HoldingMode] ?? mode) : HOLDING_MODE_LABELS.single;

/** The approvers' list (doc 3 §2.6): trustee, fund manager, POA approver and AIF approver. */
export function ApproverListPage({ user }: { user: SessionUser }) {
  const styles = useListStyles();
  const notify = useNotify();
  const role = user.role;
  const defaults = useMemo(() => defaultStatusFilter(role), [role]);
  const list = useListParams(defaults);
  const distributorOptions = useDistributorOptions(role);
  const { page, search, filters } = list;
  const { data, loading, error } = useRequest(
    (signal) =>
      getApplications(
        { page, limit: PAGE_SIZE, search, ...filters, status: statusQuery(filters.status) },
        signal,
      ),
    JSON.stringify([page, search, filters]),
  );
  const [comment, setComment] = useState<ApplicationListRow | null>(null);
  const [linkFor, setLinkFor] = useState<ApplicationListRow | null>(null);
  /** doc 3 §2.6: only the AIF approver has Link and Download here. */
  const hasActions = role === 'amcapprover';

  const download = async (row: ApplicationListRow) => {
    try {
      await downloadApplication(downloadPath(row), row.applicationNumber);
    } catch (failure) {
      notify.error(toUserMessage(failure));
    }
  };

  const rows = data?.applications ?? [];
  return (
    <div className={styles.page}>
      <Title2 as="h1">Applications</Title2>
      <div className={styles.toolbar}>
        <div className={styles.tools}>
          <SearchBox
            label="Search by Application Number, Investor Name or PAN"
            placeholder="Search"
            value={search}
            onSearch={list.setSearch}
          />
        </div>
        <FilterDrawer
          filters={filters}
          activeGroups={list.activeGroups}
          statusOptions={statusOptions(role)}
          distributorOptions={distributorOptions}
          onApply={list.setFilters}
        />
      </div>
      <ListState loading={loading && !data} error={error} empty={!rows.length}>
        <div className={styles.scroller}>
          <Table className={styles.table} aria-label="Applications" aria-busy={loading}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Investor Name</TableHeaderCell>
                <TableHeaderCell>Application ID</TableHeaderCell>
                <TableHeaderCell>Mode of Holding</TableHeaderCell>
                <TableHeaderCell>Commited Value</TableHeaderCell>
                <TableHeaderCell>Investor PAN</TableHeaderCell>
                <TableHeaderCell>Distributor Name</TableHeaderCell>
                <TableHeaderCell>Approval Status</TableHeaderCell>
                <TableHeaderCell>Comments</TableHeaderCell>
                {hasActions && <TableHeaderCell className={styles.stickyEnd}>Actions</TableHeaderCell>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{displayValue(row.investorName)}</TableCell>
                  <TableCell className={styles.nowrap}>{row.applicationNumber}</TableCell>
                  <TableCell>{holding(row.modeOfHolding)}</TableCell>
                  <TableCell className={styles.nowrap}>
                    {row.commitmentAmount === null
                      ? displayValue(null)
                      : `₹ ${formatIndianNumber(row.commitmentAmount)}`}
                  </TableCell>
                  <TableCell>{displayValue(row.investorPan)}</TableCell>
                  <TableCell>{displayValue(row.distributor?.name || row.distributor?.arnCode)}</TableCell>
                  <TableCell>
                    <NavLink to={detailsPath(row)}>{row.statusLabel}</NavLink>
                  </TableCell>
                  <TableCell>
                    {row.status === 'rejected' ? (
                      <RowAction label="Comments" icon={<ChatRegular />} onClick={() => setComment(row)} />
                    ) : (
                      displayValue(null)
                    )}
                  </TableCell>
                  {hasActions && (
                    <TableCell className={styles.stickyEnd}>
                      <div className={styles.actions}>
                        {canGetLink(row) && (
                          <RowAction
                            label="Get Link"
                            icon={<LinkRegular />}
                            onClick={() => setLinkFor(row)}
                          />
                        )}
                        <RowAction
                          label="Download"
                          icon={<ArrowDownloadRegular />}
                          disabledReason={canDownload(row) ? undefined : MESSAGES.onlySignedDownload}
                          onClick={() => void download(row)}
                        />
                      </div>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <Pager page={page} pages={data?.pages ?? 0} onPage={list.setPage} />
      </ListState>
      <RejectionCommentDialog row={comment} role={role} onClose={() => setComment(null)} />
      <GetLinkDialog application={linkFor} onClose={() => setLinkFor(null)} />
    </div>
  );
}
