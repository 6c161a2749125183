import * as React from 'react';
import { Field, Input, mergeClasses } from '@fluentui/react-components';
import { INDIAN_MOBILE_LENGTH, PHONE_MAX_LENGTH } from '@aif/contracts';
import { findCountryOption, getCountryOptions, type CountryOption } from './countries';
import type { PickerHandoff } from './CountryCombobox';
import { CountryPickerStub, type StubActivity } from './CountryPickerStub';
import { loadCountryCombobox, loadedCountryCombobox } from './load-country-combobox';
import { useMobileInputStyles } from './MobileInput.styles';
import type { MobileInputProps, MobileValue } from './MobileInput.types';

const digitsOnly = (text: string): string => text.replace(/\D/g, '');

/**
 * Country-code picker (searchable, 'India: +91' first) beside a digits-only number input. The value
 * carries the calling code, the picker's label and the number.
 */
export function MobileInput({
  label = 'Mobile Number',
  countryLabel = 'Country Code',
  value,
  onChange,
  validationMessage,
  required = false,
  disabled = false,
  readOnly = false,
  countryDisabled = false,
  placeholder = 'Enter mobile number',
  name,
  onBlur,
  className,
}: MobileInputProps): React.JSX.Element {
  const styles = useMobileInputStyles();
  const country = findCountryOption({
    countryNameAndCode: value?.countryNameAndCode,
    countryCode: value?.countryCode,
  });
  const phone = value?.phone ?? '';

  const [query, setQuery] = React.useState(country.countryNameAndCode);
  // Shown text follows the value when the parent changes it (form reset, data loaded).
  const [shownFor, setShownFor] = React.useState(country.countryNameAndCode);
  if (shownFor !== country.countryNameAndCode) {
    setShownFor(country.countryNameAndCode);
    setQuery(country.countryNameAndCode);
  }

  // The label the box should show once the list closes; option select and close fire in one event,
  // before the parent re-renders with the new value.
  const settledLabel = React.useRef(country.countryNameAndCode);
  React.useEffect(() => {
    settledLabel.current = country.countryNameAndCode;
  }, [country.countryNameAndCode]);

  const emit = (next: CountryOption, nextPhone: string) => {
    const result: MobileValue = {
      countryCode: next.countryCode,
      countryNameAndCode: next.countryNameAndCode,
      phone: nextPhone,
    };
    onChange(result);
  };

  // The real picker (Fluent's Combobox and its positioning, about 24 KB gzipped) loads when the user first
  // reaches the stub that stands in for it; the sign-in page does not download it otherwise.
  const [Picker, setPicker] = React.useState(loadedCountryCombobox);
  // What the user is doing in the stub; taken when the picker arrives, before the stub is removed.
  const activity = React.useRef<PickerHandoff>({ focus: null, open: false, selection: null });
  const [handoff, setHandoff] = React.useState<PickerHandoff>();
  const onStubActivity = (next: StubActivity) => {
    const a = activity.current;
    if (next.focus !== undefined) a.focus = next.focus;
    if (next.focus === null) a.open = false;
    else if (next.open) a.open = true;
    if (next.selection) a.selection = next.selection;
    if (next.focus === null) return;
    loadCountryCombobox().then(
      (C) => {
        setHandoff({ ...activity.current });
        setPicker(() => C);
      },
      () => undefined, // offline: the stub stays, and the next focus tries again
    );
  };

  const onSelect = (label: string) => {
    const chosen = getCountryOptions().find((o) => o.countryNameAndCode === label);
    if (!chosen) return;
    settledLabel.current = chosen.countryNameAndCode;
    setQuery(chosen.countryNameAndCode);
    setShownFor(chosen.countryNameAndCode);
    // A number typed for another country may be too long now.
    const nextPhone = chosen.countryCode === '+91' ? phone.slice(0, INDIAN_MOBILE_LENGTH) : phone;
    if (chosen.countryNameAndCode !== country.countryNameAndCode || nextPhone !== phone)
      emit(chosen, nextPhone);
  };

  const maxLength = country.countryCode === '+91' ? INDIAN_MOBILE_LENGTH : PHONE_MAX_LENGTH;
  const countryLocked = disabled || countryDisabled;
  const message = validationMessage || undefined;
  const picker = {
    value: query,
    selected: country.countryNameAndCode,
    disabled: countryLocked,
    className: styles.combobox,
    inputClassName: styles.comboboxInput,
    listboxClassName: styles.listbox,
    onQueryChange: setQuery,
  };

  return (
    <div className={mergeClasses(styles.root, className)}>
      <Field label={countryLabel} required={required}>
        {readOnly ? (
          <Input readOnly value={country.countryNameAndCode} />
        ) : Picker ? (
          <Picker
            {...picker}
            handoff={handoff}
            onSelect={onSelect}
            // Closing without a choice puts the current country back in the box.
            onClose={() => setQuery(settledLabel.current)}
          />
        ) : (
          <CountryPickerStub {...picker} onActivity={onStubActivity} />
        )}
      </Field>
      <Field
        label={label}
        required={required}
        validationMessage={message}
        validationState={message ? 'error' : 'none'}
      >
        <Input
          className={styles.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          name={name}
          placeholder={readOnly ? undefined : placeholder}
          value={phone}
          maxLength={maxLength}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(_event, data) => {
            const next = digitsOnly(data.value).slice(0, maxLength);
            if (next !== phone) emit(country, next);
          }}
          onBlur={onBlur}
        />
      </Field>
    </div>
  );
}
