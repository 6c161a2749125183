import { Suspense, lazy, useCallback, useState } from 'react';
import {
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  mergeClasses,
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
import { MESSAGES, type ApplicationListRow, type SessionUser } from '@aif/contracts';
import { ConfirmDialog, displayValue, useNotify } from '@aif/ui-kit';
import { deleteApplication } from '../../../api/applications';
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
  canDeleteRole,
  canDownload,
  canGetLink,
  canModifyInvestment,
  distributorLabel,
  modeOfHoldingLabel,
  statusTarget,
  uploadSignedDocumentsTarget,
  wizardTarget,
} from '../../../lib/application-rules';
import { useApplicationList, useDownloadApplication } from '../../../lib/useApplicationList';
import { StampPapersPanel } from './StampPapersPanel';

// The investment form (with its date picker) is a chunk of its own, loaded when the dialog first opens:
// the list itself does not pay for it.
const ModifyInvestmentDialog = lazy(() =>
  import('./ModifyInvestmentDialog').then((m) => ({ default: m.ModifyInvestmentDialog })),
);

/** Roles that see the Stamp Papers Information panel (doc 3 §2.5, §6). */
const STAMP_PAPER_ROLES = ['amcadmin', 'rm', 'subdistributor'];

/** All Applications (doc 3 §2.5) for amcadmin, rm, distributor and subdistributor. */
export function ApplicationsPage({ user }: { user: SessionUser }) {
  const styles = useListStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const role = user.role;
  const { list, distributorOptions, data, loading, error, reload } = useApplicationList(role);
  const download = useDownloadApplication();

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

  const rows = data?.applications ?? [];
  return (
    <div className={styles.page}>
      <Title2 as="h1">All Applications</Title2>
      {STAMP_PAPER_ROLES.includes(role) && <StampPapersPanel />}
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
                    <LabelledCell label="Application Number" className={styles.nowrap}>
                      {row.applicationNumber}
                    </LabelledCell>
                    <LabelledCell label="Investor Name">{displayValue(row.investorName)}</LabelledCell>
                    <LabelledCell label="Mode of Holding">
                      {modeOfHoldingLabel(row.modeOfHolding)}
                    </LabelledCell>
                    <LabelledCell label="Investor PAN">{displayValue(row.investorPan)}</LabelledCell>
                    <LabelledCell label="Distributor Name">{distributorLabel(row)}</LabelledCell>
                    <LabelledCell label="Filled By">{displayValue(row.filledBy)}</LabelledCell>
                    <LabelledCell label="Status">
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
                    </LabelledCell>
                    <LabelledCell label="Actions" className={styles.stickyEnd}>
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
                    </LabelledCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
        <Pager page={list.page} pages={data?.pages ?? 0} onPage={list.setPage} />
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
