import { useEffect, useState, type ReactElement } from 'react';
import { useController, useFormContext, type ControllerRenderProps } from 'react-hook-form';
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
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { Currency } from '@aif/contracts';
import {
  AmountInput,
  MobileInput,
  DateField,
  markRefusedDate,
  NumericInput,
  TrimmedInput,
  type Weekday,
} from '@aif/ui-kit';
import { PHONE } from './layout';

/**
 * The form fields of the administrative forms (fund setup, user management). Each reads its form from react-hook-form's context (the page wraps
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
  // Country code and number share one column of the form; stacked on phones, where side by side the
  // number ran out of the card.
  mobile: {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalM },
  },
});

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
}

/**
 * The one react-hook-form binding and Fluent `Field` of this remote's fields: the label, required
 * marker, hint and error go on the `Field`, which wires their ids to the control `render` returns.
 */
function ControlledField({
  name,
  label,
  required,
  hint,
  className,
  render,
}: Omit<BaseProps, 'disabled'> & {
  className?: string;
  render: (field: ControllerRenderProps) => ReactElement;
}) {
  const { field, fieldState } = useController({ name });
  const styles = useStyles();
  return (
    <Field
      className={mergeClasses(styles.top, className)}
      label={label}
      required={required}
      hint={hint}
      validationMessage={fieldState.error?.message}
    >
      {render(field)}
    </Field>
  );
}

const textOf = (field: ControllerRenderProps) => (field.value as string | null | undefined) ?? '';
const numberOf = (field: ControllerRenderProps) => field.value as string | number | null | undefined;

export function TextField({
  maxLength,
  upperCase,
  type,
  disabled,
  ...common
}: BaseProps & { maxLength?: number; upperCase?: boolean; type?: 'text' | 'email' | 'url' }) {
  return (
    <ControlledField
      {...common}
      render={(f) => (
        <TrimmedInput
          name={f.name}
          type={type}
          value={textOf(f)}
          // Codes are upper-cased as they are typed (doc 3 §5).
          onChange={(v) => f.onChange(upperCase ? v.toUpperCase() : v)}
          onBlur={f.onBlur}
          disabled={disabled}
          maxLength={maxLength}
        />
      )}
    />
  );
}

/** A longer free text (an in-words amount, the hurdle rate text). */
export function TextAreaField({ maxLength, disabled, ...common }: BaseProps & { maxLength?: number }) {
  return (
    <ControlledField
      {...common}
      render={(f) => (
        <Textarea
          name={f.name}
          resize="vertical"
          value={textOf(f)}
          onChange={(_, data) => f.onChange(data.value)}
          onBlur={f.onBlur}
          disabled={disabled}
          maxLength={maxLength}
        />
      )}
    />
  );
}

export function SelectField({
  options,
  disabled,
  onValueChange,
  ...common
}: BaseProps & { options: readonly Option[]; onValueChange?: (value: string) => void }) {
  const styles = useStyles();
  return (
    <ControlledField
      {...common}
      render={(f) => (
        <Select
          className={styles.select}
          select={{ className: styles.selectElement }}
          name={f.name}
          value={textOf(f)}
          disabled={disabled}
          onBlur={f.onBlur}
          onChange={(_, data) => {
            f.onChange(data.value);
            onValueChange?.(data.value);
          }}
        >
          <option value="">Select</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    />
  );
}

/** A choice among a few options side by side (Yes / No); it shows no hint. */
export function RadioField({
  name,
  label,
  required,
  disabled,
  options,
}: BaseProps & { options: readonly Option[] }) {
  const styles = useStyles();
  return (
    <ControlledField
      name={name}
      label={label}
      required={required}
      render={(f) => (
        <RadioGroup
          className={styles.radios}
          layout="horizontal"
          name={f.name}
          value={textOf(f)}
          disabled={disabled}
          onChange={(_, data) => {
            f.onChange(data.value);
            f.onBlur();
          }}
        >
          {options.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} />
          ))}
        </RadioGroup>
      )}
    />
  );
}

/** A number: digits only, and up to `decimals` decimals (0: whole numbers). */
export function NumberField({ decimals = 0, disabled, ...common }: BaseProps & { decimals?: number }) {
  return (
    <ControlledField
      {...common}
      render={(f) => (
        <NumericInput
          name={f.name}
          value={numberOf(f)}
          decimals={decimals}
          disabled={disabled}
          onChange={f.onChange}
          onBlur={f.onBlur}
        />
      )}
    />
  );
}

/** An amount with its words in `currency` underneath. */
export function AmountField({ currency, disabled, ...common }: BaseProps & { currency: Currency }) {
  return (
    <ControlledField
      {...common}
      render={(f) => (
        <AmountInput
          name={f.name}
          value={numberOf(f)}
          decimals={2}
          currency={currency}
          disabled={disabled}
          onChange={f.onChange}
          onBlur={f.onBlur}
        />
      )}
    />
  );
}

/** The kit's date field, which draws its own `Field` (and so takes no hint). */
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
  const { field, fieldState } = useController({ name, control });
  // A field that goes away takes its refused text with it.
  useEffect(() => () => markRefusedDate(control, name, null), [control, name]);
  return (
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
  );
}

export function CheckboxField({
  name,
  label,
  disabled,
  onValueChange,
}: Omit<BaseProps, 'required' | 'hint'> & { onValueChange?: (checked: boolean) => void }) {
  const { field } = useController({ name });
  return (
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
  const styles = useStyles();
  const [query, setQuery] = useState('');
  const shown = options.filter((o) => o.label.toLowerCase().includes(query.trim().toLowerCase()));
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (
    <ControlledField
      name={name}
      label={label}
      required={required}
      render={(f) => {
        const selected = (f.value as string[] | null | undefined) ?? [];
        return (
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
                f.onChange(data.selectedOptions);
                setQuery('');
              }}
              onBlur={f.onBlur}
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
                onDismiss={(_, data) => f.onChange(selected.filter((v) => v !== data.value))}
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
      {/* Filled, without the outline an editable input has, so it does not invite typing. */}
      <Input readOnly appearance="filled-darker" value={value} />
    </Field>
  );
}

/**
 * Country code and mobile number (digits only) as one control bound to `countryNameAndCode`,
 * `countryCode` and `phone`; the message of any of the three shows under the number.
 */
export function MobileField({ label, required, disabled }: Omit<BaseProps, 'name'>) {
  const styles = useStyles();
  const { setValue, getFieldState, formState } = useFormContext();
  const { field } = useController({ name: 'phone' });
  const country = useController({ name: 'countryNameAndCode' });
  const code = useController({ name: 'countryCode' });
  const message =
    getFieldState('phone', formState).error?.message ??
    getFieldState('countryNameAndCode', formState).error?.message;
  return (
    <MobileInput
      className={styles.mobile}
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={{
        countryCode: (code.field.value as string | undefined) || undefined,
        countryNameAndCode: (country.field.value as string | undefined) || undefined,
        phone: (field.value as string | undefined) ?? '',
      }}
      onChange={(v) => {
        setValue('countryNameAndCode', v.countryNameAndCode, { shouldDirty: true });
        setValue('countryCode', v.countryCode, { shouldDirty: true });
        field.onChange(v.phone);
      }}
      onBlur={field.onBlur}
      validationMessage={message}
    />
  );
}
