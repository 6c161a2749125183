import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Field,
  Radio,
  RadioGroup,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { toUserMessage } from '@aif/api-client';
import {
  DEFAULT_COUNTRY_CODE,
  DEFAULT_COUNTRY_NAME_AND_CODE,
  MESSAGES,
  onboardingContactSchema,
  type SessionUser,
} from '@aif/contracts';
import { MobileInput, TrimmedInput, type MobileValue } from '@aif/ui-kit';
import { sendConsentEmail } from '../api/send-consent-email';
import { sendOnboardingOtp } from '../api/send-otp';
import { useBypassOtpAccess } from '../hooks/useBypassOtpAccess';
import { useFinishOnboarding } from '../hooks/useFinishOnboarding';
import { useFlowNavigation } from '../hooks/useFlowNavigation';
import { firstIssueByField } from '../lib/issues';
import { fieldOfMessage, needsRestart } from '../lib/messages';
import { STEP_PATHS } from '../lib/paths';
import { onboardingTitle, stepsFor } from '../lib/steps';
import { useOnboardingFlow, type FlowContact } from '../stores/onboarding-flow';
import { ConsentWaiting } from './ConsentWaiting';
import { FormActions } from './FormActions';
import { OnboardingLayout } from './OnboardingLayout';
import { PageMessage } from './PageMessage';
import { RequireFlow } from './RequireFlow';
import { VerifiedPan } from './VerifiedPan';

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

/** How the investor confirms the contact (doc 3 §3 onboardingOtpEmailConsent). */
type Method = 'otp' | 'email_consent';

/** /onboarding/enter-mobile-number: the individual investor's contact, then OTP or e-mail consent. */
export function EnterMobilePage({ user }: { user: SessionUser | null }) {
  const verification = useOnboardingFlow((s) => s.verification);
  const hasPOA = useOnboardingFlow((s) => s.hasPOA);
  const ready =
    verification !== null && verification.amlCleared && verification.investorKind === 'individual' && !hasPOA;
  return (
    <RequireFlow ready={ready}>
      <ContactStep user={user} panVerificationToken={verification?.panVerificationToken ?? ''} />
    </RequireFlow>
  );
}

function ContactStep({
  user,
  panVerificationToken,
}: {
  user: SessionUser | null;
  panVerificationToken: string;
}) {
  const styles = useStyles();
  const saved = useOnboardingFlow((s) => s.contact);
  const applicationId = useOnboardingFlow((s) => s.applicationId);
  const { goTo, startAgain } = useFlowNavigation();
  const finish = useFinishOnboarding(user);
  const mayBypass = useBypassOtpAccess(user);

  const [mobile, setMobile] = useState<MobileValue>({
    countryCode: saved?.countryCode ?? DEFAULT_COUNTRY_CODE,
    countryNameAndCode: saved?.countryNameAndCode ?? DEFAULT_COUNTRY_NAME_AND_CODE,
    phone: saved?.phoneNumber ?? '',
  });
  const [email, setEmail] = useState(saved?.emailId ?? '');
  const [method, setMethod] = useState<Method>('otp');
  const [bypass, setBypass] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string; email?: string }>({});
  const [pageError, setPageError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [consent, setConsent] = useState<{ consentId: string; email: string } | null>(null);

  const skipOtp = mayBypass && bypass;

  const fail = (error: unknown) => {
    const message = toUserMessage(error);
    if (needsRestart(message)) {
      startAgain(message);
      return;
    }
    const field = fieldOfMessage(message);
    if (field === 'phone' || field === 'email') setErrors({ [field]: message });
    else setPageError(message);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPageError(null);
    const parsed = onboardingContactSchema.safeParse({
      countryCode: mobile.countryCode,
      phoneNumber: mobile.phone,
      emailId: email,
    });
    if (!parsed.success) {
      const byField = firstIssueByField(parsed.error.issues);
      setErrors({ phone: byField.phoneNumber ?? byField.countryCode, email: byField.emailId });
      return;
    }
    setErrors({});
    const contact: FlowContact = {
      countryCode: mobile.countryCode.trim(),
      countryNameAndCode: mobile.countryNameAndCode,
      phoneNumber: mobile.phone.trim(),
      emailId: email.trim(),
    };
    useOnboardingFlow.getState().setContact(contact);
    setBusy(true);
    try {
      if (skipOtp) {
        const sent = await sendOnboardingOtp({ ...contact, panVerificationToken, bypassOtp: true });
        if (!sent.applicantVerificationToken) throw new Error(MESSAGES.genericError);
        await finish(sent.applicantVerificationToken);
        return;
      }
      if (method === 'otp') {
        const sent = await sendOnboardingOtp({ ...contact, panVerificationToken });
        if (!sent.otpVerificationToken) throw new Error(MESSAGES.genericError);
        useOnboardingFlow.getState().setOtp({
          otpVerificationToken: sent.otpVerificationToken,
          message: sent.message,
          resendAfterSeconds: sent.resendAfterSeconds ?? 0,
        });
        goTo(STEP_PATHS.otp);
        return;
      }
      const sent = await sendConsentEmail({
        ...contact,
        panVerificationToken,
        ...(applicationId ? { applicationId } : {}),
      });
      // The waiting panel says where the e-mail went; no toast on top of it.
      setConsent({ consentId: sent.consentId, email: contact.emailId });
      setBusy(false);
    } catch (error) {
      setBusy(false);
      fail(error);
    }
  };

  const title = onboardingTitle({ jointHolder: applicationId !== null, entity: false });
  const steps = stepsFor('individual');

  if (consent) {
    return (
      <OnboardingLayout
        title={title}
        subtitle="Waiting for consent"
        role={user?.role}
        steps={steps}
        current={2}
      >
        <ConsentWaiting
          consentId={consent.consentId}
          email={consent.email}
          onApproved={(token) => finish(token)}
          onCancel={() => setConsent(null)}
          onStartOver={() => startAgain()}
        />
      </OnboardingLayout>
    );
  }

  const submitLabel = skipOtp ? 'Continue' : method === 'otp' ? 'Send OTP' : 'Send E-mail';

  return (
    <OnboardingLayout
      title={title}
      subtitle="Investor's Mobile and E-mail"
      role={user?.role}
      steps={steps}
      current={1}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <VerifiedPan />
        <PageMessage message={pageError} />
        <MobileInput
          className={styles.mobile}
          value={mobile}
          required
          disabled={busy}
          validationMessage={errors.phone}
          onChange={(value) => {
            setMobile(value);
            if (errors.phone) setErrors((e) => ({ ...e, phone: undefined }));
          }}
        />
        <Field label="Email Id" required validationMessage={errors.email}>
          <TrimmedInput
            type="email"
            value={email}
            autoComplete="off"
            disabled={busy}
            onChange={(value) => {
              setEmail(value);
              if (errors.email) setErrors((e) => ({ ...e, email: undefined }));
            }}
          />
        </Field>
        <Field label="Verify the investor by">
          <RadioGroup
            value={method}
            disabled={busy || skipOtp}
            onChange={(_, data) => setMethod(data.value as Method)}
          >
            <Radio value="otp" label="Verify with OTP" />
            <Radio value="email_consent" label="Send E-mail Consent" />
          </RadioGroup>
        </Field>
        {mayBypass ? (
          <Checkbox
            label="Skip OTP verification"
            checked={bypass}
            disabled={busy}
            onChange={(_, data) => setBypass(data.checked === true)}
          />
        ) : null}
        <FormActions role={user?.role} disabled={busy}>
          <Button
            type="submit"
            appearance="primary"
            disabled={busy}
            icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}
          >
            {submitLabel}
          </Button>
        </FormActions>
      </form>
    </OnboardingLayout>
  );
}
