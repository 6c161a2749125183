import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import {
  DOCUMENT_NOTICES,
  DOCUMENT_TYPE_LABELS,
  isDocumentType,
  type Applicant,
  type DocumentEntry,
} from '@aif/contracts';
import { useNotify } from '@aif/ui-kit';
import { StepSection } from '../../step-kit/StepCard';
import { useStepHost } from '../../step-kit/StepHost';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    listStyleType: 'none',
  },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  file: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

function labelOf(entry: DocumentEntry): string {
  if (entry.documentName) return entry.documentName;
  return isDocumentType(entry.documentType) ? DOCUMENT_TYPE_LABELS[entry.documentType] : entry.documentType;
}

/**
 * The documents the KYC registry holds for each applicant (`applicants[].kraDocument`, filled by the
 * server from the KRA), read-only with View and Download (doc 1 §2 "a KRA document block for
 * non-investor roles"; the caller hides it when the locks hide 'kraDocuments').
 */
export function KraDocuments({ applicants }: { applicants: readonly Applicant[] }) {
  const styles = useStyles();
  const notify = useNotify();
  const { api } = useStepHost();
  const failed = (error: unknown) => notify.error(toUserMessage(error));
  return (
    <>
      {applicants.map((a, index) => {
        const entries = (a.kraDocument ?? []).filter((d) => d.isActive !== false && d.file);
        return (
          <StepSection key={a.id ?? index} title={DOCUMENT_NOTICES.kraDocumentsTitle(a.name ?? '')}>
            {entries.length === 0 ? (
              <Text>{DOCUMENT_NOTICES.kraDocumentsNone}</Text>
            ) : (
              <ul className={styles.list}>
                {entries.map((entry, i) => {
                  const label = labelOf(entry);
                  const file = entry.file!;
                  return (
                    <li key={entry.id ?? i} className={styles.row} aria-label={label}>
                      <span className={styles.name}>
                        <Text weight="semibold">{label}</Text>{' '}
                        <Text className={styles.file}>{file.name}</Text>
                      </span>
                      <Button
                        size="small"
                        aria-label={`View ${label}`}
                        onClick={() => void api.viewFile(file).catch(failed)}
                      >
                        View
                      </Button>
                      <Button
                        size="small"
                        appearance="subtle"
                        aria-label={`Download ${label}`}
                        onClick={() => void api.downloadFile(file).catch(failed)}
                      >
                        Download
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </StepSection>
        );
      })}
    </>
  );
}
