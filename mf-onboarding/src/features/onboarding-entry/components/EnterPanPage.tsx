import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Button,
  Caption1,
  Checkbox,
  Field,
  Input,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { isApiError, toUserMessage } from '@aif/api-client';
import {
  MESSAGES,
  ONBOARDING_MESSAGES,
  PAN_LENGTH,
  mayCreateApplication,
  verifyPanRequestSchema,
  type SessionUser,
  type VerifyPanResponse,
} from '@aif/contracts';
import { DateField } from '@aif/ui-kit';
import { enablePoa } from '../api/enable-poa';
import { verifyPan } from '../api/verify-pan';
import { useFinishOnboarding } from '../hooks/useFinishOnboarding';
import { useFlowNavigation } from '../hooks/useFlowNavigation';
import { firstIssueByField } from '../lib/issues';
import { readApplicationId, readNotice } from '../lib/location';
import { fieldOfMessage, needsRestart, nextStepFor } from '../lib/messages';
import { STEP_PATHS } from '../lib/paths';
import { flowKindOf, looksLikeEntityPan, onboardingTitle, stepsFor } from '../lib/steps';
import { useOnboardingFlow, type FlowVerification } from '../stores/onboarding-flow';
import { AmlDialog } from './AmlDialog';
import { FormActions } from './FormActions';
import { OnboardingLayout } from './OnboardingLayout';
import { PageMessage } from './PageMessage';
import { UnableToVerifyDialog } from './UnableToVerifyDialog';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pan: { textTransform: 'uppercase', letterSpacing: '0.08em' },
  options: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  optionHint: { color: tokens.colorNeutralForeground3, paddingInlineStart: tokens.spacingHorizontalXXL },
});

type FieldErrors = { pan?: string; dob?: string };

/** /onboarding/enter-pan-number: PAN and date of birth, KYC registry and AML check (doc 3 §2.3, §5). */
export function EnterPanPage({ user }: { user: SessionUser | null }) {
  const styles = useStyles();
  const location = useLocation();
  const flow = useOnboardingFlow();
  const { goTo } = useFlowNavigation();
  const finish = useFinishOnboarding(user);

  // Entering with a joint-holder application (state or query) starts that flow; otherwise the one in progress stays.
  const askedApplicationId = readApplicationId(location);
  useEffect(() => {
    const current = useOnboardingFlow.getState();
    if (askedApplicationId && askedApplicationId !== current.applicationId) {
      current.startApplication(askedApplicationId);
    }
  }, [askedApplicationId]);
  const applicationId = askedApplicationId ?? flow.applicationId;
  const jointHolder = applicationId !== null;

  const [pan, setPan] = useState(flow.pan);
  const [dob, setDob] = useState<string | null>(flow.dob);
  // Joint holders join normal applications only (contracts: jointHolderNotAllowed).
  const [minor, setMinor] = useState(!jointHolder && flow.onboardingType === 'minor');
  const [hasPOA, setHasPOA] = useState(flow.hasPOA);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pageError, setPageError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(() => flow.notice ?? readNotice(location.state));
  const [busy, setBusy] = useState(false);
  const [aml, setAml] = useState<FlowVerification | null>(null);
  const [unableToVerify, setUnableToVerify] = useState(false);
  // Changing the key re-creates the fields (the date field keeps its own typing error otherwise).
  const [formKey, setFormKey] = useState(0);
  const panRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (useOnboardingFlow.getState().notice) useOnboardingFlow.getState().setNotice(null);
  }, []);

  const entity = looksLikeEntityPan(pan);
  // POA applies to individual investors of a normal application only (contracts: poaIndividualOnly). A joint
  // holder follows the application's POA, which the PAN check reports, so it has no choice to make.
  const poaAllowed = !entity && !minor && !jointHolder;
  const poa = poaAllowed && hasPOA;
  const title = onboardingTitle({ jointHolder, entity });
  const steps = stepsFor(flowKindOf(entity ? 'non_individual' : 'individual', poa));

  const clearMessages = () => {
    if (pageError) setPageError(null);
    if (notice) setNotice(null);
  };

  const enterAnotherPan = () => {
    setUnableToVerify(false);
    setPan('');
    setDob(null);
    setMinor(false);
    setHasPOA(false);
    setErrors({});
    setPageError(null);
    setFormKey((k) => k + 1);
    useOnboardingFlow.getState().restart();
    // The dialog returns focus to its trigger; the PAN field is where the user goes on.
    setTimeout(() => panRef.current?.focus(), 0);
  };

  /** After the PAN (and any AML acknowledgement): POA straight on, entity to its e-mail, others to the contact. */
  const goOn = async (verification: FlowVerification) => {
    if (jointHolder ? verification.applicationHasPOA === true : poa) {
      setBusy(true);
      try {
        const { applicantVerificationToken } = await enablePoa({
          panVerificationToken: verification.panVerificationToken,
          powerOfAttorney: true,
        });
        await finish(applicantVerificationToken);
      } catch (error) {
        const message = toUserMessage(error);
        if (needsRestart(message)) useOnboardingFlow.getState().restart();
        setPageError(message);
        setBusy(false);
      }
      return;
    }
    goTo(verification.investorKind === 'non_individual' ? STEP_PATHS.email : STEP_PATHS.mobile);
  };

  const showFailure = (error: unknown) => {
    const message = toUserMessage(error);
    if (message === MESSAGES.unableToVerify || (isApiError(error) && error.status === 422)) {
      setUnableToVerify(true);
      return;
    }
    const field = fieldOfMessage(message);
    if (field === 'pan' || field === 'dob') setErrors({ [field]: message });
    else setPageError(message);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clearMessages();
    const onboardingType = minor ? 'minor' : 'normal';
    const parsed = verifyPanRequestSchema().safeParse({
      pan,
      dob,
      onboardingType,
      applicationId,
      hasPOA: poa,
    });
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error.issues));
      return;
    }
    setErrors({});
    const state = useOnboardingFlow.getState();
    state.setPanDetails({ pan: parsed.data.pan, dob: parsed.data.dob, onboardingType, hasPOA: poa });
    setBusy(true);
    let answer: VerifyPanResponse;
    try {
      answer = await verifyPan({
        pan: parsed.data.pan,
        dob: parsed.data.dob,
        onboardingType,
        ...(applicationId ? { applicationId } : {}),
        ...(poa ? { hasPOA: true } : {}),
      });
    } catch (error) {
      setBusy(false);
      showFailure(error);
      return;
    }
    const verification: FlowVerification = {
      panVerificationToken: answer.panVerificationToken,
      investorKind: answer.investorKind,
      amlCheck: answer.amlCheck,
      amlData: answer.amlData,
      amlCleared: answer.amlCheck,
      kraName: answer.kra.name,
      ...(answer.applicationHasPOA === undefined ? {} : { applicationHasPOA: answer.applicationHasPOA }),
    };
    if (jointHolder && answer.applicationHasPOA) {
      state.setPanDetails({ pan: parsed.data.pan, dob: parsed.data.dob, onboardingType, hasPOA: true });
    }
    state.setVerification(verification);
    setBusy(false);
    if (!answer.amlCheck) setAml(verification);
    else await goOn(verification);
  };

  // The AIF approver comes here only to add a joint holder; a new application is not its to create.
  if (!jointHolder && !mayCreateApplication(user?.role))
    return (
      <OnboardingLayout title={title} subtitle="" role={user?.role} steps={steps} current={0}>
        <PageMessage message={ONBOARDING_MESSAGES.approverCannotCreate} intent="info" />
        <FormActions role={user?.role}>{null}</FormActions>
      </OnboardingLayout>
    );

  return (
    <OnboardingLayout
      title={title}
      subtitle={entity ? 'PAN and Date of Incorporation' : 'PAN and Date of Birth'}
      role={user?.role}
      steps={steps}
      current={0}
    >
      <form key={formKey} className={styles.form} onSubmit={onSubmit} noValidate>
        <PageMessage message={notice} intent="warning" />
        <PageMessage message={pageError} nextStep={nextStepFor(pageError)} />
        <Field label="PAN" required validationMessage={errors.pan}>
          <Input
            ref={panRef}
            className={styles.pan}
            value={pan}
            maxLength={PAN_LENGTH}
            autoComplete="off"
            spellCheck={false}
            placeholder="ABCDE1234F"
            disabled={busy}
            onChange={(_, data) => {
              setPan(data.value.toUpperCase().slice(0, PAN_LENGTH));
              if (errors.pan) setErrors((e) => ({ ...e, pan: undefined }));
              clearMessages();
            }}
          />
        </Field>
        <DateField
          label={entity ? 'Date of Incorporation' : 'Date of Birth'}
          value={dob}
          required
          disabled={busy}
          validationMessage={errors.dob}
          onChange={(_, iso) => {
            setDob(iso);
            if (errors.dob) setErrors((e) => ({ ...e, dob: undefined }));
            clearMessages();
          }}
        />
        <div className={styles.options}>
          {jointHolder ? null : (
            <Checkbox
              label="Minor"
              checked={minor}
              disabled={busy}
              onChange={(_, data) => {
                setMinor(data.checked === true);
                // Both rules depend on Minor (an individual PAN, the age): their messages are answered.
                if (errors.pan || errors.dob) setErrors({});
              }}
            />
          )}
          {!jointHolder && minor ? (
            <Caption1 className={styles.optionHint}>
              Enter the guardian's PAN and date of birth; the minor's details follow in the application.
            </Caption1>
          ) : null}
          {jointHolder ? (
            <Caption1>
              A joint holder joins under the application's power of attorney, if it has one.
            </Caption1>
          ) : null}
          {poaAllowed ? (
            <>
              <Checkbox
                label="POA"
                checked={hasPOA}
                disabled={busy}
                onChange={(_, data) => setHasPOA(data.checked === true)}
              />
              <Caption1 className={styles.optionHint}>
                The investor acts through a power of attorney; no OTP or e-mail consent is needed.
              </Caption1>
            </>
          ) : null}
        </div>
        <FormActions role={user?.role} disabled={busy}>
          <Button
            type="submit"
            appearance="primary"
            disabled={busy}
            icon={busy ? <Spinner size="tiny" aria-hidden /> : undefined}
          >
            Verify PAN
          </Button>
        </FormActions>
      </form>
      {aml ? (
        <AmlDialog
          open
          panVerificationToken={aml.panVerificationToken}
          amlData={aml.amlData}
          onCancel={() => {
            setAml(null);
            useOnboardingFlow.getState().restart();
          }}
          onAcknowledged={() => {
            useOnboardingFlow.getState().clearAml();
            const verification = { ...aml, amlCleared: true };
            setAml(null);
            void goOn(verification);
          }}
        />
      ) : null}
      <UnableToVerifyDialog open={unableToVerify} onEnterAnother={enterAnotherPan} />
    </OnboardingLayout>
  );
}
