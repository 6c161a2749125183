import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useRequest } from '@aif/api-client/react';
import {
  LOGIN_TYPES,
  LOGIN_TYPE_LABELS,
  MESSAGES,
  STEP_LABELS,
  distributorStepDefaults,
  distributorStepSchema,
  onDistributorChange,
  planResetNeeded,
  type DistributorStepInput,
  WIZARD_NOTICES,
} from '@aif/contracts';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { FieldGrid, StepCard } from '../../step-kit/StepCard';
import { SelectField, useLocks, useStepContext, useStepForm } from '../../step-kit/fields';
import { getDistributorsOfRm } from '../../api';
import { useWizard } from '../../frame/useWizard';

const SLUG = 'distributor-details';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  clear: { justifySelf: 'start', alignSelf: 'end' },
});

/** Step 1: who the application is filled by (doc 1 §2 "Distributor details"). */
export function DistributorStep() {
  const styles = useStyles();
  const { user, application } = useWizard();
  const ctx = useStepContext();
  const locks = useLocks();
  const isRm = user?.role === 'rm';
  const disabled = locks.distributorFields || !locks.editable;
  const schema = useMemo(() => distributorStepSchema(ctx), [ctx]);
  const defaults = useMemo(() => distributorStepDefaults(application), [application]);
  const { form, submit } = useStepForm<DistributorStepInput, unknown>(SLUG, schema, defaults);
  const { control, setValue, getValues } = form;
  const loginType = useWatch({ control, name: 'loginType' });
  const distributorId = useWatch({ control, name: 'distributorId' });

  // Only an RM chooses among its distributors.
  const { data: choices, error: loadError } = useRequest(isRm ? 'distributors-of-rm' : null, () =>
    getDistributorsOfRm(),
  );

  const distributors = choices?.distributors ?? [];
  const chosen = distributors.find((d) => d.id === distributorId) ?? null;
  const planReset = chosen !== null && planResetNeeded(application.planId, chosen.planIds);

  const chooseDistributor = (id: string) => {
    const next = onDistributorChange(getValues(), id || null);
    setValue('distributorId', next.distributorId ?? '', { shouldDirty: true, shouldValidate: true });
    setValue('subdistributorId', next.subdistributorId ?? '', { shouldDirty: true });
    return false;
  };

  if (locks.hidden.includes('distributorDetails')) {
    return (
      <StepCard title={STEP_LABELS[SLUG]}>
        <SaveFailureBar />
        <MessageBar intent="info">
          <MessageBarBody>{WIZARD_NOTICES.distributorHidden}</MessageBarBody>
        </MessageBar>
        <StepActions slug={SLUG} onSave={(saveType) => void submit(saveType)} />
      </StepCard>
    );
  }

  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        {isRm ? (
          <>
            <Controller
              control={control}
              name="loginType"
              render={({ field, fieldState }) => (
                <Field label="Login Type" required validationMessage={fieldState.error?.message}>
                  <RadioGroup
                    layout="horizontal"
                    value={field.value ?? ''}
                    disabled={disabled}
                    onChange={(_, data) => field.onChange(data.value)}
                  >
                    {LOGIN_TYPES.map((t) => (
                      <Radio key={t} value={t} label={LOGIN_TYPE_LABELS[t]} />
                    ))}
                  </RadioGroup>
                </Field>
              )}
            />
            {loadError && (
              <MessageBar intent="error">
                <MessageBarBody>{loadError}</MessageBarBody>
              </MessageBar>
            )}
            {loginType === 'rm' && (
              <FieldGrid>
                <Field label="RM Name">
                  <Input readOnly value={choices?.rm.name ?? application.rm?.name ?? ''} />
                </Field>
                <Field label="RM Email">
                  <Input readOnly value={choices?.rm.email ?? ''} />
                </Field>
              </FieldGrid>
            )}
            {loginType === 'distributor' &&
              (choices === null && !loadError ? (
                <Spinner size="tiny" label={MESSAGES.loading} />
              ) : distributors.length === 0 ? (
                <MessageBar intent="warning">
                  <MessageBarBody>{MESSAGES.noDistributorMapped}</MessageBarBody>
                </MessageBar>
              ) : (
                <FieldGrid>
                  <SelectField
                    control={control}
                    name="distributorId"
                    label="Distributor Name"
                    required
                    disabled={disabled}
                    options={distributors.map((d) => ({
                      value: d.id,
                      label: d.arnCode ? `${d.name} (${d.arnCode})` : d.name,
                    }))}
                    onValueChange={chooseDistributor}
                  />
                  {chosen && chosen.subDistributors.length > 0 && (
                    <SelectField
                      control={control}
                      name="subdistributorId"
                      label="Distributor's RM"
                      disabled={disabled}
                      options={chosen.subDistributors.map((s) => ({ value: s.id, label: s.name }))}
                    />
                  )}
                  <Button
                    className={styles.clear}
                    appearance="secondary"
                    disabled={disabled || !distributorId}
                    onClick={() => chooseDistributor('')}
                  >
                    Clear Distributor Details
                  </Button>
                </FieldGrid>
              ))}
            {planReset && (
              <MessageBar intent="warning">
                <MessageBarBody>{WIZARD_NOTICES.planReset}</MessageBarBody>
              </MessageBar>
            )}
          </>
        ) : (
          <FieldGrid>
            <Field label="Distributor Name">
              <Input
                disabled={disabled}
                readOnly
                value={
                  application.distributor?.name
                    ? `${application.distributor.name}${application.distributor.arnCode ? ` (${application.distributor.arnCode})` : ''}`
                    : 'N/A'
                }
              />
            </Field>
            <Field label="Distributor's RM">
              <Input disabled={disabled} readOnly value={application.subDistributor?.name ?? 'N/A'} />
            </Field>
            <Field label="RM Name">
              <Input disabled={disabled} readOnly value={application.rm?.name ?? 'N/A'} />
            </Field>
          </FieldGrid>
        )}
      </form>
      <StepActions slug={SLUG} onSave={(saveType) => void submit(saveType)} />
    </StepCard>
  );
}
