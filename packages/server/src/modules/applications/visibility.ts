import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, plans, users } from '../../db/schema';
import type { Session } from '../sessions/service';

/**
 * Which applications a caller sees, as a WHERE condition on `applications` (server README "Visibility").
 * Every list and count of applications goes through this one function:
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
  const me = session.userId;
  if (session.kind !== 'staff' || !me) return sql`false`;
  switch (session.role) {
    case 'amcadmin':
    case 'amcapprover':
    case 'superadmin':
      return sql`true`;
    case 'poaapprover':
      return eq(applications.hasPoa, true);
    case 'fundmanager':
    case 'trustee': {
      const column = session.role === 'fundmanager' ? plans.fundManagerId : plans.trusteeId;
      const planIds = (await db.select({ id: plans.id }).from(plans).where(eq(column, me))).map((p) => p.id);
      return inArray(applications.planId, planIds);
    }
    case 'subdistributor':
      return or(eq(applications.createdBy, me), eq(applications.subdistributorId, me))!;
    case 'distributor': {
      const subs = await idsOf(db, and(eq(users.role, 'subdistributor'), eq(users.distributorId, me)));
      return or(
        eq(applications.createdBy, me),
        eq(applications.distributorId, me),
        inArray(applications.createdBy, subs),
        inArray(applications.subdistributorId, subs),
      )!;
    }
    case 'rm': {
      const distributors = await idsOf(db, and(eq(users.role, 'distributor'), eq(users.rmId, me)));
      const subs = await idsOf(
        db,
        and(
          eq(users.role, 'subdistributor'),
          or(eq(users.rmId, me), inArray(users.distributorId, distributors)),
        ),
      );
      const owners = [me, ...distributors, ...subs];
      return or(
        inArray(applications.createdBy, owners),
        eq(applications.rmId, me),
        inArray(applications.distributorId, distributors),
        inArray(applications.subdistributorId, subs),
      )!;
    }
    default:
      return sql`false`;
  }
}

async function idsOf(db: Db, where: SQL | undefined): Promise<string[]> {
  return (await db.select({ id: users.id }).from(users).where(where)).map((u) => u.id);
}
