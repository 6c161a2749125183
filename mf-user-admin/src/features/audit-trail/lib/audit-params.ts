import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  AUDIT_KINDS,
  REPORT_MESSAGES,
  compareCalendarDates,
  toCalendarDate,
  type AuditKind,
  type AuditQuery,
} from '@aif/contracts';

/** The audit view's filters and page, as the URL keeps them (`?user=..&from=yyyy-MM-dd&to=..&kind=..&page=2`). */
export interface AuditFilters {
  userId: string;
  /** yyyy-MM-dd, or '' for no bound. */
  from: string;
  to: string;
  kind: AuditKind | '';
  page: number;
}

const isoDate = (raw: string | null) => {
  const date = raw ? toCalendarDate(raw) : null;
  return date && /^\d{4}-\d{2}-\d{2}$/.test(raw ?? '') ? (raw as string) : '';
};

export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const kind = params.get('kind') ?? '';
  return {
    userId: params.get('user') ?? '',
    from: isoDate(params.get('from')),
    to: isoDate(params.get('to')),
    kind: (AUDIT_KINDS as readonly string[]).includes(kind) ? (kind as AuditKind) : '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** Writes `change` into `params`; any change but the page starts again at page 1. */
export function writeAuditFilters(params: URLSearchParams, change: Partial<AuditFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const keys: [keyof AuditFilters, string][] = [
    ['userId', 'user'],
    ['from', 'from'],
    ['to', 'to'],
    ['kind', 'kind'],
  ];
  for (const [field, key] of keys) {
    if (!(field in change)) continue;
    const value = change[field];
    if (value) next.set(key, String(value));
    else next.delete(key);
  }
  if (change.page && change.page > 1) next.set('page', String(change.page));
  else next.delete('page');
  return next;
}

/** The range's message by field: From after To reads as the reports' range does (doc 3 §5 "Reports"). */
export function auditRangeMessages({ from, to }: Pick<AuditFilters, 'from' | 'to'>) {
  const a = from ? toCalendarDate(from) : null;
  const b = to ? toCalendarDate(to) : null;
  if (a && b && compareCalendarDates(a, b) > 0)
    return { from: REPORT_MESSAGES.fromAfterTo, to: REPORT_MESSAGES.toBeforeFrom };
  return {};
}

/** The endpoint's query (`auditQuerySchema`) for the filters; null while the range is wrong. */
export function auditQuery(filters: AuditFilters): AuditQuery | null {
  if (Object.keys(auditRangeMessages(filters)).length > 0) return null;
  const query: AuditQuery = { page: filters.page };
  if (filters.userId) query.userId = filters.userId;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.kind) query.kind = filters.kind;
  return query;
}

/** The filters in the URL, so a reload or a shared link shows the same entries. */
export function useAuditFilters(): AuditFilters & { update: (change: Partial<AuditFilters>) => void } {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(() => parseAuditFilters(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (change: Partial<AuditFilters>) => setParams((prev) => writeAuditFilters(prev, change)),
    [setParams],
  );
  return { ...filters, update };
}
