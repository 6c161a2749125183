import { FIELD_HINTS } from '../../step-kit/hints';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarBody,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  NOMINEE_NOTICES,
  RELATIONSHIPS,
  STEP_LABELS,
  UNIQUE_NOMINEE_RELATIONSHIPS,
  addNominee,
  canAddNominee,
  isNomineeEditingDisabled,
  nomineeNeedsGuardian,
  nomineeStepDefaults,
  nomineeStepSchema,
  removeNominee,
  setDoNotWishToNominate,
  type NomineeFormValues,
  type NomineeState,
  type NomineeStepInput,
} from '@aif/contracts';
import { ConfirmDialog } from '@aif/ui-kit';
import { FieldGrid, StepCard, StepSection } from '../../step-kit/StepCard';
import { SaveFailureBar, StepActions } from '../../step-kit/StepActions';
import { useStepHost } from '../../step-kit/StepHost';
import { DateInputField, SelectField, TextInputField, useLocks, useStepForm } from '../../step-kit/fields';
import {
  NumberInputField,
  listMessage,
  useLaterContext,
  type LaterStepProps,
} from '../../step-kit/later-fields';

const SLUG = 'nominee-details';
const NOMINEE_TITLES = ['Nominee 1', 'Nominee 2', 'Nominee 3'];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  add: { alignSelf: 'flex-start' },
  full: { gridColumn: '1 / -1' },
});

const isActive = (n: NomineeFormValues) => n.isActive !== false;

/**
 * Step 6: up to 3 nominees or "do not wish to nominate" (doc 1 §2, §3 "Nominee", §4 "Nominees", §5
 * "Nominees"). Rules and transitions are the contracts' (`nomineeStepSchema`, `addNominee` ...).
 */
export function NomineeStep(props: LaterStepProps = {}) {
  const styles = useStyles();
  const { application } = useStepHost();
  const ctx = useLaterContext(props);
  const locks = useLocks();
  const forced = isNomineeEditingDisabled(ctx);
  const readOnly = !locks.editable || locks.nomineesReadOnly || forced;
  const schema = useMemo(() => nomineeStepSchema(ctx), [ctx]);
  const defaults = useMemo(
    () => nomineeStepDefaults(application, ctx) as NomineeStepInput,
    [application, ctx],
  );
  const { form, submit } = useStepForm<NomineeStepInput, unknown>(SLUG, schema, defaults);
  const { control, formState } = form;
  const nominees = useWatch({ control, name: 'nominees' }) ?? [];
  const doNotNominate = useWatch({ control, name: 'doNotWishToNominate' }) === true;
  const [removing, setRemoving] = useState<number | null>(null);

  const state = (): NomineeState => ({
    doNotWishToNominate: form.getValues('doNotWishToNominate'),
    nominees: form.getValues('nominees') ?? [],
  });
  const apply = (next: NomineeState) => {
    form.setValue('nominees', next.nominees, { shouldDirty: true });
    form.setValue('doNotWishToNominate', next.doNotWishToNominate ?? false, { shouldDirty: true });
    form.clearErrors('nominees');
  };

  const active = nominees.map((n, index) => ({ n, index })).filter(({ n }) => isActive(n));
  const usedElsewhere = (index: number) =>
    new Set(
      active
        .filter(({ index: i, n }) => i !== index && n.Relationship)
        .map(({ n }) => n.Relationship as string),
    );
  const totalMessage = listMessage(formState.errors.nominees);

  return (
    <StepCard title={STEP_LABELS[SLUG]}>
      <SaveFailureBar />
      <form className={styles.form} noValidate onSubmit={(e) => e.preventDefault()}>
        {forced && (
          <MessageBar intent="info">
            <MessageBarBody>{NOMINEE_NOTICES.minor}</MessageBarBody>
          </MessageBar>
        )}
        <Checkbox
          label="I do not wish to nominate"
          checked={doNotNominate}
          disabled={readOnly}
          onChange={(_, data) => apply(setDoNotWishToNominate(state(), data.checked === true, ctx))}
        />
        {!doNotNominate &&
          active.map(({ n, index }, position) => {
            const p = <F extends string>(f: F) => `nominees.${index}.${f}` as const;
            const used = usedElsewhere(index);
            const minor = nomineeNeedsGuardian(n, ctx.today);
            return (
              <StepSection
                key={n.id ?? `new-${index}`}
                title={NOMINEE_TITLES[position] ?? `Nominee ${position + 1}`}
                actions={
                  readOnly ? undefined : (
                    <Button appearance="secondary" onClick={() => setRemoving(index)}>
                      Remove Nominee
                    </Button>
                  )
                }
              >
                <FieldGrid>
                  <TextInputField
                    control={control}
                    name={p('nomineeName')}
                    label="Nominee Name"
                    required
                    disabled={readOnly}
                  />
                  <SelectField
                    control={control}
                    name={p('Relationship')}
                    label="Relationship"
                    required
                    disabled={readOnly}
                    options={RELATIONSHIPS.filter(
                      (r) => !(UNIQUE_NOMINEE_RELATIONSHIPS as readonly string[]).includes(r) || !used.has(r),
                    ).map((r) => ({ value: r, label: r }))}
                  />
                  {n.Relationship === 'Others' && (
                    <TextInputField
                      control={control}
                      name={p('nomineeRelationship')}
                      label="Please Specify Relationship"
                      required
                      disabled={readOnly}
                    />
                  )}
                  <DateInputField
                    control={control}
                    name={p('dateOfBirth')}
                    label="Date of Birth"
                    required
                    disabled={readOnly}
                  />
                  <NumberInputField
                    control={control}
                    name={p('nomineePercentage')}
                    label="Nominee %"
                    required
                    decimals={2}
                    disabled={readOnly}
                  />
                  <TextInputField
                    control={control}
                    name={p('nomineePan')}
                    label="Nominee PAN"
                    disabled={readOnly}
                    hint={FIELD_HINTS.pan}
                    maxLength={10}
                    upperCase
                  />
                  {minor && (
                    <>
                      <TextInputField
                        control={control}
                        name={p('guardianName')}
                        label="Guardian Name"
                        required
                        disabled={readOnly}
                      />
                      <TextInputField
                        control={control}
                        name={p('nomineeGuardianPan')}
                        label="Guardian PAN"
                        disabled={readOnly}
                        hint={FIELD_HINTS.pan}
                        maxLength={10}
                        upperCase
                      />
                    </>
                  )}
                </FieldGrid>
              </StepSection>
            );
          })}
        {totalMessage && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{totalMessage}</MessageBarBody>
          </MessageBar>
        )}
        {!readOnly && !doNotNominate && canAddNominee(nominees) && (
          <Button className={styles.add} onClick={() => apply(addNominee(state(), ctx))}>
            Add Nominee
          </Button>
        )}
        {!doNotNominate && active.length === 0 && <Text>{NOMINEE_NOTICES.none}</Text>}
      </form>
      <ConfirmDialog
        open={removing !== null}
        message={NOMINEE_NOTICES.removeConfirm}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) apply(removeNominee(state(), removing));
          setRemoving(null);
        }}
      />
      <StepActions slug={SLUG} onSave={(saveType) => void submit(saveType)} disabled={!locks.editable} />
    </StepCard>
  );
}
