import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import { useRequest } from '@aif/api-client/react';
import { ESIGN_MESSAGES, otpSchema } from '@aif/contracts';
import { Loader, OtpEntry, type RemoteAppProps, type RestartOtpCountdown } from '@aif/ui-kit';
import {
  ApplicationMeta,
  ViewError,
  ViewPage,
  statusTone,
  ViewSection,
} from '@aif/application-wizard/application-view';
import { getEsignOtp, getEsignSummary, verifyEsignOtp } from '../api/esign';
import { completeInvestorSignIn, investorPaths } from '../lib/session';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '420px' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * /investment-details/:ref/verify-pan: the investor proves who they are before seeing the application.
 * The server has no investor PAN check for e-sign (only staff onboarding's verify-pan), so this is the OTP
 * sign-in of doc 1 §4 "Sign flow": get-otp to the applicant's registered mobile, then verify-otp (sealed).
 */
export function VerifyPage({
  referenceId,
  onSignIn,
}: {
  referenceId: string;
  onSignIn?: RemoteAppProps['onSignIn'];
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { data: summary, error: loadError } = useRequest(referenceId, () => getEsignSummary(referenceId));
  const [verificationToken, setVerificationToken] = useState<string | null>(null);
  // The server's wait before the first resend; later ones restart the countdown from Resend.
  const [resendAfterSeconds, setResendAfterSeconds] = useState<number | undefined>();
  const [info, setInfo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpMessage, setOtpMessage] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);

  if (loadError) return <ViewError message={loadError} />;
  if (!summary) return <Loader />;

  /** Send OTP, and Resend (which restarts the countdown the OTP entry shows). */
  const sendOtp = async (restartCountdown?: RestartOtpCountdown) => {
    setServerError(null);
    setBusy('send');
    try {
      const sent = await getEsignOtp(referenceId);
      setVerificationToken(sent.verificationToken);
      setResendAfterSeconds(sent.resendAfterSeconds);
      setInfo(sent.message);
      setOtp('');
      restartCountdown?.(sent.resendAfterSeconds);
    } catch (e) {
      setServerError(toUserMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!verificationToken) return;
    setServerError(null);
    const parsed = otpSchema.safeParse(otp);
    if (!parsed.success) {
      setOtpMessage(parsed.error.issues[0]?.message);
      return;
    }
    setOtpMessage(undefined);
    setBusy('verify');
    try {
      const { token, user } = await verifyEsignOtp(referenceId, { otp: parsed.data, verificationToken });
      completeInvestorSignIn(token, user, investorPaths(referenceId).application, {
        onSignIn,
        navigate: (to) => navigate(to, { replace: true }),
      });
    } catch (e) {
      setServerError(toUserMessage(e));
      setBusy(null);
    }
  };

  return (
    <ViewPage
      title="Verify and Continue"
      meta={
        <ApplicationMeta
          tone={statusTone(summary.status)}
          applicationNumber={summary.applicationNumber}
          status={summary.statusLabel}
        />
      }
    >
      <ViewSection title="Verify with OTP">
        {!summary.maskedMobile ? (
          <MessageBar intent="warning">
            <MessageBarBody>{ESIGN_MESSAGES.noMobile}</MessageBarBody>
          </MessageBar>
        ) : !verificationToken ? (
          <div className={styles.form}>
            <Body1 className={styles.muted}>
              To view and e-sign your application, verify the OTP we send to your registered mobile number{' '}
              {summary.maskedMobile}.
            </Body1>
            {serverError && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{serverError}</MessageBarBody>
              </MessageBar>
            )}
            <div className={styles.row}>
              <Button appearance="primary" disabled={busy !== null} onClick={() => void sendOtp()}>
                {busy === 'send' ? <Spinner size="tiny" label="Send OTP" /> : 'Send OTP'}
              </Button>
            </div>
          </div>
        ) : (
          <form className={styles.form} onSubmit={(e) => void verify(e)} noValidate>
            <Body1 className={styles.muted}>
              {info ? `${/[.!]$/.test(info) ? info : `${info}.`} ` : ''}Enter the OTP sent to{' '}
              {summary.maskedMobile}.
            </Body1>
            <OtpEntry
              value={otp}
              onChange={(next) => {
                setOtp(next);
                if (otpMessage) setOtpMessage(undefined);
                if (serverError) setServerError(null);
              }}
              validationMessage={otpMessage ?? serverError ?? undefined}
              resendAfterSeconds={resendAfterSeconds}
              onResend={sendOtp}
              disabled={busy === 'verify'}
              resendDisabled={busy !== null}
            >
              {({ field, resend }) => (
                <>
                  {field}
                  <div className={styles.row}>
                    <Button type="submit" appearance="primary" disabled={busy !== null}>
                      {busy === 'verify' ? <Spinner size="tiny" label="Verify" /> : 'Verify'}
                    </Button>
                    {resend}
                  </div>
                </>
              )}
            </OtpEntry>
          </form>
        )}
      </ViewSection>
    </ViewPage>
  );
}
