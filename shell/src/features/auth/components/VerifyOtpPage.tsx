import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { OtpEntry, type RestartOtpCountdown } from '@aif/ui-kit';
import { useSession } from '../../../stores/session';
import { readChallenge, type OtpChallenge } from '../lib/challenge';
import { otpSchema, sendLoginOtp, toUserMessage, verifyLoginOtp } from '../lib/login-flow';
import { AuthFrame } from './AuthFrame';
import { LoginNote } from './LoginNote';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  sentTo: { color: tokens.colorNeutralForeground2 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  link: { color: tokens.colorBrandForegroundLink },
});

/** /verify-otp, "Login with OTP": the code, Verify, and Resend after a countdown (doc 3, 2.2). */
export function VerifyOtpPage() {
  const location = useLocation();
  const challenge = readChallenge(location.state);
  // Reached without a challenge (reload, typed URL): the number has to be entered again.
  if (!challenge) return <Navigate to="/login" replace />;
  return <VerifyOtpForm challenge={challenge} />;
}

function VerifyOtpForm({ challenge }: { challenge: OtpChallenge }) {
  const styles = useStyles();
  const signIn = useSession((s) => s.signIn);
  const [otp, setOtp] = useState('');
  const [otpMessage, setOtpMessage] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [info, setInfo] = useState(challenge.message);
  const [verificationToken, setVerificationToken] = useState(challenge.verificationToken);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

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
      const { token, user } = await verifyLoginOtp({
        phone: challenge.phone,
        countryCode: challenge.countryCode,
        otp: parsed.data,
        verificationToken,
      });
      // The guard sends the now signed-in user on (the page they asked for, or their home).
      signIn(token, user);
    } catch (error) {
      setServerError(toUserMessage(error));
      setBusy(null);
    }
  };

  const onResend = async (restartCountdown: RestartOtpCountdown) => {
    setServerError(null);
    setBusy('resend');
    try {
      const sent = await sendLoginOtp({ phone: challenge.phone, countryCode: challenge.countryCode });
      setVerificationToken(sent.verificationToken);
      setInfo(sent.message);
      setOtp('');
      restartCountdown(sent.resendAfterSeconds);
    } catch (error) {
      setServerError(toUserMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthFrame>
      <form className={styles.form} onSubmit={onVerify} noValidate>
        <Title2 as="h1">Login with OTP</Title2>
        <Body1 className={styles.sentTo}>
          {info || `An OTP has been sent to ${challenge.countryCode} ${challenge.phone}.`}
        </Body1>
        {/* Wrong or expired code, the lock after 3 failures, the resend limit: the server's own words. */}
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
              <Button
                type="submit"
                appearance="primary"
                size="large"
                disabled={busy !== null}
                icon={busy === 'verify' ? <Spinner size="tiny" /> : undefined}
              >
                Verify
              </Button>
              <div className={styles.actions}>
                {resend}
                <RouterLink
                  className={styles.link}
                  to="/login"
                  replace
                  state={challenge.from ? { from: challenge.from } : undefined}
                >
                  Change mobile number
                </RouterLink>
              </div>
            </>
          )}
        </OtpEntry>
        <LoginNote />
      </form>
    </AuthFrame>
  );
}
