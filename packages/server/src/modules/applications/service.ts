import { and, asc, count, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import { seesEveryApplication, visibleApplicationsWhere, visibleOwnerCountsWhere } from './visibility';

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
    const { db } = this.deps;
    const conditions: (SQL | undefined)[] = [await visibleApplicationsWhere(db, session)];
    if (filter.status?.length) conditions.push(inArray(applications.status, filter.status));
    if (filter.applicationType?.length) {
      conditions.push(inArray(applications.applicationType, filter.applicationType));
    }
    if (filter.modeOfHolding?.length)
      conditions.push(inArray(applications.modeOfHolding, filter.modeOfHolding));
    if (filter.distributorId?.length)
      conditions.push(inArray(applications.distributorId, filter.distributorId));
    if (filter.search) {
      // A whole application number is looked up by its unique index; anything else is "contains" over
      // the number, name and PAN (a trigram index on PostgreSQL, whose common `aif`/`000` trigrams make
      // a number the slowest search there).
      const number = wholeApplicationNumber(filter.search);
      conditions.push(
        number
          ? eq(applications.applicationNumber, number)
          : sql`${applications.searchText} like ${likeContains(filter.search)}`,
      );
    }
    const where = and(...conditions);
    const dir = filter.order === 'ASC' ? asc : desc;

    // The total, when the list is filtered by status at most: for callers who see everything the sum of
    // the status counts (16 rows); for the others the sum of the owner counts their visibility rule
    // matches (migrations/0012). Otherwise a count of the matching rows.
    const byStatusOnly =
      !filter.applicationType?.length &&
      !filter.modeOfHolding?.length &&
      !filter.distributorId?.length &&
      !filter.search;
    const totalQuery = !byStatusOnly
      ? db.select({ n: count() }).from(applications).where(where)
      : seesEveryApplication(session)
        ? db
            .select({ n: sql<string>`coalesce(sum(${applicationStatusCounts.n}), 0)` })
            .from(applicationStatusCounts)
            .where(filter.status?.length ? inArray(applicationStatusCounts.status, filter.status) : undefined)
        : db
            .select({ n: sql<string>`coalesce(sum(${applicationOwnerCounts.n}), 0)` })
            .from(applicationOwnerCounts)
            .where(
              and(
                await visibleOwnerCountsWhere(db, session),
                filter.status?.length ? inArray(applicationOwnerCounts.status, filter.status) : undefined,
              ),
            );

    // The page's ids from `applications` alone (an index walk in created_at order), then their details.
    const [pageIds, [total]] = await Promise.all([
      db
        .select({ id: applications.id })
        .from(applications)
        .where(where)
        .orderBy(dir(applications.createdAt), dir(applications.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      totalQuery,
    ]);
    const ids = pageIds.map((r) => r.id);
    this.pageDetails ??= this.details().prepare('application_list_page_details');
    const rows = ids.length ? await this.pageDetails.execute({ ids }) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const n = Number(total?.n ?? 0);
    return {
      applications: ids.map((id) => toRow(byId.get(id)!, session.role)),
      pages: Math.ceil(n / filter.limit),
      total: n,
    };
  }

  /** The list's columns of a page's applications (ids in the `ids` placeholder), built and prepared once. */
  private pageDetails: ReturnType<ReturnType<ApplicationListService['details']>['prepare']> | undefined;

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

  /** Donut chart: every status and its count among the visible applications. */
  async onboardingSummary(session: Session): Promise<OnboardingSummaryResponse> {
    const { db } = this.deps;
    const rows = seesEveryApplication(session)
      ? await db
          .select({ status: applicationStatusCounts.status, n: applicationStatusCounts.n })
          .from(applicationStatusCounts)
      : await db
          .select({ status: applicationOwnerCounts.status, n: sql<string>`sum(${applicationOwnerCounts.n})` })
          .from(applicationOwnerCounts)
          .where(await visibleOwnerCountsWhere(db, session))
          .groupBy(applicationOwnerCounts.status);
    const counts = new Map(rows.map((r) => [r.status, Number(r.n)]));
    return APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  }

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
    const inRange = and(await visibleApplicationsWhere(db, session), gte(applications.createdAt, start));
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
      .where(and(await visibleApplicationsWhere(db, session), completedWhere()))
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
      .where(
        and(
          await visibleApplicationsWhere(db, session),
          completedWhere(),
          gte(applications.createdAt, start),
        ),
      )
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
    const visible = await visibleApplicationsWhere(db, session);
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
      .where(and(eq(applications.id, id), await visibleApplicationsWhere(db, session)));
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

type DetailRow = Awaited<ReturnType<ReturnType<ApplicationListService['details']>['execute']>>[number];

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
