import { useEffect, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import {
  Checkbox,
  Combobox,
  Field,
  Input,
  Option,
  Radio,
  RadioGroup,
  Select,
  Tag,
  TagGroup,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { Currency } from '@aif/contracts';
import { AmountInput, DateField, NumericInput, TrimmedInput, type Weekday } from '@aif/ui-kit';
import { markRefusedDate } from './refused-dates';

/**
 * The form fields of this remote. Each reads its form from react-hook-form's context (the page wraps
 * its fields in `FormProvider`), so the same plan fields serve the plan form (`planCode`) and the add
 * fund form's first plan (`plan.planCode`) by name alone.
 */

export interface Option {
  value: string;
  label: string;
}

export const optionsOf = (values: readonly string[], labels: Record<string, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

const useStyles = makeStyles({
  // A native select is as wide as its longest option: keep it in its column.
  select: { width: '100%', minWidth: 0 },
  selectElement: { width: '100%', minWidth: 0, textOverflow: 'ellipsis' },
  radios: { flexWrap: 'wrap' },
  // In a grid row with a taller neighbour (an amount in words) the field keeps its own height.
  top: { alignSelf: 'start' },
  tags: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, rowGap: tokens.spacingVerticalXS },
  picker: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  combobox: { width: '100%', minWidth: 0 },
});

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
}

export function TextField({
  name,
  label,
  required,
  disabled,
  hint,
  maxLength,
  upperCase,
  type,
}: BaseProps & { maxLength?: number; upperCase?: boolean; type?: 'text' | 'email' | 'url' }) {
  const { control } = useFormContext();
  const styles = useStyles();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          className={styles.top}
          label={label}
          required={required}
          hint={hint}
          validationMessage={fieldState.error?.message}
        >
          <TrimmedInput
            name={field.name}
            type={type}
            value={(field.value as string | null | undefined) ?? ''}
            // Codes are upper-cased as they are typed (doc 3 §5).
            onChange={(v) => field.onChange(upperCase ? v.toUpperCase() : v)}
            onBlur={field.onBlur}
            disabled={disabled}
            maxLength={maxLength}
          />
        </Field>
      )}
    />
  );
}

/** A longer free text (an in-words amount, the hurdle rate text). */
export function TextAreaField({
  name,
  label,
  required,
  disabled,
  hint,
  maxLength,
}: BaseProps & { maxLength?: number }) {
  const { control } = useFormContext();
  const styles = useStyles();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          className={styles.top}
          label={label}
          required={required}
          hint={hint}
          validationMessage={fieldState.error?.message}
        >
          <Textarea
            name={field.name}
            resize="vertical"
            value={(field.value as string | null | undefined) ?? ''}
            onChange={(_, data) => field.onChange(data.value)}
            onBlur={field.onBlur}
            disabled={disabled}
            maxLength={maxLength}
          />
        </Field>
      )}
    />
  );
}

export function SelectField({
  name,
  label,
  required,
  disabled,
  hint,
  options,
}: BaseProps & { options: readonly Option[] }) {
  const { control } = useFormContext();
  const styles = useStyles();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          className={styles.top}
          label={label}
          required={required}
          hint={hint}
          validationMessage={fieldState.error?.message}
        >
          <Select
            className={styles.select}
            select={{ className: styles.selectElement }}
            name={field.name}
            value={(field.value as string | null | undefined) ?? ''}
            disabled={disabled}
            onBlur={field.onBlur}
            onChange={(_, data) => field.onChange(data.value)}
          >
            <option value="">Select</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );
}

/** A choice among a few options side by side (Yes / No). */
export function RadioField({
  name,
  label,
  required,
  disabled,
  options,
}: BaseProps & { options: readonly Option[] }) {
  const { control } = useFormContext();
  const styles = useStyles();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          className={styles.top}
          label={label}
          required={required}
          validationMessage={fieldState.error?.message}
        >
          <RadioGroup
            className={styles.radios}
            layout="horizontal"
            name={field.name}
            value={(field.value as string | null | undefined) ?? ''}
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

/** A number: digits only, and up to `decimals` decimals (0: whole numbers). */
export function NumberField({
  name,
  label,
  required,
  disabled,
  hint,
  decimals = 0,
}: BaseProps & { decimals?: number }) {
  const { control } = useFormContext();
  const styles = useStyles();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          className={styles.top}
          label={label}
          required={required}
          hint={hint}
          validationMessage={fieldState.error?.message}
        >
          <NumericInput
            name={field.name}
            value={field.value as string | number | null | undefined}
            decimals={decimals}
            disabled={disabled}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

/** An amount with its words in `currency` underneath. */
export function AmountField({
  name,
  label,
  required,
  disabled,
  hint,
  currency,
}: BaseProps & { currency: Currency }) {
  const { control } = useFormContext();
  const styles = useStyles();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          className={styles.top}
          label={label}
          required={required}
          hint={hint}
          validationMessage={fieldState.error?.message}
        >
          <AmountInput
            name={field.name}
            value={field.value as string | number | null | undefined}
            decimals={2}
            currency={currency}
            disabled={disabled}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </Field>
      )}
    />
  );
}

export function DateInputField({
  name,
  label,
  required,
  disabled,
  disabledWeekdays,
  minDate,
  maxDate,
}: BaseProps & { disabledWeekdays?: readonly Weekday[]; minDate?: Date; maxDate?: Date }) {
  const { control } = useFormContext();
  // A field that goes away takes its refused text with it.
  useEffect(() => () => markRefusedDate(control, name, null), [control, name]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          required={required}
          disabled={disabled}
          disableFuture={false}
          disabledWeekdays={disabledWeekdays}
          minDate={minDate}
          maxDate={maxDate}
          value={(field.value as string | null | undefined) || null}
          onChange={(_, iso) => field.onChange(iso ?? '')}
          onRefuse={(message) => markRefusedDate(control, name, message)}
          onBlur={field.onBlur}
          validationMessage={fieldState.error?.message}
        />
      )}
    />
  );
}

export function CheckboxField({
  name,
  label,
  disabled,
  onValueChange,
}: Omit<BaseProps, 'required' | 'hint'> & { onValueChange?: (checked: boolean) => void }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          name={field.name}
          label={label}
          checked={field.value === true}
          disabled={disabled}
          onChange={(_, data) => {
            field.onChange(data.checked === true);
            onValueChange?.(data.checked === true);
          }}
        />
      )}
    />
  );
}

/** Several choices from a long list: type to filter, pick, and the chosen ones show as removable chips. */
export function MultiSelectField({
  name,
  label,
  required,
  disabled,
  options,
  placeholder,
}: BaseProps & { options: readonly Option[]; placeholder?: string }) {
  const { control } = useFormContext();
  const styles = useStyles();
  const [query, setQuery] = useState('');
  const shown = options.filter((o) => o.label.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const selected = (field.value as string[] | null | undefined) ?? [];
        const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
        return (
          <Field label={label} required={required} validationMessage={fieldState.error?.message}>
            <div className={styles.picker}>
              <Combobox
                className={styles.combobox}
                multiselect
                freeform
                disabled={disabled}
                placeholder={placeholder}
                value={query}
                selectedOptions={selected}
                onChange={(event) => setQuery(event.target.value)}
                onOptionSelect={(_, data) => {
                  field.onChange(data.selectedOptions);
                  setQuery('');
                }}
                onBlur={field.onBlur}
              >
                {shown.map((o) => (
                  <Option key={o.value} value={o.value}>
                    {o.label}
                  </Option>
                ))}
              </Combobox>
              {selected.length > 0 && (
                <TagGroup
                  className={styles.tags}
                  aria-label={`Selected ${label}`}
                  onDismiss={(_, data) => field.onChange(selected.filter((v) => v !== data.value))}
                >
                  {selected.map((value) => (
                    <Tag
                      key={value}
                      value={value}
                      size="small"
                      shape="circular"
                      dismissible={!disabled}
                      dismissIcon={{ 'aria-label': `Remove ${labelOf(value)}` }}
                    >
                      {labelOf(value)}
                    </Tag>
                  ))}
                </TagGroup>
              )}
            </div>
          </Field>
        );
      }}
    />
  );
}

/** A value the form shows but does not change (a fund's type once it exists). */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const styles = useStyles();
  return (
    <Field className={styles.top} label={label}>
      <Input readOnly value={value} />
    </Field>
  );
}
