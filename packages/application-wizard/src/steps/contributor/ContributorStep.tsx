import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button, Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  HOLDING_MODE_LABELS,
  MESSAGES,
  STEP_LABELS,
  contributorStepDefaults,
  contributorStepSchema,
  holdingModeFor,
  investorStatusChangeNeedsConfirmation,
  type ContributorStepInput,
  APPLICANT_TITLES,
  GUARDIAN_TITLE,
  MINOR_TITLE,
  REMOVE_JOINT_HOLDER_CONFIRM,
} from '@aif/contracts';
import { ConfirmDialog } from '@aif/ui-kit';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { StepCard, StepSection } from '../../step-kit/StepCard';
import { useLocks, useStepContext, useStepForm } from '../../step-kit/fields';
import { useWizard } from '../../frame/useWizard';
import { ADD_JOINT_HOLDER_PATH } from './paths';
import { ApplicantFields, MinorFields } from './ApplicantFields';

const SLUG = 'contributor-details';
/** Statuses at which the investor status may change (with the confirmation at the last two). */
const STATUS_EDITABLE_AT = ['draft', 'sent_to_applicant1', 'sent_to_amc_approver'];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  holding: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  addRow: { display: 'flex', justifyContent: 'flex-end' },
});

/** Step 2: the applicants (doc 1 §2 "Contributor details", §4, §5 "Applicant step", "Minor onboarding"). */
export function ContributorStep() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { application, masters, saveInPlace } = useWizard();
  const ctx = useStepContext();
  const locks = useLocks();
  const readOnly = !locks.editable;
  const minor = application.onboardingType === 'minor';
  const schema = useMemo(() => contributorStepSchema(ctx), [ctx]);
  const defaults = useMemo(() => contributorStepDefaults(application, ctx), [application, ctx]);
  const { form, submit, request } = useStepForm<ContributorStepInput, unknown>(SLUG, schema, defaults);
  const { control, setValue, getValues, trigger } = form;
  const applicants = useWatch({ control, name: 'applicants' }) ?? [];
  const requestedMode = useWatch({ control, name: 'modeOfHolding' });

  const [removing, setRemoving] = useState<number | null>(null);
  const [confirmDisableEos, setConfirmDisableEos] = useState(false);
  const [statusChange, setStatusChange] = useState<{ index: number; value: string } | null>(null);
  const [statusConfirmed, setStatusConfirmed] = useState(false);

  const active = applicants.map((a, i) => ({ a, i })).filter(({ a }) => a.isActive !== false);
  const mode = holdingModeFor(active.length, requestedMode);

  const nationalities = useMemo(
    () =>
      [...new Set(['INDIAN', ...masters.countries.map((c) => c.nationality.toUpperCase())])].map((n) => ({
        value: n,
        label: n,
      })),
    [masters.countries],
  );
  const relations = useMemo(
    () => masters.relations.map((r) => ({ value: r.key, label: r.displayText })),
    [masters.relations],
  );

  const onStatusChange = (index: number) => (value: string) => {
    const from = defaults.applicants[index]?.status;
    if (investorStatusChangeNeedsConfirmation(application.status, from, value)) {
      setStatusChange({ index, value });
      return false;
    }
    return true;
  };

  const confirmStatus = () => {
    if (!statusChange) return;
    setValue(`applicants.${statusChange.index}.status`, statusChange.value, { shouldDirty: true });
    setValue(`applicants.${statusChange.index}.nationality`, 'INDIAN', { shouldDirty: true });
    setStatusConfirmed(true);
    setStatusChange(null);
  };

  const remove = () => {
    if (removing === null) return;
    setValue(`applicants.${removing}.isActive`, false, { shouldDirty: true });
    const left = getValues('applicants').filter((a) => a.isActive !== false).length;
    setValue('modeOfHolding', holdingModeFor(left, getValues('modeOfHolding')), { shouldDirty: true });
    setRemoving(null);
  };

  const addJointHolder = async () => {
    // Adding one first validates the form (doc 1 §5), and keeps what was typed.
    if (!(await trigger())) return;
    if (!(await saveInPlace(SLUG, request({ investorStatusChanged: statusConfirmed })))) return;
    navigate(ADD_JOINT_HOLDER_PATH, { state: { applicationId: application.id } });
  };

  const onSave = (saveType: Parameters<typeof submit>[0]) =>
    void submit(saveType, statusConfirmed ? { investorStatusChanged: true } : {});

  const statusDisabled = minor || !STATUS_EDITABLE_AT.includes(application.status);

  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        {active.map(({ i }, position) => (
          <StepSection
            key={applicants[i]?.id || i}
            title={minor && position === 0 ? GUARDIAN_TITLE : (APPLICANT_TITLES[position] ?? '')}
            actions={
              position > 0 && locks.canRemoveJointHolder ? (
                <Button appearance="secondary" size="small" onClick={() => setRemoving(i)}>
                  Remove Joint Holder
                </Button>
              ) : undefined
            }
          >
            <ApplicantFields
              control={control}
              index={i}
              position={position}
              locks={locks}
              readOnly={readOnly}
              nationalities={nationalities}
              relations={relations}
              statusDisabled={statusDisabled}
              onStatusChange={onStatusChange(i)}
            />
            {minor && position === 0 && (
              <StepSection title={MINOR_TITLE}>
                <MinorFields control={control} index={i} readOnly={readOnly} />
              </StepSection>
            )}
          </StepSection>
        ))}

        {active.length > 1 ? (
          <StepSection title="Redeem">
            <Checkbox
              label="Either or Survivor"
              checked={mode === 'either or survivor'}
              disabled={!locks.canChangeHoldingMode}
              onChange={(_, data) => {
                if (data.checked) setValue('modeOfHolding', 'either or survivor', { shouldDirty: true });
                else setConfirmDisableEos(true);
              }}
            />
          </StepSection>
        ) : null}
        <Text>
          Mode of Holding: <strong>{HOLDING_MODE_LABELS[mode]}</strong>
        </Text>

        {locks.canAddJointHolder && (
          <div className={styles.addRow}>
            <Button appearance="outline" onClick={() => void addJointHolder()}>
              Add Joint Holder
            </Button>
          </div>
        )}
      </form>
      <StepActions slug={SLUG} onSave={onSave} disabled={readOnly} />

      <ConfirmDialog
        open={removing !== null}
        message={REMOVE_JOINT_HOLDER_CONFIRM}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={confirmDisableEos}
        message={MESSAGES.disableEitherOrSurvivorConfirm}
        onConfirm={() => {
          setValue('modeOfHolding', 'joint', { shouldDirty: true });
          setConfirmDisableEos(false);
        }}
        onCancel={() => setConfirmDisableEos(false)}
      />
      <ConfirmDialog
        open={statusChange !== null}
        message={MESSAGES.investorStatusChangeConfirm}
        onConfirm={confirmStatus}
        onCancel={() => setStatusChange(null)}
      />
    </StepCard>
  );
}
