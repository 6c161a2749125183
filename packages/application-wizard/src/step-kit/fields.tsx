import { useEffect, useMemo } from 'react';
import {
  Controller,
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import type { z } from 'zod';
import {
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  wizardFieldLocks,
  type SaveType,
  type WizardFieldLocks,
  type WizardStep,
  type WizardStepContext,
} from '@aif/contracts';
import { useContractForm } from '@aif/api-client/react';
import { DateField, markRefusedDate, refusedDates, TrimmedInput } from '@aif/ui-kit';
import { sameData } from './equal';
import { useRefusedSave, useStepHost } from './StepHost';
import { useReportDirty } from './unsaved';
import { KraLabel } from './kra';

/** What the step schemas need besides the values: role, onboarding type, fund type, masters, today. */
export function useStepContext(): WizardStepContext {
  const { user, application, masters } = useStepHost();
  return useMemo(
    () => ({
      role: user?.role ?? 'investor',
      onboardingType: application.onboardingType ?? 'normal',
      fundType: application.scheme?.fundType ?? application.fundType ?? null,
      today: new Date(),
      countries: masters.countries,
      brokers: masters.brokers,
      applicationCreatedAt: application.createdAt,
      // Locked values (the registry's) are not checked again (0-product-decisions §12), as on the server.
      locked: (application.fieldLocks ?? wizardFieldLocks(user?.role ?? 'investor', application)).applicants,
    }),
    [user, application, masters],
  );
}

/** The caller's field locks: the server's when it sent them, else the same rules computed here. */
export function useLocks(): WizardFieldLocks {
  const { user, application } = useStepHost();
  return useMemo(
    () => application.fieldLocks ?? wizardFieldLocks(user?.role ?? 'investor', application),
    [user, application],
  );
}

/** Counts refusals, so each one reveals its first field again. */
let refusals = 0;

/** How many messages an error tree of react-hook-form holds (a field's, a list's, a list's own `root`). */
export function errorCount(errors: unknown): number {
  if (!errors || typeof errors !== 'object') return 0;
  const own = typeof (errors as { message?: unknown }).message === 'string' ? 1 : 0;
  return Object.entries(errors).reduce(
    (n, [key, value]) => (key === 'ref' || key === 'types' ? n : n + errorCount(value)),
    own,
  );
}

/**
 * A step's react-hook-form with the contracts' schema (`useContractForm`, so `form.applyServerError` can
 * put a refused save's field messages on the fields). `submit(saveType)` validates, then saves the form's
 * values (the schema's input shape, as the update API takes them) through the frame.
 */
export function useStepForm<I extends FieldValues, O>(
  slug: WizardStep,
  schema: z.ZodType<O, I>,
  defaults: I,
) {
  const { save, failure } = useStepHost();
  const form = useContractForm(schema, {
    defaultValues: defaults as DefaultValues<I>,
    mode: 'onTouched',
  });
  // A refused save's field messages (`{ errors: [{ path, message }] }`) go on their fields; the save bar
  // keeps the first message for what no field shows.
  // Either kind of refusal is summed up at the step's top, its first field focused and scrolled to: the
  // field may be far above the buttons.
  const { setRefused } = useRefusedSave();
  // A step left without saving (the stepper) does not pass its refusal on to the next one.
  useEffect(() => () => setRefused(null), [setRefused]);
  // The frame asks before a step with unsaved edits is left (stepper, Back, reload).
  useReportDirty(form.formState.isDirty);
  const { applyServerError } = form;
  useEffect(() => {
    if (failure?.error && applyServerError(failure.error))
      setRefused({ at: ++refusals, fields: errorCount(form.formState.errors) });
  }, [failure, applyServerError, setRefused, form]);
  const request = (extra: { investorStatusChanged?: boolean } = {}) => {
    const data = form.getValues() as Record<string, unknown>;
    return { data, pristine: !form.formState.isDirty && sameData(data, defaults), ...extra };
  };
  const submit = (saveType: SaveType, extra: { investorStatusChanged?: boolean } = {}) =>
    form.handleSubmit(
      async () => {
        // A date field still shows a date it refused: the form is not saved without it.
        const dates = refusedDates(form.control);
        if (dates.length > 0) {
          for (const [name, message] of dates) form.setError(name as FieldPath<I>, { message });
          setRefused({ at: ++refusals, fields: dates.length });
          return;
        }
        setRefused(null);
        await save(slug, request(extra), saveType);
      },
      (errors) => setRefused({ at: ++refusals, fields: errorCount(errors) }),
    )();
  return { form, submit, request };
}

const useStyles = makeStyles({
  // A native select is as wide as its longest option (nationalities, countries): keep it in its column.
  select: { width: '100%', minWidth: 0 },
  selectElement: { width: '100%', minWidth: 0, textOverflow: 'ellipsis' },
  // Long option labels go to the next line on a phone instead of widening the page.
  radios: { flexWrap: 'wrap' },
  // MobileInput's country and number side by side do not fit a phone's column: stack them (as mf-onboarding).
  mobile: {
    gridColumn: '1 / -1',
    '@media (max-width: 767.98px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      rowGap: tokens.spacingVerticalM,
    },
  },
});

/** The className for a MobileInput in a FieldGrid: a whole row, stacked on phones. */
export function useMobileInputClass(): string {
  return useStyles().mobile;
}

export interface Option {
  value: string;
  label: string;
}

export const optionsOf = (values: readonly string[], labels?: Record<string, string>): Option[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

interface BaseProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /**
   * The value came from the KYC registry: while locked it reads as plain text (not a faded disabled
   * field) with a 'from KRA' mark beside the label.
   */
  fromKra?: boolean;
}

export function TextInputField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  hint,
  maxLength,
  upperCase,
  message,
  fromKra,
  onValueChange,
}: BaseProps<T> & {
  maxLength?: number;
  upperCase?: boolean;
  /** A message the form's schema does not know (a lookup's answer), shown when the form has none. */
  message?: string;
  onValueChange?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          label={fromKra && disabled ? <KraLabel label={label} /> : label}
          required={required}
          validationMessage={fieldState.error?.message ?? message}
          validationState={fieldState.error?.message || message ? 'error' : 'none'}
          hint={hint}
        >
          <TrimmedInput
            name={field.name}
            readOnly={fromKra && disabled}
            value={(field.value as string | null) ?? ''}
            onChange={(v) => {
              const value = upperCase ? v.toUpperCase() : v;
              field.onChange(value);
              onValueChange?.(value);
            }}
            onBlur={field.onBlur}
            disabled={disabled && !fromKra}
            maxLength={maxLength}
          />
        </Field>
      )}
    />
  );
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  hint,
  options,
  fromKra,
  onValueChange,
}: BaseProps<T> & { options: readonly Option[]; onValueChange?: (value: string) => boolean | void }) {
  const styles = useStyles();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        fromKra && disabled ? (
          <Field label={<KraLabel label={label} />} required={required} hint={hint}>
            <Input
              name={field.name}
              readOnly
              value={options.find((o) => o.value === field.value)?.label ?? String(field.value ?? '')}
            />
          </Field>
        ) : (
          <Field label={label} required={required} validationMessage={fieldState.error?.message} hint={hint}>
            <Select
              className={styles.select}
              select={{ className: styles.selectElement }}
              name={field.name}
              value={(field.value as string | null) ?? ''}
              disabled={disabled}
              onBlur={field.onBlur}
              onChange={(_, data) => {
                // A handler may take over (a confirmation first) by returning false.
                if (onValueChange?.(data.value) === false) return;
                field.onChange(data.value);
              }}
            >
              <option value="">Select</option>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
        )
      }
    />
  );
}

/** A choice among a few options shown side by side (Yes / No). */
export function RadioField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  hint,
  options,
}: BaseProps<T> & { options: readonly Option[] }) {
  const styles = useStyles();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} required={required} validationMessage={fieldState.error?.message} hint={hint}>
          <RadioGroup
            className={styles.radios}
            layout="horizontal"
            name={field.name}
            value={(field.value as string | null) ?? ''}
            disabled={disabled}
            onChange={(_, data) => {
              field.onChange(data.value);
              field.onBlur();
            }}
          >
            {options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </RadioGroup>
        </Field>
      )}
    />
  );
}

export function DateInputField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  fromKra,
}: BaseProps<T>) {
  // A field that goes away (another mode of payment) takes its refused text with it.
  useEffect(() => () => markRefusedDate(control, name, null), [control, name]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={fromKra && disabled ? <KraLabel label={label} /> : label}
          required={required}
          disabled={disabled}
          readOnly={fromKra && disabled}
          value={(field.value as string | null) || null}
          onChange={(_, iso) => field.onChange(iso ?? '')}
          onRefuse={(message) => markRefusedDate(control, name, message)}
          onBlur={field.onBlur}
          validationMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  onValueChange,
}: BaseProps<T> & { onValueChange?: (checked: boolean) => boolean | void }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={label}
          checked={field.value === true}
          disabled={disabled}
          onChange={(_, data) => {
            if (onValueChange?.(data.checked === true) === false) return;
            field.onChange(data.checked === true);
          }}
        />
      )}
    />
  );
}
