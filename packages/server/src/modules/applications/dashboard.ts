import { and, asc, count, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  COMPLETED_STATUSES,
  TIME_ZONE,
  type DistributorWiseCommitmentResponse,
  type MonthwiseCommitmentResponse,
  type MonthwiseOnboardingSummaryResponse,
  type OnboardingSummaryResponse,
} from '@aif/contracts';
import type { Db } from '../../db/client';
import {
  applicants,
  applicationMonthTotals,
  applicationOwnerCounts,
  applicationStatusCounts,
  applicationViewerCounts,
  applications,
  distributorCompletedTotals,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Session } from '../../lib/session';
import {
  COUNT_OWNERS,
  isHierarchyKind,
  seesEveryApplication,
  visibilityOf,
  visibleApplicationsWhere,
  visibleWhere,
  type VisibilityKind,
} from './visibility';

export interface DashboardDeps {
  db: Db;
  clock: Clock;
}

/** Asia/Kolkata has no daylight saving: +05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** The dashboard's counts and amounts (doc 3 §7), all limited by visibility. */
export class DashboardService {
  constructor(private readonly deps: DashboardDeps) {}

  /** Donut chart: every status and its count among the visible applications. */
  async onboardingSummary(session: Session): Promise<OnboardingSummaryResponse> {
    const kind = visibilityOf(session);
    const rows = kind === 'none' ? [] : await this.summaryStatement(kind).execute({ me: session.userId });
    const counts = new Map(rows.map((r) => [r.status, Number(r.n)]));
    return APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  }

  /**
   * The donut's counts per kind of visibility, prepared once: the status counts' 16 rows for callers who
   * see everything, an RM's, distributor's or sub-distributor's own viewer counts, else the owner counts
   * the rule matches, summed per status.
   */
  private summaryStatement(kind: VisibilityKind) {
    let statement = this.summaryStatements.get(kind);
    if (!statement) {
      const { db } = this.deps;
      const t = applicationOwnerCounts;
      const viewers = applicationViewerCounts;
      statement = (
        kind === 'all'
          ? db
              .select({
                status: applicationStatusCounts.status,
                n: sql<string>`${applicationStatusCounts.n}`,
              })
              .from(applicationStatusCounts)
          : isHierarchyKind(kind)
            ? db
                .select({ status: viewers.status, n: sql<string>`${viewers.n}` })
                .from(viewers)
                .where(eq(viewers.viewerId, sql.placeholder('me')))
            : db
                .select({ status: t.status, n: sql<string>`sum(${t.n})` })
                .from(t)
                .where(visibleWhere(kind, COUNT_OWNERS, sql.placeholder('me')))
                .groupBy(t.status)
      ).prepare(`onboarding_summary_${kind}`);
      this.summaryStatements.set(kind, statement);
    }
    return statement;
  }

  private readonly summaryStatements = new Map<
    VisibilityKind,
    { execute(params: { me: string | null }): Promise<{ status: string; n: string }[]> }
  >();

  /** Month-on-month bars for the last `months` calendar months in Asia/Kolkata, oldest first. */
  async monthwiseOnboardingSummary(
    session: Session,
    months: number,
  ): Promise<MonthwiseOnboardingSummaryResponse> {
    const { buckets, start } = this.monthBuckets(months);
    const rows = seesEveryApplication(session)
      ? await this.monthKindsFromTotals(buckets[0]!.key)
      : await this.monthKindsOfVisible(session, start);
    return inMonths(buckets, rows, (r) => ({
      data: {
        individual: Number(r?.individual ?? 0),
        nonIndividual: Number(r?.nonIndividual ?? 0),
        poa: Number(r?.poa ?? 0),
        nri: Number(r?.nri ?? 0),
        minor: Number(r?.minor ?? 0),
      },
    }));
  }

  /** Month on month for callers who see everything: the totals kept by triggers (migrations/0013). */
  private monthKindsFromTotals(firstKey: string) {
    const t = applicationMonthTotals;
    const sumWhere = (cond: SQL) => sql<string>`coalesce(sum(${t.n}) filter (where ${cond}), 0)`;
    return this.deps.db
      .select({
        key: sql<string>`to_char(${t.month}, 'YYYY-MM')`,
        individual: sumWhere(sql`${t.applicationType} = 'individual'`),
        nonIndividual: sumWhere(sql`${t.applicationType} = 'non_individual'`),
        poa: sumWhere(sql`${t.hasPoa}`),
        minor: sumWhere(sql`${t.onboardingType} = 'minor'`),
        nri: sumWhere(sql`${t.firstApplicantNri}`),
      })
      .from(t)
      .where(gte(t.month, `${firstKey}-01`))
      .groupBy(t.month);
  }

  /** Month on month counted on the applications the caller's visibility rule matches. */
  private async monthKindsOfVisible(session: Session, start: Date) {
    const { db } = this.deps;
    const first = alias(applicants, 'first_applicant');
    const inRange = and(visibleApplicationsWhere(session), gte(applications.createdAt, start));
    // Two aggregates at once, each served by an index of its own (migration 0010): the kinds from
    // `applications` alone, and the NRI first applicants (few) joined to the same months.
    const [kinds, nris] = await Promise.all([
      db
        .select({
          key: monthKey,
          individual: sql<number>`count(*) filter (where ${applications.applicationType} = 'individual')`,
          nonIndividual: sql<number>`count(*) filter (where ${applications.applicationType} = 'non_individual')`,
          poa: sql<number>`count(*) filter (where ${applications.hasPoa})`,
          minor: sql<number>`count(*) filter (where ${applications.onboardingType} = 'minor')`,
        })
        .from(applications)
        .where(inRange)
        .groupBy(monthKey),
      db
        .select({ key: monthKey, nri: count() })
        .from(applications)
        .innerJoin(
          first,
          and(
            eq(first.applicationId, applications.id),
            eq(first.applicantType, 1),
            sql`lower(${first.residentialStatus}) = 'nri'`,
          ),
        )
        .where(inRange)
        .groupBy(monthKey),
    ]);
    const nriByKey = new Map(nris.map((r) => [r.key, r.nri]));
    return kinds.map((r) => ({ ...r, nri: nriByKey.get(r.key) ?? 0 }));
  }

  /** The last `months` calendar months in Asia/Kolkata, oldest first, and the instant the first begins. */
  private monthBuckets(months: number) {
    const local = new Date(this.deps.clock().getTime() + IST_OFFSET_MS);
    const buckets = Array.from({ length: months }, (_, i) => {
      const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - (months - 1 - i), 1));
      const year = d.getUTCFullYear();
      const month = d.getUTCMonth() + 1;
      return { year, month, key: `${year}-${String(month).padStart(2, '0')}` };
    });
    const start = new Date(Date.UTC(buckets[0]!.year, buckets[0]!.month - 1, 1) - IST_OFFSET_MS);
    return { buckets, start };
  }

  /** Top distributors by committed amount of their completed applications (dashboard table). */
  async distributorWiseCommitment(
    session: Session,
    limit: number,
  ): Promise<DistributorWiseCommitmentResponse> {
    const { db } = this.deps;
    const distributor = alias(users, 'distributor');
    if (seesEveryApplication(session)) {
      // The completed applications per distributor kept by triggers (migrations/0013): one row each.
      const t = distributorCompletedTotals;
      const rows = await db
        .select({
          distributorId: distributor.id,
          name: distributor.name,
          arnCode: distributor.arnCode,
          commitmentAmount: t.commitment,
          completed: t.n,
        })
        .from(t)
        .innerJoin(distributor, eq(distributor.id, t.distributorId))
        .where(gt(t.n, 0))
        .orderBy(desc(t.commitment), desc(t.n), asc(distributor.name))
        .limit(limit);
      return rows.map((r) => ({
        ...r,
        commitmentAmount: Number(r.commitmentAmount),
        completed: Number(r.completed),
      }));
    }
    const amount = sql<string>`coalesce(sum(${applications.commitmentAmount}), 0)`;
    const completed = count();
    const rows = await db
      .select({
        distributorId: distributor.id,
        name: distributor.name,
        arnCode: distributor.arnCode,
        commitmentAmount: amount,
        completed,
      })
      .from(applications)
      .innerJoin(distributor, eq(distributor.id, applications.distributorId))
      .where(and(visibleApplicationsWhere(session), completedWhere()))
      .groupBy(distributor.id, distributor.name, distributor.arnCode)
      .orderBy(desc(amount), desc(completed), asc(distributor.name))
      .limit(limit);
    return rows.map((r) => ({
      distributorId: r.distributorId,
      name: r.name,
      arnCode: r.arnCode,
      commitmentAmount: Number(r.commitmentAmount),
      completed: Number(r.completed),
    }));
  }

  /** Commitment versus contribution of completed applications, per month of creation (Asia/Kolkata). */
  async monthwiseCommitment(session: Session, months: number): Promise<MonthwiseCommitmentResponse> {
    const { db } = this.deps;
    const { buckets, start } = this.monthBuckets(months);
    const t = applicationMonthTotals;
    const rows = seesEveryApplication(session)
      ? // Callers who see everything: the totals kept by triggers (migrations/0013).
        await db
          .select({
            key: sql<string>`to_char(${t.month}, 'YYYY-MM')`,
            completed: sql<string>`sum(${t.n})`,
            commitmentAmount: sql<string>`sum(${t.commitment})`,
            contributionAmount: sql<string>`sum(${t.contribution})`,
          })
          .from(t)
          .where(and(eq(t.completed, true), gte(t.month, `${buckets[0]!.key}-01`)))
          .groupBy(t.month)
      : await this.commitmentOfVisible(session, start);
    return inMonths(buckets, rows, (r) => ({
      completed: Number(r?.completed ?? 0),
      commitmentAmount: Number(r?.commitmentAmount ?? 0),
      contributionAmount: Number(r?.contributionAmount ?? 0),
    }));
  }

  /** Commitment by month counted on the completed applications the caller's visibility rule matches. */
  private async commitmentOfVisible(session: Session, start: Date) {
    const { db } = this.deps;
    return db
      .select({
        key: monthKey,
        completed: count(),
        commitmentAmount: sql<string>`coalesce(sum(${applications.commitmentAmount}), 0)`,
        contributionAmount: sql<string>`coalesce(sum(${CONTRIBUTION_AMOUNT}), 0)`,
      })
      .from(applications)
      .where(and(visibleApplicationsWhere(session), completedWhere(), gte(applications.createdAt, start)))
      .groupBy(monthKey);
  }
}

/** One entry per month bucket, oldest first, from the rows keyed 'YYYY-MM' (a month without a row gets `of(undefined)`). */
function inMonths<Rows extends readonly { key: string }[], T>(
  buckets: { year: number; month: number; key: string }[],
  rows: Rows,
  of: (row: Rows[number] | undefined) => T,
): ({ year: number; month: number } & T)[] {
  const byKey = new Map<string, Rows[number]>();
  for (const r of rows) byKey.set(r.key, r);
  return buckets.map(({ year, month, key }) => ({ year, month, ...of(byKey.get(key)) }));
}

const monthKey = sql<string>`to_char(${applications.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM')`;

function completedWhere(): SQL {
  return inArray(applications.status, [...COMPLETED_STATUSES]);
}

/** The contribution (cheque) amount the investment step stores (migrations/0009); none counts as 0. */
const CONTRIBUTION_AMOUNT = applications.contributionChequeAmount;
