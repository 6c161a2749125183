import * as React from 'react';
import { Combobox, Field, Input, mergeClasses, useComboboxFilter } from '@fluentui/react-components';
import { INDIAN_MOBILE_LENGTH, NO_RESULTS_FOUND, PHONE_MAX_LENGTH } from '@aif/contracts';
import { findCountryOption, getCountryOptions, type CountryOption } from './countries';
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

  const options = React.useMemo(
    () => getCountryOptions().map((o) => ({ children: o.countryNameAndCode, value: o.countryNameAndCode })),
    [],
  );
  const filtered = useComboboxFilter(query, options, {
    // The empty state's 'no results' text (MESSAGES.noResultsFound).
    noOptionsMessage: NO_RESULTS_FOUND,
    // With the current choice in the box, opening the list shows every country.
    filter: (optionText, q) =>
      q === country.countryNameAndCode || optionText.toLowerCase().includes(q.trim().toLowerCase()),
  });

  const maxLength = country.countryCode === '+91' ? INDIAN_MOBILE_LENGTH : PHONE_MAX_LENGTH;
  const countryLocked = disabled || countryDisabled;
  const message = validationMessage || undefined;

  return (
    <div className={mergeClasses(styles.root, className)}>
      <Field label={countryLabel} required={required}>
        {readOnly ? (
          <Input readOnly value={country.countryNameAndCode} />
        ) : (
          <Combobox
            className={styles.combobox}
            input={{ className: styles.comboboxInput }}
            listbox={{ className: styles.listbox }}
            value={query}
            selectedOptions={[country.countryNameAndCode]}
            disabled={countryLocked}
            onChange={(event) => setQuery(event.target.value)}
            onOptionSelect={(_event, data) => {
              const chosen = getCountryOptions().find((o) => o.countryNameAndCode === data.optionValue);
              if (!chosen) return;
              settledLabel.current = chosen.countryNameAndCode;
              setQuery(chosen.countryNameAndCode);
              setShownFor(chosen.countryNameAndCode);
              // A number typed for another country may be too long now.
              const nextPhone = chosen.countryCode === '+91' ? phone.slice(0, INDIAN_MOBILE_LENGTH) : phone;
              if (chosen.countryNameAndCode !== country.countryNameAndCode || nextPhone !== phone)
                emit(chosen, nextPhone);
            }}
            onOpenChange={(_event, data) => {
              // Closing without a choice puts the current country back in the box.
              if (!data.open) setQuery(settledLabel.current);
            }}
          >
            {filtered}
          </Combobox>
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
