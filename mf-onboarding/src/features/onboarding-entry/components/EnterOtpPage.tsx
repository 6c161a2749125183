import { useState, type FormEvent } from 'react';
import { Body1, Button, Link, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { otpSchema, type SessionUser } from '@aif/contracts';
import { OtpEntry, type RestartOtpCountdown } from '@aif/ui-kit';
import { sendOnboardingOtp } from '../api/send-otp';
import { verifyOnboardingOtp } from '../api/verify-otp';
import { useFinishOnboarding } from '../hooks/useFinishOnboarding';
import { useFlowNavigation } from '../hooks/useFlowNavigation';
import { needsRestart } from '../lib/messages';
import { STEP_PATHS } from '../lib/paths';
import { onboardingTitle, stepsFor } from '../lib/steps';
import { useOnboardingFlow, type FlowContact, type FlowOtp } from '../stores/onboarding-flow';
import { FormActions } from './FormActions';
import { OnboardingLayout } from './OnboardingLayout';
import { PageMessage } from './PageMessage';
import { RequireFlow } from './RequireFlow';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  sentTo: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  resendRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

/** /onboarding/enter-otp, titled "OTP": the investor's code, Verify, Resend after 60 s (doc 3 §2.3, §4). */
export function EnterOtpPage({ user }: { user: SessionUser | null }) {
  const verification = useOnboardingFlow((s) => s.verification);
  const contact = useOnboardingFlow((s) => s.contact);
  const otp = useOnboardingFlow((s) => s.otp);
  const ready = verification !== null && contact !== null && otp !== null;
  return (
    <RequireFlow ready={ready}>
      {ready ? (
        <OtpStep
          user={user}
          panVerificationToken={verification.panVerificationToken}
          contact={contact}
          challenge={otp}
        />
      ) : null}
    </RequireFlow>
  );
}

function OtpStep({
  user,
  panVerificationToken,
  contact,
  challenge,
}: {
  user: SessionUser | null;
  panVerificationToken: string;
  contact: FlowContact;
  challenge: FlowOtp;
}) {
  const styles = useStyles();
  const { goTo, startAgain } = useFlowNavigation();
  const finish = useFinishOnboarding(user);
  const [otp, setOtp] = useState('');
  const [otpMessage, setOtpMessage] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [resent, setResent] = useState<string | null>(null);

  const fail = (error: unknown) => {
    const message = toUserMessage(error);
    if (needsRestart(message)) startAgain(message);
    else setServerError(message);
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) {
      setOtpMessage(parsed.error.issues[0]?.message);
      return;
    }
    setOtpMessage(undefined);
    setBusy('verify');
    try {
      const { applicantVerificationToken } = await verifyOnboardingOtp({
        otpVerificationToken: challenge.otpVerificationToken,
        otp: parsed.data,
      });
      await finish(applicantVerificationToken);
    } catch (error) {
      setBusy(null);
      fail(error);
    }
  };

  const onResend = async (restartCountdown: RestartOtpCountdown) => {
    setServerError(null);
    setResent(null);
    setBusy('resend');
    try {
      // Sending again with the same PAN verification is the resend: the earlier OTP stops working.
      const sent = await sendOnboardingOtp({ ...contact, panVerificationToken });
      if (sent.otpVerificationToken) {
        useOnboardingFlow.getState().setOtp({
          otpVerificationToken: sent.otpVerificationToken,
          message: sent.message,
          resendAfterSeconds: sent.resendAfterSeconds ?? 0,
        });
      }
      setOtp('');
      setResent(sent.message);
      restartCountdown(sent.resendAfterSeconds);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <OnboardingLayout
      title={onboardingTitle({ otpPage: true, jointHolder: false, entity: false })}
      subtitle="Verify the Investor's OTP"
      role={user?.role}
      steps={stepsFor('individual')}
      current={2}
    >
      <form className={styles.form} onSubmit={onVerify} noValidate>
        <Body1 className={styles.sentTo}>
          {`An OTP has been sent to ${contact.countryCode} ${contact.phoneNumber} and ${contact.emailId}.`}
        </Body1>
        <PageMessage message={resent} intent="success" />
        {/* Wrong or expired code, attempts left, the lock, the resend limit: the server's own words. */}
        <OtpEntry
          value={otp}
          onChange={(next) => {
            setOtp(next);
            if (otpMessage) setOtpMessage(undefined);
            if (serverError) setServerError(null);
          }}
          validationMessage={otpMessage ?? serverError ?? undefined}
          resendAfterSeconds={challenge.resendAfterSeconds}
          onResend={onResend}
          disabled={busy === 'verify'}
          resendDisabled={busy !== null}
        >
          {({ field, resend }) => (
            <>
              {field}
              <div className={styles.resendRow}>
                {resend}
                <Link
                  as="button"
                  type="button"
                  disabled={busy !== null}
                  onClick={() => goTo(STEP_PATHS.mobile)}
                >
                  Change mobile number or e-mail
                </Link>
              </div>
            </>
          )}
        </OtpEntry>
        <FormActions role={user?.role} disabled={busy !== null}>
          <Button
            type="submit"
            appearance="primary"
            disabled={busy !== null}
            icon={busy === 'verify' ? <Spinner size="tiny" aria-hidden /> : undefined}
          >
            Verify
          </Button>
        </FormActions>
      </form>
    </OnboardingLayout>
  );
}
