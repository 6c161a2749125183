/** Schemes and series (plans) an application may choose, as the investment step and the schemes call see them. */
import { and, eq, inArray } from 'drizzle-orm';
import type { FundType, InvestmentSchemesResponse } from '@aif/contracts';
import { distributorPlans, plans, schemes } from '../../db/schema';
import type { ApplicationRow, DbOrTx } from './records';
import { num } from './values';

export type PlanRow = typeof plans.$inferSelect;
export type SchemeRow = typeof schemes.$inferSelect;

/** Plan ids the distributor offers, or null when it offers every active plan (no rows, no distributor). */
export async function offeredPlanIds(db: DbOrTx, distributorId: string | null): Promise<string[] | null> {
  if (!distributorId) return null;
  const rows = await db
    .select({ planId: distributorPlans.planId })
    .from(distributorPlans)
    .where(eq(distributorPlans.distributorId, distributorId));
  return rows.length ? rows.map((r) => r.planId) : null;
}

/** The fund type of the application's stored scheme (null without one). */
export async function storedFundType(db: DbOrTx, app: ApplicationRow): Promise<FundType | null> {
  if (!app.schemeId) return null;
  const [s] = await db
    .select({ fundType: schemes.fundType })
    .from(schemes)
    .where(eq(schemes.id, app.schemeId));
  return (s?.fundType as FundType | undefined) ?? null;
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

/** GET /onboarding/applications/:id/schemes: the active schemes and series the application may choose. */
export async function schemesFor(db: DbOrTx, app: ApplicationRow): Promise<InvestmentSchemesResponse> {
  const offered = await offeredPlanIds(db, app.distributorId);
  const conditions = [eq(plans.isActive, true), eq(schemes.isActive, true)];
  if (offered) conditions.push(inArray(plans.id, offered));
  const rows = await db
    .select({ plan: plans, scheme: schemes })
    .from(plans)
    .innerJoin(schemes, eq(schemes.id, plans.schemeId))
    .where(and(...conditions))
    .orderBy(schemes.schemeName, plans.planCode);
  const out: InvestmentSchemesResponse['schemes'] = [];
  for (const { plan, scheme } of rows) {
    let s = out.find((x) => x.id === scheme.id);
    if (!s) {
      s = {
        id: scheme.id,
        schemeCode: scheme.schemeCode,
        schemeName: scheme.schemeName,
        fundCategory: scheme.fundCategory,
        fundType: scheme.fundType as FundType,
        plans: [],
      };
      out.push(s);
    }
    s.plans.push(toPlan(plan));
  }
  return { schemes: out };
}
