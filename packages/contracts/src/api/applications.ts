import { z } from 'zod';
import { DASHBOARD_MONTHS, DASHBOARD_TOP_DISTRIBUTORS, PAGE_SIZE } from '../constants';
import { APPLICATION_STATUSES } from '../enums/application-status';
import { FUND_TYPES } from '../enums/fund';
import { APPLICATION_TYPES, HOLDING_MODES } from '../enums/investor';
import { SIGNATURE_STATUSES } from '../enums/signing';
import { text, TEXT_LIMITS } from '../validation/text';

/**
 * Application list and dashboard counts (doc 3 §2.4-§2.6, §3 "Application (list view)", §7
 * "Applications" and "Dashboard"). Paths are relative to the API base (`/api`):
 *
 *   GET /onboarding/applications?limit&sort&order&page&search&applicationType&distributorId&status&modeOfHolding
 *       -> ApplicationListPage (lists travel comma-separated: `status=draft,rejected`)
 *   GET /onboarding/dashboard/onboardingSummary            -> OnboardingSummaryResponse
 *   GET /onboarding/dashboard/monthwiseOnboardingSummary?months=4 -> MonthwiseOnboardingSummaryResponse
 *
 * The server decides visibility for every list and count (the caller's role and hierarchy; see the
 * server README). A bad filter value is a 400 naming the value.
 */

export const APPLICATION_LIST_MAX_LIMIT = 100;
export const DASHBOARD_MAX_MONTHS = 24;

export const APPLICATION_LIST_MESSAGES = {
  badStatus: (v: string) => `Unknown status filter value: ${v}`,
  badApplicationType: (v: string) => `Unknown applicationType filter value: ${v}`,
  badModeOfHolding: (v: string) => `Unknown modeOfHolding filter value: ${v}`,
  badDistributorId: (v: string) => `Unknown distributorId filter value: ${v}`,
  badPage: 'page must be a whole number from 1',
  badLimit: `limit must be a whole number from 1 to ${APPLICATION_LIST_MAX_LIMIT}`,
  badSort: 'sort must be createdAt',
  badOrder: 'order must be ASC or DESC',
  badMonths: `months must be a whole number from 1 to ${DASHBOARD_MAX_MONTHS}`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A comma-separated query value as a list of allowed values; empty means no filter. */
function csvOf<T extends string>(allowed: (v: string) => v is T, message: (v: string) => string) {
  return text(TEXT_LIMITS.filter)
    .optional()
    .transform((raw, ctx): T[] | undefined => {
      const items = (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const bad = items.find((v) => !allowed(v));
      if (bad !== undefined) {
        ctx.addIssue({ code: 'custom', message: message(bad) });
        return z.NEVER;
      }
      return items.length ? [...new Set(items as T[])] : undefined;
    });
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: string): v is T =>
    (values as readonly string[]).includes(v);

function wholeNumber(min: number, max: number, fallback: number, message: string) {
  return text(TEXT_LIMITS.code)
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });
}

/** The query of GET /onboarding/applications, parsed into contracts' `ApplicationListFilter`. */
export const applicationListQuerySchema = z.object({
  page: wholeNumber(1, Number.MAX_SAFE_INTEGER, 1, APPLICATION_LIST_MESSAGES.badPage),
  limit: wholeNumber(1, APPLICATION_LIST_MAX_LIMIT, PAGE_SIZE, APPLICATION_LIST_MESSAGES.badLimit),
  sort: z.literal('createdAt', { error: APPLICATION_LIST_MESSAGES.badSort }).default('createdAt'),
  order: text(TEXT_LIMITS.code)
    .optional()
    .transform((raw, ctx): 'ASC' | 'DESC' => {
      const v = (raw || 'DESC').toUpperCase();
      if (v !== 'ASC' && v !== 'DESC') {
        ctx.addIssue({ code: 'custom', message: APPLICATION_LIST_MESSAGES.badOrder });
        return z.NEVER;
      }
      return v;
    }),
  search: text(TEXT_LIMITS.search)
    .optional()
    .transform((s) => s || undefined),
  status: csvOf(oneOf(APPLICATION_STATUSES), APPLICATION_LIST_MESSAGES.badStatus),
  applicationType: csvOf(oneOf(APPLICATION_TYPES), APPLICATION_LIST_MESSAGES.badApplicationType),
  modeOfHolding: csvOf(oneOf(HOLDING_MODES), APPLICATION_LIST_MESSAGES.badModeOfHolding),
  distributorId: csvOf((v): v is string => UUID.test(v), APPLICATION_LIST_MESSAGES.badDistributorId),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;

/** One row of the list as the server answers it (strict; entities/application.ts keeps the loose browser view) (doc 3 §3 "Application (list view)"); first applicant's name and PAN. */
export const applicationListRowSchema = z.object({
  id: z.string(),
  applicationNumber: z.string(),
  applicant1ReferenceId: z.string(),
  applicationType: z.enum(APPLICATION_TYPES),
  status: z.enum(APPLICATION_STATUSES),
  /** The status as the caller reads it ("Pending" for the approver it waits on). */
  statusLabel: z.string(),
  currentStep: z.number().int(),
  hasPOA: z.boolean(),
  modeOfHolding: z.string(),
  investorName: z.string().nullable(),
  investorPan: z.string().nullable(),
  distributor: z.object({ id: z.string(), name: z.string(), arnCode: z.string().nullable() }).nullable(),
  /** Name of the staff user who filled the application. */
  filledBy: z.string().nullable(),
  scheme: z.object({ id: z.string(), schemeName: z.string(), fundType: z.enum(FUND_TYPES) }).nullable(),
  plan: z.object({ id: z.string(), planDescription: z.string() }).nullable(),
  commitmentAmount: z.number().nullable(),
  createdAt: z.string(),
  rejectedAt: z.string().nullable(),
  rejectedByRole: z.string().nullable(),
  rejectedReason: z.string().nullable(),
  /** The caller's role may save it at its status (contracts `canEdit`). */
  editable: z.boolean(),
  /** rm, distributor and subdistributor may delete a draft. */
  deletable: z.boolean(),
});
export type ApplicationListRow = z.infer<typeof applicationListRowSchema>;

export const applicationListPageSchema = z.object({
  applications: z.array(applicationListRowSchema),
  /** ceil(total / limit): with a capped total, the pages within the cap. */
  pages: z.number().int(),
  total: z.number().int(),
  /**
   * A text search matched more than `APPLICATION_SEARCH_COUNT_CAP` applications: `total` is the cap
   * (shown as "1,000+"), and its pages are exact.
   */
  totalCapped: z.boolean(),
});
export type ApplicationListPage = z.infer<typeof applicationListPageSchema>;

/** Donut chart: every status with its count (zeros included), in `APPLICATION_STATUSES` order. */
export const onboardingSummaryResponseSchema = z.array(
  z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int() }),
);
export type OnboardingSummaryResponse = z.infer<typeof onboardingSummaryResponseSchema>;

export const monthwiseOnboardingSummaryQuerySchema = z.object({
  months: wholeNumber(1, DASHBOARD_MAX_MONTHS, DASHBOARD_MONTHS, APPLICATION_LIST_MESSAGES.badMonths),
});

/**
 * Month-on-month bars: the last `months` calendar months in Asia/Kolkata, oldest first, the current
 * month included. individual + nonIndividual count every application created in the month; poa, nri
 * (first applicant's residential status) and minor count subsets of them.
 */
export const monthwiseOnboardingSummaryResponseSchema = z.array(
  z.object({
    year: z.number().int(),
    /** 1-12 */
    month: z.number().int(),
    data: z.object({
      individual: z.number().int(),
      nonIndividual: z.number().int(),
      poa: z.number().int(),
      nri: z.number().int(),
      minor: z.number().int(),
    }),
  }),
);
export type MonthwiseOnboardingSummaryResponse = z.infer<typeof monthwiseOnboardingSummaryResponseSchema>;

// ------------------------------------------------------------------ dashboard: commitment widgets

/*
 *   GET /onboarding/dashboard/distributorWisecommitmentAmount?limit=5 -> DistributorWiseCommitmentResponse
 *   GET /onboarding/dashboard/monthwiseCommitmentAmount?months=4      -> MonthwiseCommitmentResponse
 *
 * Both count completed applications only (status completed or signed, both "Completed"), as the
 * commitment reports do (doc 3 §2.9 "Data is shown only for completed applications ."), among the
 * applications the caller sees (same visibility as the other dashboard counts).
 */
export const COMPLETED_STATUSES = ['completed', 'signed'] as const;

export const distributorWiseCommitmentQuerySchema = z.object({
  limit: wholeNumber(1, 50, DASHBOARD_TOP_DISTRIBUTORS, 'limit must be a whole number from 1 to 50'),
});

/**
 * Top distributors by committed amount of their completed applications, largest first (ties: more
 * completed applications, then name). Applications without a distributor (direct) are not counted.
 */
export const distributorWiseCommitmentResponseSchema = z.array(
  z.object({
    distributorId: z.string(),
    name: z.string(),
    arnCode: z.string().nullable(),
    /** Sum of commitment amounts, rupees. */
    commitmentAmount: z.number(),
    /** Number of completed applications. */
    completed: z.number().int(),
  }),
);
export type DistributorWiseCommitmentResponse = z.infer<typeof distributorWiseCommitmentResponseSchema>;

export const monthwiseCommitmentQuerySchema = monthwiseOnboardingSummaryQuerySchema;

/**
 * Commitment versus contribution by month of creation (Asia/Kolkata), the last `months` calendar
 * months oldest first, the current month included; months without completed applications are zeros.
 * contributionAmount is the sum of the applications' contribution (cheque) amounts.
 */
export const monthwiseCommitmentResponseSchema = z.array(
  z.object({
    year: z.number().int(),
    /** 1-12 */
    month: z.number().int(),
    completed: z.number().int(),
    commitmentAmount: z.number(),
    contributionAmount: z.number(),
  }),
);
export type MonthwiseCommitmentResponse = z.infer<typeof monthwiseCommitmentResponseSchema>;

// ------------------------------------------------------------------ delete, link targets, stamp papers

/**
 * DELETE /onboarding/applications/:id. rm, distributor and subdistributor, on an application they see
 * whose `deletable` is set (a draft). Anything else they see: 400 'Application can`t be Deleted'; one
 * they do not see: 404. 200 `{ message: 'Application Deleted Successfully' }`. Audited.
 */
export const APPLICATION_DELETE_ROLES = ['rm', 'distributor', 'subdistributor'] as const;
export const applicationDeleteParamsSchema = z.object({ id: text(TEXT_LIMITS.id).min(1) });

/**
 * GET /onboarding/applications/:id/link-targets. amcapprover (the Get Link dialog, doc 3 §2.6) and the
 * preparers' list roles. One row per active applicant, in applicant order, then one per invited authorised
 * signatory (or POA holder) with its own invitation, then the plan's signers: `referenceId` for the
 * investor link `/investment-details/{referenceId}/details`; `invitationUrl` and `signatureBy` once an
 * e-sign invitation exists for that signer (null before).
 */
export const linkTargetsResponseSchema = z.object({
  hasPOA: z.boolean(),
  targets: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      invitationUrl: z.string().nullable(),
      referenceId: z.string().nullable(),
      signatureBy: z.string().nullable(),
      /** An authorised signatory's (or POA holder's) row: its group and where its signature stands. */
      group: z.string().nullish(),
      signatureStatus: z.enum(SIGNATURE_STATUSES).nullish(),
    }),
  ),
});
export type LinkTargetsResponse = z.infer<typeof linkTargetsResponseSchema>;

/** The investor's own link to an application (doc 3 §2.6 link target). */
export function investorDetailsPath(referenceId: string): string {
  return `/investment-details/${encodeURIComponent(referenceId)}/details`;
}

/**
 * Which URL the Get Link dialog copies for a target (doc 3 §2.6): the e-sign invitation when the
 * application has a POA or the signer is the fund manager or trustee (and an invitation exists);
 * otherwise the investor details page on `origin`.
 */
export function linkTargetUrl(
  target: { invitationUrl: string | null; referenceId: string | null; signatureBy: string | null },
  hasPOA: boolean,
  origin: string,
): string | null {
  const viaInvitation = hasPOA || target.signatureBy === 'fundmanager' || target.signatureBy === 'trustee';
  if (viaInvitation && target.invitationUrl) return target.invitationUrl;
  if (target.referenceId) return `${origin}${investorDetailsPath(target.referenceId)}`;
  return target.invitationUrl;
}

/**
 * GET /onboarding/leegality/stampPaperDetails. amcadmin, rm, subdistributor (doc 3 §2.5, §6).
 * The stock per series (plan) and denomination: `series` reads "{scheme name} - {plan description}".
 */
export const STAMP_PAPER_ROLES = ['amcadmin', 'rm', 'subdistributor'] as const;
export const stampPaperDetailsResponseSchema = z.array(
  z.object({
    planId: z.string(),
    series: z.string(),
    /** Rupees. */
    denomination: z.number(),
    unused: z.number().int(),
  }),
);
export type StampPaperDetailsResponse = z.infer<typeof stampPaperDetailsResponseSchema>;

/**
 * GET /onboarding/application-filters/distributors. amcadmin and amcapprover (the list's distributor
 * filter, doc 3 §2.5, §6): every distributor, active or not (older applications name inactive ones),
 * sorted by name.
 */
export const DISTRIBUTOR_FILTER_ROLES = ['amcadmin', 'amcapprover'] as const;
export const distributorOptionsResponseSchema = z.array(
  z.object({ id: z.string(), name: z.string(), arnCode: z.string().nullable(), isActive: z.boolean() }),
);
export type DistributorOptionsResponse = z.infer<typeof distributorOptionsResponseSchema>;
