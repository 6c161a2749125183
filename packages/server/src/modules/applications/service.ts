import { and, asc, count, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  APPLICATION_DELETE_ROLES,
  APPLICATION_STATUSES,
  COMPLETED_STATUSES,
  DISTRIBUTOR_LIKE_ROLES,
  MESSAGES,
  TIME_ZONE,
  canEdit,
  isApplicationStatus,
  statusLabel,
  wholeApplicationNumber,
  type ApplicationListFilter,
  type ApplicationListPage,
  type ApplicationListRow,
  type ApplicationStatus,
  type DistributorOptionsResponse,
  type DistributorWiseCommitmentResponse,
  type FundType,
  type LinkTargetsResponse,
  type MonthwiseCommitmentResponse,
  type MonthwiseOnboardingSummaryResponse,
  type OnboardingSummaryResponse,
  type Role,
  type StampPaperDetailsResponse,
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
  esignInvitations,
  plans,
  schemes,
  stampPapers,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { AuditService } from '../audit/service';
import type { Session } from '../sessions/service';
import {
  APPLICATION_OWNERS,
  COUNT_OWNERS,
  isHierarchyKind,
  notDeleted,
  seesEveryApplication,
  visibilityOf,
  visibleApplicationsWhere,
  visibleWhere,
  type VisibilityKind,
} from './visibility';

export interface ApplicationListDeps {
  db: Db;
  clock: Clock;
}

/** `%`, `_` and `\` typed by the user match themselves. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Asia/Kolkata has no daylight saving: +05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** The application list and the dashboard counts (doc 3 §2.4-§2.6, §7), all limited by visibility. */
export class ApplicationListService {
  constructor(private readonly deps: ApplicationListDeps) {}

  async list(session: Session, filter: ApplicationListFilter): Promise<ApplicationListPage> {
    const shape = listShapeOf(session, filter);
    if (shape.visibility === 'none') return { applications: [], pages: 0, total: 0 };
    const number = shape.search === 'number' ? wholeApplicationNumber(filter.search!) : undefined;
    const params: ListParams = {
      me: session.userId ?? '',
      status: filter.status ?? [],
      applicationType: filter.applicationType ?? [],
      modeOfHolding: filter.modeOfHolding ?? [],
      distributorId: filter.distributorId ?? [],
      search: number ?? (filter.search ? likeContains(filter.search) : ''),
      limit: filter.limit,
      offset: (filter.page - 1) * filter.limit,
    };
    const page = await this.listStatement(shape).execute(params);
    // Every row of the page carries the total. A page past the end has no rows to carry it: count on its
    // own (a first page without rows means there is nothing to count).
    const n = page.length
      ? Number(page[0]!.total)
      : params.offset === 0
        ? 0
        : Number((await this.totalStatement(shape).execute(params))[0]?.n ?? 0);
    this.pageDetails ??= this.details().prepare('application_list_page_details');
    const rows = page.length ? await this.pageDetails.execute({ ids: page.map((r) => r.id) }) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      // A row deleted between the two statements is left out rather than failing the page.
      applications: page.flatMap((r) => {
        const details = byId.get(r.id);
        return details ? [toRow(details, session.role)] : [];
      }),
      pages: Math.ceil(n / filter.limit),
      total: n,
    };
  }

  /**
   * The page's ids and the total as one statement per shape (which filters are present, how it
   * searches, the caller's kind of visibility, the order), built and prepared on first use: every value,
   * the caller's id included, is a placeholder, so the server builds no SQL per request and PostgreSQL
   * parses it once per connection. It reads `applications` alone, so planning it for its values each
   * time is cheap; the ten rows' details follow from a statement whose plan never changes. At most a few
   * hundred shapes exist; a running server meets a handful.
   */
  private listStatement(shape: ListShape) {
    return preparedPerShape(this.pageStatements, 'application_list', shape, () => this.pageQuery(shape));
  }

  private readonly pageStatements = new Map<string, Prepared<ApplicationListService['pageQuery']>>();

  /**
   * The page's ids in created_at order (an index walk of `applications` alone), each with the total: a
   * scalar subquery that PostgreSQL computes once.
   */
  private pageQuery(shape: ListShape) {
    const dir = shape.order === 'ASC' ? asc : desc;
    return this.deps.db
      .select({ id: applications.id, total: sql<string>`(${this.totalQuery(shape)})` })
      .from(applications)
      .where(listWhere(shape))
      .orderBy(dir(applications.createdAt), dir(applications.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  }

  /** The list's columns of a page's applications (ids in the `ids` placeholder), built and prepared once. */
  private pageDetails: Prepared<ApplicationListService['details']> | undefined;

  private details() {
    const first = alias(applicants, 'first_applicant');
    const distributor = alias(users, 'distributor');
    const filler = alias(users, 'filler');
    return this.deps.db
      .select({
        id: applications.id,
        applicationNumber: applications.applicationNumber,
        applicant1ReferenceId: applications.applicant1ReferenceId,
        applicationType: applications.applicationType,
        status: applications.status,
        currentStep: applications.currentStep,
        hasPoa: applications.hasPoa,
        modeOfHolding: applications.modeOfHolding,
        investorName: first.name,
        investorPan: first.panNo,
        distributorId: distributor.id,
        distributorName: distributor.name,
        distributorArn: distributor.arnCode,
        filledBy: filler.name,
        schemeId: schemes.id,
        schemeName: schemes.schemeName,
        fundType: schemes.fundType,
        planId: plans.id,
        planDescription: plans.planDescription,
        commitmentAmount: applications.commitmentAmount,
        createdAt: applications.createdAt,
        rejectedAt: applications.rejectedAt,
        rejectedByRole: applications.rejectedByRole,
        rejectedReason: applications.rejectedReason,
      })
      .from(applications)
      .leftJoin(first, and(eq(first.applicationId, applications.id), eq(first.applicantType, 1)))
      .leftJoin(distributor, eq(distributor.id, applications.distributorId))
      .leftJoin(filler, eq(filler.id, applications.createdBy))
      .leftJoin(schemes, eq(schemes.id, applications.schemeId))
      .leftJoin(plans, eq(plans.id, applications.planId))
      .where(sql`${applications.id} = any(${sql.placeholder('ids')}::uuid[])`);
  }

  /** The total alone, for a page past the end (prepared per shape like the page). */
  private totalStatement(shape: ListShape) {
    return preparedPerShape(this.totalStatements, 'application_list_total', shape, () =>
      this.totalQuery(shape),
    );
  }

  private readonly totalStatements = new Map<string, Prepared<ApplicationListService['totalQuery']>>();

  /**
   * The list's total. Without a search it is a sum of counts kept by triggers: filtered by status at
   * most, the status counts (16 rows) for callers who see everything and an RM's, distributor's or
   * sub-distributor's own viewer counts (migrations/0014); otherwise the owner counts that the caller's
   * visibility rule and the filters match (migrations/0012, 0015). A search counts the matching rows.
   */
  private totalQuery(shape: ListShape) {
    const { db } = this.deps;
    if (shape.search !== 'none') {
      return db.select({ n: count() }).from(applications).where(listWhere(shape));
    }
    const byStatusOnly = !shape.applicationType && !shape.modeOfHolding && !shape.distributorId;
    if (byStatusOnly && shape.visibility === 'all') {
      return db
        .select({ n: sql<string>`coalesce(sum(${applicationStatusCounts.n}), 0)` })
        .from(applicationStatusCounts)
        .where(statusWhere(shape, applicationStatusCounts.status));
    }
    if (byStatusOnly && isHierarchyKind(shape.visibility)) {
      const v = applicationViewerCounts;
      return db
        .select({ n: sql<string>`coalesce(sum(${v.n}), 0)` })
        .from(v)
        .where(and(eq(v.viewerId, bind('me')), statusWhere(shape, v.status)));
    }
    return db
      .select({ n: sql<string>`coalesce(sum(${applicationOwnerCounts.n}), 0)` })
      .from(applicationOwnerCounts)
      .where(
        and(visibleWhere(shape.visibility, COUNT_OWNERS, bind('me')), ...filtersWhere(shape, COUNT_FILTERS)),
      );
  }

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

  /**
   * Deletes a draft the caller prepared or may see (doc 3 §2.5 Delete): rm, distributor and
   * subdistributor only, and only when `deletable`. A soft delete (migrations/0011): the row keeps its
   * data with `deleted_at`/`deleted_by` and is gone from every read (`notDeleted`), so deleting it again
   * is 404; audited in the same transaction.
   */
  async delete(session: Session, id: string): Promise<{ message: string }> {
    const { db } = this.deps;
    if (!(APPLICATION_DELETE_ROLES as readonly string[]).includes(session.role)) {
      throw new HttpError(403, MESSAGES.notAuthorized);
    }
    if (!UUID.test(id)) throw notFound();
    const visible = visibleApplicationsWhere(session);
    await db.transaction(async (tx) => {
      const [app] = await tx
        .select({ id: applications.id, status: applications.status, number: applications.applicationNumber })
        .from(applications)
        .where(and(eq(applications.id, id), visible))
        .for('update');
      if (!app) throw notFound();
      const status = (isApplicationStatus(app.status) ? app.status : 'draft') as ApplicationStatus;
      if (!isDeletable(status, session.role)) throw badRequest(MESSAGES.cannotDelete);
      const now = this.deps.clock();
      await tx
        .update(applications)
        .set({ deletedAt: now, deletedBy: session.userId ?? null, updatedAt: now })
        .where(eq(applications.id, id));
      await new AuditService(db, this.deps.clock).record(
        {
          actorId: session.userId ?? null,
          actorRole: session.role,
          action: 'application_deleted',
          entity: 'application',
          entityId: id,
          from: status,
          reason: app.number,
        },
        tx,
      );
    });
    return { message: MESSAGES.applicationDeleted };
  }

  /** The Get Link dialog's rows: the active applicants, in applicant order. */
  async linkTargets(session: Session, id: string): Promise<LinkTargetsResponse> {
    const { db } = this.deps;
    if (!UUID.test(id)) throw notFound();
    const [app] = await db
      .select({ id: applications.id, hasPoa: applications.hasPoa })
      .from(applications)
      .where(and(eq(applications.id, id), visibleApplicationsWhere(session)));
    if (!app) throw notFound();
    const rows = await db
      .select({ id: applicants.id, name: applicants.name, referenceId: applicants.referenceId })
      .from(applicants)
      .where(and(eq(applicants.applicationId, id), eq(applicants.isActive, true)))
      .orderBy(asc(applicants.applicantType));
    // The latest e-sign invitation of each signer (a regenerated document replaces earlier ones).
    const invitations = await db
      .select({
        signer: esignInvitations.signer,
        applicantId: esignInvitations.applicantId,
        userId: esignInvitations.userId,
        name: esignInvitations.name,
        invitationUrl: esignInvitations.invitationUrl,
      })
      .from(esignInvitations)
      .where(eq(esignInvitations.applicationId, id))
      .orderBy(asc(esignInvitations.createdAt), asc(esignInvitations.signerOrder));
    const latest = new Map<string, (typeof invitations)[number]>();
    for (const inv of invitations) latest.set(inv.signer, inv);
    const ofApplicant = (applicantId: string) =>
      [...latest.values()].find((i) => i.applicantId === applicantId);
    const targets: LinkTargetsResponse['targets'] = rows.map((r) => {
      const inv = ofApplicant(r.id);
      return { ...r, invitationUrl: inv?.invitationUrl ?? null, signatureBy: inv?.signer ?? null };
    });
    // The investment manager and the trustee sign from their own invitations (doc 3 §2.6).
    for (const signer of ['fundmanager', 'trustee'] as const) {
      const inv = latest.get(signer);
      if (inv)
        targets.push({
          id: inv.userId ?? signer,
          name: inv.name,
          referenceId: null,
          invitationUrl: inv.invitationUrl,
          signatureBy: signer,
        });
    }
    return { hasPOA: app.hasPoa, targets };
  }

  /** The distributor filter's choices (amcadmin, amcapprover see every application). */
  async distributorOptions(): Promise<DistributorOptionsResponse> {
    return this.deps.db
      .select({ id: users.id, name: users.name, arnCode: users.arnCode, isActive: users.isActive })
      .from(users)
      .where(eq(users.role, 'distributor'))
      .orderBy(asc(users.name));
  }

  /** Stamp paper stock per active series and denomination (fund-wide: the same for every caller). */
  async stampPaperDetails(): Promise<StampPaperDetailsResponse> {
    const rows = await this.deps.db
      .select({
        planId: plans.id,
        schemeName: schemes.schemeName,
        planDescription: plans.planDescription,
        denomination: stampPapers.denomination,
        unused: sql<number>`${stampPapers.totalCount} - ${stampPapers.usedCount}`,
      })
      .from(stampPapers)
      .innerJoin(plans, eq(plans.id, stampPapers.planId))
      .innerJoin(schemes, eq(schemes.id, plans.schemeId))
      .where(and(eq(plans.isActive, true), eq(schemes.isActive, true)))
      .orderBy(asc(schemes.schemeName), asc(plans.planDescription), asc(stampPapers.denomination));
    return rows.map((r) => ({
      planId: r.planId,
      series: `${r.schemeName} - ${r.planDescription}`,
      denomination: Number(r.denomination),
      unused: Number(r.unused),
    }));
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const monthKey = sql<string>`to_char(${applications.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM')`;

function completedWhere(): SQL {
  return inArray(applications.status, [...COMPLETED_STATUSES]);
}

/** The contribution (cheque) amount the investment step stores (migrations/0009); none counts as 0. */
const CONTRIBUTION_AMOUNT = applications.contributionChequeAmount;

/** rm, distributor and subdistributor may delete a draft (doc 3 §2.5, §6). */
function isDeletable(status: ApplicationStatus, role: Role): boolean {
  return (DISTRIBUTOR_LIKE_ROLES as readonly Role[]).includes(role) && status === 'draft';
}

/** What decides the SQL text of a list request; every value is a parameter (`ListParams`). */
interface ListShape {
  visibility: VisibilityKind;
  status: boolean;
  applicationType: boolean;
  modeOfHolding: boolean;
  distributorId: boolean;
  /** A whole application number is looked up by its unique index; other text is "contains". */
  search: 'none' | 'number' | 'text';
  order: 'ASC' | 'DESC';
}

type ListParams = {
  me: string;
  status: string[];
  applicationType: string[];
  modeOfHolding: string[];
  distributorId: string[];
  search: string;
  limit: number;
  offset: number;
};

/** A parameter of the prepared list by name. */
const bind = <K extends keyof ListParams>(name: K) => sql.placeholder(name);

function listShapeOf(session: Session, filter: ApplicationListFilter): ListShape {
  return {
    visibility: visibilityOf(session),
    status: !!filter.status?.length,
    applicationType: !!filter.applicationType?.length,
    modeOfHolding: !!filter.modeOfHolding?.length,
    distributorId: !!filter.distributorId?.length,
    search: !filter.search ? 'none' : wholeApplicationNumber(filter.search) ? 'number' : 'text',
    order: filter.order === 'ASC' ? 'ASC' : 'DESC',
  };
}

/**
 * The statement of a shape from `cache`, built and prepared on first use under `prefix` and a number. A
 * text search stays an unnamed statement: one pattern matches a single PAN, another a tenth of the fund,
 * and a plan cached for one would serve the other badly.
 */
function preparedPerShape<Prepared>(
  cache: Map<string, Prepared>,
  prefix: string,
  shape: ListShape,
  build: () => { prepare(name: string): Prepared },
): Prepared {
  const key = listShapeKey(shape);
  let statement = cache.get(key);
  if (!statement) {
    statement = build().prepare(shape.search === 'text' ? '' : `${prefix}_${cache.size + 1}`);
    cache.set(key, statement);
  }
  return statement;
}

function listShapeKey(s: ListShape): string {
  const flags = [s.status, s.applicationType, s.modeOfHolding, s.distributorId].map((f) => (f ? 1 : 0));
  return `${s.visibility}:${flags.join('')}:${s.search}:${s.order}`;
}

/** The columns the list's filters read, in a table that has them. */
interface FilterColumns {
  status: typeof applications.status | typeof applicationOwnerCounts.status;
  applicationType: typeof applications.applicationType | typeof applicationOwnerCounts.applicationType;
  modeOfHolding: typeof applications.modeOfHolding | typeof applicationOwnerCounts.modeOfHolding;
  distributorId: typeof applications.distributorId | typeof applicationOwnerCounts.distributorId;
}

const APPLICATION_FILTERS: FilterColumns = {
  status: applications.status,
  applicationType: applications.applicationType,
  modeOfHolding: applications.modeOfHolding,
  distributorId: applications.distributorId,
};

const COUNT_FILTERS: FilterColumns = {
  status: applicationOwnerCounts.status,
  applicationType: applicationOwnerCounts.applicationType,
  modeOfHolding: applicationOwnerCounts.modeOfHolding,
  distributorId: applicationOwnerCounts.distributorId,
};

/** The shape's status filter on a table's status column (rows or counts), if it has one. */
function statusWhere(shape: ListShape, column: AnyPgColumn): SQL | undefined {
  return shape.status ? sql`${column} = any(${bind('status')}::text[])` : undefined;
}

/** The filters present in the shape, on the given columns (the rows, or the owner counts' keys). */
function filtersWhere(shape: ListShape, cols: FilterColumns): SQL[] {
  const conditions: SQL[] = [];
  const status = statusWhere(shape, cols.status);
  if (status) conditions.push(status);
  if (shape.applicationType) {
    conditions.push(sql`${cols.applicationType} = any(${bind('applicationType')}::text[])`);
  }
  if (shape.modeOfHolding) {
    conditions.push(sql`${cols.modeOfHolding} = any(${bind('modeOfHolding')}::text[])`);
  }
  if (shape.distributorId) {
    conditions.push(sql`${cols.distributorId} = any(${bind('distributorId')}::uuid[])`);
  }
  return conditions;
}

/** The list's WHERE: the caller's visibility and the filters present in the shape. */
function listWhere(shape: ListShape): SQL {
  const conditions = [
    notDeleted(),
    visibleWhere(shape.visibility, APPLICATION_OWNERS, bind('me')),
    ...filtersWhere(shape, APPLICATION_FILTERS),
  ];
  // A number by its unique index; anything else "contains" over the number, name and PAN (a trigram
  // index on PostgreSQL, whose common `aif`/`000` trigrams would make a number the slowest search).
  if (shape.search === 'number') conditions.push(sql`${applications.applicationNumber} = ${bind('search')}`);
  if (shape.search === 'text') conditions.push(sql`${applications.searchText} like ${bind('search')}`);
  return and(...conditions)!;
}

/** The prepared statement of a method that builds a query. */
type Prepared<Build extends (...args: never[]) => { prepare(name: string): unknown }> = ReturnType<
  ReturnType<Build>['prepare']
>;

type DetailRow = Awaited<ReturnType<Prepared<ApplicationListService['details']>['execute']>>[number];

function toRow(r: DetailRow, role: Role): ApplicationListRow {
  const status = (isApplicationStatus(r.status) ? r.status : 'draft') as ApplicationStatus;
  return {
    id: r.id,
    applicationNumber: r.applicationNumber,
    applicant1ReferenceId: r.applicant1ReferenceId,
    applicationType: r.applicationType as ApplicationListRow['applicationType'],
    status,
    statusLabel: statusLabel(status, role),
    currentStep: r.currentStep,
    hasPOA: r.hasPoa,
    modeOfHolding: r.modeOfHolding,
    investorName: r.investorName ?? null,
    investorPan: r.investorPan ?? null,
    distributor: r.distributorId
      ? { id: r.distributorId, name: r.distributorName ?? '', arnCode: r.distributorArn ?? null }
      : null,
    filledBy: r.filledBy ?? null,
    scheme: r.schemeId
      ? { id: r.schemeId, schemeName: r.schemeName ?? '', fundType: r.fundType as FundType }
      : null,
    plan: r.planId ? { id: r.planId, planDescription: r.planDescription ?? '' } : null,
    commitmentAmount: r.commitmentAmount === null ? null : Number(r.commitmentAmount),
    createdAt: r.createdAt.toISOString(),
    rejectedAt: r.rejectedAt?.toISOString() ?? null,
    rejectedByRole: r.rejectedByRole,
    rejectedReason: r.rejectedReason,
    editable: canEdit({ status }, role),
    deletable: isDeletable(status, role),
  };
}
