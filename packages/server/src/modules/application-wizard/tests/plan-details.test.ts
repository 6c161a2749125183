import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  LATER_STEP_MESSAGES,
  type ApplicationDetail,
  type InvestmentSchemesResponse,
  type MonthwiseCommitmentResponse,
  type Role,
} from '@aif/contracts';
import { applicants, applications, plans, users } from '../../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../testing/db';
import { STAFF_PHONE, bearer, createTestApp, removeTempDirs, tokenFor } from '../../../testing/app';

/**
 * The series details of migrations/0009 as the investment step meets them: the schemes endpoint answers
 * them, the server applies the group and lowered unit minimums of the stored series, keeps the series'
 * operating expenses and hurdle rate, and stores the contribution amount the dashboard sums.
 */
const NOW = new Date('2026-06-15T06:00:00Z');
let db: TestDatabase;
let app: FastifyInstance;
const t: Partial<Record<Role, string>> = {};
let rmId: string;
let seriesA: typeof plans.$inferSelect;

async function addApplication(): Promise<string> {
  const [row] = await db.db
    .insert(applications)
    .values({
      applicant1ReferenceId: crypto.randomUUID(),
      applicationType: 'individual',
      createdBy: rmId,
      rmId,
      createdAt: NOW,
      // Steps 1-7 saved: the investment step is the next one.
      currentStep: 7,
    })
    .returning();
  await db.db.insert(applicants).values({
    applicationId: row!.id,
    applicantType: 1,
    referenceId: crypto.randomUUID(),
    name: 'Applicant A',
    panNo: 'ABCPX2345K',
    dateOfBirth: '1985-05-05',
    mobile: '9612345678',
    residentialStatus: 'Individual',
  });
  return row!.id;
}

const load = async (id: string): Promise<ApplicationDetail> => {
  const res = await app.inject({ url: `/api/onboarding/applications/${id}`, headers: bearer(t.rm!) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

async function saveInvestment(id: string, over: Record<string, unknown>) {
  const detail = await load(id);
  return app.inject({
    method: 'POST',
    url: `/api/onboarding/applications/${id}/update`,
    headers: bearer(t.rm!),
    payload: {
      step: 'investment-payment-details',
      saveType: 'saveAndProceed',
      version: detail.version,
      // Series A of the demo domestic fund: face 100, no premium, 100,000 units (1 Cr), setup fee 2 %.
      data: {
        schemeId: seriesA.schemeId,
        planId: seriesA.id,
        setupFeeType: 'yes',
        setupFeePercentage: 2,
        setupFeeTDS: 0,
        faceValue: 100,
        premiumPercentage: 0,
        noOfUnits: 100000,
        drawDownDate: '2026-07-06',
        groupInvestment: false,
        lowerTheUnits: false,
        groupName: '',
        modeOfPayment: 'cheque',
        paymentRefNo: '123456',
        ...over,
      },
    },
  });
}

const messages = (res: { json(): unknown }) =>
  ((res.json() as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message);

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: () => NOW });
  t.rm = await tokenFor(app, 'rm');
  t.amcadmin = await tokenFor(app, 'amcadmin');
  const [rm] = await db.db
    .select()
    .from(users)
    .where(and(eq(users.role, 'rm'), eq(users.phone, STAFF_PHONE.rm)));
  rmId = rm!.id;
  const [a] = await db.db.select().from(plans).where(eq(plans.planCode, 'DGF1-A'));
  seriesA = a!;
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  removeTempDirs();
});

describe('GET /onboarding/applications/:id/schemes', () => {
  it('answers the series details the investment step reads', async () => {
    const id = await addApplication();
    const res = await app.inject({
      url: `/api/onboarding/applications/${id}/schemes`,
      headers: bearer(t.rm!),
    });
    expect(res.statusCode).toBe(200);
    const all = (res.json() as InvestmentSchemesResponse).schemes.flatMap((s) => s.plans);
    expect(all.find((p) => p.id === seriesA.id)).toMatchObject({
      noOfUnits: 100000,
      groupNoOfUnits: 50000,
      loweredUnits: 25000,
      isoperatingExpensesApplicable: 'yes',
      operatingExpensesType: 'percentage',
      operatingExpenses: 0.75,
      operatingExpensesInWords: null,
      isHurdleRateTextApplicable: 'yes',
      hurdleRateText: '10% p.a. pre-tax IRR in INR terms',
      isAdditionalReturnTextApplicable: 'no',
      additionalReturnText: null,
      setupFeeInWords: null,
    });
    expect(all.find((p) => p.planCode === 'DGF1-B')).toMatchObject({
      operatingExpensesType: 'other',
      operatingExpenses: null,
      operatingExpensesInWords: expect.stringMatching(/actuals/i),
      isAdditionalReturnTextApplicable: 'yes',
    });
  });
});

describe('minimum units from the stored series', () => {
  it.each([
    ['the series', {}, 99999, 100000],
    ['a group investment', { groupInvestment: true, groupName: 'Mehta Family' }, 49999, 50000],
    ['lowered units', { lowerTheUnits: true }, 24999, 25000],
  ])('%s: below the minimum is refused, the minimum is saved', async (_, option, below, minimum) => {
    const id = await addApplication();
    const refused = await saveInvestment(id, { ...option, noOfUnits: below });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toContain(`No of units should be greater than or equal to ${minimum}`);
    const saved = await saveInvestment(id, { ...option, noOfUnits: minimum });
    expect(saved.statusCode).toBe(200);
    // Below the series' 1 Cr minimum commitment: a group or lowered investment goes by its units.
    expect(saved.json()).toMatchObject({ noOfUnits: minimum, commitmentAmount: minimum * 100 });
  });

  it('reads the minimum from the database at every save, not from the client', async () => {
    const id = await addApplication();
    await db.db.update(plans).set({ loweredUnits: 30000 }).where(eq(plans.id, seriesA.id));
    try {
      // A client sending its own (stale) series minimum changes nothing.
      const res = await saveInvestment(id, { lowerTheUnits: true, noOfUnits: 25000, loweredUnits: 25000 });
      expect(res.statusCode).toBe(400);
      expect(messages(res)).toContain('No of units should be greater than or equal to 30000');
    } finally {
      await db.db.update(plans).set({ loweredUnits: 25000 }).where(eq(plans.id, seriesA.id));
    }
  });
});

describe('series terms and the contribution amount', () => {
  it('keeps the series operating expenses and hurdle rate, and stores the contribution', async () => {
    const id = await addApplication();
    const res = await saveInvestment(id, {
      contributionChequeAmount: '25,00,000.50',
      operatingExpenses: 5, // the series decides
      hurdleRate: 'typed by the client',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      contributionChequeAmount: 2500000.5,
      isoperatingExpensesApplicable: 'yes',
      operatingExpensesType: 'percentage',
      operatingExpenses: 0.75,
      hurdleRate: '10% p.a. pre-tax IRR in INR terms',
    });
    const [row] = await db.db.select().from(applications).where(eq(applications.id, id));
    expect(row!.contributionChequeAmount).toBe('2500000.50');
    expect(row!.investment).not.toHaveProperty('contributionChequeAmount');
    expect((await load(id)).contributionChequeAmount).toBe(2500000.5);
  });

  it.each([
    ['10000000.01', LATER_STEP_MESSAGES.contributionAmountAboveCommitment],
    ['-5', LATER_STEP_MESSAGES.contributionAmountNegative],
    ['1.234', LATER_STEP_MESSAGES.contributionAmountInvalid],
  ])('refuses the contribution %s', async (value, message) => {
    const id = await addApplication();
    const res = await saveInvestment(id, { contributionChequeAmount: value });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual([message]);
  });

  it('the dashboard sums the contribution the investment step stored, once completed', async () => {
    const month = async () => {
      const res = await app.inject({
        url: '/api/onboarding/dashboard/monthwiseCommitmentAmount',
        headers: bearer(t.amcadmin!),
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as MonthwiseCommitmentResponse).find((r) => r.year === 2026 && r.month === 6)!;
    };
    const before = await month();
    const id = await addApplication();
    expect((await saveInvestment(id, { contributionChequeAmount: 3000000 })).statusCode).toBe(200);
    expect(await month()).toEqual(before); // still a draft
    await db.db.update(applications).set({ status: 'signed' }).where(eq(applications.id, id));
    expect(await month()).toEqual({
      ...before,
      completed: before.completed + 1,
      commitmentAmount: before.commitmentAmount + 10000000,
      contributionAmount: before.contributionAmount + 3000000,
    });
  });
});
