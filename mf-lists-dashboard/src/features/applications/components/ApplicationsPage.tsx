import { Suspense, lazy, useCallback, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { ChatRegular, DeleteRegular, EditRegular, LinkRegular, MoneyRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { toUserMessage } from '@aif/api-client';
import { MESSAGES, type ApplicationListRow, type SessionUser } from '@aif/contracts';
import {
  ConfirmDialog,
  DataTable,
  ListPage,
  ListState,
  Pager,
  RowAction,
  RowActions,
  displayValue,
  useNotify,
  type DataColumn,
} from '@aif/ui-kit';
import { deleteApplication } from '../../../api/applications';
import { ApplicationListToolbar } from '../../../components/ApplicationListToolbar';
import { CappedTotalNote } from '../../../components/CappedTotalNote';
import { GetLinkDialog } from '../../../components/GetLinkDialog';
import { NavLink } from '../../../components/NavLink';
import { RejectionCommentDialog } from '../../../components/RejectionCommentDialog';
import {
  canDeleteRole,
  canGetLink,
  canModifyInvestment,
  distributorLabel,
  modeOfHoldingLabel,
  statusTarget,
  uploadSignedDocumentsTarget,
  wizardTarget,
} from '../../../lib/application-rules';
import { DownloadApplicationAction } from '../../../components/DownloadApplicationAction';
import { useApplicationList } from '../../../lib/useApplicationList';
import { StampPapersPanel } from './StampPapersPanel';

// The investment form (with its date picker) is a chunk of its own, loaded when the dialog first opens:
// the list itself does not pay for it.
const ModifyInvestmentDialog = lazy(() =>
  import('./ModifyInvestmentDialog').then((m) => ({ default: m.ModifyInvestmentDialog })),
);

const useStyles = makeStyles({
  /** The status link, with Upload Signed Documents under it when that is due. */
  statusCell: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalXXS,
  },
});

/** Roles that see the Stamp Papers Information panel (doc 3 §2.5, §6). */
const STAMP_PAPER_ROLES = ['amcadmin', 'rm', 'subdistributor'];

/** All Applications (doc 3 §2.5) for amcadmin, rm, distributor and subdistributor. */
export function ApplicationsPage({ user }: { user: SessionUser }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const role = user.role;
  const { list, distributorOptions, data, loading, error, reload } = useApplicationList(role);

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
      void reload();
    } catch (failure) {
      notify.error(toUserMessage(failure));
    } finally {
      setDeleting(false);
    }
  }, [toDelete, notify, reload]);

  const columns: DataColumn<ApplicationListRow>[] = [
    {
      id: 'applicationNumber',
      header: 'Application Number',
      nowrap: true,
      cell: (row) => row.applicationNumber,
    },
    { id: 'investorName', header: 'Investor Name', cell: (row) => displayValue(row.investorName) },
    { id: 'modeOfHolding', header: 'Mode of Holding', cell: (row) => modeOfHoldingLabel(row.modeOfHolding) },
    { id: 'investorPan', header: 'Investor PAN', cell: (row) => displayValue(row.investorPan) },
    { id: 'distributor', header: 'Distributor Name', cell: (row) => distributorLabel(row) },
    { id: 'filledBy', header: 'Filled By', cell: (row) => displayValue(row.filledBy) },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => {
        const target = statusTarget(row);
        const upload = uploadSignedDocumentsTarget(row);
        return (
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
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      sticky: 'end',
      cell: (row) => (
        <RowActions>
          {row.status === 'rejected' && (
            <RowAction label="Comments" icon={<ChatRegular />} onClick={() => setComment(row)} />
          )}
          {canGetLink(row) && (
            <RowAction label="Get Link" icon={<LinkRegular />} onClick={() => setLinkFor(row)} />
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
            <RowAction label="Modify Investment" icon={<MoneyRegular />} onClick={() => setModify(row)} />
          )}
          {canDeleteRole(role) && (
            <RowAction
              label="Delete"
              icon={<DeleteRegular />}
              disabledReason={row.deletable ? undefined : MESSAGES.cannotDelete}
              onClick={() => setToDelete(row)}
            />
          )}
          <DownloadApplicationAction row={row} />
        </RowActions>
      ),
    },
  ];

  const rows = data?.applications ?? [];
  return (
    <ListPage title="All Applications">
      {STAMP_PAPER_ROLES.includes(role) && <StampPapersPanel />}
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
      {modify && (
        <Suspense fallback={null}>
          <ModifyInvestmentDialog
            application={modify}
            user={user}
            onClose={() => setModify(null)}
            onSaved={() => {
              setModify(null);
              void reload();
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
    </ListPage>
  );
}
