import { toCalendarDate, todayInIST } from '@aif/contracts';

/**
 * Dates as the calendar widget handles them: a `Date` at local midnight of the chosen day (the Fluent
 * calendar works in the browser's time zone). "Today" is still the day in Asia/Kolkata. Contracts'
 * date helpers work on instants in Asia/Kolkata instead; these convert at the widget's edge.
 */
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Today's day in Asia/Kolkata as a local-midnight Date. */
export function todayInIndia(now: Date = new Date()): Date {
  const { year, month, day } = todayInIST(now);
  return new Date(year, month - 1, day);
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addYears(date: Date, years: number): Date {
  const result = new Date(date.getFullYear() + years, date.getMonth(), date.getDate());
  // 29 Feb in a year without one becomes 28 Feb, not 1 Mar.
  if (result.getMonth() !== date.getMonth()) result.setDate(0);
  return result;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** DD/MM/YYYY. */
export function formatLocalDate(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** YYYY-MM-DD (what forms and the API keep). */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function build(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  // Rejects 31/02 and the like, which Date would roll over into the next month.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}

/** Parses DD/MM/YYYY (also D/M/YYYY, and '-' or '.' as separators); null when it is not a real date. */
export function parseTypedDate(text: string): Date | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  return build(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** A Date, a date string or nothing, as a local-midnight Date. */
export function toLocalDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : startOfDay(value);
  // 'YYYY-MM-DD', 'DD/MM/YYYY', or an ISO timestamp read as its Asia/Kolkata day.
  const day = toCalendarDate(value);
  return day ? new Date(day.year, day.month - 1, day.day) : null;
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
