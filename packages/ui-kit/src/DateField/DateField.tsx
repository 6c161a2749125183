import * as React from 'react';
import { Field, Input } from '@fluentui/react-components';
import type { DatePickerValidationResultData } from '@fluentui/react-datepicker-compat';
import {
  addDays,
  addYears,
  formatLocalDate,
  parseTypedDate,
  toLocalDate,
  todayInIndia,
  toIsoDate,
  WEEKDAY_NAMES,
} from '../utils/dates';
import { MAX_AGE, MESSAGES } from '@aif/contracts';
import { DateInput } from './DateInput';
import { useDateFieldStyles } from './DateField.styles';
import type { DateFieldProps, Weekday } from './DateField.types';

/** The field's own messages; the wording of an unreadable date comes from contracts. */
export const DATE_FIELD_MESSAGES = {
  invalid: MESSAGES.dateInvalid,
  future: 'Future dates are not allowed',
  beforeMin: (min: string) => `Date should not be before ${min}`,
  afterMax: (max: string) => `Date should not be after ${max}`,
  weekday: (day: string) => `${day}s are not allowed`,
} as const;

/** The calendar button's name (it has only an icon). */
function calendarButtonName(label: DateFieldProps['label']): string {
  return typeof label === 'string' && label ? `Open calendar for ${label}` : 'Open calendar';
}

/** Without an upper bound, disabled weekdays are greyed out this far ahead (typed dates are always checked). */
const OPEN_ENDED_YEARS = 25;

function dayNumber(date: Date): number {
  return Math.floor(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}

/** Every date in [from, to] falling on one of `weekdays`: the calendar greys them out. */
function datesOnWeekdays(from: Date, to: Date, weekdays: readonly Weekday[]): Date[] {
  const result: Date[] = [];
  if (!weekdays.length || dayNumber(from) > dayNumber(to)) return result;
  for (const weekday of new Set(weekdays)) {
    let date = addDays(from, (weekday - from.getDay() + 7) % 7);
    while (dayNumber(date) <= dayNumber(to)) {
      result.push(date);
      date = addDays(date, 7);
    }
  }
  return result;
}

/**
 * A date input: type DD/MM/YYYY or pick from the calendar. Future dates (by default), dates before the
 * minimum (125 years ago by default) and disabled weekdays cannot be chosen; "today" is India's.
 */
export function DateField({
  label,
  value,
  onChange,
  disableFuture = true,
  futureMessage = DATE_FIELD_MESSAGES.future,
  disabledWeekdays = [],
  minDate,
  maxDate,
  placeholder = 'DD/MM/YYYY',
  required = false,
  disabled = false,
  readOnly = false,
  validationMessage,
  hint,
  today: todayProp,
  id,
  name,
  onBlur,
  onRefuse,
  className,
}: DateFieldProps): React.JSX.Element {
  const styles = useDateFieldStyles();
  const today = React.useMemo(
    () => (todayProp ? toLocalDate(todayProp) : null) ?? todayInIndia(),
    [todayProp],
  );
  // One Date object per day: the picker puts its text back whenever the value's identity changes.
  const valueDay = toLocalDate(value)?.getTime() ?? null;
  const selected = React.useMemo(() => (valueDay === null ? null : new Date(valueDay)), [valueDay]);
  const min = React.useMemo(
    () => (minDate ? toLocalDate(minDate) : null) ?? addYears(today, -MAX_AGE),
    [minDate, today],
  );
  const max = React.useMemo(() => {
    const explicit = maxDate ? toLocalDate(maxDate) : null;
    if (!disableFuture) return explicit ?? undefined;
    return explicit && explicit < today ? explicit : today;
  }, [maxDate, disableFuture, today]);

  const [error, setError] = React.useState<string | null>(null);
  const [open, setOpen] = React.useState(false);
  // Why the last typed text was refused, and the text; read by onValidationResult, which only knows "invalid".
  const refusal = React.useRef<string | null>(null);
  const refusedText = React.useRef('');
  // A refused typed date stays on screen with its error (the picker would put the previous date back).
  const [typed, setTyped] = React.useState<string | null>(null);
  const refuse = (message: string | null) => {
    setError(message);
    onRefuse?.(message);
  };
  // A date given from outside (a reset, a reload) replaces refused text.
  React.useEffect(() => {
    if (valueDay !== null) setTyped(null);
  }, [valueDay]);

  const weekdaysKey = [...disabledWeekdays].sort().join(',');
  const restrictedDates = React.useMemo(
    () => (open ? datesOnWeekdays(min, max ?? addYears(today, OPEN_ENDED_YEARS), disabledWeekdays) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- weekdaysKey stands for disabledWeekdays
    [open, min, max, today, weekdaysKey],
  );

  const check = React.useCallback(
    (date: Date): string | null => {
      if (max && dayNumber(date) > dayNumber(max)) {
        return disableFuture && dayNumber(date) > dayNumber(today)
          ? futureMessage
          : DATE_FIELD_MESSAGES.afterMax(formatLocalDate(max));
      }
      if (dayNumber(date) < dayNumber(min)) return DATE_FIELD_MESSAGES.beforeMin(formatLocalDate(min));
      if (disabledWeekdays.includes(date.getDay() as Weekday)) {
        return DATE_FIELD_MESSAGES.weekday(WEEKDAY_NAMES[date.getDay()] ?? 'This day');
      }
      return null;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- weekdaysKey stands for disabledWeekdays
    [max, min, today, disableFuture, futureMessage, weekdaysKey],
  );

  const parse = React.useCallback(
    (text: string): Date | null => {
      const date = parseTypedDate(text);
      refusal.current = date ? check(date) : DATE_FIELD_MESSAGES.invalid;
      refusedText.current = text;
      return refusal.current ? null : date;
    },
    [check],
  );

  const handleSelect = (date: Date | null | undefined) => {
    if (!date) {
      // The picker reads an empty input while refused text is shown: that text stands.
      if (typed !== null) return;
      refuse(null);
      if (selected) onChange(null, null);
      return;
    }
    setTyped(null);
    const problem = check(date);
    refuse(problem);
    if (problem) return;
    if (!selected || dayNumber(selected) !== dayNumber(date)) onChange(date, toIsoDate(date));
  };

  const handleValidation = ({ error: kind }: DatePickerValidationResultData) => {
    if (kind !== 'invalid-input' && kind !== 'out-of-bounds') return;
    // 'required-input' is left to the form, which owns the wording of "required".
    refuse((kind === 'invalid-input' && refusal.current) || DATE_FIELD_MESSAGES.invalid);
    setTyped(refusedText.current);
    // The previous date is not kept behind the refused text: the form cannot go on with it.
    if (selected) onChange(null, null);
  };

  // The calendar opens on the chosen date, else on today (or the nearest allowed day).
  const initialPickerDate = React.useMemo(() => {
    if (max && dayNumber(today) > dayNumber(max)) return max;
    if (dayNumber(today) < dayNumber(min)) return min;
    return today;
  }, [today, min, max]);

  const message = error ?? validationMessage;
  const fieldProps = {
    label,
    required,
    hint,
    className,
    validationMessage: message,
    validationState: message ? ('error' as const) : ('none' as const),
  };

  if (readOnly) {
    return (
      <Field {...fieldProps}>
        <Input id={id} name={name} readOnly value={formatLocalDate(selected)} className={styles.input} />
      </Field>
    );
  }

  return (
    <Field {...fieldProps}>
      <DateInput
        id={id}
        text={typed}
        onTextChange={() => setTyped(null)}
        contentAfter={{ 'aria-label': calendarButtonName(label), 'aria-labelledby': undefined }}
        name={name}
        className={styles.input}
        allowTextInput
        value={selected}
        today={today}
        initialPickerDate={initialPickerDate}
        minDate={min}
        maxDate={max}
        placeholder={placeholder}
        disabled={disabled}
        formatDate={formatLocalDate}
        parseDateFromString={parse}
        onSelectDate={handleSelect}
        onValidationResult={handleValidation}
        onOpenChange={setOpen}
        onBlur={onBlur}
        calendar={{ restrictedDates }}
        showGoToToday={dayNumber(today) >= dayNumber(min) && (!max || dayNumber(today) <= dayNumber(max))}
      />
    </Field>
  );
}
