import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { Body1, Button, Field, Input, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { OTP_LENGTH, OTP_RESEND_WAIT_SECONDS } from '@aif/contracts';
import { useSession } from '../../../stores/session';
import { useCountdown } from '../hooks/useCountdown';
import { readChallenge, type OtpChallenge } from '../lib/challenge';
import { otpSchema, sendLoginOtp, toUserMessage, verifyLoginOtp } from '../lib/login-flow';
import { AuthFrame } from './AuthFrame';
import { LoginNote } from './LoginNote';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  sentTo: { color: tokens.colorNeutralForeground2 },
  otp: { letterSpacing: '0.3em' },
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
  const { secondsLeft, restart } = useCountdown(challenge.resendAfterSeconds || OTP_RESEND_WAIT_SECONDS);

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

  const onResend = async () => {
    setServerError(null);
    setBusy('resend');
    try {
      const sent = await sendLoginOtp({ phone: challenge.phone, countryCode: challenge.countryCode });
      setVerificationToken(sent.verificationToken);
      setInfo(sent.message);
      setOtp('');
      restart(sent.resendAfterSeconds > 0 ? sent.resendAfterSeconds : OTP_RESEND_WAIT_SECONDS);
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
          <Button appearance="secondary" disabled={secondsLeft > 0 || busy !== null} onClick={onResend}>
            {secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
          </Button>
          <RouterLink
            className={styles.link}
            to="/login"
            replace
            state={challenge.from ? { from: challenge.from } : undefined}
          >
            Change mobile number
          </RouterLink>
        </div>
        <LoginNote />
      </form>
    </AuthFrame>
  );
}
