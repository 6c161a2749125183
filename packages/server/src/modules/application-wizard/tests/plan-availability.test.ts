/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read the answers' JSON freely. */
import { and, eq } from 'drizzle-orm';
import { WIZARD_API_MESSAGES, type InvestmentSchemesResponse } from '@aif/contracts';
import { applications, distributorPlans, plans, schemes, users } from '../../../db/schema';
import { DEMO_COMPANY_DISTRIBUTOR } from '../../../db/seed';
import { bearer } from '../../../testing/app';
import { createApplication, invitationsOf, signViaSandbox, statusOf } from '../../esign/test-helpers';
import { addApplication, investmentOn, saveStep } from './later-steps';
import { app, db, load, setupWizardApp, t, uid } from './setup';

// Plan availability (0-product-decisions §9): a distributor's application is offered its mapped active
// plans, one without a distributor the active Direct plans; an application already on a plan keeps it.

type PlanRow = typeof plans.$inferSelect;
let seriesB: PlanRow;
let seriesA: PlanRow;

setupWizardApp(['rm', 'subdistributor', 'amcapprover'], async () => {
  const rows = await db.db.select().from(plans);
  seriesA = rows.find((r) => r.planCode === 'DGF1-A')!;
  seriesB = rows.find((r) => r.planCode === 'DGF1-B')!;
  const [company] = await db.db.select().from(users).where(eq(users.name, DEMO_COMPANY_DISTRIBUTOR.name));
  uid.companyDistributor = company!.id;
});

let seq = 0;
/** A scheme of its own (active unless told), so each test controls what is offered. */
async function addScheme(isActive = true) {
  seq += 1;
  const [s] = await db.db
    .insert(schemes)
    .values({
      schemeCode: `PA${seq}`,
      schemeName: `Availability Fund ${seq}`,
      fundType: 'domestic',
      isActive,
    })
    .returning();
  return s!;
}

/** A copy of demo Series B (same price, units and fee, so the step's values fit) in `schemeId`. */
async function addPlan(schemeId: string, over: Partial<typeof plans.$inferInsert> = {}) {
  seq += 1;
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = seriesB as PlanRow & { updatedAt?: unknown };
  const [p] = await db.db
    .insert(plans)
    .values({ ...rest, schemeId, planCode: `PA-${seq}`, planDescription: `Series ${seq}`, ...over })
    .returning();
  return p!;
}

async function addDistributor(planIds: string[]) {
  seq += 1;
  const [d] = await db.db
    .insert(users)
    .values({
      role: 'distributor',
      name: `Mapped ${seq}`,
      phone: `92300000${String(seq).padStart(2, '0')}`,
      rmId: uid.rm,
    })
    .returning();
  if (planIds.length)
    await db.db.insert(distributorPlans).values(planIds.map((planId) => ({ distributorId: d!.id, planId })));
  return d!;
}

async function schemesOf(id: string, token = t.rm!): Promise<InvestmentSchemesResponse['schemes']> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/onboarding/applications/${id}/schemes`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().schemes;
}
const planIdsOf = (list: InvestmentSchemesResponse['schemes']) =>
  list.flatMap((s) => s.plans.map((p) => p.id));
const onPlan = (p: PlanRow) => investmentOn({ id: p.id, schemeId: p.schemeId! });

describe('the schemes call offers exactly the plans available to the application', () => {
  it("a distributor's application: its mapped plans that are active, of active schemes; no rows, none", async () => {
    const open = await addScheme();
    const closed = await addScheme(false);
    const mapped = await addPlan(open.id, { isApplicableForDirect: false });
    const disabled = await addPlan(open.id, { isActive: false });
    const unmapped = await addPlan(open.id);
    const ofClosed = await addPlan(closed.id);
    const d = await addDistributor([mapped.id, disabled.id, ofClosed.id]);
    const { id } = await addApplication({ currentStep: 7, distributorId: d.id });
    const list = await schemesOf(id);
    expect(planIdsOf(list)).toEqual([mapped.id]);
    expect(list[0]).toMatchObject({ id: open.id, isActive: true });
    expect(list[0]!.plans[0]).toMatchObject({
      id: mapped.id,
      isActive: true,
      maxCommitmentAmount: 500000000,
    });
    expect(planIdsOf(list)).not.toContain(unmapped.id);

    const bare = await addDistributor([]);
    const none = await addApplication({ currentStep: 7, distributorId: bare.id });
    expect(await schemesOf(none.id)).toEqual([]);
    const refused = await saveStep(none.id, 'investment-payment-details', onPlan(seriesB));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(WIZARD_API_MESSAGES.planNotAvailable);

    // The rm's distributor step reads the same: the mapped active plans, none without rows.
    const rm = await app.inject({
      method: 'GET',
      url: '/api/onboarding/amc/distributors-of-rm',
      headers: bearer(t.rm!),
    });
    const byId = (x: string) => rm.json().distributors.find((r: any) => r.id === x);
    expect(byId(d.id).planIds).toEqual([mapped.id]);
    expect(byId(bare.id).planIds).toEqual([]);
  });

  it('an application without a distributor: the active Direct plans of active schemes', async () => {
    const open = await addScheme();
    const direct = await addPlan(open.id, { isApplicableForDirect: true });
    const notDirect = await addPlan(open.id, { isApplicableForDirect: false });
    const directOff = await addPlan(open.id, { isApplicableForDirect: true, isActive: false });
    const { id } = await addApplication({ currentStep: 7 });
    const offered = planIdsOf(await schemesOf(id)).sort();
    const expected = (
      await db.db
        .select({ id: plans.id })
        .from(plans)
        .innerJoin(schemes, eq(schemes.id, plans.schemeId))
        .where(
          and(eq(plans.isActive, true), eq(schemes.isActive, true), eq(plans.isApplicableForDirect, true)),
        )
    )
      .map((r) => r.id)
      .sort();
    expect(offered).toEqual(expected);
    expect(offered).toContain(direct.id);
    expect(offered).not.toContain(notDirect.id);
    expect(offered).not.toContain(directOff.id);

    const refused = await saveStep(id, 'investment-payment-details', onPlan(notDirect));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(WIZARD_API_MESSAGES.planNotAvailable);
    expect((await saveStep(id, 'investment-payment-details', onPlan(direct))).statusCode).toBe(200);
  });

  it("a sub-distributor's application: what its company offers", async () => {
    const { id } = await addApplication({
      currentStep: 7,
      distributorId: uid.companyDistributor,
      subdistributorId: uid.subdistributor,
      createdBy: uid.subdistributor,
    });
    const mapped = await db.db
      .select({ planId: distributorPlans.planId })
      .from(distributorPlans)
      .where(eq(distributorPlans.distributorId, uid.companyDistributor!));
    expect(planIdsOf(await schemesOf(id, t.subdistributor!)).sort()).toEqual(
      mapped.map((m) => m.planId).sort(),
    );
    // The company offers Series A, not Series B (demo data).
    expect(planIdsOf(await schemesOf(id))).toEqual(expect.arrayContaining([seriesA.id]));
    const refused = await saveStep(id, 'investment-payment-details', onPlan(seriesB));
    expect(refused.json().message).toBe(WIZARD_API_MESSAGES.planNotAvailable);
  });
});

describe('an application on a plan no longer offered keeps it', () => {
  it('saves the investment step again on a disabled or unmapped plan, and lists it as inactive', async () => {
    const open = await addScheme();
    const plan = await addPlan(open.id);
    const other = await addPlan(open.id, { isActive: false });
    const d = await addDistributor([plan.id, other.id]);
    const { id } = await addApplication({ currentStep: 7, distributorId: d.id });
    expect((await saveStep(id, 'investment-payment-details', onPlan(plan))).statusCode).toBe(200);

    // Disabled: not offered, but listed (isActive false) and saved again unchanged.
    await db.db.update(plans).set({ isActive: false }).where(eq(plans.id, plan.id));
    const list = await schemesOf(id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: open.id, isActive: false });
    expect(list[0]!.plans).toEqual([expect.objectContaining({ id: plan.id, isActive: false })]);
    const again = await saveStep(id, 'investment-payment-details', onPlan(plan), t.rm);
    expect(again.json().message).toBeUndefined();
    expect(again.statusCode).toBe(200);
    // Another disabled plan is not a new selection it may make.
    const switched = await saveStep(id, 'investment-payment-details', onPlan(other));
    expect(switched.json().message).toBe(WIZARD_API_MESSAGES.planNotAvailable);

    // A disabled scheme and an unmapped plan: still its own.
    await db.db.update(plans).set({ isActive: true }).where(eq(plans.id, plan.id));
    await db.db.update(schemes).set({ isActive: false }).where(eq(schemes.id, open.id));
    await db.db.delete(distributorPlans).where(eq(distributorPlans.distributorId, d.id));
    expect((await saveStep(id, 'investment-payment-details', onPlan(plan))).statusCode).toBe(200);
    expect(planIdsOf(await schemesOf(id))).toEqual([plan.id]);
    expect((await load(id)).planId).toBe(plan.id);

    // Once it moves to an offered plan, the old one is a new selection again: refused.
    await db.db.insert(distributorPlans).values({ distributorId: d.id, planId: seriesB.id });
    expect((await saveStep(id, 'investment-payment-details', onPlan(seriesB))).statusCode).toBe(200);
    const back = await saveStep(id, 'investment-payment-details', onPlan(plan));
    expect(back.json().message).toBe(WIZARD_API_MESSAGES.schemeNotAvailable);
  });

  it("carries the scheme's grievance e-mail to the application's details when the scheme has one", async () => {
    const open = await addScheme();
    const plan = await addPlan(open.id, { isApplicableForDirect: true });
    const { id } = await addApplication({ currentStep: 7 });
    expect((await saveStep(id, 'investment-payment-details', onPlan(plan))).statusCode).toBe(200);
    expect((await load(id)).scheme).toMatchObject({ id: open.id, grievanceEmail: null });
    await db.db
      .update(schemes)
      .set({ grievanceEmail: 'grievance@demo-aif.example' })
      .where(eq(schemes.id, open.id));
    expect((await load(id)).scheme).toMatchObject({ grievanceEmail: 'grievance@demo-aif.example' });
  });

  it("enforces the series' maximum commitment", async () => {
    const { id } = await addApplication({ currentStep: 7 });
    // Series B: 105 a unit, at most 50 crore.
    const res = await saveStep(
      id,
      'investment-payment-details',
      investmentOn({ id: seriesB.id, schemeId: seriesB.schemeId! }, { noOfUnits: 4_800_000 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'commitmentAmount',
      message: 'Commitment Amount should be less than or equal to 50,00,00,000',
    });
    const within = await saveStep(
      id,
      'investment-payment-details',
      investmentOn({ id: seriesB.id, schemeId: seriesB.schemeId! }, { noOfUnits: 4_700_000 }),
    );
    expect(within.statusCode).toBe(200);
  });

  it('is approved and signed on a disabled plan of a disabled scheme', async () => {
    const a = await createApplication(app.db, { status: 'sent_to_amc_approver' });
    const [row] = await db.db.select().from(applications).where(eq(applications.id, a.id));
    await db.db.update(plans).set({ isActive: false }).where(eq(plans.id, row!.planId!));
    await db.db.update(schemes).set({ isActive: false }).where(eq(schemes.id, row!.schemeId!));
    try {
      const approved = await app.inject({
        method: 'POST',
        url: `/api/onboarding/applications/${a.id}/approve`,
        headers: bearer(t.amcapprover!),
      });
      expect(approved.json().status).toBe('sent_to_applicant1');
      const [investor, fm, trustee] = await invitationsOf(app.db, a.id);
      expect((await signViaSandbox(app, investor!.invitationUrl, a.applicants[0]!.mobile)).statusCode).toBe(
        200,
      );
      expect((await signViaSandbox(app, fm!.invitationUrl, '+919000000005')).statusCode).toBe(200);
      expect((await signViaSandbox(app, trustee!.invitationUrl, '+919000000006')).statusCode).toBe(200);
      expect(await statusOf(app.db, a.id)).toBe('signed');
    } finally {
      await db.db.update(plans).set({ isActive: true }).where(eq(plans.id, row!.planId!));
      await db.db.update(schemes).set({ isActive: true }).where(eq(schemes.id, row!.schemeId!));
    }
  });
});

describe('the distributor step resets a plan the new distributor does not offer', () => {
  const onDistributorStep = (id: string, distributorId: string | null) =>
    saveStep(id, 'distributor-details', {
      loginType: distributorId ? 'distributor' : 'rm',
      distributorId: distributorId ?? '',
      subdistributorId: '',
    });

  it('keeps a plan the new distributor (or Direct) offers, resets one it does not', async () => {
    const open = await addScheme();
    const notDirect = await addPlan(open.id, { isApplicableForDirect: false });
    const d1 = await addDistributor([notDirect.id, seriesB.id]);
    const d2 = await addDistributor([seriesB.id]);
    const bare = await addDistributor([]);
    const base = { currentStep: 7, loginType: 'distributor' as const, commitmentAmount: '10500000' };

    // Removing the distributor: a Direct plan stays, another resets.
    const direct = await addApplication({
      ...base,
      distributorId: d1.id,
      schemeId: seriesB.schemeId,
      planId: seriesB.id,
    });
    expect((await onDistributorStep(direct.id, null)).json()).toMatchObject({ planId: seriesB.id });
    const own = await addApplication({
      ...base,
      distributorId: d1.id,
      schemeId: open.id,
      planId: notDirect.id,
    });
    expect((await onDistributorStep(own.id, null)).json()).toMatchObject({
      schemeId: null,
      planId: null,
      commitmentAmount: null,
    });

    // Another distributor: kept when mapped, reset when not (and when it has no rows at all).
    const kept = await addApplication({
      ...base,
      distributorId: d1.id,
      schemeId: seriesB.schemeId,
      planId: seriesB.id,
    });
    expect((await onDistributorStep(kept.id, d2.id)).json()).toMatchObject({ planId: seriesB.id });
    expect((await onDistributorStep(kept.id, bare.id)).json()).toMatchObject({ planId: null });
  });
});
