import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  CONTROLLING_PERSON_ID_TYPES,
  CONTROLLING_PERSON_LABELS as L,
  CONTROLLING_PERSON_OCCUPATION_TYPES,
  CONTROLLING_PERSON_TYPES,
  CONTROLLING_PERSON_TYPE_LABELS,
  OCCUPATIONS,
  OCCUPATION_LABELS,
  controllingPersonFormSchema,
  type ControllingPersonInput,
  type ControllingPersonValues,
  type WizardStepContext,
} from '@aif/contracts';
import { useContractForm } from '@aif/api-client/react';
import { FieldGrid } from '../../step-kit/StepCard';
import { DateInputField, optionsOf, SelectField, TextInputField, type Option } from '../../step-kit/fields';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(760px, calc(100vw - 32px))', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1' },
});

export interface ControllingPersonDialogProps {
  /** The person edited (its form values), or a blank one to add. */
  person: ControllingPersonInput;
  open: boolean;
  mode: 'add' | 'edit';
  ctx: Pick<WizardStepContext, 'countries' | 'today'>;
  /** The other active persons: identification number and TIN are unique among them. */
  others: readonly ControllingPersonInput[];
  countries: readonly Option[];
  onSave: (person: ControllingPersonValues) => void;
  onCancel: () => void;
}

/** Add / Edit Controlling Person (doc 2 §2 "Entity FATCA"): every field required, checked on Save. */
export function ControllingPersonDialog({
  person,
  open,
  mode,
  ctx,
  others,
  countries,
  onSave,
  onCancel,
}: ControllingPersonDialogProps) {
  const styles = useStyles();
  const schema = useMemo(() => controllingPersonFormSchema({ ...ctx, others }), [ctx, others]);
  const form = useContractForm(schema, { defaultValues: person, mode: 'onTouched' });
  const { control } = form;
  const nationalities = useMemo(
    () =>
      ctx.countries
        .map((c) => c.nationality ?? '')
        .filter((n) => n !== '')
        .map((n) => ({ value: n.toUpperCase(), label: n })),
    [ctx.countries],
  );
  const title = mode === 'add' ? 'Add Controlling Person' : 'Edit Controlling Person';
  return (
    <Dialog modalType="modal" open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface className={styles.surface}>
        <form noValidate onSubmit={(e) => void form.handleSubmit((v) => onSave(v))(e)}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              <FieldGrid>
                <TextInputField control={control} name="name" label={L.name} required />
                <SelectField
                  control={control}
                  name="controllingPersonType"
                  label={L.controllingPersonType}
                  required
                  options={optionsOf(CONTROLLING_PERSON_TYPES, CONTROLLING_PERSON_TYPE_LABELS)}
                />
                <div className={styles.wide}>
                  <Controller
                    control={control}
                    name="correspondenceAddress"
                    render={({ field, fieldState }) => (
                      <Field
                        label={L.correspondenceAddress}
                        required
                        validationMessage={fieldState.error?.message}
                      >
                        <Textarea
                          name={field.name}
                          value={field.value ?? ''}
                          onChange={(_, d) => field.onChange(d.value)}
                          onBlur={field.onBlur}
                          resize="vertical"
                        />
                      </Field>
                    )}
                  />
                </div>
                <SelectField
                  control={control}
                  name="countryOfResidense"
                  label={L.countryOfResidense}
                  required
                  options={countries}
                />
                <TextInputField
                  control={control}
                  name="tin"
                  label={L.tin}
                  required
                  upperCase
                  maxLength={20}
                />
                <SelectField
                  control={control}
                  name="indentificationType"
                  label={L.indentificationType}
                  required
                  options={optionsOf(CONTROLLING_PERSON_ID_TYPES)}
                />
                <TextInputField
                  control={control}
                  name="indentificationNumber"
                  label={L.indentificationNumber}
                  required
                  upperCase
                />
                <SelectField
                  control={control}
                  name="issuingCountry"
                  label={L.issuingCountry}
                  required
                  options={countries}
                />
                <SelectField
                  control={control}
                  name="occupationType"
                  label={L.occupationType}
                  required
                  options={optionsOf(CONTROLLING_PERSON_OCCUPATION_TYPES)}
                />
                <SelectField
                  control={control}
                  name="occupation"
                  label={L.occupation}
                  required
                  options={optionsOf(OCCUPATIONS, OCCUPATION_LABELS)}
                />
                <DateInputField control={control} name="dateOfBirth" label={L.dateOfBirth} required />
                <SelectField
                  control={control}
                  name="countryOfBirth"
                  label={L.countryOfBirth}
                  required
                  options={countries}
                />
                <SelectField
                  control={control}
                  name="nationality"
                  label={L.nationality}
                  required
                  options={nationalities}
                />
              </FieldGrid>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onCancel}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit">
                Save
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
