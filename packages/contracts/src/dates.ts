import { TZDate } from '@date-fns/tz';
import { TIME_ZONE } from './constants';

/**
 * Calendar dates. A date of birth or a drawdown date is a day, not an instant: the API carries it as
 * 'YYYY-MM-DD', the user reads and types 'DD/MM/YYYY', and "today" is the day in Asia/Kolkata.
 */
export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

const DISPLAY_RE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
// A timestamp (has a time part) is an instant: it is read as the Asia/Kolkata day it falls on.
const ISO_TIMESTAMP_RE = /^\d{4}-\d{2}-\d{2}T/;

function validCalendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0..99 to 1900..1999; reset the full year so any 4-digit year round-trips.
  d.setUTCFullYear(year);
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** The Asia/Kolkata calendar day of an instant. */
export function calendarDateInIST(instant: Date | number): CalendarDate {
  const t = new TZDate(typeof instant === 'number' ? instant : instant.getTime(), TIME_ZONE);
  return { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate() };
}

/** Today's calendar day in Asia/Kolkata. */
export function todayInIST(now: Date = new Date()): CalendarDate {
  return calendarDateInIST(now);
}

/** Reads 'DD/MM/YYYY', 'YYYY-MM-DD', an ISO timestamp or a Date; null for anything else or an impossible day. */
export function toCalendarDate(value: unknown): CalendarDate | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : calendarDateInIST(value);
  if (typeof value !== 'string') return null;
  const s = value.trim();
  let m = DISPLAY_RE.exec(s);
  if (m) return validCalendarDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = ISO_DATE_RE.exec(s);
  if (m) return validCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  if (ISO_TIMESTAMP_RE.test(s)) {
    const t = Date.parse(s);
    return Number.isNaN(t) ? null : calendarDateInIST(t);
  }
  return null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function calendarDateToIso(d: CalendarDate): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

export function calendarDateToDisplay(d: CalendarDate): string {
  return `${pad(d.day)}/${pad(d.month)}/${pad(d.year, 4)}`;
}

/** Midnight Asia/Kolkata at the start of the day, as an instant. */
export function startOfDayIST(d: CalendarDate): Date {
  return new Date(new TZDate(d.year, d.month - 1, d.day, TIME_ZONE).getTime());
}

/** Last millisecond of the day in Asia/Kolkata (report "to" bound, doc 3 §7). */
export function endOfDayIST(d: CalendarDate): Date {
  return new Date(new TZDate(d.year, d.month - 1, d.day, 23, 59, 59, 999, TIME_ZONE).getTime());
}

/** Negative, zero or positive as a is before, equal to or after b. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Same month and day n years later; 29 February becomes 28 February in a common year. */
export function addYearsToCalendarDate(d: CalendarDate, years: number): CalendarDate {
  const year = d.year + years;
  return validCalendarDate(year, d.month, d.day) ?? { year, month: d.month, day: d.day - 1 };
}

/** Completed years between a birth day and a given day (birthday counts on the day itself). */
export function ageInYears(birth: CalendarDate, on: CalendarDate): number {
  let age = on.year - birth.year;
  if (on.month < birth.month || (on.month === birth.month && on.day < birth.day)) age -= 1;
  return age;
}

/** 'DD/MM/YYYY' -> the instant at which that day starts in Asia/Kolkata, or null when not a real date. */
export function parseDisplayDate(value: string): Date | null {
  const m = DISPLAY_RE.exec(value.trim());
  if (!m) return null;
  const d = validCalendarDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return d ? startOfDayIST(d) : null;
}

/**
 * 'DD/MM/YYYY' of a date in Asia/Kolkata. A date-only string ('YYYY-MM-DD') is shown as that day; an
 * instant (Date, number, ISO timestamp) as the Asia/Kolkata day it falls on. Empty string when unreadable.
 */
export function formatDisplayDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  // An instant's day by hand, not with date-fns' format(): its formatters and locale (about 5 KB gzipped)
  // would come with every table that shows a value.
  if (typeof value === 'number') {
    return Number.isFinite(value) ? calendarDateToDisplay(calendarDateInIST(value)) : '';
  }
  const d = toCalendarDate(value);
  return d ? calendarDateToDisplay(d) : '';
}

/** 'YYYY-MM-DD' (the API form of a calendar date) in Asia/Kolkata, or null when unreadable. */
export function toIsoDate(value: Date | string | number): string | null {
  const d = typeof value === 'number' ? calendarDateInIST(value) : toCalendarDate(value);
  return d ? calendarDateToIso(d) : null;
}

/** Sundays are disabled in the drawdown-date picker (doc 1 §5). */
export function isSunday(d: CalendarDate): boolean {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() === 0;
}
