import * as React from 'react';
import { useFieldControlProps_unstable, type FieldControlProps } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { useStubClasses } from './CountryPickerStub.styles';

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
 * Combobox when closed (medium, outline; its styles copied in CountryPickerStub.styles.ts), so the first
 * render looks and reads the same. The first
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
  const control = useFieldControlProps_unstable<FieldControlProps & { required?: boolean }>(
    {},
    { supportsLabelFor: true, supportsRequired: true },
  );
  const classes = useStubClasses(
    { disabled, invalid: `${control['aria-invalid']}` === 'true' },
    { root: className, input: inputClassName },
  );
  const selection = (input: HTMLInputElement) =>
    [input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length] as const;

  return (
    // data-stand-in: the browser tests wait for the real picker where focus lands here.
    <div className={classes.root} data-stand-in="">
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
        className={classes.input}
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
        className={classes.expandIcon}
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
