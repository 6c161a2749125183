import { useMemo, useState } from 'react';
import { ChatRegular, LinkRegular } from '@fluentui/react-icons';
import {
  defaultStatusFilter,
  formatIndianNumber,
  type ApplicationListRow,
  type SessionUser,
} from '@aif/contracts';
import {
  DataTable,
  ListPage,
  ListState,
  Pager,
  RowAction,
  RowActions,
  displayValue,
  type DataColumn,
} from '@aif/ui-kit';
import { ApplicationListToolbar } from '../../../components/ApplicationListToolbar';
import { CappedTotalNote } from '../../../components/CappedTotalNote';
import { GetLinkDialog } from '../../../components/GetLinkDialog';
import { NavLink } from '../../../components/NavLink';
import { RejectionCommentDialog } from '../../../components/RejectionCommentDialog';
import {
  canDownload,
  canGetLink,
  detailsPath,
  distributorLabel,
  modeOfHoldingLabel,
} from '../../../lib/application-rules';
import { DownloadApplicationAction } from '../../../components/DownloadApplicationAction';
import { useApplicationList } from '../../../lib/useApplicationList';

/** The approvers' list (doc 3 §2.6): trustee, fund manager, POA approver and AIF approver. */
export function ApproverListPage({ user }: { user: SessionUser }) {
  const role = user.role;
  const defaults = useMemo(() => defaultStatusFilter(role), [role]);
  const { list, distributorOptions, data, loading, error } = useApplicationList(role, defaults);
  const [comment, setComment] = useState<ApplicationListRow | null>(null);
  const [linkFor, setLinkFor] = useState<ApplicationListRow | null>(null);
  /** doc 3 §2.6: only the AIF approver has Link and Download here. */
  const hasActions = role === 'amcapprover';

  const columns: DataColumn<ApplicationListRow>[] = [
    { id: 'investorName', header: 'Investor Name', cell: (row) => displayValue(row.investorName) },
    { id: 'applicationNumber', header: 'Application ID', nowrap: true, cell: (row) => row.applicationNumber },
    { id: 'modeOfHolding', header: 'Mode of Holding', cell: (row) => modeOfHoldingLabel(row.modeOfHolding) },
    {
      id: 'commitmentAmount',
      header: 'Commited Value',
      nowrap: true,
      cell: (row) =>
        row.commitmentAmount === null ? displayValue(null) : `₹ ${formatIndianNumber(row.commitmentAmount)}`,
    },
    { id: 'investorPan', header: 'Investor PAN', cell: (row) => displayValue(row.investorPan) },
    { id: 'distributor', header: 'Distributor Name', cell: (row) => distributorLabel(row) },
    {
      id: 'status',
      header: 'Approval Status',
      cell: (row) => <NavLink to={detailsPath(row)}>{row.statusLabel}</NavLink>,
    },
    {
      id: 'comments',
      header: 'Comments',
      cell: (row) =>
        row.status === 'rejected' ? (
          <RowAction label="Comments" icon={<ChatRegular />} onClick={() => setComment(row)} />
        ) : (
          displayValue(null)
        ),
    },
  ];
  if (hasActions) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      sticky: 'end',
      cell: (row) => (
        <RowActions>
          {canGetLink(row) && (
            <RowAction label="Get Link" icon={<LinkRegular />} onClick={() => setLinkFor(row)} />
          )}
          {/* doc 3 §2.6: Download shows only when there is something to download. */}
          {canDownload(row) && <DownloadApplicationAction row={row} />}
        </RowActions>
      ),
    });
  }

  const rows = data?.applications ?? [];
  return (
    <ListPage title="Applications">
      <ApplicationListToolbar list={list} role={role} distributorOptions={distributorOptions} />
      <ListState loading={loading && !data} error={error} empty={!rows.length}>
        <DataTable
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          label="Applications"
          minWidth={960}
          busy={loading}
        />
        <CappedTotalNote data={data} />
        <Pager page={list.page} pages={data?.pages ?? 0} onPage={list.setPage} />
      </ListState>
      <RejectionCommentDialog row={comment} role={role} onClose={() => setComment(null)} />
      <GetLinkDialog application={linkFor} onClose={() => setLinkFor(null)} />
    </ListPage>
  );
}
