import * as React from 'react';
import {
  renderDatePicker_unstable,
  useDatePickerStyles_unstable,
  useDatePicker_unstable,
  type DatePickerProps,
} from '@fluentui/react-datepicker-compat';

export interface DateInputProps extends DatePickerProps {
  /** Text shown instead of the picker's own (a refused typed date, which the picker would replace). */
  text: string | null;
  /** The user edits the text. */
  onTextChange: () => void;
}

/**
 * Fluent's DatePicker with two changes: a refused typed date stays in the input (the picker puts the
 * previous date back), and Enter takes the typed date where it is instead of opening the calendar (and
 * never submits the surrounding form). Alt+Down or the calendar button open the calendar.
 */
export const DateInput = React.forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { text, onTextChange, ...props },
  ref,
) {
  const state = useDatePicker_unstable(props, ref);
  const { root } = state;
  if (text !== null) root.value = text;
  const change = root.onChange;
  root.onChange = (event, data) => {
    onTextChange();
    change?.(event, data);
  };
  const keyDown = root.onKeyDown;
  const blur = root.onBlur;
  root.onKeyDown = (event) => {
    if (event.key === 'Enter' && !state.popupSurface) {
      event.preventDefault();
      // The picker checks typed text when the input is left: do the same here.
      blur?.(event as unknown as React.FocusEvent<HTMLInputElement>);
      return;
    }
    keyDown?.(event);
  };
  useDatePickerStyles_unstable(state);
  return renderDatePicker_unstable(state);
});
