import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import {
  DOCUMENT_TYPE_LABELS,
  MESSAGES,
  ROLE_LABELS,
  canApproveOrReject,
  canEdit,
  firstStep,
  homeForRole,
  routeAccess,
  statusLabel,
  type ApplicationDetail,
  type SessionUser,
} from '@aif/contracts';
import { ConfirmDialog, Loader, useNotify } from '@aif/ui-kit';
import {
  approveApplication,
  downloadApplicationPdf,
  downloadSignedPdf,
  hasSignedPdf,
  rejectApplication,
} from '../api';
import { ApplicationView } from '../application-view/ApplicationView';
import { dateTime } from '../application-view/format';
import {
  ApplicationMeta,
  FieldList,
  ViewError,
  ViewField,
  ViewPage,
  ViewSection,
  statusTone,
} from '../application-view/layout';
import { useApplicationDetail } from '../application-view/useApplicationDetail';
import { stepPath, type WizardConfig } from '../frame/routes';
import { SignedDocumentsUpload } from '../signed-documents/SignedDocumentsUpload';
import { RejectDialog } from './RejectDialog';
import { useRevealOnShow } from './useRevealOnShow';

export const APPROVE_CONFIRM = 'Are you sure you want to approve this application?';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 767.98px)': { '& > *': { flexGrow: 1 } },
  },
});

/** msar applications approved by the AIF approver wait for staff to upload the paper-signed documents. */
export function awaitsSignedDocuments(app: ApplicationDetail, role: SessionUser['role'] | null): boolean {
  return (
    app.status === 'approved_by_amc_approver' &&
    (app.fundType ?? app.scheme?.fundType) === 'msar' &&
    role !== null &&
    routeAccess('/applications', role) === 'allowed'
  );
}

/**
 * The flow's details page (`${detailsBase}/:id`, doc 1 §2, §6): the application read-only for staff and
 * approvers; Approve and Reject for the approver whose turn it is, Done for everybody else; Edit (the
 * wizard's first step at `editBase`, which reads `{ id, applicant1ReferenceId }` from the router state)
 * for an approver who may change it; the PDFs; the msar signed documents.
 */
export function DetailsPage({
  user,
  config,
  uploadOnly = false,
}: {
  user: SessionUser | null;
  config: WizardConfig;
  uploadOnly?: boolean;
}) {
  const styles = useStyles();
  const { id } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { application, error, loading, reload } = useApplicationDetail(id);
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const actionErrorRef = useRevealOnShow<HTMLDivElement>(actionError);

  if (loading && !application) return <Loader />;
  if (error || !application) return <ViewError message={error ?? MESSAGES.genericError} />;

  const role = user?.role ?? null;
  const listPath = role ? homeForRole(role) : '/';
  const decides = role !== null && canApproveOrReject(application, role);
  const edits = (role === 'amcapprover' || role === 'poaapprover') && decides && canEdit(application, role);
  const upload = awaitsSignedDocuments(application, role);
  const paperSigned = (application.fundType ?? application.scheme?.fundType) === 'msar';
  // The upload route shows the upload alone while it is awaited; afterwards it is the details page.
  const uploadPage = uploadOnly && upload;

  const act = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    setActionError(null);
    try {
      const result = await action();
      notify.success(result.message);
      setConfirming(false);
      setRejecting(false);
      navigate(listPath);
    } catch (e) {
      setActionError(toUserMessage(e));
      setConfirming(false);
      setRejecting(false);
      setBusy(false);
    }
  };

  const download = async (signed: boolean) => {
    setDownloading(true);
    try {
      if (signed) await downloadSignedPdf(application.id, application.applicationNumber);
      else await downloadApplicationPdf(application.id, application.applicationNumber);
    } catch (e) {
      notify.error(signed ? MESSAGES.onlySignedDownload : toUserMessage(e));
    } finally {
      setDownloading(false);
    }
  };

  const signedDocuments = (application.signedDocuments ?? []).filter((d) => d.file);

  return (
    <ViewPage
      title={uploadPage ? 'Upload Signed Documents' : 'Application Details'}
      meta={
        <ApplicationMeta
          tone={statusTone(application.status)}
          applicationNumber={application.applicationNumber}
          status={statusLabel(application.status, role)}
        />
      }
      actions={
        <>
          <Button disabled={downloading} onClick={() => void download(false)}>
            Download PDF
          </Button>
          {/* Offered once the e-signed PDF exists. msar funds are signed on paper: their signed documents are
              listed below, there is no e-signed PDF. */}
          {!paperSigned && hasSignedPdf(application) && (
            <Button disabled={downloading} onClick={() => void download(true)}>
              Download Signed PDF
            </Button>
          )}
        </>
      }
    >
      {application.status === 'rejected' && (
        <ViewSection title="Rejection Details">
          <FieldList>
            <ViewField
              label="Rejected By"
              value={application.rejectedByRole && ROLE_LABELS[application.rejectedByRole]}
            />
            <ViewField label="Rejected On" value={dateTime(application.rejectedAt)} />
            <ViewField label="Reason for Rejection" value={application.rejectedReason} wide />
          </FieldList>
        </ViewSection>
      )}
      {actionError && (
        <MessageBar ref={actionErrorRef} tabIndex={-1} intent="error" role="alert">
          <MessageBarBody>{actionError}</MessageBarBody>
        </MessageBar>
      )}
      {upload && <SignedDocumentsUpload application={application} onDone={() => void reload()} />}
      {signedDocuments.length > 0 && (
        <ViewSection title="Signed Documents">
          <FieldList>
            {signedDocuments.map((d) => (
              <ViewField
                key={d.documentType}
                label={(DOCUMENT_TYPE_LABELS as Record<string, string>)[d.documentType] ?? d.documentType}
                value={d.file?.name}
              />
            ))}
          </FieldList>
        </ViewSection>
      )}
      {!uploadPage && <ApplicationView application={application} viewer="staff" />}
      <div className={styles.footer}>
        {decides ? (
          <>
            {edits && (
              <Button
                onClick={() =>
                  navigate(stepPath(config.routes.editBase, firstStep(config.flow)), {
                    state: {
                      id: application.id,
                      applicant1ReferenceId: application.applicant1ReferenceId ?? null,
                    },
                  })
                }
              >
                Edit
              </Button>
            )}
            <Button disabled={busy} onClick={() => setRejecting(true)}>
              Reject
            </Button>
            <Button appearance="primary" disabled={busy} onClick={() => setConfirming(true)}>
              Approve
            </Button>
          </>
        ) : (
          <Button appearance="primary" onClick={() => navigate(listPath)}>
            Done
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Approve Application"
        message={APPROVE_CONFIRM}
        busy={busy}
        onConfirm={() => void act(() => approveApplication(application.id))}
        onCancel={() => setConfirming(false)}
      />
      {rejecting && (
        <RejectDialog
          open
          busy={busy}
          onCancel={() => setRejecting(false)}
          onReject={(reason) => void act(() => rejectApplication(application.id, reason))}
        />
      )}
    </ViewPage>
  );
}
