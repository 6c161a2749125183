import * as React from 'react';
import {
  useComboboxStyles_unstable,
  useFieldControlProps_unstable,
  type ComboboxState,
  type FieldControlProps,
} from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';

/** What the stub and the real picker (CountryCombobox) both take. */
export interface CountryPickerProps {
  /** The text in the box (the chosen label, or what the user is typing). */
  value: string;
  /** The chosen country's label. */
  selected: string;
  disabled: boolean;
  className?: string;
  inputClassName?: string;
  listboxClassName?: string;
  onQueryChange: (text: string) => void;
}

/** What the user did in the stub, for the real picker to carry on from. */
export interface StubActivity {
  focus?: 'input' | 'icon' | null;
  open?: boolean;
  selection?: readonly [number, number];
}

export interface CountryPickerStubProps extends CountryPickerProps {
  /** Called on each focus, pointer, key or text change (and on blur, with `focus: null`). */
  onActivity: (activity: StubActivity) => void;
}

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter']);

/**
 * The closed country picker before its code has loaded: the same elements, classes and roles as Fluent's
 * Combobox when closed (its own style hook), so the first render looks and reads the same. The first
 * focus, click, key or typing asks MobileInput for the real picker, which takes over focus, text and
 * selection, and opens when the user asked for the list.
 */
export function CountryPickerStub({
  value,
  disabled,
  className,
  inputClassName,
  onQueryChange,
  onActivity,
}: CountryPickerStubProps): React.JSX.Element {
  // Id, required and the validation attributes from the Field, as Combobox takes them.
  const control = useFieldControlProps_unstable<
    FieldControlProps & { required?: boolean; size?: 'small' | 'medium' | 'large' }
  >({}, { supportsLabelFor: true, supportsRequired: true, supportsSize: true });
  const state = useComboboxStyles_unstable({
    appearance: 'outline',
    size: control.size ?? 'medium',
    open: false,
    showClearIcon: false,
    root: { className },
    input: {
      className: inputClassName,
      disabled,
      'aria-invalid': control['aria-invalid'],
    },
    expandIcon: { className: undefined },
  } as unknown as ComboboxState);
  const selection = (input: HTMLInputElement) =>
    [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length] as const;

  return (
    // data-stand-in: the browser tests wait for the real picker where focus lands here.
    <div className={state.root.className} data-stand-in="">
      <input
        id={control.id}
        type="text"
        role="combobox"
        aria-expanded={false}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        aria-labelledby={control['aria-labelledby']}
        required={control.required}
        disabled={disabled}
        className={state.input.className}
        value={value}
        onFocus={(e) => onActivity({ focus: 'input', selection: selection(e.currentTarget) })}
        onSelect={(e) => onActivity({ selection: selection(e.currentTarget) })}
        onPointerDown={() => onActivity({ focus: 'input', open: true })}
        onKeyDown={(e) => {
          if (OPENING_KEYS.has(e.key)) {
            e.preventDefault();
            onActivity({ focus: 'input', open: true });
          }
        }}
        onChange={(e) => {
          onQueryChange(e.target.value);
          onActivity({ focus: 'input', open: true, selection: selection(e.target) });
        }}
        onBlur={() => onActivity({ focus: null })}
      />
      <span
        role="button"
        aria-label="Open"
        aria-expanded={false}
        aria-disabled={disabled ? 'true' : undefined}
        tabIndex={disabled ? -1 : 0}
        className={state.expandIcon?.className}
        onFocus={() => onActivity({ focus: 'icon' })}
        onPointerDown={(e) => {
          // As in Combobox: the click opens the list and focus goes to the box.
          e.preventDefault();
          onActivity({ focus: 'input', open: true });
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onActivity({ focus: 'icon', open: true });
          }
        }}
        onBlur={() => onActivity({ focus: null })}
      >
        <ChevronDownRegular />
      </span>
    </div>
  );
}
