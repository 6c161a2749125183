import { useState, type FormEvent } from 'react';
import { Button, Field, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { nonIndividualTokenRequestSchema, type SessionUser } from '@aif/contracts';
import { TrimmedInput } from '@aif/ui-kit';
import { getNonIndividualToken } from '../api/get-non-individual-token';
import { useFlowNavigation } from '../hooks/useFlowNavigation';
import { firstIssueByField } from '../lib/issues';
import { fieldOfMessage, needsRestart } from '../lib/messages';
import { STEP_PATHS } from '../lib/paths';
import { onboardingTitle, stepsFor } from '../lib/steps';
import { useOnboardingFlow } from '../stores/onboarding-flow';
import { FormActions } from './FormActions';
import { OnboardingLayout } from './OnboardingLayout';
import { PageMessage } from './PageMessage';
import { RequireFlow } from './RequireFlow';
import { VerifiedPan } from './VerifiedPan';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /onboarding/enter-email-id: the non-individual investor's e-mail (doc 3 §2.3, §5). */
export function EnterEmailPage({ user }: { user: SessionUser | null }) {
  const verification = useOnboardingFlow((s) => s.verification);
  const ready =
    verification !== null && verification.amlCleared && verification.investorKind === 'non_individual';
  return (
    <RequireFlow ready={ready}>
      <EmailStep user={user} panVerificationToken={verification?.panVerificationToken ?? ''} />
    </RequireFlow>
  );
}

function EmailStep({
  user,
  panVerificationToken,
}: {
  user: SessionUser | null;
  panVerificationToken: string;
}) {
  const styles = useStyles();
  const { goTo, startAgain } = useFlowNavigation();
  const [email, setEmail] = useState(useOnboardingFlow.getState().entityEmail ?? '');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [pageError, setPageError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPageError(null);
    const parsed = nonIndividualTokenRequestSchema.safeParse({ panVerificationToken, emailId: email });
    if (!parsed.success) {
      const byField = firstIssueByField(parsed.error.issues);
      if (byField.emailId) {
        setEmailError(byField.emailId);
        return;
      }
      startAgain(byField.panVerificationToken ?? null);
      return;
    }
    setEmailError(undefined);
    setBusy(true);
    try {
      const { applicantVerificationToken } = await getNonIndividualToken(parsed.data);
      const state = useOnboardingFlow.getState();
      state.setEntityEmail(parsed.data.emailId);
      state.setEntityApplicantToken(applicantVerificationToken);
      goTo(STEP_PATHS.documents);
    } catch (error) {
      setBusy(false);
      const message = toUserMessage(error);
      if (needsRestart(message)) startAgain(message);
      else if (fieldOfMessage(message) === 'email') setEmailError(message);
      else setPageError(message);
    }
  };

  return (
    <OnboardingLayout
      title={onboardingTitle({ jointHolder: false, entity: true })}
      subtitle="Investor's E-mail"
      role={user?.role}
      steps={stepsFor('entity')}
      current={1}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <VerifiedPan />
        <PageMessage message={pageError} />
        <Field label="Email ID" required validationMessage={emailError}>
          <TrimmedInput
            type="email"
            value={email}
            autoComplete="off"
            disabled={busy}
            onChange={(value) => {
              setEmail(value);
              if (emailError) setEmailError(undefined);
            }}
          />
        </Field>
        <FormActions role={user?.role} disabled={busy}>
          <Button
            type="submit"
            appearance="primary"
            disabled={busy}
            icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}
          >
            Continue
          </Button>
        </FormActions>
      </form>
    </OnboardingLayout>
  );
}
