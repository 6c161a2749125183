import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import {
  MESSAGES,
  REVIEW_MESSAGES,
  nextStatusOnPreviewSend,
  previewSendLabel,
  statusLabel,
  type SessionUser,
  type WizardStep,
} from '@aif/contracts';
import { ConfirmDialog, Loader, useNotify } from '@aif/ui-kit';
import { downloadApplicationPdf, sendApplication } from '../api';
import { ApplicationView } from '../application-view/ApplicationView';
import { ApplicationMeta, ViewError, ViewPage, statusTone } from '../application-view/layout';
import { useApplicationDetail } from '../application-view/useApplicationDetail';
import { stepPath, type WizardConfig } from '../frame/routes';
import { IncompleteSteps } from '../step-kit/IncompleteSteps';
import { useRevealOnShow } from './useRevealOnShow';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 767.98px)': { '& > *': { flexGrow: 1 } },
  },
});

/**
 * The flow's preview (`${previewBase}/:id`): every section read-only, Download PDF, Edit per step (the
 * wizard at `wizardBase`, which reads `{ id, applicant1ReferenceId }` from the router state), and the send
 * button, after which the application list (`listPath`) opens.
 */
export function PreviewPage({ user, config }: { user: SessionUser | null; config: WizardConfig }) {
  const styles = useStyles();
  const { id } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { routes } = config;
  const { application, error, loading } = useApplicationDetail(id);
  const [sending, setSending] = useState(false);
  // The send hands the application on and cannot be undone from here: asked first.
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [sendError, setSendError] = useState<{ message: string; error: unknown } | null>(null);
  const sendErrorRef = useRevealOnShow<HTMLDivElement>(sendError);

  if (loading) return <Loader />;
  if (error || !application) return <ViewError message={error ?? MESSAGES.genericError} />;

  const role = user?.role ?? null;
  const canSend = role !== null && nextStatusOnPreviewSend(application, role) !== null;
  const label = role ? previewSendLabel(application, role) : '';

  const onEdit = (step: WizardStep) =>
    navigate(stepPath(routes.wizardBase, step), {
      state: { id: application.id, applicant1ReferenceId: application.applicant1ReferenceId ?? null },
    });

  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadApplicationPdf(application.id, application.applicationNumber);
    } catch (e) {
      notify.error(toUserMessage(e));
    } finally {
      setDownloading(false);
    }
  };

  const onSend = async () => {
    setSending(true);
    setSendError(null);
    try {
      const result = await sendApplication(application.id);
      notify.success(result.message);
      navigate(routes.listPath);
    } catch (e) {
      setSendError({ message: toUserMessage(e), error: e });
      setConfirming(false);
      setSending(false);
    }
  };

  const sendButton = canSend && (
    <Button appearance="primary" disabled={sending} onClick={() => setConfirming(true)}>
      {sending ? <Spinner size="tiny" label={label} /> : label}
    </Button>
  );

  return (
    <ViewPage
      title="Application Preview"
      meta={
        <ApplicationMeta
          tone={statusTone(application.status)}
          applicationNumber={application.applicationNumber}
          status={statusLabel(application.status, role)}
        />
      }
      actions={
        <Button disabled={downloading} onClick={() => void onDownload()}>
          Download PDF
        </Button>
      }
    >
      {sendError && (
        <MessageBar ref={sendErrorRef} tabIndex={-1} intent="error" role="alert">
          <MessageBarBody>
            <MessageBarTitle>Cannot send yet</MessageBarTitle>
            {sendError.message}
            <IncompleteSteps error={sendError.error} />
          </MessageBarBody>
        </MessageBar>
      )}
      <ApplicationView application={application} viewer="staff" onEdit={canSend ? onEdit : undefined} />
      <div className={styles.footer}>
        <Button onClick={() => navigate(routes.listPath)}>Back</Button>
        {sendButton}
      </div>
      {canSend && (
        <ConfirmDialog
          open={confirming}
          title={label}
          message={REVIEW_MESSAGES.sendConfirm(application.applicationNumber, label)}
          busy={sending}
          onConfirm={() => void onSend()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </ViewPage>
  );
}
