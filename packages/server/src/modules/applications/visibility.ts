import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicants, applicationOwnerCounts, applications, plans, users } from '../../db/schema';
import type { Session } from '../sessions/service';

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
 * active applicant with the session's mobile.
 */
export function investorApplicationsWhere(session: Session): SQL {
  return and(
    notDeleted(),
    sql`exists (select 1 from ${applicants} where ${applicants.applicationId} = ${applications.id}
      and ${applicants.isActive} and ${applicants.countryCode} = ${session.countryCode}
      and ${applicants.mobile} = ${session.phone})`,
  )!;
}

/**
 * Which applications a caller sees, as a WHERE condition on `applications` (server README "Visibility").
 * Every list and count of applications goes through this one function; none sees a deleted one
 * (`notDeleted`). Otherwise:
 * - amcadmin, amcapprover, superadmin: all;
 * - rm: those it filled or is named on, and those of its distributors and of their sub-distributors
 *   (and of sub-distributors mapped to it);
 * - distributor: its own and its sub-distributors';
 * - subdistributor: its own;
 * - poaapprover: those with a POA;
 * - fundmanager, trustee: those of the plans they are mapped to;
 * - anyone else (investors): none.
 * The hierarchy is read first (a few ids), so the condition is plain `column IN (ids)` that the
 * (column, created_at) indexes serve.
 */
export async function visibleApplicationsWhere(db: Db, session: Session): Promise<SQL> {
  const byRole = await visibleByRole(db, session, APPLICATION_OWNERS);
  if (byRole === false) return sql`false`;
  return byRole === true ? notDeleted() : and(notDeleted(), byRole)!;
}

/**
 * The same rule as a WHERE condition on `application_owner_counts` (migrations/0012): the sum of `n`
 * over the matching rows is the number of visible applications, per status when grouped by it. The
 * counts hold no deleted application.
 */
export async function visibleOwnerCountsWhere(db: Db, session: Session): Promise<SQL> {
  const byRole = await visibleByRole(db, session, COUNT_OWNERS);
  if (byRole === false) return sql`false`;
  return byRole === true ? sql`true` : byRole;
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

const APPLICATION_OWNERS: OwnerColumns = {
  createdBy: applications.createdBy,
  rmId: applications.rmId,
  distributorId: applications.distributorId,
  subdistributorId: applications.subdistributorId,
  planId: applications.planId,
  hasPoa: applications.hasPoa,
};

const COUNT_OWNERS: OwnerColumns = {
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

/** The role's rule alone, on the given columns: `true` (all), `false` (none) or a condition. */
async function visibleByRole(db: Db, session: Session, cols: OwnerColumns): Promise<SQL | boolean> {
  const me = session.userId;
  if (session.kind !== 'staff' || !me) return false;
  if (seesEveryApplication(session)) return true;
  switch (session.role) {
    case 'poaapprover':
      return eq(cols.hasPoa, true);
    case 'fundmanager':
    case 'trustee': {
      const column = session.role === 'fundmanager' ? plans.fundManagerId : plans.trusteeId;
      const planIds = (await db.select({ id: plans.id }).from(plans).where(eq(column, me))).map((p) => p.id);
      return inArray(cols.planId, planIds);
    }
    case 'subdistributor':
      return or(eq(cols.createdBy, me), eq(cols.subdistributorId, me))!;
    case 'distributor': {
      const { subs } = await hierarchyOf(db, session);
      return or(
        eq(cols.createdBy, me),
        eq(cols.distributorId, me),
        inArray(cols.createdBy, subs),
        inArray(cols.subdistributorId, subs),
      )!;
    }
    case 'rm': {
      const { distributors, subs } = await hierarchyOf(db, session);
      const owners = [me, ...distributors, ...subs];
      return or(
        inArray(cols.createdBy, owners),
        eq(cols.rmId, me),
        inArray(cols.distributorId, distributors),
        inArray(cols.subdistributorId, subs),
      )!;
    }
    default:
      return false;
  }
}

interface Hierarchy {
  distributors: string[];
  subs: string[];
}

/**
 * The distributors and sub-distributors under an RM (its distributors, their sub-distributors and those
 * mapped to it) or under a distributor (its sub-distributors), in one statement. A list request needs it
 * twice (its rows and its total), so it is read once per session object: `SessionService.resolve` makes
 * a new one for every request, so nothing outlives the request.
 */
function hierarchyOf(db: Db, session: Session): Promise<Hierarchy> {
  let found = hierarchies.get(session);
  if (!found) {
    found = readHierarchy(db, session.role, session.userId!);
    hierarchies.set(session, found);
  }
  return found;
}

const hierarchies = new WeakMap<Session, Promise<Hierarchy>>();

async function readHierarchy(db: Db, role: string, me: string): Promise<Hierarchy> {
  const mine = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'distributor'), eq(users.rmId, me)));
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      role === 'rm'
        ? or(
            and(eq(users.role, 'distributor'), eq(users.rmId, me)),
            and(eq(users.role, 'subdistributor'), or(eq(users.rmId, me), inArray(users.distributorId, mine))),
          )
        : and(eq(users.role, 'subdistributor'), eq(users.distributorId, me)),
    );
  return {
    distributors: rows.filter((r) => r.role === 'distributor').map((r) => r.id),
    subs: rows.filter((r) => r.role === 'subdistributor').map((r) => r.id),
  };
}
