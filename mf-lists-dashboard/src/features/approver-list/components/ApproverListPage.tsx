import { useMemo, useState } from 'react';
import {
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  mergeClasses,
  Title2,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ChatRegular, LinkRegular } from '@fluentui/react-icons';
import {
  MESSAGES,
  defaultStatusFilter,
  formatIndianNumber,
  type ApplicationListRow,
  type SessionUser,
} from '@aif/contracts';
import { displayValue } from '@aif/ui-kit';
import { LabelledCell } from '../../../components/LabelledCell';
import { GetLinkDialog } from '../../../components/GetLinkDialog';
import { ListState } from '../../../components/ListState';
import { ListToolbar } from '../../../components/ListToolbar';
import { NavLink } from '../../../components/NavLink';
import { Pager } from '../../../components/Pager';
import { RejectionCommentDialog } from '../../../components/RejectionCommentDialog';
import { RowAction } from '../../../components/RowAction';
import { useListStyles } from '../../../components/styles';
import {
  canDownload,
  canGetLink,
  detailsPath,
  distributorLabel,
  modeOfHoldingLabel,
} from '../../../lib/application-rules';
import { useApplicationList, useDownloadApplication } from '../../../lib/useApplicationList';

/** The approvers' list (doc 3 §2.6): trustee, fund manager, POA approver and AIF approver. */
export function ApproverListPage({ user }: { user: SessionUser }) {
  const styles = useListStyles();
  const role = user.role;
  const defaults = useMemo(() => defaultStatusFilter(role), [role]);
  const { list, distributorOptions, data, loading, error } = useApplicationList(role, defaults);
  const download = useDownloadApplication();
  const [comment, setComment] = useState<ApplicationListRow | null>(null);
  const [linkFor, setLinkFor] = useState<ApplicationListRow | null>(null);
  /** doc 3 §2.6: only the AIF approver has Link and Download here. */
  const hasActions = role === 'amcapprover';

  const rows = data?.applications ?? [];
  return (
    <div className={styles.page}>
      <Title2 as="h1">Applications</Title2>
      <ListToolbar list={list} role={role} distributorOptions={distributorOptions} />
      <ListState loading={loading && !data} error={error} empty={!rows.length}>
        <div className={styles.scroller}>
          <Table
            className={mergeClasses(styles.table, styles.stacked)}
            aria-label="Applications"
            aria-busy={loading}
          >
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
                  <LabelledCell label="Investor Name">{displayValue(row.investorName)}</LabelledCell>
                  <LabelledCell label="Application ID" className={styles.nowrap}>
                    {row.applicationNumber}
                  </LabelledCell>
                  <LabelledCell label="Mode of Holding">{modeOfHoldingLabel(row.modeOfHolding)}</LabelledCell>
                  <LabelledCell label="Commited Value" className={styles.nowrap}>
                    {row.commitmentAmount === null
                      ? displayValue(null)
                      : `₹ ${formatIndianNumber(row.commitmentAmount)}`}
                  </LabelledCell>
                  <LabelledCell label="Investor PAN">{displayValue(row.investorPan)}</LabelledCell>
                  <LabelledCell label="Distributor Name">{distributorLabel(row)}</LabelledCell>
                  <LabelledCell label="Approval Status">
                    <NavLink to={detailsPath(row)}>{row.statusLabel}</NavLink>
                  </LabelledCell>
                  <LabelledCell label="Comments">
                    {row.status === 'rejected' ? (
                      <RowAction label="Comments" icon={<ChatRegular />} onClick={() => setComment(row)} />
                    ) : (
                      displayValue(null)
                    )}
                  </LabelledCell>
                  {hasActions && (
                    <LabelledCell label="Actions" className={styles.stickyEnd}>
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
                    </LabelledCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        <Pager page={list.page} pages={data?.pages ?? 0} onPage={list.setPage} />
      </ListState>
      <RejectionCommentDialog row={comment} role={role} onClose={() => setComment(null)} />
      <GetLinkDialog application={linkFor} onClose={() => setLinkFor(null)} />
    </div>
  );
}
