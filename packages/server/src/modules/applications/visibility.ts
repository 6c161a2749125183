import { and, eq, inArray, isNull, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DISTRIBUTOR_LIKE_ROLES } from '@aif/contracts';
import { QueryBuilder, alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  applicants,
  applicationOwnerCounts,
  applications,
  plans,
  signatories,
  signatoryGroups,
  users,
} from '../../db/schema';
import type { Session } from '../../lib/session';

/**
 * A soft-deleted application (migrations/0011) is gone from every read: lists, counts and lookups by
 * id. `visibleApplicationsWhere` and `investorApplicationsWhere` include it; a lookup without either
 * adds it itself.
 */
export function notDeleted(): SQL {
  return isNull(applications.deletedAt);
}

/** For a query on `applicants`: the applicant's application is not deleted. */
export function applicantOfLiveApplication(): SQL {
  return sql`exists (select 1 from ${applications} where ${applications.id} = ${applicants.applicationId}
    and ${applications.deletedAt} is null)`;
}

/**
 * The applications an investor sees, as a WHERE condition on `applications`: those not deleted with an
 * active applicant with the session's mobile (`investorApplicantWhere`, the ones it may also edit), or an
 * active signatory of an active group with it (an authorised signatory or POA holder: read-only, with its
 * own e-sign action; 0-product-decisions §10).
 */
export function investorApplicationsWhere(session: Session): SQL {
  return and(notDeleted(), or(investorApplicantWhere(session), signatoryOfApplication(session)))!;
}

/** The investor is an active applicant of the application: the only investor who may change it. */
export function investorApplicantWhere(session: Session): SQL {
  return sql`exists (select 1 from ${applicants} where ${applicants.applicationId} = ${applications.id}
      and ${applicants.isActive} and ${applicants.countryCode} = ${session.countryCode}
      and ${applicants.mobile} = ${session.phone})`;
}

/** An active signatory of an active group of the application has the session's mobile. */
export function signatoryOfApplication(session: Pick<Session, 'countryCode' | 'phone'>): SQL {
  return sql`exists (select 1 from ${signatories} join ${signatoryGroups}
      on ${signatoryGroups.id} = ${signatories.groupId} and ${signatoryGroups.isActive}
      where ${signatories.applicationId} = ${applications.id} and ${signatories.isActive}
      and ${signatories.countryCode} = ${session.countryCode} and ${signatories.mobile} = ${session.phone})`;
}

/**
 * The applications a caller may open, as a WHERE condition on `applications`: an investor its own
 * (`investorApplicationsWhere`), staff those of its list (`visibleApplicationsWhere`). Everything read
 * through one application (its detail and saves, its PDF and signed PDF, its stored files) asks this.
 */
export function openableApplicationsWhere(session: Session): SQL {
  return session.kind === 'investor' ? investorApplicationsWhere(session) : visibleApplicationsWhere(session);
}

/**
 * Which applications a caller sees, as a WHERE condition on `applications` (server README "Visibility").
 * Every list and count of applications goes through this rule; none sees a deleted one (`notDeleted`).
 * Otherwise:
 * - amcadmin, amcapprover, superadmin: all;
 * - rm: those it filled or is named on, and those of its distributors and of their sub-distributors
 *   (and of sub-distributors mapped to it);
 * - distributor: its own and its sub-distributors';
 * - subdistributor: its own;
 * - poaapprover: those with a POA;
 * - fundmanager, trustee: those of the plans they are mapped to;
 * - anyone else (investors): none.
 * The hierarchy is part of the condition (`column = any(array(select ...))`): PostgreSQL reads those
 * few ids once per statement (an InitPlan) and the (column, created_at) indexes still serve them, so no
 * request waits for a separate lookup of the hierarchy first.
 * The rm, distributor and subdistributor rules are also the SQL function `application_viewers`
 * (migrations/0014), which keeps those callers' counts: change both together (a server test compares them).
 */
export function visibleApplicationsWhere(session: Session): SQL {
  return and(notDeleted(), visibleWhere(visibilityOf(session), APPLICATION_OWNERS, session.userId ?? ''))!;
}

/**
 * The rule of a kind on the given columns as a condition for `and(...)`: none (`undefined`) when the kind
 * sees everything, `false` when it sees nothing. On `applications` (`APPLICATION_OWNERS`) it picks rows; on
 * `application_owner_counts` (`COUNT_OWNERS`, migrations/0012) the sum of `n` over the matching rows is
 * the number of visible applications.
 */
export function visibleWhere(kind: VisibilityKind, cols: OwnerColumns, me: Me): SQL | undefined {
  const byRole = visibleByRole(kind, cols, me);
  if (byRole === true) return undefined;
  return byRole === false ? sql`false` : byRole;
}

/**
 * Which rule applies to a caller. Callers with the same kind share one shape of SQL that differs only
 * in `me`, so a statement built for a kind can be prepared once with `me` as its placeholder.
 */
export type VisibilityKind =
  'all' | 'poa' | 'fundmanager' | 'trustee' | 'subdistributor' | 'distributor' | 'rm' | 'none';

/**
 * Kinds whose rule follows the RM/distributor hierarchy: their counts per status are kept per user in
 * `application_viewer_counts` (migrations/0014, whose `application_viewers` mirrors `visibleByRole`).
 */
export function isHierarchyKind(kind: VisibilityKind): kind is 'rm' | 'distributor' | 'subdistributor' {
  return (DISTRIBUTOR_LIKE_ROLES as readonly string[]).includes(kind);
}

export function visibilityOf(session: Session): VisibilityKind {
  if (session.kind !== 'staff' || !session.userId) return 'none';
  if (seesEveryApplication(session)) return 'all';
  switch (session.role) {
    case 'poaapprover':
      return 'poa';
    case 'fundmanager':
    case 'trustee':
    case 'subdistributor':
    case 'distributor':
    case 'rm':
      return session.role;
    default:
      return 'none';
  }
}

/** The columns the visibility rule reads, in a table that has them. */
interface OwnerColumns {
  createdBy: typeof applications.createdBy | typeof applicationOwnerCounts.createdBy;
  rmId: typeof applications.rmId | typeof applicationOwnerCounts.rmId;
  distributorId: typeof applications.distributorId | typeof applicationOwnerCounts.distributorId;
  subdistributorId: typeof applications.subdistributorId | typeof applicationOwnerCounts.subdistributorId;
  planId: typeof applications.planId | typeof applicationOwnerCounts.planId;
  hasPoa: typeof applications.hasPoa | typeof applicationOwnerCounts.hasPoa;
}

export const APPLICATION_OWNERS: OwnerColumns = {
  createdBy: applications.createdBy,
  rmId: applications.rmId,
  distributorId: applications.distributorId,
  subdistributorId: applications.subdistributorId,
  planId: applications.planId,
  hasPoa: applications.hasPoa,
};

export const COUNT_OWNERS: OwnerColumns = {
  createdBy: applicationOwnerCounts.createdBy,
  rmId: applicationOwnerCounts.rmId,
  distributorId: applicationOwnerCounts.distributorId,
  subdistributorId: applicationOwnerCounts.subdistributorId,
  planId: applicationOwnerCounts.planId,
  hasPoa: applicationOwnerCounts.hasPoa,
};

/** Roles that see every application not deleted (totals may come from the status counts). */
export function seesEveryApplication(session: Session): boolean {
  return (
    session.kind === 'staff' &&
    !!session.userId &&
    (session.role === 'amcadmin' || session.role === 'amcapprover' || session.role === 'superadmin')
  );
}

/** The caller's id in a condition: a value, or a placeholder of a prepared statement. */
type Me = string | Placeholder<'me'>;

// The users a hierarchy is read from, under names of their own so that a query joining `users` itself
// (the list's distributor and filler) is never confused with them.
const hierarchyDistributors = alias(users, 'hierarchy_distributor');
const hierarchySubs = alias(users, 'hierarchy_subdistributor');

// Statements without a database: the subqueries below are rendered into the caller's statement.
const qb = new QueryBuilder();

/** The ids of the users of `role` (read from `table`, an alias of `users`) that match `where`. */
function idsOf(
  table: typeof hierarchySubs | typeof hierarchyDistributors,
  role: 'distributor' | 'subdistributor',
  where: SQL | undefined,
) {
  return qb
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.role, role), where));
}

/** The ids of an RM's distributors. */
function distributorsOfRm(me: Me) {
  return idsOf(hierarchyDistributors, 'distributor', eq(hierarchyDistributors.rmId, me));
}

/** The ids of an RM's sub-distributors: mapped to it, or under one of its distributors. */
function subsOfRm(me: Me) {
  const s = hierarchySubs;
  return idsOf(s, 'subdistributor', or(eq(s.rmId, me), inArray(s.distributorId, distributorsOfRm(me))));
}

/** The ids of a distributor's sub-distributors. */
function subsOfDistributor(me: Me) {
  return idsOf(hierarchySubs, 'subdistributor', eq(hierarchySubs.distributorId, me));
}

/** `column = any(array(subquery))`: an InitPlan read once per statement, usable by an index scan. */
function inIds(column: AnyPgColumn, ids: SQLWrapper): SQL {
  return sql`${column} = any(array(${ids}))`;
}

/** The role's rule alone, on the given columns: `true` (all), `false` (none) or a condition. */
function visibleByRole(kind: VisibilityKind, cols: OwnerColumns, me: Me): SQL | boolean {
  switch (kind) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'poa':
      return eq(cols.hasPoa, true);
    case 'fundmanager':
    case 'trustee': {
      const mapped = kind === 'fundmanager' ? plans.fundManagerId : plans.trusteeId;
      return inIds(cols.planId, qb.select({ id: plans.id }).from(plans).where(eq(mapped, me)));
    }
    case 'subdistributor':
      return or(eq(cols.createdBy, me), eq(cols.subdistributorId, me))!;
    case 'distributor': {
      const subs = subsOfDistributor(me);
      return or(
        eq(cols.createdBy, me),
        eq(cols.distributorId, me),
        inIds(cols.createdBy, subs),
        inIds(cols.subdistributorId, subs),
      )!;
    }
    case 'rm': {
      const distributors = distributorsOfRm(me);
      const subs = subsOfRm(me);
      return or(
        eq(cols.createdBy, me),
        inIds(cols.createdBy, distributors),
        inIds(cols.createdBy, subs),
        eq(cols.rmId, me),
        inIds(cols.distributorId, distributors),
        inIds(cols.subdistributorId, subs),
      )!;
    }
  }
}
