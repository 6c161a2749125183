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
  nextStatusOnPreviewSend,
  previewSendLabel,
  statusLabel,
  type IndividualStep,
  type SessionUser,
} from '@aif/contracts';
import { Loader, useNotify } from '@aif/ui-kit';
import {
  ApplicationMeta,
  ApplicationView,
  ViewError,
  ViewPage,
  statusTone,
  downloadApplicationPdf,
  useApplicationDetail,
} from '../../../shared/application-view';
import { sendApplication } from '../api/send';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 767.98px)': { '& > *': { flexGrow: 1 } },
  },
});

/** Where the wizard opens a step for staff (it reads `{ id, applicant1ReferenceId }` from the router state). */
export const STAFF_WIZARD_PATH = '/application';
/** The preparers' application list: where a sent application leaves the preview. */
export const APPLICATION_LIST_PATH = '/applications';

/** /application-preview/:id: every section read-only, Download PDF, Edit per step, and the send button. */
export function PreviewPage({ user }: { user: SessionUser | null }) {
  const styles = useStyles();
  const { id } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { application, error, loading } = useApplicationDetail(id);
  const [sending, setSending] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  if (loading) return <Loader />;
  if (error || !application) return <ViewError message={error ?? MESSAGES.genericError} />;

  const role = user?.role ?? null;
  const canSend = role !== null && nextStatusOnPreviewSend(application, role) !== null;
  const label = role ? previewSendLabel(application, role) : '';

  const onEdit = (step: IndividualStep) =>
    navigate(`${STAFF_WIZARD_PATH}/${step}`, {
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
      navigate(APPLICATION_LIST_PATH);
    } catch (e) {
      setSendError(toUserMessage(e));
      setSending(false);
    }
  };

  const sendButton = canSend && (
    <Button appearance="primary" disabled={sending} onClick={() => void onSend()}>
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
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <MessageBarTitle>Cannot send yet</MessageBarTitle>
            {sendError}
          </MessageBarBody>
        </MessageBar>
      )}
      <ApplicationView application={application} viewer="staff" onEdit={canSend ? onEdit : undefined} />
      <div className={styles.footer}>
        <Button onClick={() => navigate(APPLICATION_LIST_PATH)}>Back</Button>
        {sendButton}
      </div>
    </ViewPage>
  );
}
