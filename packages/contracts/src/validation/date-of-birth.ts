import { z } from 'zod';
import { AGE_OF_MAJORITY, MAX_AGE } from '../constants';
import {
  addYearsToCalendarDate,
  ageInYears,
  calendarDateToIso,
  compareCalendarDates,
  toCalendarDate,
  todayInIST,
  type CalendarDate,
} from '../dates';
import { MESSAGES } from './messages';
import { textOr, TEXT_LIMITS } from './text';
import { isIndividualPan, panMessage } from './pan';

export interface DateOfBirthOptions {
  /** Minimum completed age in years; 0 for a registration date. Default 18. */
  minAge?: number;
  /** Birth dates more than this many years before today are refused; null for no limit. Default 125. */
  maxAge?: number | null;
  /** "Now" for the age computation (tests); today is taken in Asia/Kolkata. */
  now?: Date | (() => Date);
}

function today(now: DateOfBirthOptions['now']): CalendarDate {
  return todayInIST(typeof now === 'function' ? now() : (now ?? new Date()));
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The single message for a date of birth, or null. Age is in completed years on today's date in
 * Asia/Kolkata: a person whose 18th birthday is today passes; a birth date exactly 125 years ago is the
 * picker's minimum and passes, one day earlier is 'Age should be less than 125'. A future date is 'Invalid Date'.
 */
export function dateOfBirthMessage(value: unknown, opts: DateOfBirthOptions = {}): string | null {
  const minAge = opts.minAge ?? AGE_OF_MAJORITY;
  const maxAge = opts.maxAge === undefined ? MAX_AGE : opts.maxAge;
  if (isBlank(value)) return MESSAGES.dobRequired;
  const dob = toCalendarDate(value);
  if (!dob) return MESSAGES.dateInvalid;
  const now = today(opts.now);
  if (compareCalendarDates(dob, now) > 0) return MESSAGES.dateInvalid;
  if (maxAge !== null && compareCalendarDates(dob, addYearsToCalendarDate(now, -maxAge)) < 0)
    return MESSAGES.ageBelow125;
  if (minAge > 0 && ageInYears(dob, now) < minAge) {
    return minAge === AGE_OF_MAJORITY ? MESSAGES.ageAbove18 : `Age should be greater than ${minAge}`;
  }
  return null;
}

const dateInput = textOr(z.date(), TEXT_LIMITS.code).nullish();

function dateSchema(messageFor: (value: unknown) => string | null) {
  return dateInput
    .superRefine((value, ctx) => {
      const message = messageFor(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => calendarDateToIso(toCalendarDate(value) as CalendarDate));
}

/**
 * A date of birth typed as 'DD/MM/YYYY' or 'YYYY-MM-DD' (or a Date from a picker); parses to 'YYYY-MM-DD'.
 * Messages: 'Date of birth is required', 'Invalid Date', 'Age should be greater than 18', 'Age should be less than 125'.
 */
export function dateOfBirthSchema(opts: DateOfBirthOptions = { minAge: AGE_OF_MAJORITY }) {
  return dateSchema((v) => dateOfBirthMessage(v, opts));
}

/** Minor's date of birth: not in the future and within the last 18 years (turning 18 today is no longer a minor). */
export function minorDateOfBirthMessage(
  value: unknown,
  opts: Pick<DateOfBirthOptions, 'now'> = {},
): string | null {
  if (isBlank(value)) return MESSAGES.dobRequired;
  const dob = toCalendarDate(value);
  if (!dob) return MESSAGES.dateInvalid;
  const now = today(opts.now);
  if (compareCalendarDates(dob, now) > 0) return MESSAGES.dateInvalid;
  return ageInYears(dob, now) >= AGE_OF_MAJORITY ? MESSAGES.minorAgeBelow18 : null;
}

export function minorDateOfBirthSchema(opts: Pick<DateOfBirthOptions, 'now'> = {}) {
  return dateSchema((v) => minorDateOfBirthMessage(v, opts));
}

/** Under 18 today (a nominee then needs a guardian). False for an unreadable date. */
export function isMinorOn(dateOfBirth: unknown, now: Date = new Date()): boolean {
  const dob = toCalendarDate(dateOfBirth);
  return dob !== null && ageInYears(dob, todayInIST(now)) < AGE_OF_MAJORITY;
}

/**
 * Date of birth paired with a PAN (onboarding entry, UBO dialog): an individual PAN needs an adult
 * (18 to 125); an entity PAN's date is a registration date and only has to be a real, past date.
 */
export function dateOfBirthForPanMessage(
  pan: string,
  value: unknown,
  opts: Pick<DateOfBirthOptions, 'now'> = {},
): string | null {
  const individual = panMessage(pan, 'any') !== null || isIndividualPan(pan);
  return dateOfBirthMessage(
    value,
    individual ? { now: opts.now } : { minAge: 0, maxAge: null, now: opts.now },
  );
}

/** Report date range (doc 3 §5): messages keyed by the field that shows them. */
export function reportDateRangeMessages(from: unknown, to: unknown): { from?: string; to?: string } {
  const f = toCalendarDate(from);
  const t = toCalendarDate(to);
  if (!f || !t || compareCalendarDates(f, t) <= 0) return {};
  return { from: MESSAGES.fromDateAfterTo, to: MESSAGES.toDateBeforeFrom };
}
