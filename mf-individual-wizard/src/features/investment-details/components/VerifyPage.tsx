import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import {
  ESIGN_MESSAGES,
  OTP_LENGTH,
  OTP_RESEND_WAIT_SECONDS,
  otpSchema,
  type EsignSummary,
} from '@aif/contracts';
import { Loader, type RemoteAppProps } from '@aif/ui-kit';
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
  otp: { letterSpacing: '0.3em' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, start: setSecondsLeft };
}

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
  const [summary, setSummary] = useState<EsignSummary | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [verificationToken, setVerificationToken] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpMessage, setOtpMessage] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const { secondsLeft, start } = useCountdown();

  useEffect(() => {
    let cancelled = false;
    getEsignSummary(referenceId).then(
      (s) => !cancelled && setSummary(s),
      (e: unknown) => !cancelled && setLoadError(toUserMessage(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [referenceId]);

  if (loadError) return <ViewError message={loadError} />;
  if (!summary) return <Loader />;

  const sendOtp = async () => {
    setServerError(null);
    setBusy('send');
    try {
      const sent = await getEsignOtp(referenceId);
      setVerificationToken(sent.verificationToken);
      setInfo(sent.message);
      setOtp('');
      start(sent.resendAfterSeconds > 0 ? sent.resendAfterSeconds : OTP_RESEND_WAIT_SECONDS);
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
            <Field label="OTP" required validationMessage={otpMessage ?? serverError ?? undefined}>
              <Input
                className={styles.otp}
                value={otp}
                onChange={(_, data) => {
                  setOtp(data.value.replace(/\D/g, '').slice(0, OTP_LENGTH));
                  if (otpMessage) setOtpMessage(undefined);
                  if (serverError) setServerError(null);
                }}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OTP_LENGTH}
                placeholder={`${OTP_LENGTH}-digit code`}
                disabled={busy === 'verify'}
              />
            </Field>
            <div className={styles.row}>
              <Button type="submit" appearance="primary" disabled={busy !== null}>
                {busy === 'verify' ? <Spinner size="tiny" label="Verify" /> : 'Verify'}
              </Button>
              <Button disabled={secondsLeft > 0 || busy !== null} onClick={() => void sendOtp()}>
                {secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
              </Button>
            </div>
          </form>
        )}
      </ViewSection>
    </ViewPage>
  );
}
