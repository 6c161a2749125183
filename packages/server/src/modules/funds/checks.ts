import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { FUND_API_MESSAGES, type FieldError, type PlanInput } from '@aif/contracts';
import type { Tx } from '../../db/client';
import { distributorPlans, plans, schemes, users } from '../../db/schema';
import { ValidationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

/**
 * The rules of a fund or plan save that need the database: who may sign or offer a plan (active users of
 * that role), and codes that must be unique. Each answers field errors on the form's paths.
 */

/** Whether `id` is an active user of `role`. */
async function isActiveUser(tx: Tx, id: string, role: 'fundmanager' | 'trustee'): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role), eq(users.isActive, true)));
  return !!row;
}

export async function signerErrors(
  tx: Tx,
  signers: Partial<Pick<PlanInput, 'fundManagerId' | 'trusteeId'>>,
  prefix = '',
): Promise<FieldError[]> {
  const out: FieldError[] = [];
  if (signers.fundManagerId !== undefined && !(await isActiveUser(tx, signers.fundManagerId, 'fundmanager')))
    out.push({ path: `${prefix}fundManagerId`, message: FUND_API_MESSAGES.fundManagerInvalid });
  if (signers.trusteeId !== undefined && !(await isActiveUser(tx, signers.trusteeId, 'trustee')))
    out.push({ path: `${prefix}trusteeId`, message: FUND_API_MESSAGES.trusteeInvalid });
  return out;
}

/**
 * Every distributor must be an active distributor; one already mapped to this plan may stay when it has
 * since been switched off, so that editing another field of the plan is not refused for it.
 */
async function distributorErrors(
  tx: Tx,
  ids: string[],
  planId: string | null,
  prefix: string,
): Promise<FieldError[]> {
  if (!ids.length) return [];
  const refused = [{ path: `${prefix}distributorIds`, message: FUND_API_MESSAGES.distributorInvalid }];
  if (!ids.every(isUuid)) return refused;
  const found = await tx
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'distributor')));
  const mapped = planId
    ? new Set(
        (
          await tx
            .select({ id: distributorPlans.distributorId })
            .from(distributorPlans)
            .where(eq(distributorPlans.planId, planId))
        ).map((r) => r.id),
      )
    : new Set<string>();
  const allowed = new Set(found.filter((u) => u.isActive || mapped.has(u.id)).map((u) => u.id));
  return ids.every((id) => allowed.has(id)) ? [] : refused;
}

export async function schemeCodeErrors(
  tx: Tx,
  schemeCode: string,
  exceptId: string | null,
): Promise<FieldError[]> {
  const where: SQL[] = [eq(schemes.schemeCode, schemeCode)];
  if (exceptId) where.push(ne(schemes.id, exceptId));
  const [taken] = await tx
    .select({ id: schemes.id })
    .from(schemes)
    .where(and(...where));
  return taken ? [{ path: 'schemeCode', message: FUND_API_MESSAGES.schemeCodeTaken }] : [];
}

/** The plan's people and its series number (unique within its fund). */
export async function planErrors(
  tx: Tx,
  plan: PlanInput,
  at: { schemeId: string | null; planId: string | null; prefix: string },
): Promise<FieldError[]> {
  const out = await signerErrors(tx, plan, at.prefix);
  out.push(...(await distributorErrors(tx, plan.distributorIds, at.planId, at.prefix)));
  if (at.schemeId) {
    const where: SQL[] = [eq(plans.schemeId, at.schemeId), eq(plans.planCode, plan.planCode)];
    if (at.planId) where.push(ne(plans.id, at.planId));
    const [taken] = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(and(...where));
    if (taken) out.push({ path: `${at.prefix}planCode`, message: FUND_API_MESSAGES.planCodeTaken });
  }
  return out;
}

/**
 * A unique violation that a concurrent save slipped past the checks above, as the same field error
 * (drizzle wraps the driver's error: its code and constraint are on a `cause`).
 */
export function uniqueViolationAsFieldError(err: unknown, planPrefix = ''): never {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') {
      if (e.constraint === 'schemes_code_unique')
        throw new ValidationError([{ path: 'schemeCode', message: FUND_API_MESSAGES.schemeCodeTaken }]);
      if (e.constraint === 'plans_code_unique')
        throw new ValidationError([
          { path: `${planPrefix}planCode`, message: FUND_API_MESSAGES.planCodeTaken },
        ]);
    }
    e = e.cause as typeof e;
  }
  throw err;
}

/** Replaces the plan's rows of the one distributor mapping by `ids` (rows that stay keep their date). */
export async function replaceDistributors(tx: Tx, planId: string, ids: string[]): Promise<void> {
  const stale = await tx
    .select({ id: distributorPlans.distributorId })
    .from(distributorPlans)
    .where(eq(distributorPlans.planId, planId));
  const gone = stale.map((r) => r.id).filter((id) => !ids.includes(id));
  if (gone.length)
    await tx
      .delete(distributorPlans)
      .where(and(eq(distributorPlans.planId, planId), inArray(distributorPlans.distributorId, gone)));
  if (ids.length)
    await tx
      .insert(distributorPlans)
      .values(ids.map((distributorId) => ({ distributorId, planId })))
      .onConflictDoNothing();
}
