import { Suspense, lazy, useCallback, useState } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import {
  ChatRegular,
  DeleteRegular,
  EditRegular,
  LinkRegular,
  ArrowDownloadRegular,
  MoneyRegular,
} from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { toUserMessage } from '@aif/api-client';
import {
  HOLDING_MODE_LABELS,
  MESSAGES,
  PAGE_SIZE,
  type ApplicationListRow,
  type HoldingMode,
  type SessionUser,
} from '@aif/contracts';
import { ConfirmDialog, displayValue, useNotify } from '@aif/ui-kit';
import { deleteApplication, downloadApplication, getApplications } from '../../../api/applications';
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
  canDeleteRole,
  canDownload,
  downloadPath,
  canGetLink,
  canModifyInvestment,
  statusOptions,
  statusQuery,
  statusTarget,
  uploadSignedDocumentsTarget,
  wizardTarget,
} from '../../../lib/application-rules';
import { useDistributorOptions } from '../../../lib/useDistributorOptions';
import { useListParams } from '../../../lib/list-params';
import { useRequest } from '../../../lib/useRequest';
import { StampPapersPanel } from './StampPapersPanel';

// The investment form (with its date picker) is a chunk of its own, loaded when the dialog first opens:
// the list itself does not pay for it.
const ModifyInvestmentDialog = lazy(() =>
  import('./ModifyInvestmentDialog').then((m) => ({ default: m.ModifyInvestmentDialog })),
);

/** Roles that see the Stamp Papers Information panel (doc 3 §2.5, §6). */
const STAMP_PAPER_ROLES = ['amcadmin', 'rm', 'subdistributor'];

export function modeOfHoldingLabel(mode: string | null | undefined): string {
  if (!mode) return HOLDING_MODE_LABELS.single;
  return HOLDING_MODE_LABELS[mode as HoldingMode] ?? mode;
}

export function distributorLabel(row: ApplicationListRow): string {
  return displayValue(row.distributor?.name || row.distributor?.arnCode);
}

/** All Applications (doc 3 §2.5) for amcadmin, rm, distributor and subdistributor. */
export function ApplicationsPage({ user }: { user: SessionUser }) {
  const styles = useListStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const role = user.role;
  const list = useListParams();
  const distributorOptions = useDistributorOptions(role);
  const { page, search, filters } = list;
  const key = JSON.stringify([page, search, filters]);
  const { data, loading, error, reload } = useRequest(
    (signal) =>
      getApplications(
        { page, limit: PAGE_SIZE, search, ...filters, status: statusQuery(filters.status) },
        signal,
      ),
    key,
  );

  const [comment, setComment] = useState<ApplicationListRow | null>(null);
  const [linkFor, setLinkFor] = useState<ApplicationListRow | null>(null);
  const [modify, setModify] = useState<ApplicationListRow | null>(null);
  const [toDelete, setToDelete] = useState<ApplicationListRow | null>(null);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = useCallback(async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteApplication(toDelete.id);
      notify.success(MESSAGES.applicationDeleted);
      setToDelete(null);
      reload();
    } catch (failure) {
      notify.error(toUserMessage(failure));
    } finally {
      setDeleting(false);
    }
  }, [toDelete, notify, reload]);

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
      <Title2 as="h1">All Applications</Title2>
      {STAMP_PAPER_ROLES.includes(role) && <StampPapersPanel />}
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
                <TableHeaderCell>Application Number</TableHeaderCell>
                <TableHeaderCell>Investor Name</TableHeaderCell>
                <TableHeaderCell>Mode of Holding</TableHeaderCell>
                <TableHeaderCell>Investor PAN</TableHeaderCell>
                <TableHeaderCell>Distributor Name</TableHeaderCell>
                <TableHeaderCell>Filled By</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell className={styles.stickyEnd}>Actions</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => {
                const target = statusTarget(row, role);
                const upload = uploadSignedDocumentsTarget(row);
                return (
                  <TableRow key={row.id}>
                    <TableCell className={styles.nowrap}>{row.applicationNumber}</TableCell>
                    <TableCell>{displayValue(row.investorName)}</TableCell>
                    <TableCell>{modeOfHoldingLabel(row.modeOfHolding)}</TableCell>
                    <TableCell>{displayValue(row.investorPan)}</TableCell>
                    <TableCell>{distributorLabel(row)}</TableCell>
                    <TableCell>{displayValue(row.filledBy)}</TableCell>
                    <TableCell>
                      <div className={styles.statusCell}>
                        <NavLink to={target.pathname} state={target.state}>
                          {row.statusLabel}
                        </NavLink>
                        {upload && (
                          <NavLink to={upload.pathname} state={upload.state}>
                            Upload Signed Documents
                          </NavLink>
                        )}
                      </div>
                    </TableCell>
                    <TableCell className={styles.stickyEnd}>
                      <div className={styles.actions}>
                        {row.status === 'rejected' && (
                          <RowAction
                            label="Comments"
                            icon={<ChatRegular />}
                            onClick={() => setComment(row)}
                          />
                        )}
                        {canGetLink(row) && (
                          <RowAction
                            label="Get Link"
                            icon={<LinkRegular />}
                            onClick={() => setLinkFor(row)}
                          />
                        )}
                        {row.editable && (
                          <RowAction
                            label="Edit"
                            icon={<EditRegular />}
                            onClick={() => {
                              const t = wizardTarget(row);
                              navigate(t.pathname, { state: t.state });
                            }}
                          />
                        )}
                        {canModifyInvestment(row, role) && (
                          <RowAction
                            label="Modify Investment"
                            icon={<MoneyRegular />}
                            onClick={() => setModify(row)}
                          />
                        )}
                        {canDeleteRole(role) && (
                          <RowAction
                            label="Delete"
                            icon={<DeleteRegular />}
                            disabledReason={row.deletable ? undefined : MESSAGES.cannotDelete}
                            onClick={() => setToDelete(row)}
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
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
        <Pager page={page} pages={data?.pages ?? 0} onPage={list.setPage} />
      </ListState>
      <RejectionCommentDialog row={comment} role={role} onClose={() => setComment(null)} />
      <GetLinkDialog application={linkFor} onClose={() => setLinkFor(null)} />
      {modify && (
        <Suspense fallback={null}>
          <ModifyInvestmentDialog
            application={modify}
            user={user}
            onClose={() => setModify(null)}
            onSaved={() => {
              setModify(null);
              reload();
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={!!toDelete}
        title="Delete Application"
        message={`Are you sure you want to delete the application ${toDelete?.applicationNumber ?? ''} ?`}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
