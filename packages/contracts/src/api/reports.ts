import { z } from 'zod';
import { compareCalendarDates, toCalendarDate, type CalendarDate } from '../dates';
import {
  REPORT_SUMMARY_COLUMNS,
  REPORT_TYPES,
  type ReportSummaryColumn,
  type ReportType,
} from '../enums/admin';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../enums/application-status';
import { INVESTOR_TYPE_LABELS, SUMMARY_EXCLUDED_INVESTOR_TYPES } from '../enums/investor';
import { TEXT_LIMITS, text } from '../validation/text';

/**
 * Reports (doc 3 §2.9, §7 "Reports", §9; 0-product-decisions §11). Every report takes the same filters
 * and a date range; the screen reads JSON, `downloadFile=true` answers the spreadsheet instead.
 */

export const REPORT_PAGE_SIZE = 10;

/** The date rules of the report's From and To (doc 3 §5 "Reports"). */
export const REPORT_MESSAGES = {
  fromAfterTo: 'From Date should be less than To Date',
  toBeforeFrom: 'To Date should be greater than From Date',
  /** Not worded by the specification: the pickers refuse days after today. */
  fromInFuture: 'From Date cannot be after today',
  toInFuture: 'To Date cannot be after today',
  fromRequired: 'From Date is required',
  toRequired: 'To Date is required',
  completedNote: 'Data is shown only for completed applications .',
  noAccess: 'You do not have access to this report',
  badQuery: (field: string) => `Invalid ${field}`,
} as const;

/**
 * Field -> message for a From / To pair of calendar dates against today (Asia/Kolkata). Both the
 * browser's pickers and the server check it.
 */
export function reportDateMessages(
  range: { from: unknown; to: unknown },
  today: CalendarDate,
): Partial<Record<'from' | 'to', string>> {
  const out: Partial<Record<'from' | 'to', string>> = {};
  const from =
    range.from === null || range.from === undefined || range.from === '' ? null : toCalendarDate(range.from);
  const to = range.to === null || range.to === undefined || range.to === '' ? null : toCalendarDate(range.to);
  if (!from) out.from = REPORT_MESSAGES.fromRequired;
  else if (compareCalendarDates(from, today) > 0) out.from = REPORT_MESSAGES.fromInFuture;
  if (!to) out.to = REPORT_MESSAGES.toRequired;
  else if (compareCalendarDates(to, today) > 0) out.to = REPORT_MESSAGES.toInFuture;
  if (from && to && !out.from && !out.to && compareCalendarDates(from, to) > 0) {
    out.from = REPORT_MESSAGES.fromAfterTo;
    out.to = REPORT_MESSAGES.toBeforeFrom;
  }
  return out;
}

/** The default range: the first day of the current month to today (doc 3 §9). */
export function defaultReportRange(today: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: { ...today, day: 1 }, to: today };
}

/** Investor types of the reports (doc 3 §3 report filters; 0-product-decisions §11). */
export const REPORT_INVESTOR_TYPES = [
  'individual',
  'non_individual',
  'minor',
  'poa',
  'nri',
  'nri_poa',
] as const;
export type ReportInvestorType = (typeof REPORT_INVESTOR_TYPES)[number];
export const REPORT_INVESTOR_TYPE_LABELS: Record<ReportInvestorType | 'all', string> = {
  all: 'All',
  ...(Object.fromEntries(REPORT_INVESTOR_TYPES.map((t) => [t, INVESTOR_TYPE_LABELS[t]])) as Record<
    ReportInvestorType,
    string
  >),
};
/** The investor types of the summary tables (SUMMARY_EXCLUDED_INVESTOR_TYPES left out, doc 3 §2.9). */
export const SUMMARY_INVESTOR_TYPES = REPORT_INVESTOR_TYPES.filter(
  (t) => !SUMMARY_EXCLUDED_INVESTOR_TYPES.includes(t),
);

/**
 * An application's report investor type: non-individual by its type; an individual one by its first
 * applicant's NRI status and POA, then minor, else individual.
 */
export function reportInvestorType(app: {
  applicationType: string | null | undefined;
  hasPOA: boolean | null | undefined;
  nri: boolean | null | undefined;
  minor: boolean | null | undefined;
}): ReportInvestorType {
  if (app.applicationType === 'non_individual') return 'non_individual';
  if (app.nri && app.hasPOA) return 'nri_poa';
  if (app.nri) return 'nri';
  if (app.hasPOA) return 'poa';
  if (app.minor) return 'minor';
  return 'individual';
}

/** The status groups a report counts and filters by (every summary column but the total). */
export const REPORT_STATUS_GROUPS = REPORT_SUMMARY_COLUMNS.filter(
  (c): c is Exclude<ReportSummaryColumn, 'total_onboarded'> => c !== 'total_onboarded',
);
export type ReportStatusGroup = (typeof REPORT_STATUS_GROUPS)[number];

/**
 * The group of a status (0-product-decisions §11). `approved_by_applicantN` is pending with the
 * investor while a later active applicant has not signed, else with the investment manager;
 * `approved_by_trustee` (signatures done, the signed PDF being stored) counts with the trustee.
 */
export function reportStatusGroup(status: ApplicationStatus, activeApplicants: number): ReportStatusGroup {
  switch (status) {
    case 'draft':
      return 'draft';
    case 'sent_to_poa_approver':
    case 'sent_to_amc_approver':
    case 'approved_by_amc_approver':
      return 'in_progress';
    case 'sent_to_applicant1':
    case 'sent_to_authorised_signatories':
      return 'pending_with_investor';
    case 'approved_by_applicant1':
      return activeApplicants > 1 ? 'pending_with_investor' : 'pending_with_fundmanager';
    case 'approved_by_applicant2':
      return activeApplicants > 2 ? 'pending_with_investor' : 'pending_with_fundmanager';
    case 'approved_by_applicant3':
    case 'approved_by_authorised_signatories':
      return 'pending_with_fundmanager';
    case 'approved_by_fundmanager':
    case 'approved_by_trustee':
      return 'pending_with_trustee';
    case 'invitationexpired':
      return 'invitationexpired';
    case 'rejected':
      return 'rejected';
    case 'signed':
    case 'completed':
      return 'completed';
  }
}

/** The statuses that may fall in a group (for filtering: approved_by_applicant1/2 fall in two). */
export const REPORT_GROUP_STATUSES: Record<ReportStatusGroup, readonly ApplicationStatus[]> = (() => {
  const out = Object.fromEntries(REPORT_STATUS_GROUPS.map((g) => [g, [] as ApplicationStatus[]])) as Record<
    ReportStatusGroup,
    ApplicationStatus[]
  >;
  for (const s of APPLICATION_STATUSES)
    for (const n of [1, 2, 3]) {
      const g = reportStatusGroup(s, n);
      if (!out[g].includes(s)) out[g].push(s);
    }
  return out;
})();

/** The API path of each report type (doc 3 §7 "Reports"), below /api. */
export const REPORT_PATHS: Record<ReportType, string> = {
  onboardingSummary: '/onboarding/reports/onboardingSummary',
  onboardingDetails: '/onboarding/reports/onboardingDetails',
  distributorOnBoardingSummary: '/onboarding/reports/distributorWiseOnboardingSummary',
  distributorCommitmentAmount: '/onboarding/reports/distributorWiseCommitmentAmount',
  onboardingCompletedDetails: '/onboarding/reports/completedApplications',
};
export const REPORT_ALL_FIELDS_PATH = '/onboarding/reports/allApplicationsData';
/** The RMs of the RM filter (doc 3 §7 leaves the lookup's path open). */
export const REPORT_RM_FILTER_PATH = '/onboarding/reports/filters/rms';
export const reportRmOptionsSchema = z.object({
  rms: z.array(z.object({ id: z.string(), name: z.string(), isActive: z.boolean() })),
});
export type ReportRmOptions = z.infer<typeof reportRmOptionsSchema>;
export { REPORT_TYPES };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const optionalId = (field: string) =>
  text(TEXT_LIMITS.id)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      if (!UUID.test(v)) {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.badQuery(field) });
        return z.NEVER;
      }
      return v;
    });
const instant = (field: string) =>
  text(TEXT_LIMITS.code)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const t = Date.parse(v);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(v) || Number.isNaN(t)) {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.badQuery(field) });
        return z.NEVER;
      }
      return new Date(t);
    });

/**
 * The query of every report (doc 3 §3 "Report filters", §7): from / to as ISO instants (the browser
 * sends 00:00:00.000 and 23:59:59.999 of the chosen days in Asia/Kolkata), the filters, paging for the
 * detail reports, and `downloadFile=true` for the spreadsheet. Without from / to the default range.
 */
export const reportQuerySchema = z.object({
  from: instant('From Date'),
  to: instant('To Date'),
  investorType: text(TEXT_LIMITS.code)
    .optional()
    .transform((v, ctx): ReportInvestorType | undefined => {
      if (!v || v === 'all') return undefined;
      if (!(REPORT_INVESTOR_TYPES as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.badQuery('Investor Type') });
        return z.NEVER;
      }
      return v as ReportInvestorType;
    }),
  distributorId: optionalId('Distributor'),
  schemeId: optionalId('Scheme'),
  planId: optionalId('Plan'),
  rmId: optionalId('RM'),
  status: text(TEXT_LIMITS.filter)
    .optional()
    .transform((raw, ctx): ReportStatusGroup[] | undefined => {
      const items = (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (items.some((s) => !(REPORT_STATUS_GROUPS as readonly string[]).includes(s))) {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.badQuery('Status') });
        return z.NEVER;
      }
      return items.length ? [...new Set(items as ReportStatusGroup[])] : undefined;
    }),
  page: text(TEXT_LIMITS.code)
    .optional()
    .transform((v, ctx) => {
      if (!v) return 1;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.badQuery('page') });
        return z.NEVER;
      }
      return n;
    }),
  limit: text(TEXT_LIMITS.code)
    .optional()
    .transform((v, ctx) => {
      if (!v) return REPORT_PAGE_SIZE;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 100) {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.badQuery('limit') });
        return z.NEVER;
      }
      return n;
    }),
  sort: z.enum(['applicationNumber', 'createdAt']).optional(),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
  downloadFile: z.enum(['true', 'false']).optional(),
});
export type ReportQueryInput = z.input<typeof reportQuerySchema>;
export type ReportQuery = z.output<typeof reportQuerySchema>;

const statusCount = z.object({ status: z.enum(REPORT_SUMMARY_COLUMNS), count: z.number().int() });

/**
 * onboardingSummary (per scheme name) and distributorWiseOnboardingSummary (per distributor name,
 * "Direct" for none): per-name groups keyed by investor type, each a list of {status, count} in the
 * order of the summary columns (doc 3 §7). Individual and non-individual only (doc 3 §2.9).
 */
export const summaryReportSchema = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      types: z.array(z.object({ investorType: z.enum(REPORT_INVESTOR_TYPES), counts: z.array(statusCount) })),
    }),
  ),
});
export type SummaryReport = z.infer<typeof summaryReportSchema>;

/** distributorWiseCommitmentAmount: completed applications per distributor name and investor type. */
export const commitmentReportSchema = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      types: z.array(
        z.object({
          investorType: z.enum(REPORT_INVESTOR_TYPES),
          completed: z.number().int(),
          commitmentAmount: z.number(),
          contributionAmount: z.number(),
        }),
      ),
    }),
  ),
});
export type CommitmentReport = z.infer<typeof commitmentReportSchema>;

/** A row of onboardingDetails and completedApplications (doc 3 §2.9 details columns). */
export const reportDetailRowSchema = z.object({
  id: z.string(),
  firstHolderName: z.string().nullable(),
  applicationNumber: z.string(),
  modeOfHolding: z.string().nullable(),
  scheme: z.string().nullable(),
  /** Date of onboarding: the creation instant. */
  createdAt: z.string(),
  commitmentAmount: z.number().nullable(),
  firstHolderPan: z.string().nullable(),
  distributor: z.string().nullable(),
  esignDocumentId: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  investorType: z.enum(REPORT_INVESTOR_TYPES),
  /** completedApplications only: when it became signed or completed. */
  completedAt: z.string().nullable().optional(),
});
export type ReportDetailRow = z.infer<typeof reportDetailRowSchema>;
export const detailReportSchema = z.object({
  data: z.array(reportDetailRowSchema),
  pages: z.number().int(),
  total: z.number().int(),
});
export type DetailReport = z.infer<typeof detailReportSchema>;

/** The details table's columns, in order; "Download Current Fields" has exactly these. */
export const REPORT_DETAIL_COLUMNS = [
  { key: 'firstHolderName', label: 'First Holder Name' },
  { key: 'applicationNumber', label: 'Application ID' },
  { key: 'modeOfHolding', label: 'Mode of Holding' },
  { key: 'scheme', label: 'Scheme' },
  { key: 'createdAt', label: 'Date of Onboarding' },
  { key: 'commitmentAmount', label: 'Committed Value' },
  { key: 'firstHolderPan', label: 'First Holder PAN' },
  { key: 'distributor', label: 'Distributor' },
  { key: 'esignDocumentId', label: 'E-Sign Document ID' },
  { key: 'status', label: 'Status' },
] as const satisfies readonly { key: keyof ReportDetailRow; label: string }[];
