/** Schemes and series (plans) an application may choose, as the investment step and the schemes call see them. */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FundType, InvestmentSchemesResponse } from '@aif/contracts';
import { distributorPlans, plans, schemes } from '../../db/schema';
import type { ApplicationRow, DbOrTx } from './records';
import { num } from './values';

export type PlanRow = typeof plans.$inferSelect;
export type SchemeRow = typeof schemes.$inferSelect;

/**
 * The plans offered for a new selection (0-product-decisions §9), as a condition on `plans` joined with
 * `schemes`: active plans of active schemes that the distributor is mapped to in `distributor_plans` (no
 * rows: none), or, without a distributor, the active plans marked Direct. A sub-distributor's
 * application offers what its company (the application's distributor) offers.
 */
export function offeredPlansWhere(distributorId: string | null): SQL {
  return and(
    eq(plans.isActive, true),
    eq(schemes.isActive, true),
    distributorId
      ? sql`${plans.id} in (select ${distributorPlans.planId} from ${distributorPlans}
            where ${distributorPlans.distributorId} = ${distributorId})`
      : eq(plans.isApplicableForDirect, true),
  )!;
}

/** Ids of the plans offered to an application of `distributorId` (null: no distributor, Direct plans). */
export async function offeredPlanIds(db: DbOrTx, distributorId: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: plans.id })
    .from(plans)
    .innerJoin(schemes, eq(schemes.id, plans.schemeId))
    .where(offeredPlansWhere(distributorId));
  return rows.map((r) => r.id);
}

/** A series row as the plan contract gives it (the schemes call, and the demo data's investments). */
export function toPlan(p: PlanRow): InvestmentSchemesResponse['schemes'][number]['plans'][number] {
  return {
    id: p.id,
    schemeId: p.schemeId,
    planCode: p.planCode,
    planDescription: p.planDescription,
    currency: p.currency === 'usd' ? 'usd' : 'inr',
    faceValue: Number(p.faceValue),
    premiumPercentage: Number(p.premiumPercentage),
    noOfUnits: p.noOfUnits,
    minCommitmentAmount: Number(p.minCommitmentAmount),
    maxCommitmentAmount: Number(p.maxCommitmentAmount),
    setupFeeType: p.setupFeeType,
    setupFee: Number(p.setupFee),
    drawDownDate: p.drawDownDate,
    isActive: p.isActive,
    fundManagerId: p.fundManagerId,
    trusteeId: p.trusteeId,
    ...seriesDetailsOf(p),
  };
}

/** The series details of migrations/0009 (doc 3 §2.7, §3) as the plan contract names them. */
export function seriesDetailsOf(p: PlanRow) {
  return {
    groupNoOfUnits: p.groupNoOfUnits,
    loweredUnits: p.loweredUnits,
    setupFeeInWords: p.setupFeeInWords,
    isoperatingExpensesApplicable: p.isOperatingExpensesApplicable,
    operatingExpensesType: p.operatingExpensesType,
    operatingExpenses: num(p.operatingExpenses),
    operatingExpensesInWords: p.operatingExpensesInWords,
    isHurdleRateTextApplicable: p.isHurdleRateTextApplicable,
    hurdleRateText: p.hurdleRateText,
    isAdditionalReturnTextApplicable: p.isAdditionalReturnTextApplicable,
    additionalReturnText: p.additionalReturnText,
  };
}

/**
 * GET /onboarding/applications/:id/schemes: the schemes and series offered for a new selection, plus the
 * application's own scheme and series when they are no longer offered (inactive, or not mapped), marked
 * `isActive` false: the application keeps them and its step still shows them (0-product-decisions §9).
 */
export async function schemesFor(db: DbOrTx, app: ApplicationRow): Promise<InvestmentSchemesResponse> {
  const where = offeredPlansWhere(app.distributorId);
  const current = app.planId ? eq(plans.id, app.planId) : undefined;
  const rows = await db
    .select({ plan: plans, scheme: schemes, offered: sql<boolean>`coalesce(${where}, false)` })
    .from(plans)
    .innerJoin(schemes, eq(schemes.id, plans.schemeId))
    .where(current ? or(where, current) : where)
    .orderBy(schemes.schemeName, plans.planCode);
  const out: InvestmentSchemesResponse['schemes'] = [];
  for (const { plan, scheme, offered } of rows) {
    let s = out.find((x) => x.id === scheme.id);
    if (!s) {
      s = {
        id: scheme.id,
        schemeCode: scheme.schemeCode,
        schemeName: scheme.schemeName,
        fundCategory: scheme.fundCategory,
        fundType: scheme.fundType as FundType,
        isActive: false,
        plans: [],
      };
      out.push(s);
    }
    // A scheme is open for a new selection when one of its series is.
    if (offered) s.isActive = true;
    s.plans.push({ ...toPlan(plan), isActive: offered });
  }
  return { schemes: out };
}
