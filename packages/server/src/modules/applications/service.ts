import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  DISTRIBUTOR_LIKE_ROLES,
  TIME_ZONE,
  canEdit,
  isApplicationStatus,
  statusLabel,
  type ApplicationListFilter,
  type ApplicationListPage,
  type ApplicationListRow,
  type ApplicationStatus,
  type FundType,
  type MonthwiseOnboardingSummaryResponse,
  type OnboardingSummaryResponse,
  type Role,
} from '@aif/contracts';
import type { Db } from '../../db/client';
import { applicants, applications, plans, schemes, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Session } from '../sessions/service';
import { visibleApplicationsWhere } from './visibility';

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
      conditions.push(sql`${applications.searchText} like ${likeContains(filter.search)}`);
    }
    const where = and(...conditions);
    const dir = filter.order === 'ASC' ? asc : desc;

    // The page's ids from `applications` alone (an index walk in created_at order), then their details.
    const [pageIds, [total]] = await Promise.all([
      db
        .select({ id: applications.id })
        .from(applications)
        .where(where)
        .orderBy(dir(applications.createdAt), dir(applications.id))
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit),
      db.select({ n: count() }).from(applications).where(where),
    ]);
    const ids = pageIds.map((r) => r.id);
    const rows = ids.length ? await this.details(ids) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const n = Number(total?.n ?? 0);
    return {
      applications: ids.map((id) => toRow(byId.get(id)!, session.role)),
      pages: Math.ceil(n / filter.limit),
      total: n,
    };
  }

  private details(ids: string[]) {
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
      .where(inArray(applications.id, ids));
  }

  /** Donut chart: every status and its count among the visible applications. */
  async onboardingSummary(session: Session): Promise<OnboardingSummaryResponse> {
    const { db } = this.deps;
    const rows = await db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(await visibleApplicationsWhere(db, session))
      .groupBy(applications.status);
    const counts = new Map(rows.map((r) => [r.status, Number(r.n)]));
    return APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  }

  /** Month-on-month bars for the last `months` calendar months in Asia/Kolkata, oldest first. */
  async monthwiseOnboardingSummary(
    session: Session,
    months: number,
  ): Promise<MonthwiseOnboardingSummaryResponse> {
    const { db } = this.deps;
    const local = new Date(this.deps.clock().getTime() + IST_OFFSET_MS);
    const buckets = Array.from({ length: months }, (_, i) => {
      const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - (months - 1 - i), 1));
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
    });
    const start = new Date(Date.UTC(buckets[0]!.year, buckets[0]!.month - 1, 1) - IST_OFFSET_MS);
    const first = alias(applicants, 'first_applicant');
    const monthKey = sql<string>`to_char(${applications.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM')`;
    const rows = await db
      .select({
        key: monthKey,
        individual: sql<number>`count(*) filter (where ${applications.applicationType} = 'individual')`,
        nonIndividual: sql<number>`count(*) filter (where ${applications.applicationType} = 'non_individual')`,
        poa: sql<number>`count(*) filter (where ${applications.hasPoa})`,
        nri: sql<number>`count(*) filter (where lower(${first.residentialStatus}) = 'nri')`,
        minor: sql<number>`count(*) filter (where ${applications.onboardingType} = 'minor')`,
      })
      .from(applications)
      .leftJoin(first, and(eq(first.applicationId, applications.id), eq(first.applicantType, 1)))
      .where(and(await visibleApplicationsWhere(db, session), gte(applications.createdAt, start)))
      .groupBy(monthKey);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return buckets.map(({ year, month }) => {
      const r = byKey.get(`${year}-${String(month).padStart(2, '0')}`);
      return {
        year,
        month,
        data: {
          individual: Number(r?.individual ?? 0),
          nonIndividual: Number(r?.nonIndividual ?? 0),
          poa: Number(r?.poa ?? 0),
          nri: Number(r?.nri ?? 0),
          minor: Number(r?.minor ?? 0),
        },
      };
    });
  }
}

type DetailRow = Awaited<ReturnType<ApplicationListService['details']>>[number];

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
    deletable: (DISTRIBUTOR_LIKE_ROLES as readonly Role[]).includes(role) && status === 'draft',
  };
}
