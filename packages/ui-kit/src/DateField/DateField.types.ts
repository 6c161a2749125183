import type { FieldProps } from '@fluentui/react-components';

/** 0 = Sunday ... 6 = Saturday, as `Date#getDay()`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface DateFieldProps {
  /** Field label. */
  label?: FieldProps['label'];
  /** The date: a Date, a 'YYYY-MM-DD' string, or null/undefined when empty. */
  value: Date | string | null | undefined;
  /**
   * Called with the chosen date (local midnight) and the same date as 'YYYY-MM-DD', or with nulls when
   * the field is cleared or typed text is refused (invalid, out of range, disabled weekday): the previous
   * date is then dropped, never kept behind the refused text.
   */
  onChange: (date: Date | null, isoDate: string | null) => void;
  /**
   * Refuse dates after today (India time).
   * @default true
   */
  disableFuture?: boolean;
  /**
   * Weekdays that cannot be chosen (e.g. `[0]` for Sundays).
   * @default []
   */
  disabledWeekdays?: readonly Weekday[];
  /**
   * Earliest date allowed.
   * @default 125 years before today
   */
  minDate?: Date;
  /**
   * What a refused day after today says (a form whose rules word it, e.g. the reports' From Date).
   * @default 'Future dates are not allowed'
   */
  futureMessage?: string;
  /** Latest date allowed (combined with `disableFuture`, the earlier one wins). */
  maxDate?: Date;
  /**
   * Text shown in the empty input.
   * @default 'DD/MM/YYYY'
   */
  placeholder?: string;
  /**
   * Marks the field required.
   * @default false
   */
  required?: boolean;
  /**
   * @default false
   */
  disabled?: boolean;
  /**
   * Shows the date as plain read-only text with no calendar.
   * @default false
   */
  readOnly?: boolean;
  /** Error from the form; the field's own error (bad date typed) takes precedence. */
  validationMessage?: string;
  /** Help text under the field. */
  hint?: string;
  /**
   * Today's date, for tests and previews.
   * @default today in Asia/Kolkata
   */
  today?: Date;
  id?: string;
  name?: string;
  onBlur?: () => void;
  /**
   * Called with the field's message when typed text is refused (the text stays, the value is cleared
   * through `onChange`), and with null once a date is taken or the field is cleared: a form can refuse to
   * save while the field shows a refused date.
   */
  onRefuse?: (message: string | null) => void;
  className?: string;
}
