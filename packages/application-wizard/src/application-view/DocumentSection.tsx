import { useState, type ReactNode } from 'react';
import { Button, Text, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import {
  DOCUMENT_TYPE_LABELS,
  MESSAGES,
  STEP_LABELS,
  type ApplicationDetail,
  type DocumentEntry,
} from '@aif/contracts';
import { toUserMessage } from '@aif/api-client';
import { useNotify } from '@aif/ui-kit';
import { downloadDocument, viewDocument } from '../api';
import type { Viewer } from './ApplicationView';
import { activeApplicants, applicantTitle, showsDocumentDeclaration, yesNo } from './format';
import { FieldList, ViewField, ViewGroup, ViewSection } from './layout';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground2 },
  docList: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  docRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    ...shorthands.borderBottom(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  docText: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1, overflowWrap: 'anywhere' },
  docFile: { color: tokens.colorNeutralForeground2 },
  docActions: { display: 'flex', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground2 },
});

interface SectionProps {
  application: ApplicationDetail;
  onEdit?: () => void;
}

function documentLabel(d: DocumentEntry): string {
  return (DOCUMENT_TYPE_LABELS as Record<string, string>)[d.documentType] ?? d.documentType;
}

function DocumentRows({ documents, prefix = '' }: { documents: DocumentEntry[]; prefix?: string }) {
  const styles = useStyles();
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const shown = documents.filter((d) => d.isActive !== false);
  if (shown.length === 0) return <Text className={styles.empty}>{MESSAGES.noDataFound}</Text>;
  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } catch (e) {
      notify.error(toUserMessage(e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className={styles.docList}>
      {shown.map((d, i) => {
        const own = documentLabel(d);
        // A label that already names the prefix ('KRA Document') is not prefixed twice.
        const label = own.startsWith(prefix) ? own : `${prefix}${own}`;
        const title = d.documentName && d.documentName !== label ? `${label} (${d.documentName})` : label;
        const url = d.file?.url;
        const key = `${d.id ?? i}`;
        return (
          <li key={key} className={styles.docRow}>
            <div className={styles.docText}>
              <Text weight="semibold">{title}</Text>
              <Text size={200} className={styles.docFile}>
                {d.file?.name ?? MESSAGES.notAvailable}
              </Text>
            </div>
            {url && (
              <div className={styles.docActions}>
                <Button
                  size="small"
                  disabled={busy !== null}
                  aria-label={`View ${title}`}
                  onClick={() => void run(`${key}:view`, () => viewDocument(url))}
                >
                  View
                </Button>
                <Button
                  size="small"
                  disabled={busy !== null}
                  aria-label={`Download ${title}`}
                  onClick={() =>
                    void run(`${key}:download`, () => downloadDocument(url, d.file?.name ?? `${label}.pdf`))
                  }
                >
                  Download
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function DocumentSection({
  application,
  viewer,
  onEdit,
}: SectionProps & { viewer: Viewer }): ReactNode {
  const styles = useStyles();
  const minor = application.onboardingType === 'minor';
  const nominees = (application.nominees ?? []).filter(
    (n) => n.isActive !== false && (n.nomineedocuments ?? []).length > 0,
  );
  return (
    <ViewSection title={STEP_LABELS['document-details']} onEdit={onEdit}>
      {viewer === 'investor' && (
        <Text className={styles.note}>
          The signature copy uploaded here will be used to verify your future redemption and transfer
          requests.
        </Text>
      )}
      {activeApplicants(application).map((a, i) => (
        <ViewGroup key={a.id ?? i} title={applicantTitle(i, minor)} first={i === 0}>
          <DocumentRows documents={a.documents ?? []} />
          {viewer === 'staff' && (a.kraDocument ?? []).length > 0 && (
            <ViewGroup title="KRA Documents">
              <DocumentRows documents={a.kraDocument ?? []} prefix="KRA " />
            </ViewGroup>
          )}
        </ViewGroup>
      ))}
      {nominees.map((n, i) => (
        <ViewGroup key={n.id ?? i} title={`Nominee ${i + 1}${n.nomineeName ? `: ${n.nomineeName}` : ''}`}>
          <DocumentRows documents={n.nomineedocuments ?? []} />
        </ViewGroup>
      ))}
      {showsDocumentDeclaration(application) && (
        <FieldList>
          <ViewField label="Document Declaration" value={yesNo(application.documentDeclaration)} />
        </FieldList>
      )}
    </ViewSection>
  );
}
