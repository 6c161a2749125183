/** Step 1, distributor-details (doc 1 §2): who sells the application, and the rm's login type. */
import { and, eq } from 'drizzle-orm';
import { WIZARD_API_MESSAGES, distributorStepDefaults, type DistributorStepValues } from '@aif/contracts';
import { users } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { isUuid } from '../../../lib/ids';
import { fieldLocked } from '../errors';
import type { ApplicationChanges } from '../records';
import { offeredPlanIds } from '../schemes';
import { contractsStepSchema, type StepHandler } from '../step-handler';
import { same } from '../values';

export const distributorDetails: StepHandler<DistributorStepValues> = {
  slug: 'distributor-details',
  schema: contractsStepSchema('distributor-details'),
  stored: async ({ detail }) => ({ data: distributorStepDefaults(detail) }),

  /**
   * An rm chooses the login type and one of its active distributors (and a sub-distributor of that
   * distributor); the distributor fields are locked for the other roles. A distributor that does not offer
   * the stored series (none: the Direct plans) resets scheme, series and amounts (doc 1 §2).
   */
  async save({ tx, session, app, locks }, v) {
    const loginType = session.role === 'rm' ? v.loginType : app.loginType;
    const unchanged =
      same(v.distributorId, app.distributorId) &&
      same(v.subdistributorId, app.subdistributorId) &&
      (session.role !== 'rm' || same(v.loginType, app.loginType));
    if (locks.distributorFields) {
      if (!unchanged) throw fieldLocked('Distributor Details');
      return { changes: {} };
    }
    if (v.distributorId) {
      const conditions = [
        eq(users.id, v.distributorId),
        eq(users.role, 'distributor'),
        eq(users.isActive, true),
      ];
      if (session.role === 'rm') conditions.push(eq(users.rmId, session.userId!));
      const [d] = isUuid(v.distributorId)
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(and(...conditions))
        : [];
      if (!d && !same(v.distributorId, app.distributorId))
        throw badRequest(WIZARD_API_MESSAGES.distributorNotMapped);
      if (!d && session.role === 'rm') throw badRequest(WIZARD_API_MESSAGES.distributorNotMapped);
    }
    if (v.subdistributorId) {
      const [s] = isUuid(v.subdistributorId)
        ? await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.id, v.subdistributorId),
                eq(users.role, 'subdistributor'),
                eq(users.isActive, true),
                eq(users.distributorId, v.distributorId!),
              ),
            )
        : [];
      if (!s) throw badRequest(WIZARD_API_MESSAGES.subDistributorNotMapped);
    }
    const changes: ApplicationChanges = {
      distributorId: v.distributorId,
      subdistributorId: v.subdistributorId,
      loginType: loginType ?? null,
    };
    if (session.role === 'rm') changes.rmId = session.userId;
    // Another distributor, or none, offers other plans (0-product-decisions §9): a stored plan the new one
    // does not offer resets scheme, plan and amounts (doc 1 §2). Unchanged, the application keeps its plan.
    const newDistributor = v.distributorId || null;
    if (!same(newDistributor, app.distributorId) && app.planId) {
      const offered = await offeredPlanIds(tx, newDistributor);
      if (!offered.includes(app.planId))
        Object.assign(changes, { schemeId: null, planId: null, commitmentAmount: null, investment: null });
    }
    return { changes };
  },

  /** The distributor, sub-distributor and rm with their names; none of them for the investor. */
  async read({ session, app, people }) {
    const person = (uid: string | null) => (uid ? people.get(uid) : undefined);
    const investor = session.role === 'investor';
    const distributor = person(app.distributorId);
    const sub = person(app.subdistributorId);
    const rm = person(app.rmId);
    return {
      application: {
        distributor_id: investor ? null : app.distributorId,
        distributor:
          !investor && distributor
            ? { id: distributor.id, name: distributor.name, arnCode: distributor.arnCode }
            : null,
        subdistributorId: investor ? null : app.subdistributorId,
        subDistributor: !investor && sub ? { id: sub.id, name: sub.name } : null,
        rm: !investor && rm ? { id: rm.id, name: rm.name } : null,
        loginType: app.loginType,
      },
    };
  },
};
