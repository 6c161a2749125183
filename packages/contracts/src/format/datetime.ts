import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { TIME_ZONE } from '../constants';

/** Date and time in Asia/Kolkata: '04/10/2024 03:45 PM'. '' when unreadable. */
export function formatDateTimeIST(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return format(d, 'dd/MM/yyyy hh:mm a', { in: tz(TIME_ZONE) });
}

/** Month label of the dashboard charts in Asia/Kolkata: 'Oct 2024'. */
export function formatMonthYearIST(value: Date | string | number): string {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return format(d, 'MMM yyyy', { in: tz(TIME_ZONE) });
}
