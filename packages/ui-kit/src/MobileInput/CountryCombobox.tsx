import * as React from 'react';
import { Combobox, useComboboxFilter } from '@fluentui/react-components';
import { NO_RESULTS_FOUND } from '@aif/contracts';
import { getCountryOptions } from './countries';
import type { CountryPickerProps } from './CountryPickerStub';

/** Where focus and the list were when this picker took over from the stub (see CountryPickerStub). */
export interface PickerHandoff {
  focus: 'input' | 'icon' | null;
  open: boolean;
  selection: readonly [number, number] | null;
}

export interface CountryComboboxProps extends CountryPickerProps {
  /** The country chosen in the list (its "name: +code" label). */
  onSelect: (countryNameAndCode: string) => void;
  /** The list closed (with or without a choice). */
  onClose: () => void;
  handoff?: PickerHandoff;
}

/**
 * The searchable country picker: Fluent's Combobox with every country, 'India: +91' first. Loaded when
 * the user first reaches the picker (MobileInput renders CountryPickerStub until then).
 */
export function CountryCombobox({
  value,
  selected,
  disabled,
  className,
  inputClassName,
  listboxClassName,
  onQueryChange,
  onSelect,
  onClose,
  handoff,
}: CountryComboboxProps): React.JSX.Element {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const iconRef = React.useRef<HTMLSpanElement>(null);
  const options = React.useMemo(
    () => getCountryOptions().map((o) => ({ children: o.countryNameAndCode, value: o.countryNameAndCode })),
    [],
  );
  const filtered = useComboboxFilter(value, options, {
    // The empty state's 'no results' text (MESSAGES.noResultsFound).
    noOptionsMessage: NO_RESULTS_FOUND,
    // With the current choice in the box, opening the list shows every country.
    filter: (optionText, q) => q === selected || optionText.toLowerCase().includes(q.trim().toLowerCase()),
  });

  // Focus goes where it was in the stub, with the same selection, once.
  const [start] = React.useState(handoff);
  React.useLayoutEffect(() => {
    if (start?.focus === 'icon') iconRef.current?.focus();
    else if (start?.focus === 'input' && inputRef.current) {
      const input = inputRef.current;
      input.focus();
      const [from, to] = start.selection ?? [input.value.length, input.value.length];
      input.setSelectionRange(from, to);
    }
  }, [start]);

  return (
    <Combobox
      ref={inputRef}
      className={className}
      input={{ className: inputClassName }}
      expandIcon={{ ref: iconRef }}
      listbox={{ className: listboxClassName }}
      value={value}
      selectedOptions={[selected]}
      disabled={disabled}
      defaultOpen={Boolean(start?.focus && start.open)}
      onChange={(event) => onQueryChange(event.target.value)}
      onOptionSelect={(_event, data) => {
        if (data.optionValue) onSelect(data.optionValue);
      }}
      onOpenChange={(_event, data) => {
        if (!data.open) onClose();
      }}
    >
      {filtered}
    </Combobox>
  );
}
