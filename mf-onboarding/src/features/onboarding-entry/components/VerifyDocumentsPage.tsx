import { useState } from 'react';
import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { DOCUMENT_TYPE_LABELS, MESSAGES, type SessionUser } from '@aif/contracts';
import { FileUpload } from '@aif/ui-kit';
import { uploadDocument } from '../api/upload-document';
import { useFinishOnboarding } from '../hooks/useFinishOnboarding';
import { useFlowNavigation } from '../hooks/useFlowNavigation';
import { needsRestart } from '../lib/messages';
import { onboardingTitle, stepsFor } from '../lib/steps';
import { useOnboardingFlow } from '../stores/onboarding-flow';
import { FormActions } from './FormActions';
import { OnboardingLayout } from './OnboardingLayout';
import { PageMessage } from './PageMessage';
import { RequireFlow } from './RequireFlow';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  intro: { color: tokens.colorNeutralForeground2 },
});

type Slot = 'board_resolution' | 'authorised_signatories_list';
const SLOTS: readonly Slot[] = ['board_resolution', 'authorised_signatories_list'];
type Uploaded = { id: string; name: string };

/** /onboarding/verify-documents: board resolution and list of authorised signatories, then Proceed. */
export function VerifyDocumentsPage({ user }: { user: SessionUser | null }) {
  const verification = useOnboardingFlow((s) => s.verification);
  const token = useOnboardingFlow((s) => s.entityApplicantToken);
  const ready = verification !== null && verification.investorKind === 'non_individual' && token !== null;
  return (
    <RequireFlow ready={ready}>
      <DocumentsStep user={user} applicantVerificationToken={token ?? ''} />
    </RequireFlow>
  );
}

function DocumentsStep({
  user,
  applicantVerificationToken,
}: {
  user: SessionUser | null;
  applicantVerificationToken: string;
}) {
  const styles = useStyles();
  const finish = useFinishOnboarding(user);
  const { startAgain } = useFlowNavigation();
  const [files, setFiles] = useState<Partial<Record<Slot, Uploaded>>>({});
  const [missing, setMissing] = useState<Partial<Record<Slot, string>>>({});
  const [pageError, setPageError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onProceed = async () => {
    setPageError(null);
    const absent: Partial<Record<Slot, string>> = {};
    for (const slot of SLOTS)
      if (!files[slot]) absent[slot] = MESSAGES.uploadDocument(DOCUMENT_TYPE_LABELS[slot]);
    setMissing(absent);
    const board = files.board_resolution;
    const signatories = files.authorised_signatories_list;
    if (!board || !signatories) return;
    setBusy(true);
    try {
      await finish(applicantVerificationToken, {
        boardResolutionFileId: board.id,
        authorisedSignatoriesFileId: signatories.id,
      });
    } catch (error) {
      setBusy(false);
      const message = toUserMessage(error);
      if (needsRestart(message)) startAgain(message);
      else setPageError(message);
    }
  };

  return (
    <OnboardingLayout
      title={onboardingTitle({ jointHolder: false, entity: true })}
      subtitle="Verify Documents"
      role={user?.role}
      steps={stepsFor('entity')}
      current={2}
    >
      <div className={styles.form}>
        <Body1 className={styles.intro}>
          Upload the board resolution and the list of authorised signatories of the investing entity.
        </Body1>
        <PageMessage message={pageError} />
        {SLOTS.map((slot) => (
          <FileUpload
            key={slot}
            label={DOCUMENT_TYPE_LABELS[slot]}
            documentType={slot}
            required
            disabled={busy}
            fileName={files[slot]?.name ?? null}
            validationMessage={missing[slot]}
            onUpload={async (file) => {
              const uploaded = await uploadDocument(file, slot);
              setFiles((f) => ({ ...f, [slot]: { id: uploaded.id, name: uploaded.name || file.name } }));
              setMissing((m) => ({ ...m, [slot]: undefined }));
            }}
            onRemove={() => setFiles((f) => ({ ...f, [slot]: undefined }))}
          />
        ))}
        <FormActions role={user?.role} disabled={busy}>
          <Button
            appearance="primary"
            disabled={busy}
            icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}
            onClick={() => void onProceed()}
          >
            Proceed
          </Button>
        </FormActions>
      </div>
    </OnboardingLayout>
  );
}
