import * as React from 'react';
import { Input } from '@fluentui/react-components';
import type { NumericInputProps } from './NumericInput.types';

function pattern(decimals: number): RegExp {
  return decimals > 0 ? new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`) : /^\d*$/;
}

/** The text that would result from inserting `text` over the current selection. */
function nextText(input: HTMLInputElement, text: string): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  return input.value.slice(0, start) + text + input.value.slice(end);
}

/**
 * A text input for numbers: digits only (and one decimal point when `decimals` > 0). Keystrokes such as
 * '-', '+', 'e' and 'E' are blocked, and a paste that is not a number is refused; editing keys,
 * shortcuts and copy/paste still work.
 */
export const NumericInput = React.forwardRef<HTMLInputElement, NumericInputProps>(function NumericInput(
  { value, onChange, decimals = 0, onKeyDown, onPaste, inputMode, ...rest },
  ref,
) {
  const allowed = React.useMemo(() => pattern(decimals), [decimals]);
  const text = value === null || value === undefined ? '' : String(value);

  return (
    <Input
      {...rest}
      ref={ref}
      type="text"
      inputMode={inputMode ?? (decimals > 0 ? 'decimal' : 'numeric')}
      value={text}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
        // Single printable characters only; Backspace, arrows, Tab and the like pass.
        if (event.key.length !== 1) return;
        if (!allowed.test(nextText(event.currentTarget, event.key))) event.preventDefault();
      }}
      onPaste={(event) => {
        onPaste?.(event);
        if (event.defaultPrevented) return;
        const pasted = event.clipboardData.getData('text').trim();
        if (!allowed.test(nextText(event.currentTarget, pasted))) event.preventDefault();
      }}
      onChange={(_event, data) => {
        // Drops, autofill and IME input bypass the key handler; refuse anything that is not a number.
        if (allowed.test(data.value)) onChange(data.value);
      }}
    />
  );
});
