import { Controller, useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, Radio, RadioGroup, makeStyles } from '@fluentui/react-components';
import { DEPOSITORY_LABELS, MESSAGES } from '@aif/contracts';
import { optionsOf, SelectField, TextInputField } from './fields';
import { FieldGrid } from './StepCard';
import { FIELD_HINTS } from './hints';

const useStyles = makeStyles({ wide: { gridColumn: '1 / -1' } });

/**
 * Demat details of an applicant (doc 1 §5, doc 2 §5 "Entity applicant"): the depository, then DP ID and
 * CL ID (NSDL) or the DPCL ID (CDSL), and the broker. `path` is the applicant in the form
 * ('applicants.0', 'applicant'); the fields are its `dlclId`, `dpId`, `clId` and `nameOfBroker`.
 */
export function DematFields<T extends FieldValues>({
  control,
  path,
  disabled,
  options,
  brokers,
  mandatory,
}: {
  control: Control<T, unknown, unknown>;
  path: string;
  disabled: boolean;
  options: readonly string[];
  brokers: readonly string[];
  mandatory: boolean;
}) {
  const styles = useStyles();
  const p = (f: string) => `${path}.${f}` as FieldPath<T>;
  const depository = (useWatch({ control, name: p('dlclId') }) as string | null | undefined) ?? '';
  return (
    <FieldGrid>
      <Controller
        control={control}
        name={p('dlclId')}
        render={({ field, fieldState }) => (
          <Field
            label="Demat Account Type"
            required={mandatory}
            className={styles.wide}
            validationMessage={fieldState.error?.message}
            hint={MESSAGES.dematMandatoryForDomestic}
          >
            <RadioGroup
              layout="horizontal"
              value={(field.value as string | null) ?? ''}
              disabled={disabled}
              onChange={(_, data) => field.onChange(data.value)}
            >
              {options.map((o) => (
                <Radio
                  key={o}
                  value={o}
                  label={DEPOSITORY_LABELS[o as keyof typeof DEPOSITORY_LABELS] ?? o}
                />
              ))}
            </RadioGroup>
          </Field>
        )}
      />
      {depository === 'nsdl' && (
        <>
          <TextInputField
            control={control}
            name={p('dpId')}
            label="DP ID"
            required
            disabled={disabled}
            hint={FIELD_HINTS.dpId}
            upperCase
            maxLength={8}
          />
          <TextInputField
            control={control}
            name={p('clId')}
            label="CL ID"
            required
            disabled={disabled}
            hint={FIELD_HINTS.clId}
            maxLength={8}
          />
        </>
      )}
      {depository === 'cdsl' && (
        <TextInputField
          control={control}
          name={p('dpId')}
          label="DPCL ID"
          required
          disabled={disabled}
          hint={FIELD_HINTS.dpclId}
          maxLength={16}
        />
      )}
      {(depository === 'nsdl' || depository === 'cdsl') && (
        <SelectField
          control={control}
          name={p('nameOfBroker')}
          label="Name of Broker"
          disabled={disabled}
          options={optionsOf(brokers)}
        />
      )}
    </FieldGrid>
  );
}
