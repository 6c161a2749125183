import {
  ACCESS_FLAGS,
  STAFF_ROLES,
  STEP_ORDER,
  investmentStepSchema,
  type FundType,
  type WizardFlow,
} from '@aif/contracts';
import { toPlan } from '../modules/application-wizard/schemes';
import { asc, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import { signatoriesToInvite, signingGroupsOf } from '../modules/esign/signatories';
import {
  applicants,
  applications,
  distributorPlans,
  onboardingConsents,
  plans,
  schemes,
  users,
} from './schema';
import { DEMO_COMPANY_DISTRIBUTOR, DEMO_READ_ONLY_ADMIN, FIRST_APPLICANT_MOBILE, seedDemoData } from './seed';
import { DEMO_CONSENTS } from './seed-consents';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(); // already seeded once
});
afterAll(() => db.close());

describe('demo data', () => {
  it('has one user per staff role on +91 9000000001..9000000009; amcadmin has every access flag', async () => {
    const staff = (await db.db.select().from(users).orderBy(asc(users.phone))).filter(
      (u) => u.name !== DEMO_COMPANY_DISTRIBUTOR.name && u.phone !== DEMO_READ_ONLY_ADMIN.phone,
    );
    expect(staff.map((u) => u.role).sort()).toEqual([...STAFF_ROLES].sort());
    expect(staff.map((u) => u.phone)).toEqual(Array.from({ length: 9 }, (_, i) => `900000000${i + 1}`));
    expect(staff.every((u) => u.countryCode === '+91' && u.name && u.email)).toBe(true);
    const admin = staff.find((u) => u.role === 'amcadmin')!;
    expect(admin.phone).toBe('9000000001');
    for (const flag of ACCESS_FLAGS) expect(admin.flags[flag]).toBe(true);
  });

  it('has a second AIF admin with every flag but fund setup (read-only fund setup)', async () => {
    const [reader] = await db.db.select().from(users).where(eq(users.phone, DEMO_READ_ONLY_ADMIN.phone));
    expect(reader).toMatchObject({ role: 'amcadmin', isActive: true });
    for (const flag of ACCESS_FLAGS) expect(reader!.flags[flag]).toBe(flag !== 'fundSetupAccess');
  });

  it('offers the demo plans: Direct, every plan by the individual distributor, one per fund by the company', async () => {
    const all = await db.db.select().from(users);
    const individual = all.find((u) => u.phone === '9000000003')!;
    const company = all.find((u) => u.name === DEMO_COMPANY_DISTRIBUTOR.name)!;
    expect(company.phone).toBeNull();
    const planRows = await db.db.select().from(plans).orderBy(asc(plans.planCode));
    const mapping = await db.db.select().from(distributorPlans);
    const of = (d: string) =>
      mapping
        .filter((m) => m.distributorId === d)
        .map((m) => m.planId)
        .sort();
    expect(planRows.every((p) => p.isApplicableForDirect)).toBe(true);
    expect(of(individual.id)).toEqual(planRows.map((p) => p.id).sort());
    expect(of(company.id)).toEqual(
      planRows
        .filter((p) => ['DGF1-A', 'DMO1-A'].includes(p.planCode))
        .map((p) => p.id)
        .sort(),
    );
  });

  it('maps the distributors and the sub-distributor under the rm, and the plans to the fund manager and trustee', async () => {
    const all = await db.db.select().from(users);
    const byRole = (role: string) => all.filter((u) => u.role === role);
    const rm = byRole('rm')[0]!;
    const company = all.find((u) => u.name === DEMO_COMPANY_DISTRIBUTOR.name)!;
    expect(company.phone).toBeNull();
    expect(
      byRole('distributor')
        .map((d) => [d.distributorType, d.rmId])
        .sort(),
    ).toEqual([
      ['company', rm.id],
      ['individual', rm.id],
    ]);
    expect(byRole('subdistributor')[0]!.distributorId).toBe(company.id);
    const planRows = await db.db.select().from(plans);
    expect(planRows.every((p) => p.fundManagerId === byRole('fundmanager')[0]!.id)).toBe(true);
    expect(planRows.every((p) => p.trusteeId === byRole('trustee')[0]!.id)).toBe(true);
  });

  it('has a domestic and an msar scheme, each with plans', async () => {
    const rows = await db.db
      .select({ fundType: schemes.fundType, plan: plans.planCode })
      .from(schemes)
      .innerJoin(plans, eq(plans.schemeId, schemes.id));
    expect(new Set(rows.map((r) => r.fundType))).toEqual(new Set(['domestic', 'msar']));
  });

  it('has applications across statuses and kinds, numbered AIF + 7 digits, with random reference ids', async () => {
    const apps = await db.db.select().from(applications);
    expect(apps.length).toBeGreaterThanOrEqual(8);
    expect(new Set(apps.map((a) => a.status)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(apps.map((a) => a.applicationType))).toEqual(new Set(['individual', 'non_individual']));
    for (const a of apps) {
      expect(a.applicationNumber).toMatch(/^AIF\d{7}$/);
      expect(a.applicant1ReferenceId).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(new Set(apps.map((a) => a.createdAt.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(3);
  });

  it('gives the series group and lowered unit minimums, operating expenses and hurdle rates', async () => {
    const rows = await db.db.select().from(plans);
    const grouped = rows.filter((p) => p.groupNoOfUnits > 0 && p.loweredUnits > 0);
    expect(grouped.length).toBeGreaterThanOrEqual(2);
    for (const p of grouped)
      expect(p.loweredUnits < p.groupNoOfUnits && p.groupNoOfUnits < p.noOfUnits).toBe(true);
    const withExpenses = rows.filter((p) => p.isOperatingExpensesApplicable === 'yes');
    expect(withExpenses.map((p) => p.operatingExpensesType).sort()).toEqual(['other', 'percentage']);
    expect(withExpenses.find((p) => p.operatingExpensesType === 'percentage')!.operatingExpenses).toBe(
      '0.75',
    );
    expect(
      withExpenses.find((p) => p.operatingExpensesType === 'other')!.operatingExpensesInWords,
    ).toBeTruthy();
    expect(rows.some((p) => p.isHurdleRateTextApplicable === 'yes' && p.hurdleRateText)).toBe(true);
  });

  it('gives the applications past the investment step a contribution no larger than the commitment', async () => {
    const apps = await db.db.select().from(applications);
    const paid = apps.filter((a) => a.contributionChequeAmount !== null);
    expect(paid.length).toBeGreaterThanOrEqual(8);
    for (const a of paid) {
      expect(Number(a.contributionChequeAmount)).toBeGreaterThan(0);
      expect(Number(a.contributionChequeAmount)).toBeLessThanOrEqual(Number(a.commitmentAmount));
    }
    const completed = paid.filter((a) => a.status === 'signed' || a.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(2);
  });

  it('gives the applications past the investment step the investment the wizard would have saved', async () => {
    const rows = await db.db
      .select({ app: applications, plan: plans, fundType: schemes.fundType })
      .from(applications)
      .innerJoin(plans, eq(plans.id, applications.planId))
      .innerJoin(schemes, eq(schemes.id, applications.schemeId));
    const past = rows.filter(
      ({ app }) =>
        app.currentStep >=
        STEP_ORDER[app.applicationType as WizardFlow].indexOf('investment-payment-details') + 1,
    );
    expect(past.length).toBeGreaterThanOrEqual(8);
    for (const { app } of rows.filter((r) => !past.includes(r)))
      expect({ id: app.applicationNumber, investment: app.investment }).toEqual({
        id: app.applicationNumber,
        investment: null,
      });
    for (const { app, plan, fundType } of past) {
      const investment = app.investment!;
      // The series' price, and units that buy exactly the commitment the list shows.
      expect(investment.faceValue).toBe(Number(plan.faceValue));
      expect(investment.premiumPercentage).toBe(Number(plan.premiumPercentage));
      expect(investment.perUnitValue! * investment.noOfUnits!).toBe(Number(app.commitmentAmount));
      expect(investment.modeOfPayment).toBe('neft');
      // Saved again unchanged, the step's own schema accepts it and derives the same amounts.
      const again = investmentStepSchema({
        role: 'amcadmin',
        applicationType: app.applicationType as WizardFlow,
        today: new Date(),
        fundType: fundType as FundType,
        plan: toPlan(plan),
      }).safeParse({
        ...investment,
        schemeId: app.schemeId,
        planId: app.planId,
        commitmentAmount: app.commitmentAmount,
        contributionChequeAmount: app.contributionChequeAmount,
      });
      expect(again.error?.issues).toBeUndefined();
      expect(again.data).toMatchObject({ ...investment, commitmentAmount: Number(app.commitmentAmount) });
      if (fundType === 'domestic') expect(investment.setupFeeAmount).toBeGreaterThan(0);
    }
  });

  it('has e-mail consents in every status, sent by the demo rm and AIF admin', async () => {
    const rows = await db.db.select().from(onboardingConsents);
    expect(rows).toHaveLength(DEMO_CONSENTS.length);
    expect(new Set(rows.map((c) => c.status))).toEqual(
      new Set(['pending', 'approved', 'rejected', 'revoked']),
    );
    const senders = await db.db.select().from(users);
    const roleOf = (id: string) => senders.find((u) => u.id === id)!.role;
    expect(new Set(rows.map((c) => roleOf(c.createdBy)))).toEqual(new Set(['rm', 'amcadmin']));
    const pending = rows.filter((c) => c.status === 'pending');
    const now = Date.now();
    // One still open, one whose link expired (it stays pending, so it can be re-sent).
    expect(pending.map((c) => c.expiresAt.getTime() > now).sort()).toEqual([false, true]);
    expect(
      rows
        .filter((c) => c.respondedAt)
        .map((c) => c.status)
        .sort(),
    ).toEqual(['approved', 'rejected']);
  });

  it('gives every POA application its POA holder, whom signing would invite', async () => {
    const poa = await db.db.select().from(applications).where(eq(applications.hasPoa, true));
    expect(poa.length).toBeGreaterThanOrEqual(1);
    const mobiles = new Set<string>();
    for (const app of poa) {
      const groups = await signingGroupsOf(db.db, app);
      expect(groups.map((g) => [g.label, g.threshold, g.members.length])).toEqual([['POA Holder', 1, 1]]);
      // The checks the sign document's generation makes (an e-sign holder with a mobile and an e-mail).
      const [invited] = signatoriesToInvite(app, groups);
      expect(invited!.signatory).toMatchObject({ canEsign: true, countryCode: '+91' });
      expect(invited!.signatory.email).toBeTruthy();
      mobiles.add(invited!.signatory.mobile!);
    }
    // Each holder signs in with a mobile of its own.
    expect(mobiles.size).toBe(poa.length);
  });

  it('gives applicants mobiles from +91 9000000010 up', async () => {
    // Entities have none (their contact person has one), as the onboarding entry leaves them.
    const mobiles = (await db.db.select({ m: applicants.mobile }).from(applicants))
      .filter((r) => r.m !== null)
      .map((r) => Number(r.m))
      .sort();
    expect(mobiles[0]).toBe(FIRST_APPLICANT_MOBILE);
    expect(new Set(mobiles).size).toBe(mobiles.length);
  });

  it('seeds only an empty database, once even when two instances try together', async () => {
    const before = await db.db.select().from(users);
    const results = await Promise.all([seedDemoData(db.db), seedDemoData(db.db)]);
    expect(results).toEqual([false, false]);
    expect(await db.db.select().from(users)).toHaveLength(before.length);
  });

  it('numbers new applications from the sequence', async () => {
    const [row] = await db.db
      .insert(applications)
      .values({ applicant1ReferenceId: crypto.randomUUID(), applicationType: 'individual' })
      .returning({ n: applications.applicationNumber });
    const all = (await db.db.select({ n: applications.applicationNumber }).from(applications))
      .map((r) => r.n)
      .sort();
    expect(row!.n).toBe(all[all.length - 1]);
  });
});
