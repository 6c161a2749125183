import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { makeStyles, tokens } from '@fluentui/react-components';
import { DEFAULT_COUNTRY_CODE, DEFAULT_COUNTRY_NAME_AND_CODE, OTP_RESEND_WAIT_SECONDS } from '@aif/contracts';
import { MobileInput, type MobileValue } from '@aif/ui-kit';
import { readFrom } from '../../../lib/home';
import type { OtpChallenge } from '../lib/challenge';
import { LOGIN_FLOW_UNAVAILABLE, loadLoginFlow } from '../lib/load-login-flow';
import { AuthFrame } from './AuthFrame';
import { Title2 } from './AuthText';
import { LoginNote } from './LoginNote';
import { SubmitButton } from './SubmitButton';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // On phones the country and the number stack: side by side they do not fit a 390 px screen.
  mobile: {
    '@media (max-width: 479.98px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      rowGap: tokens.spacingVerticalM,
    },
  },
});

/** The first message for each field of a failed loginMobileSchema parse. */
function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const messages: { phone?: string; countryCode?: string } = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'phone' || field === 'countryCode') && !messages[field]) messages[field] = issue.message;
  }
  return messages;
}

/** /login: mobile number with country code (India: +91 by default) and Get OTP (doc 3, 2.2). */
export function LoginPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const [mobile, setMobile] = useState<MobileValue>({
    countryCode: DEFAULT_COUNTRY_CODE,
    countryNameAndCode: DEFAULT_COUNTRY_NAME_AND_CODE,
    phone: '',
  });
  const [messages, setMessages] = useState<{ phone?: string; countryCode?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    let flow: Awaited<ReturnType<typeof loadLoginFlow>>;
    try {
      flow = await loadLoginFlow();
    } catch {
      setServerError(LOGIN_FLOW_UNAVAILABLE);
      return;
    }
    const { loginMobileSchema, sendLoginOtp, toUserMessage } = flow;
    const parsed = loginMobileSchema.safeParse({ countryCode: mobile.countryCode, phone: mobile.phone });
    if (!parsed.success) {
      setMessages(fieldMessages(parsed.error.issues));
      return;
    }
    setMessages({});
    setSending(true);
    try {
      const sent = await sendLoginOtp({ phone: parsed.data.phone, countryCode: parsed.data.countryCode });
      const challenge: OtpChallenge = {
        phone: parsed.data.phone,
        countryCode: parsed.data.countryCode,
        countryNameAndCode: mobile.countryNameAndCode,
        verificationToken: sent.verificationToken,
        resendAfterSeconds: sent.resendAfterSeconds > 0 ? sent.resendAfterSeconds : OTP_RESEND_WAIT_SECONDS,
        message: sent.message,
        from: readFrom(location.state),
      };
      navigate('/verify-otp', { state: challenge });
    } catch (error) {
      setServerError(toUserMessage(error));
      setSending(false);
    }
  };

  return (
    <AuthFrame>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        // Fetch the validation and API code as soon as the user starts, so Get OTP does not wait for it.
        onFocusCapture={() => void loadLoginFlow().catch(() => undefined)}
        onPointerDownCapture={() => void loadLoginFlow().catch(() => undefined)}
        noValidate
      >
        <Title2 as="h1">Login</Title2>
        <MobileInput
          className={styles.mobile}
          value={mobile}
          onChange={(value) => {
            setMobile(value);
            if (messages.phone || messages.countryCode) setMessages({});
            if (serverError) setServerError(null);
          }}
          // The server's refusal (unknown number, lock) is shown where the number is entered.
          validationMessage={messages.phone ?? messages.countryCode ?? serverError ?? undefined}
          required
          disabled={sending}
        />
        <SubmitButton disabled={sending}>Get OTP</SubmitButton>
        <LoginNote />
      </form>
    </AuthFrame>
  );
}
