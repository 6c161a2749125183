import { and, asc, eq, sql } from 'drizzle-orm';
import {
  APPLICATION_DELETE_ROLES,
  APPLICATION_SEARCH_COUNT_CAP,
  DISTRIBUTOR_LIKE_ROLES,
  MESSAGES,
  canEdit,
  isApplicationStatus,
  statusLabel,
  wholeApplicationNumber,
  type ApplicationListFilter,
  type ApplicationListPage,
  type ApplicationListRow,
  type ApplicationStatus,
  type DistributorOptionsResponse,
  type FundType,
  type LinkTargetsResponse,
  type Role,
  type StampPaperDetailsResponse,
} from '@aif/contracts';
import type { Db } from '../../db/client';
import {
  applicants,
  applications,
  esignInvitations,
  plans,
  schemes,
  stampPapers,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Session } from '../../lib/session';
import { signingGroupsOf } from '../esign/signatories';
import { AuditService } from '../audit/service';
import {
  likeContains,
  searchWordParams,
  searchWordsOf,
  listShapeOf,
  pageDetailsQuery,
  pageQuery,
  preparedPerShape,
  searchMatchesQuery,
  searchPageQuery,
  totalQuery,
  type ListParams,
  type ListShape,
  type Prepared,
} from './list-query';
import { visibleApplicationsWhere } from './visibility';

export interface ApplicationListDeps {
  db: Db;
  clock: Clock;
  /** A text search counts its matches up to this many (default `APPLICATION_SEARCH_COUNT_CAP`). */
  searchCountCap?: number;
}

/** The application list and its row actions (doc 3 §2.4-§2.6), all limited by visibility. */
export class ApplicationListService {
  constructor(private readonly deps: ApplicationListDeps) {}

  async list(session: Session, filter: ApplicationListFilter): Promise<ApplicationListPage> {
    const shape = listShapeOf(session, filter);
    if (shape.visibility === 'none') return { applications: [], pages: 0, total: 0, totalCapped: false };
    const number = shape.search === 'number' ? wholeApplicationNumber(filter.search!) : undefined;
    const cap = this.deps.searchCountCap ?? APPLICATION_SEARCH_COUNT_CAP;
    const params: ListParams = {
      me: session.userId ?? '',
      matches: cap + 1,
      status: filter.status ?? [],
      applicationType: filter.applicationType ?? [],
      modeOfHolding: filter.modeOfHolding ?? [],
      distributorId: filter.distributorId ?? [],
      search: number ?? (filter.search ? likeContains(filter.search) : ''),
      ...searchWordParams(shape.searchWords ? searchWordsOf(filter.search!) : []),
      limit: filter.limit,
      offset: (filter.page - 1) * filter.limit,
    };
    const { ids, n } =
      shape.search === 'text' ? await this.searchIds(shape, params) : await this.ids(shape, params);
    // Only a text search reads a capped count; other totals are exact, however large.
    const totalCapped = shape.search === 'text' && n > cap;
    const total = totalCapped ? cap : n;
    this.pageDetails ??= pageDetailsQuery(this.deps.db).prepare('application_list_page_details');
    const rows = ids.length ? await this.pageDetails.execute({ ids }) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      // A row deleted between the two statements is left out rather than failing the page.
      applications: ids.flatMap((id) => {
        const details = byId.get(id);
        return details ? [toRow(details, session.role)] : [];
      }),
      pages: Math.ceil(total / filter.limit),
      total,
      totalCapped,
    };
  }

  /** The page's ids and the exact total (no search, or a whole application number). */
  private async ids(shape: ListShape, params: ListParams): Promise<{ ids: string[]; n: number }> {
    const page = await this.listStatement(shape).execute(params);
    // Every row of the page carries the total. A page past the end has no rows to carry it: count on its
    // own (a first page without rows means there is nothing to count).
    const n = page.length ? Number(page[0]!.total) : await this.countPastTheEnd(shape, params);
    return { ids: page.map((r) => r.id), n };
  }

  /**
   * A text search's page and its matches counted up to `params.matches` (the cap + 1): one statement
   * reads them, and when they are all the matches its page is the page; with more, the page comes from
   * a second statement in the list's order (an index walk for a common name).
   */
  private async searchIds(shape: ListShape, params: ListParams): Promise<{ ids: string[]; n: number }> {
    const first = await this.searchMatches(shape).execute(params);
    const n = first.length ? Number(first[0]!.total) : await this.countPastTheEnd(shape, params);
    if (n < params.matches) return { ids: first.map((r) => r.id), n };
    const page = await this.searchPage(shape).execute(params);
    return { ids: page.map((r) => r.id), n };
  }

  private async countPastTheEnd(shape: ListShape, params: ListParams): Promise<number> {
    if (params.offset === 0) return 0;
    return Number((await this.totalStatement(shape).execute(params))[0]?.n ?? 0);
  }

  private searchMatches(shape: ListShape) {
    return preparedPerShape(this.searchMatchesStatements, 'application_search', shape, () =>
      searchMatchesQuery(this.deps.db, shape),
    );
  }

  private readonly searchMatchesStatements = new Map<string, Prepared<typeof searchMatchesQuery>>();

  private searchPage(shape: ListShape) {
    return preparedPerShape(this.searchPageStatements, 'application_search_page', shape, () =>
      searchPageQuery(this.deps.db, shape),
    );
  }

  private readonly searchPageStatements = new Map<string, Prepared<typeof searchPageQuery>>();

  /**
   * The page's ids and the total as one statement per shape (which filters are present, how it
   * searches, the caller's kind of visibility, the order), built and prepared on first use: every value,
   * the caller's id included, is a placeholder, so the server builds no SQL per request and PostgreSQL
   * parses it once per connection. It reads `applications` alone, so planning it for its values each
   * time is cheap; the ten rows' details follow from a statement whose plan never changes. At most a few
   * hundred shapes exist; a running server meets a handful.
   */
  private listStatement(shape: ListShape) {
    return preparedPerShape(this.pageStatements, 'application_list', shape, () =>
      pageQuery(this.deps.db, shape),
    );
  }

  private readonly pageStatements = new Map<string, Prepared<typeof pageQuery>>();

  /** The list's columns of a page's applications, built and prepared once. */
  private pageDetails: Prepared<typeof pageDetailsQuery> | undefined;

  /** The total alone, for a page past the end (prepared per shape like the page). */
  private totalStatement(shape: ListShape) {
    return preparedPerShape(this.totalStatements, 'application_list_total', shape, () =>
      totalQuery(this.deps.db, shape),
    );
  }

  private readonly totalStatements = new Map<string, Prepared<typeof totalQuery>>();

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
    if (!isUuid(id)) throw notFound();
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

  /**
   * The Get Link dialog's rows: the active applicants, in applicant order, then each invited authorised
   * signatory (or POA holder) with its own invitation and group, then the investment manager and trustee.
   */
  async linkTargets(session: Session, id: string): Promise<LinkTargetsResponse> {
    const { db } = this.deps;
    if (!isUuid(id)) throw notFound();
    const [app] = await db
      .select({
        id: applications.id,
        hasPoa: applications.hasPoa,
        applicationType: applications.applicationType,
      })
      .from(applications)
      .where(and(eq(applications.id, id), visibleApplicationsWhere(session)));
    if (!app) throw notFound();
    const rows = await db
      .select({ id: applicants.id, name: applicants.name, referenceId: applicants.referenceId })
      .from(applicants)
      .where(and(eq(applicants.applicationId, id), eq(applicants.isActive, true)))
      .orderBy(asc(applicants.applicantType));
    // The latest e-sign invitation of each signer (a regenerated document replaces earlier ones); the
    // authorised signatories' (or POA holders') invitations of the latest document that had them.
    const invitations = await db
      .select({
        signer: esignInvitations.signer,
        applicantId: esignInvitations.applicantId,
        userId: esignInvitations.userId,
        signatoryId: esignInvitations.signatoryId,
        signatoryGroupId: esignInvitations.signatoryGroupId,
        documentId: esignInvitations.documentId,
        name: esignInvitations.name,
        invitationUrl: esignInvitations.invitationUrl,
        status: esignInvitations.status,
      })
      .from(esignInvitations)
      .where(eq(esignInvitations.applicationId, id))
      .orderBy(asc(esignInvitations.createdAt), asc(esignInvitations.signerOrder));
    const latest = new Map<string, (typeof invitations)[number]>();
    for (const inv of invitations) if (!inv.signatoryId) latest.set(inv.signer, inv);
    const ofApplicant = (applicantId: string) =>
      [...latest.values()].find((i) => i.applicantId === applicantId);
    const targets: LinkTargetsResponse['targets'] = rows.map((r) => {
      const inv = ofApplicant(r.id);
      return { ...r, invitationUrl: inv?.invitationUrl ?? null, signatureBy: inv?.signer ?? null };
    });
    const signing = invitations.filter((i) => i.signatoryId);
    const lastDocument = signing.at(-1)?.documentId;
    const groups = signing.length
      ? await signingGroupsOf(db, { id, applicationType: app.applicationType })
      : [];
    for (const inv of signing.filter((i) => i.documentId === lastDocument))
      targets.push({
        id: inv.signatoryId!,
        name: inv.name,
        referenceId: null,
        invitationUrl: inv.invitationUrl,
        signatureBy: inv.signer,
        group: groups.find((g) => g.id === inv.signatoryGroupId)?.label ?? null,
        signatureStatus: inv.status,
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

/** rm, distributor and subdistributor may delete a draft (doc 3 §2.5, §6). */
function isDeletable(status: ApplicationStatus, role: Role): boolean {
  return (DISTRIBUTOR_LIKE_ROLES as readonly Role[]).includes(role) && status === 'draft';
}

type DetailRow = Awaited<ReturnType<Prepared<typeof pageDetailsQuery>['execute']>>[number];

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
