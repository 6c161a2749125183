import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { USER_ADMIN_MESSAGES, USER_FORM_MESSAGES, type FieldError, type SchemePlanRow } from '@aif/contracts';
import type { Tx } from '../../db/client';
import {
  applicants,
  applications,
  distributorPlans,
  plans,
  schemes,
  signatories,
  users,
} from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

/**
 * The rules of a user save that need the database (0-product-decisions §9): the people it points to are
 * active and of the right kind, its plans are active plans of the chosen schemes, and its mobile is
 * nobody else's. Each answers field errors on the form's paths.
 */

/** An application is closed for this rule once signed, completed, rejected or deleted. */
const CLOSED = ['signed', 'completed', 'rejected'];

export async function rmErrors(tx: Tx, rmId: string | null): Promise<FieldError[]> {
  if (!rmId) return [];
  const [rm] = isUuid(rmId)
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, rmId), eq(users.role, 'rm'), eq(users.isActive, true)))
    : [];
  return rm ? [] : [{ path: 'rmId', message: USER_ADMIN_MESSAGES.rmInvalid }];
}

/** A distributor's RM belongs to an active company distributor. */
export async function companyErrors(tx: Tx, distributorId: string | null): Promise<FieldError[]> {
  if (!distributorId) return [{ path: 'distributorId', message: USER_FORM_MESSAGES.distributorRequired }];
  const [company] = isUuid(distributorId)
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, distributorId),
            eq(users.role, 'distributor'),
            eq(users.distributorType, 'company'),
            eq(users.isActive, true),
          ),
        )
    : [];
  return company ? [] : [{ path: 'distributorId', message: USER_ADMIN_MESSAGES.distributorInvalid }];
}

/**
 * Every plan of a row is a plan of that row's scheme, and active with an active scheme; a plan the
 * distributor already offers may stay when it has since been switched off, so that editing another field
 * is not refused for it.
 */
export async function planErrors(
  tx: Tx,
  rows: readonly SchemePlanRow[],
  alreadyMapped: ReadonlySet<string>,
): Promise<FieldError[]> {
  const wanted = rows
    .filter((r) => r.schemeId)
    .flatMap((r) => (r.planIds ?? []).map((planId) => ({ schemeId: r.schemeId!, planId })));
  if (!wanted.length) return [];
  const refused = [{ path: 'schemeAndPlan', message: USER_ADMIN_MESSAGES.planInvalid }];
  if (!wanted.every((w) => isUuid(w.planId) && isUuid(w.schemeId))) return refused;
  const found = await tx
    .select({
      id: plans.id,
      schemeId: plans.schemeId,
      active: sql<boolean>`${plans.isActive} and ${schemes.isActive}`,
    })
    .from(plans)
    .innerJoin(schemes, eq(schemes.id, plans.schemeId))
    .where(
      inArray(
        plans.id,
        wanted.map((w) => w.planId),
      ),
    );
  const byId = new Map(found.map((p) => [p.id, p]));
  const ok = wanted.every((w) => {
    const plan = byId.get(w.planId);
    return plan && plan.schemeId === w.schemeId && (plan.active || alreadyMapped.has(w.planId));
  });
  return ok ? [] : refused;
}

/**
 * A mobile belongs to one staff user, and is not an investor's (an applicant or a signatory) on an open
 * application: otherwise the person would change kind at sign-in.
 */
export async function mobileErrors(
  tx: Tx,
  number: { countryCode: string | null; phone: string | null },
  exceptUserId: string | null,
): Promise<FieldError[]> {
  const { countryCode, phone } = number;
  if (!countryCode || !phone) return [];
  const [staff] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.countryCode, countryCode),
        eq(users.phone, phone),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  if (staff) return [{ path: 'phone', message: USER_ADMIN_MESSAGES.mobileTaken }];
  const open = and(isNull(applications.deletedAt), notInArray(applications.status, CLOSED));
  const [investor] = await tx
    .select({ number: applications.applicationNumber })
    .from(applications)
    .where(
      and(
        open,
        or(
          sql`exists (select 1 from ${applicants} where ${applicants.applicationId} = ${applications.id}
            and ${applicants.isActive} and ${applicants.countryCode} = ${countryCode}
            and ${applicants.mobile} = ${phone})`,
          sql`exists (select 1 from ${signatories} where ${signatories.applicationId} = ${applications.id}
            and ${signatories.isActive} and ${signatories.countryCode} = ${countryCode}
            and ${signatories.mobile} = ${phone})`,
        ),
      ),
    )
    .orderBy(applications.createdAt)
    .limit(1);
  return investor
    ? [{ path: 'phone', message: USER_ADMIN_MESSAGES.mobileIsInvestor(investor.number ?? '') }]
    : [];
}

/** A unique violation on the mobile that a concurrent save slipped past `mobileErrors`. */
export function mobileTakenOnConflict(err: unknown): never {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505' && e.constraint === 'users_phone_unique')
      throw new ValidationError([{ path: 'phone', message: USER_ADMIN_MESSAGES.mobileTaken }]);
    e = e.cause as typeof e;
  }
  throw err;
}

/** Replaces a distributor's rows of the one plan mapping (rows that stay keep their date). */
export async function replacePlans(tx: Tx, distributorId: string, planIds: string[]): Promise<void> {
  const stale = await tx
    .select({ id: distributorPlans.planId })
    .from(distributorPlans)
    .where(eq(distributorPlans.distributorId, distributorId));
  const gone = stale.map((r) => r.id).filter((id) => !planIds.includes(id));
  if (gone.length)
    await tx
      .delete(distributorPlans)
      .where(and(eq(distributorPlans.distributorId, distributorId), inArray(distributorPlans.planId, gone)));
  if (planIds.length)
    await tx
      .insert(distributorPlans)
      .values(planIds.map((planId) => ({ distributorId, planId })))
      .onConflictDoNothing();
}
