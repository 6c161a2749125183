import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  REPORT_INVESTOR_TYPES,
  REPORT_PAGE_SIZE,
  REPORT_STATUS_GROUPS,
  REPORT_TYPES,
  calendarDateToIso,
  defaultReportRange,
  endOfDayIST,
  reportDateMessages,
  startOfDayIST,
  toCalendarDate,
  type CalendarDate,
  type ReportType,
} from '@aif/contracts';
import type { ReportRequest } from '../api/reports';

/** The report's filter groups (doc 3 §3 "Report filters"), in drawer order. */
export const REPORT_FILTER_GROUPS = [
  'status',
  'rmId',
  'distributorId',
  'investorType',
  'schemeId',
  'planId',
] as const;
export type ReportFilterGroup = (typeof REPORT_FILTER_GROUPS)[number];
export type ReportFilters = Record<ReportFilterGroup, string[]>;

export const DEFAULT_REPORT: ReportType = 'onboardingSummary';
/** The reports read a page at a time (the rest are whole tables). */
export const PAGED_REPORTS: readonly ReportType[] = ['onboardingDetails', 'onboardingCompletedDetails'];

export interface ReportState {
  report: ReportType;
  /** null: the field is empty (or the URL's date unreadable). */
  from: CalendarDate | null;
  to: CalendarDate | null;
  filters: ReportFilters;
  page: number;
}

const csv = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const known = (allowed: readonly string[]) => (values: string[]) => values.filter((v) => allowed.includes(v));
const single = (values: string[]) => values.slice(0, 1);
const CLEAN: Record<ReportFilterGroup, (values: string[]) => string[]> = {
  status: known(REPORT_STATUS_GROUPS),
  rmId: single,
  distributorId: single,
  investorType: (v) => single(known(REPORT_INVESTOR_TYPES)(v)),
  schemeId: single,
  planId: single,
};

/**
 * The screen's state from the query string (`?report=..&from=YYYY-MM-DD&to=..&status=a,b&page=2`). A
 * missing date is the default range's (the first of the month to today); an empty one (`from=`) stays
 * empty, so clearing a field does not bring the default back.
 */
export function parseReportState(params: URLSearchParams, today: CalendarDate): ReportState {
  const raw = params.get('report');
  const report = (REPORT_TYPES as readonly string[]).includes(raw ?? '')
    ? (raw as ReportType)
    : DEFAULT_REPORT;
  const range = defaultReportRange(today);
  const date = (key: 'from' | 'to') => {
    const value = params.get(key);
    return value === null ? range[key] : toCalendarDate(value);
  };
  const filters = Object.fromEntries(
    REPORT_FILTER_GROUPS.map((g) => [g, CLEAN[g](csv(params.get(g)))]),
  ) as ReportFilters;
  const page = PAGED_REPORTS.includes(report)
    ? Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
    : 1;
  return { report, from: date('from'), to: date('to'), filters, page };
}

/** Writes `change` into `params`; any change but the page starts again at page 1. */
export function writeReportState(params: URLSearchParams, change: Partial<ReportState>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.report !== undefined) next.set('report', change.report);
  for (const key of ['from', 'to'] as const) {
    if (key in change) next.set(key, change[key] ? calendarDateToIso(change[key]) : '');
  }
  if (change.filters) {
    for (const g of REPORT_FILTER_GROUPS) {
      const values = change.filters[g] ?? [];
      if (values.length) next.set(g, values.join(','));
      else next.delete(g);
    }
  }
  if (change.page && change.page > 1) next.set('page', String(change.page));
  else next.delete('page');
  return next;
}

/** The contracts' date rules for the range, by field (empty when the range is good). */
export function rangeMessages(
  { from, to }: Pick<ReportState, 'from' | 'to'>,
  today: CalendarDate,
): Partial<Record<'from' | 'to', string>> {
  return reportDateMessages(
    { from: from && calendarDateToIso(from), to: to && calendarDateToIso(to) },
    today,
  );
}

/** The number of filter groups in force (the Filters button's badge). */
export function activeFilterGroups(filters: ReportFilters): number {
  return REPORT_FILTER_GROUPS.filter((g) => filters[g].length > 0).length;
}

/**
 * The report's query (doc 3 §7): from at 00:00:00.000 and to at 23:59:59.999 of the chosen days in
 * Asia/Kolkata, the filters, and for the paged reports the page (without it for a download, which is the
 * whole report). null while the range breaks a date rule: nothing is asked for.
 */
export function reportRequest(
  state: ReportState,
  today: CalendarDate,
  forDownload = false,
): ReportRequest | null {
  const { report, from, to, filters } = state;
  if (!from || !to || Object.keys(rangeMessages({ from, to }, today)).length) return null;
  const one = (g: ReportFilterGroup) => filters[g][0];
  const query: ReportRequest = {
    from: startOfDayIST(from).toISOString(),
    to: endOfDayIST(to).toISOString(),
    status: filters.status.length ? filters.status.join(',') : undefined,
    rmId: one('rmId'),
    distributorId: one('distributorId'),
    investorType: one('investorType'),
    schemeId: one('schemeId'),
    planId: one('planId'),
  };
  if (report === 'onboardingCompletedDetails')
    Object.assign(query, { sort: 'applicationNumber', order: 'DESC' });
  if (PAGED_REPORTS.includes(report) && !forDownload) {
    Object.assign(query, { page: String(state.page), limit: String(REPORT_PAGE_SIZE) });
  }
  // Undefined values are left out of the query string.
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as ReportRequest;
}

export interface ReportParams extends ReportState {
  today: CalendarDate;
  update: (change: Partial<ReportState>) => void;
}

/**
 * The report, its range, filters and page, kept in the URL so a reload or a shared link shows the same
 * report. Today is the day in Asia/Kolkata.
 */
export function useReportParams(today: CalendarDate): ReportParams {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const todayKey = calendarDateToIso(today);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- key and todayKey stand for params and today
  const state = useMemo(() => parseReportState(new URLSearchParams(key), today), [key, todayKey]);
  const update = useCallback(
    (change: Partial<ReportState>) =>
      setParams((prev) => {
        // The range is written out on the first change, so the link keeps it after the month turns.
        const { from, to } = parseReportState(prev, today);
        return writeReportState(prev, { from, to, ...change });
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- todayKey stands for today
    [setParams, todayKey],
  );
  return { ...state, today, update };
}
