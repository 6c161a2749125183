import { formatDisplayDate, FRAME_MESSAGES } from '@aif/contracts';

/** Placeholder for a missing value in tables: 'N/A'. */
export const NA: string = FRAME_MESSAGES.notAvailable;
/** Placeholder for a missing value on detail pages: '-'. */
export const DASH: string = FRAME_MESSAGES.dash;

/**
 * The value as text, or `placeholder` when it is missing: null, undefined, an empty or blank string,
 * NaN, an invalid Date, or an empty array. Numbers and booleans are shown as they are (0 and false are
 * values); a Date as DD/MM/YYYY in Asia/Kolkata.
 */
export function displayValue(value: unknown, placeholder: string = NA): string {
  if (value === null || value === undefined) return placeholder;
  if (typeof value === 'number') return Number.isNaN(value) ? placeholder : String(value);
  if (typeof value === 'string') return value.trim() === '' ? placeholder : value;
  if (Array.isArray(value)) {
    const parts = value.map((v) => displayValue(v, '')).filter((v) => v !== '');
    return parts.length ? parts.join(', ') : placeholder;
  }
  if (value instanceof Date) return formatDisplayDate(value) || placeholder;
  return String(value);
}

/** `displayValue` with "-", for detail pages. */
export function displayOrDash(value: unknown): string {
  return displayValue(value, DASH);
}
