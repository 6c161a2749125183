import { useState } from 'react';
import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import {
  DOCUMENT_TYPE_LABELS,
  SIGNED_DOCUMENT_TYPES,
  signedDocumentsMessage,
  type ApplicationDetail,
  type SignedDocumentType,
  type UploadedFile,
} from '@aif/contracts';
import { FileUpload, useNotify } from '@aif/ui-kit';
import { downloadApplicationPdf, uploadSignedDocuments, uploadSignedFile, viewDocument } from '../api';
import { ViewSection } from '../application-view/layout';

export const SIGNED_DOCUMENTS_TITLE = 'Action Required: Download and Upload Signed Documents';
export const SIGNED_DOCUMENTS_DECLARATION =
  'I hereby declare that the signed documents uploaded above are true copies and understand that they cannot be replaced, modified or deleted after submission.';

const useStyles = makeStyles({
  slots: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalXL,
    '@media (max-width: 1023.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 767.98px)': { '& > *': { flexGrow: 1 } },
  },
  intro: { color: tokens.colorNeutralForeground2 },
});

/**
 * msar applications at approved_by_amc_approver (doc 2 "Signed documents upload"; 0-product-decisions §2):
 * staff download the approved application, have it signed on paper and upload the three signed PDFs with
 * the declaration, which completes the application. Nothing can be replaced afterwards.
 */
export function SignedDocumentsUpload({
  application,
  onDone,
}: {
  application: ApplicationDetail;
  onDone: () => void;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const [files, setFiles] = useState<Partial<Record<SignedDocumentType, UploadedFile>>>({});
  const [declaration, setDeclaration] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadApplicationPdf(application.id, application.applicationNumber);
    } catch (e) {
      notify.error(toUserMessage(e));
    } finally {
      setDownloading(false);
    }
  };

  const submit = async () => {
    const documents = SIGNED_DOCUMENT_TYPES.map((documentType) => ({
      documentType,
      documentName: DOCUMENT_TYPE_LABELS[documentType],
      file: files[documentType] ? { id: files[documentType].id } : null,
    }));
    const message = signedDocumentsMessage(documents, declaration);
    setProblem(message);
    if (message) return;
    setBusy(true);
    try {
      const result = await uploadSignedDocuments(application.id, {
        signedDocuments: documents,
        documentDeclaration: true,
      });
      notify.success(result.message);
      onDone();
    } catch (e) {
      setProblem(toUserMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ViewSection title={SIGNED_DOCUMENTS_TITLE}>
      <Text className={styles.intro}>
        Download the approved application, get it signed, and upload the signed Admission Deed, Consent Form
        and POA as PDF files.
      </Text>
      <div>
        <Button disabled={downloading} onClick={() => void download()}>
          Download Approved Application
        </Button>
      </div>
      <div className={styles.slots}>
        {SIGNED_DOCUMENT_TYPES.map((type) => {
          const uploaded = files[type];
          return (
            <FileUpload
              key={type}
              label={DOCUMENT_TYPE_LABELS[type]}
              documentType={type}
              required
              disabled={busy}
              fileName={uploaded?.name ?? null}
              onUpload={async (file) => {
                const result = await uploadSignedFile(file, type);
                setFiles((current) => ({ ...current, [type]: result }));
                setProblem(null);
              }}
              onView={
                uploaded
                  ? () => void viewDocument(uploaded.url).catch((e) => notify.error(toUserMessage(e)))
                  : undefined
              }
              onRemove={() =>
                setFiles((current) => {
                  const next = { ...current };
                  delete next[type];
                  return next;
                })
              }
            />
          );
        })}
      </div>
      <Checkbox
        checked={declaration}
        disabled={busy}
        onChange={(_, data) => {
          setDeclaration(data.checked === true);
          setProblem(null);
        }}
        label={SIGNED_DOCUMENTS_DECLARATION}
      />
      {problem && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={busy} onClick={() => void submit()}>
          Submit
        </Button>
      </div>
    </ViewSection>
  );
}
