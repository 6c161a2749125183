import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  FUND_API_MESSAGES,
  type DirectPlansResponse,
  type FundListResponse,
  type FundType,
  type FundsWithPlansResponse,
  type PlanDetails,
  type PlanDistributor,
  type PlanListRow,
  type PlanOptionsResponse,
  type SchemeDetails,
} from '@aif/contracts';
import type { Db, Tx } from '../../db/client';
import { distributorPlans, plans, schemes, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { person, planDetails, planListRow } from './rows';

/** The read side of fund setup (doc 3 §2.7, §7 "Funds"). */

const fundManagers = alias(users, 'fund_manager');
const trustees = alias(users, 'trustee');

/** Plans with their signers' names, in plan-code order. */
async function planRows(db: Db | Tx, where: SQL | undefined) {
  const rows = await db
    .select({
      plan: plans,
      schemeName: schemes.schemeName,
      fundManagerName: fundManagers.name,
      trusteeName: trustees.name,
    })
    .from(plans)
    .innerJoin(schemes, eq(schemes.id, plans.schemeId))
    .leftJoin(fundManagers, eq(fundManagers.id, plans.fundManagerId))
    .leftJoin(trustees, eq(trustees.id, plans.trusteeId))
    .where(where)
    .orderBy(asc(plans.planCode), asc(plans.id));
  return rows.map((r) => ({
    schemeName: r.schemeName,
    row: planListRow(r.plan, { fundManagerName: r.fundManagerName, trusteeName: r.trusteeName }),
    createdAt: r.plan.createdAt,
  }));
}

/** The funds list: one row per fund, with its first plan's (earliest created) signers and its plan count. */
export async function fundList(db: Db): Promise<FundListResponse> {
  const funds = await db.select().from(schemes).orderBy(asc(schemes.createdAt), asc(schemes.schemeCode));
  const all = await planRows(db, undefined);
  return {
    funds: funds.map((f) => {
      const own = all
        .filter((p) => p.row.schemeId === f.id)
        .sort(
          (a, b) =>
            a.createdAt.getTime() - b.createdAt.getTime() || a.row.planCode.localeCompare(b.row.planCode),
        );
      const first = own[0]?.row;
      return {
        id: f.id,
        schemeCode: f.schemeCode,
        schemeName: f.schemeName,
        amcCode: f.amcCode,
        fundType: f.fundType as FundType,
        isActive: f.isActive,
        planCount: own.length,
        investmentManagerName: first?.fundManager?.name ?? null,
        trusteeName: first?.trustee?.name ?? null,
      };
    }),
  };
}

/** Who the plan form may choose: active investment managers, trustees and distributors, by name. */
export async function planOptions(db: Db): Promise<PlanOptionsResponse> {
  const active = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      arnCode: users.arnCode,
      type: users.distributorType,
    })
    .from(users)
    .where(and(inArray(users.role, ['fundmanager', 'trustee', 'distributor']), eq(users.isActive, true)))
    .orderBy(asc(users.name), asc(users.id));
  const ofRole = (role: string) => active.filter((u) => u.role === role);
  return {
    fundManagers: ofRole('fundmanager').map((u) => ({ id: u.id, name: u.name })),
    trustees: ofRole('trustee').map((u) => ({ id: u.id, name: u.name })),
    distributors: ofRole('distributor').map((u) => ({
      id: u.id,
      name: u.name,
      arnCode: u.arnCode,
      type: u.type,
    })),
  };
}

export async function schemeDetails(db: Db, id: string): Promise<SchemeDetails> {
  const [scheme] = isUuid(id) ? await db.select().from(schemes).where(eq(schemes.id, id)) : [];
  if (!scheme) throw notFound(FUND_API_MESSAGES.schemeNotFound);
  const own = await planRows(db, eq(plans.schemeId, id));
  return {
    id: scheme.id,
    schemeCode: scheme.schemeCode,
    schemeName: scheme.schemeName,
    amcCode: scheme.amcCode,
    fundCategory: scheme.fundCategory,
    fundType: scheme.fundType as FundType,
    bankName: scheme.bankName,
    bankBranch: scheme.bankBranch,
    ifscCode: scheme.ifscCode,
    bankAccountNumber: scheme.bankAccountNumber,
    grievanceEmail: scheme.grievanceEmail,
    isActive: scheme.isActive,
    plans: own.map((p) => p.row),
  };
}

/** The plan's distributors: the rows of the one mapping, by name. */
export async function distributorsOfPlan(db: Db | Tx, planId: string): Promise<PlanDistributor[]> {
  return db
    .select({ id: users.id, name: users.name, arnCode: users.arnCode, type: users.distributorType })
    .from(distributorPlans)
    .innerJoin(users, eq(users.id, distributorPlans.distributorId))
    .where(eq(distributorPlans.planId, planId))
    .orderBy(asc(users.name), asc(users.id));
}

export async function planDetailsOf(db: Db, id: string): Promise<PlanDetails> {
  const [found] = isUuid(id)
    ? await db
        .select({
          plan: plans,
          scheme: {
            id: schemes.id,
            schemeName: schemes.schemeName,
            fundType: schemes.fundType,
            isActive: schemes.isActive,
          },
          fundManagerName: fundManagers.name,
          trusteeName: trustees.name,
        })
        .from(plans)
        .innerJoin(schemes, eq(schemes.id, plans.schemeId))
        .leftJoin(fundManagers, eq(fundManagers.id, plans.fundManagerId))
        .leftJoin(trustees, eq(trustees.id, plans.trusteeId))
        .where(eq(plans.id, id))
    : [];
  if (!found) throw notFound(FUND_API_MESSAGES.planNotFound);
  const distributors = await distributorsOfPlan(db, id);
  return planDetails(found.plan, {
    scheme: { ...found.scheme, fundType: found.scheme.fundType as FundType },
    distributorDetails: { distributorIds: distributors.map((d) => d.id), distributors },
    fundManager: person(found.plan.fundManagerId, found.fundManagerName),
    trustee: person(found.plan.trusteeId, found.trusteeName),
  });
}

const activeFilter = (isActive: 'true' | 'false' | undefined) =>
  isActive === undefined ? undefined : eq(plans.isActive, isActive === 'true');

/**
 * Funds with their plans (user management's mapped-plans pages): with a trustee or investment manager,
 * only that person's plans and the funds that have some; `isActive` filters the plans by their own flag.
 */
export async function fundsWithPlans(
  db: Db,
  query: { trusteeId?: string; fundManagerId?: string; isActive?: 'true' | 'false' },
): Promise<FundsWithPlansResponse> {
  // An id that is no uuid names no one: no plans, rather than a refused statement.
  for (const id of [query.trusteeId, query.fundManagerId])
    if (id !== undefined && !isUuid(id)) return { funds: [] };
  const filters = [
    query.trusteeId ? eq(plans.trusteeId, query.trusteeId) : undefined,
    query.fundManagerId ? eq(plans.fundManagerId, query.fundManagerId) : undefined,
    activeFilter(query.isActive),
  ].filter((f): f is SQL => f !== undefined);
  const matching = await planRows(db, filters.length ? and(...filters) : undefined);
  const funds = await db.select().from(schemes).orderBy(asc(schemes.schemeName), asc(schemes.id));
  return {
    funds: funds
      .map((f) => ({
        id: f.id,
        schemeName: f.schemeName,
        fundType: f.fundType as FundType,
        isActive: f.isActive,
        plans: matching.filter((p) => p.row.schemeId === f.id).map((p) => p.row),
      }))
      .filter((f) => f.plans.length > 0 || filters.length === 0),
  };
}

/** The plans marked Direct (offered to applications without a distributor), with their fund's name. */
export async function directPlans(
  db: Db,
  query: { isActive?: 'true' | 'false' },
): Promise<DirectPlansResponse> {
  const filters = [eq(plans.isApplicableForDirect, true), activeFilter(query.isActive)].filter(
    (f): f is SQL => f !== undefined,
  );
  const rows = await planRows(db, and(...filters));
  const ordered = [...rows].sort(
    (a, b) => a.schemeName.localeCompare(b.schemeName) || a.row.planCode.localeCompare(b.row.planCode),
  );
  return {
    plans: ordered.map((p): PlanListRow & { schemeName: string } => ({ ...p.row, schemeName: p.schemeName })),
  };
}
