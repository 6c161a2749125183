import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  FUND_API_MESSAGES,
  type FundListResponse,
  type FundsWithPlansResponse,
  type PlanDetails,
  type SchemeDetails,
} from '@aif/contracts';
import { distributorPlans, plans, schemes } from '../../db/schema';
import { DEMO_COMPANY_DISTRIBUTOR as COMPANY } from '../../db/seed';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import {
  NOW,
  addUser,
  caller,
  demoPeople,
  planBody,
  readOnlyAdminToken,
  schemeBody,
  type People,
} from './test-helpers';

let db: TestDatabase;
let app: FastifyInstance;
let people: People;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: () => NOW });
  people = await demoPeople(db.db);
  call = caller(app, await tokenFor(app, 'amcadmin'));
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const schemeByCode = async (code: string) =>
  (await db.db.select().from(schemes).where(eq(schemes.schemeCode, code)))[0]!;

describe('who may read', () => {
  const reads = [
    '/api/onboarding/funds/list',
    '/api/onboarding/funds/fundSetupAccess',
    '/api/onboarding/funds/plan-options',
    '/api/onboarding/funds',
    '/api/onboarding/funds/direct-applicable-plans',
  ];

  it('answers 401 without a session and 403 to other roles', async () => {
    const rm = caller(app, await tokenFor(app, 'rm'));
    const anonymous = caller(app, null);
    const dgf = await schemeByCode('DGF1');
    for (const url of [...reads, `/api/onboarding/funds/schemes/${dgf.id}`]) {
      expect((await anonymous('GET', url)).statusCode).toBe(401);
      expect((await rm('GET', url)).statusCode).toBe(403);
    }
  });

  it('lets an AIF admin without fund-setup access read everything, and says it has no access', async () => {
    const readOnly = caller(app, await readOnlyAdminToken(app));
    for (const url of reads) expect((await readOnly('GET', url)).statusCode).toBe(200);
    expect((await readOnly('GET', '/api/onboarding/funds/fundSetupAccess')).json()).toEqual({
      fundSetupAccess: false,
    });
    expect((await call('GET', '/api/onboarding/funds/fundSetupAccess')).json()).toEqual({
      fundSetupAccess: true,
    });
  });
});

describe('GET /funds/list', () => {
  it('lists each fund with its plan count and the first plan’s investment manager and trustee', async () => {
    const trustee2 = await addUser(db.db, 'trustee', 'Uma Trustee', '9100000001');
    // A fund whose first plan (by creation) has another trustee than its second.
    const added = await call(
      'POST',
      '/api/onboarding/funds/addScheme',
      schemeBody(people, { schemeCode: 'LST1' }, { trusteeId: trustee2 }),
    );
    expect(added.statusCode).toBe(200);
    const { schemeId } = added.json();
    expect(
      (
        await call('POST', '/api/onboarding/funds/addPlan', {
          ...planBody(people, { planCode: 'LST1-B' }),
          schemeId,
        })
      ).statusCode,
    ).toBe(200);

    const { funds } = (await call('GET', '/api/onboarding/funds/list')).json() as FundListResponse;
    expect(funds.find((f) => f.id === schemeId)).toEqual({
      id: schemeId,
      schemeCode: 'LST1',
      schemeName: 'Test Fund I',
      amcCode: 'TESTAMC',
      fundType: 'domestic',
      isActive: true,
      planCount: 2,
      investmentManagerName: 'Farhan Qureshi',
      trusteeName: 'Uma Trustee',
    });
    expect(funds.find((f) => f.schemeCode === 'DGF1')).toMatchObject({
      planCount: 2,
      investmentManagerName: 'Farhan Qureshi',
      trusteeName: 'Tara Menon',
    });
  });
});

describe('GET /funds/plan-options', () => {
  it('offers active investment managers, trustees and distributors by name, with ARN code and type', async () => {
    await addUser(db.db, 'distributor', 'Aaron Inactive', '9100000002', { isActive: false });
    await addUser(db.db, 'fundmanager', 'Bela Manager', '9100000003', { isActive: true });
    const body = (await call('GET', '/api/onboarding/funds/plan-options')).json();
    expect(body.fundManagers).toEqual([
      { id: expect.any(String), name: 'Bela Manager' },
      { id: people.fundManager, name: 'Farhan Qureshi' },
    ]);
    expect(body.trustees.map((t: { name: string }) => t.name)).toEqual(['Tara Menon', 'Uma Trustee']);
    expect(body.distributors).toEqual([
      { id: people.distributor, name: 'Deepak Sharma', arnCode: 'ARN-100001', type: 'individual' },
      { id: people.companyDistributor, name: COMPANY.name, arnCode: COMPANY.arnCode, type: 'company' },
    ]);
  });
});

describe('GET /funds/schemes/:id and /funds/plans/:id', () => {
  it('answers a fund with its plans in series-number order', async () => {
    const dgf = await schemeByCode('DGF1');
    const res = await call('GET', `/api/onboarding/funds/schemes/${dgf.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as SchemeDetails;
    expect(body).toMatchObject({
      id: dgf.id,
      schemeCode: 'DGF1',
      fundType: 'domestic',
      fundCategory: 'category_ii',
      ifscCode: 'SBIN0000300',
      grievanceEmail: null,
      isActive: true,
    });
    expect(body.plans.map((p) => p.planCode)).toEqual(['DGF1-A', 'DGF1-B']);
    expect(body.plans[0]).toEqual({
      id: expect.any(String),
      schemeId: dgf.id,
      planCode: 'DGF1-A',
      planDescription: 'Series A',
      currency: 'inr',
      setupFeeType: 'yes',
      setupFee: 2,
      minCommitmentAmount: 10_000_000,
      isActive: true,
      fundManager: { id: people.fundManager, name: 'Farhan Qureshi' },
      trustee: { id: people.trustee, name: 'Tara Menon' },
    });
  });

  it('answers every field of a plan with its fund, signers and mapped distributors', async () => {
    const [plan] = await db.db.select().from(plans).where(eq(plans.planCode, 'DGF1-A'));
    const res = await call('GET', `/api/onboarding/funds/plans/${plan!.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PlanDetails;
    expect(body).toMatchObject({
      id: plan!.id,
      scheme: { id: plan!.schemeId, schemeName: 'Demo Growth Fund I', fundType: 'domestic', isActive: true },
      planCode: 'DGF1-A',
      schemeNature: 'Close ended',
      registrationNumber: 'IN/AIF2/24-25/1234',
      schemeStartDate: '2024-04-01',
      lockInPeriod: 3,
      lockInExtension: 2,
      faceValue: 100,
      noOfUnits: 100_000,
      groupNoOfUnits: 50_000,
      loweredUnits: 25_000,
      maxCommitmentAmount: 500_000_000,
      minContributionPercentage: 25,
      managementFee: 0,
      isoperatingExpensesApplicable: 'yes',
      operatingExpensesType: 'percentage',
      operatingExpenses: 0.75,
      hurdleRateText: '10% p.a. pre-tax IRR in INR terms',
      isApplicableForDirect: true,
      isApplicableForDistributor: true,
      fundManagerId: people.fundManager,
      fundManager: { id: people.fundManager, name: 'Farhan Qureshi' },
      trustee: { id: people.trustee, name: 'Tara Menon' },
    });
    // Both demo distributors offer the first plan of each fund (seed), by name.
    expect(body.distributorDetails).toEqual({
      distributorIds: [people.distributor, people.companyDistributor],
      distributors: [
        { id: people.distributor, name: 'Deepak Sharma', arnCode: 'ARN-100001', type: 'individual' },
        { id: people.companyDistributor, name: COMPANY.name, arnCode: COMPANY.arnCode, type: 'company' },
      ],
    });
  });

  it('reads a plan without distributors as not applicable for distributors', async () => {
    const [plan] = await db.db.select().from(plans).where(eq(plans.planCode, 'DGF1-B'));
    await db.db.delete(distributorPlans).where(eq(distributorPlans.planId, plan!.id));
    const body = (await call('GET', `/api/onboarding/funds/plans/${plan!.id}`)).json() as PlanDetails;
    expect(body.isApplicableForDistributor).toBe(false);
    expect(body.distributorDetails).toEqual({ distributorIds: [], distributors: [] });
  });

  it('answers 404 with the fund or plan message for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const s = await call('GET', `/api/onboarding/funds/schemes/${id}`);
      expect([s.statusCode, s.json()]).toEqual([404, { message: FUND_API_MESSAGES.schemeNotFound }]);
      const p = await call('GET', `/api/onboarding/funds/plans/${id}`);
      expect([p.statusCode, p.json()]).toEqual([404, { message: FUND_API_MESSAGES.planNotFound }]);
    }
  });
});

describe('GET /funds (funds with plans) and /funds/direct-applicable-plans', () => {
  it('answers one trustee’s plans, only in the funds that have some, filtered by the plans’ access', async () => {
    const trustee3 = await addUser(db.db, 'trustee', 'Vivek Trustee', '9100000004');
    const [b] = await db.db.select().from(plans).where(eq(plans.planCode, 'DGF1-B'));
    await db.db.update(plans).set({ trusteeId: trustee3 }).where(eq(plans.id, b!.id));
    const of = async (query: string) =>
      ((await call('GET', `/api/onboarding/funds?${query}`)).json() as FundsWithPlansResponse).funds.map(
        (f) => [f.schemeName, f.plans.map((p) => p.planCode)],
      );

    expect(await of(`trusteeId=${trustee3}`)).toEqual([['Demo Growth Fund I', ['DGF1-B']]]);
    await db.db.update(plans).set({ isActive: false }).where(eq(plans.id, b!.id));
    expect(await of(`trusteeId=${trustee3}&isActive=true`)).toEqual([]);
    expect(await of(`trusteeId=${trustee3}&isActive=false`)).toEqual([['Demo Growth Fund I', ['DGF1-B']]]);
    expect(await of(`fundManagerId=${people.fundManager}&isActive=false`)).toEqual([
      ['Demo Growth Fund I', ['DGF1-B']],
    ]);
    expect(await of('trusteeId=nobody')).toEqual([]);
    // Without a filter: every fund with all its plans.
    const all = await of('');
    expect(all).toContainEqual(['Demo Growth Fund I', ['DGF1-A', 'DGF1-B']]);
    expect(all).toContainEqual(['Demo MSAR Opportunities Fund', ['DMO1-A']]);
    await db.db.update(plans).set({ isActive: true, trusteeId: people.trustee }).where(eq(plans.id, b!.id));
  });

  it('answers the plans marked Direct with their fund’s name, filtered by access', async () => {
    const [a] = await db.db.select().from(plans).where(eq(plans.planCode, 'DGF1-A'));
    const [m] = await db.db.select().from(plans).where(eq(plans.planCode, 'DMO1-A'));
    await db.db.update(plans).set({ isApplicableForDirect: false }).where(eq(plans.id, a!.id));
    await db.db.update(plans).set({ isActive: false }).where(eq(plans.id, m!.id));
    const codes = async (query: string) =>
      (
        (await call('GET', `/api/onboarding/funds/direct-applicable-plans${query}`)).json() as {
          plans: { planCode: string; schemeName: string }[];
        }
      ).plans
        .filter((p) => p.planCode.startsWith('D'))
        .map((p) => `${p.schemeName}: ${p.planCode}`);
    expect(await codes('')).toEqual(['Demo Growth Fund I: DGF1-B', 'Demo MSAR Opportunities Fund: DMO1-A']);
    expect(await codes('?isActive=true')).toEqual(['Demo Growth Fund I: DGF1-B']);
    expect(await codes('?isActive=false')).toEqual(['Demo MSAR Opportunities Fund: DMO1-A']);
    await db.db.update(plans).set({ isApplicableForDirect: true }).where(eq(plans.id, a!.id));
    await db.db.update(plans).set({ isActive: true }).where(eq(plans.id, m!.id));
  });
});
