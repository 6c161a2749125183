import { and, eq, inArray } from 'drizzle-orm';
import type { DistributorsOfRmResponse } from '@aif/contracts';
import type { Db } from '../../db/client';
import { distributorPlans, plans, schemes, users } from '../../db/schema';

/**
 * GET /onboarding/amc/distributors-of-rm: the rm's active distributors with their active sub-distributors
 * and the plans each offers (its mapped active plans; none without rows), for the distributor step.
 */
export async function distributorsOfRm(db: Db, rmId: string): Promise<DistributorsOfRmResponse> {
  const [rm] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, rmId));
  const distributors = await db
    .select({
      id: users.id,
      name: users.name,
      arnCode: users.arnCode,
      distributorType: users.distributorType,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.role, 'distributor'), eq(users.rmId, rmId), eq(users.isActive, true)))
    .orderBy(users.name);
  const ids = distributors.map((d) => d.id);
  const subs = ids.length
    ? await db
        .select({ id: users.id, name: users.name, distributorId: users.distributorId })
        .from(users)
        .where(
          and(eq(users.role, 'subdistributor'), inArray(users.distributorId, ids), eq(users.isActive, true)),
        )
        .orderBy(users.name)
    : [];
  // What each offers for a new selection: its mapped plans that are active, of active schemes.
  const mapped = ids.length
    ? await db
        .select({ distributorId: distributorPlans.distributorId, planId: distributorPlans.planId })
        .from(distributorPlans)
        .innerJoin(plans, eq(plans.id, distributorPlans.planId))
        .innerJoin(schemes, eq(schemes.id, plans.schemeId))
        .where(
          and(
            inArray(distributorPlans.distributorId, ids),
            eq(plans.isActive, true),
            eq(schemes.isActive, true),
          ),
        )
    : [];
  return {
    rm: { id: rm!.id, name: rm!.name, email: rm!.email },
    distributors: distributors.map((d) => {
      return {
        ...d,
        subDistributors: subs
          .filter((s) => s.distributorId === d.id)
          .map((s) => ({ id: s.id, name: s.name })),
        planIds: mapped.filter((m) => m.distributorId === d.id).map((m) => m.planId),
      };
    }),
  };
}
