import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  FUND_API_MESSAGES,
  FUND_SETUP_MESSAGES,
  MESSAGES,
  type FieldError,
  type PlanDetails,
} from '@aif/contracts';
import { distributorPlans, plans, schemes, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { uniqueViolationAsFieldError } from './checks';
import {
  NOW,
  SUNDAY,
  addUser,
  auditOf,
  caller,
  demoPeople,
  planBody,
  schemeBody,
  type People,
} from './test-helpers';

let db: TestDatabase;
let app: FastifyInstance;
let people: People;
let adminId: string;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: () => NOW });
  people = await demoPeople(db.db);
  const token = await tokenFor(app, 'amcadmin');
  adminId = (await app.sessions.resolve(token))!.userId!;
  call = caller(app, token);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const addScheme = (body: object) => call('POST', '/api/onboarding/funds/addScheme', body);
const schemeRows = (code: string) => db.db.select().from(schemes).where(eq(schemes.schemeCode, code));
const planDetails = async (id: string) =>
  (await call('GET', `/api/onboarding/funds/plans/${id}`)).json() as PlanDetails;
const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: FieldError[] }).errors;

describe('POST /funds/addScheme', () => {
  it('stores the fund and its first plan normalised, maps its distributors and audits both', async () => {
    const res = await addScheme(schemeBody(people));
    expect(res.statusCode).toBe(200);
    const { message, schemeId, planId } = res.json();
    expect(message).toBe(FUND_API_MESSAGES.fundSaved);

    const [scheme] = await schemeRows('TS1');
    expect(scheme).toMatchObject({
      id: schemeId,
      schemeName: 'Test Fund I',
      amcCode: 'TESTAMC',
      fundType: 'domestic',
      ifscCode: 'SBIN0000300',
      grievanceEmail: 'grievance@test-aif.example',
      isActive: true,
    });
    const plan = await planDetails(planId);
    expect(plan).toMatchObject({
      schemeId,
      planCode: 'TS1-A',
      registrationNumber: 'IN/AIF2/25-26/0001',
      minCommitmentAmount: 10_000_000,
      setupFee: 2,
      managementFee: 0,
      operatingExpenses: 0.5,
      // In-words texts are sanitised (doc 3 §5).
      hurdleRateText: '8% p.a. b compounded /b',
      drawDownDate: '2025-06-30',
      isActive: true,
      isApplicableForDirect: true,
      isApplicableForDistributor: true,
      distributorDetails: { distributorIds: [people.distributor], distributors: [expect.any(Object)] },
    });
    expect(await db.db.select().from(distributorPlans).where(eq(distributorPlans.planId, planId))).toEqual([
      expect.objectContaining({ distributorId: people.distributor }),
    ]);

    const [schemeAudit] = await auditOf(db.db, 'scheme', schemeId);
    expect(schemeAudit).toMatchObject({ actorId: adminId, actorRole: 'amcadmin', action: 'add_scheme' });
    expect(schemeAudit!.fromValue).toBeNull();
    expect(JSON.parse(schemeAudit!.toValue!)).toMatchObject({ schemeCode: 'TS1', fundType: 'domestic' });
    const [planAudit] = await auditOf(db.db, 'plan', planId);
    expect(planAudit).toMatchObject({ actorId: adminId, actorRole: 'amcadmin', action: 'add_plan' });
    expect(JSON.parse(planAudit!.toValue!)).toMatchObject({
      schemeId,
      planCode: 'TS1-A',
      distributorIds: [people.distributor],
    });
  });

  it('requires the drawdown date, setup fee type and hurdle rate text of a domestic or gift fund', async () => {
    for (const fundType of ['domestic', 'gift']) {
      const res = await addScheme(
        schemeBody(
          people,
          { schemeCode: `REQ-${fundType}`, fundType },
          { drawDownDate: '', setupFeeType: '', hurdleRateText: ' ' },
        ),
      );
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual(
        expect.arrayContaining([
          { path: 'plan.setupFeeType', message: FUND_SETUP_MESSAGES.required('Setup Fee Type') },
          { path: 'plan.hurdleRateText', message: FUND_SETUP_MESSAGES.required('Hurdle Rate') },
          { path: 'plan.drawDownDate', message: MESSAGES.drawdownDateRequired },
        ]),
      );
      expect(await schemeRows(`REQ-${fundType.toUpperCase()}`)).toEqual([]);
    }
  });

  it('hides setup fee, hurdle rate, additional return and the drawdown requirement for msar', async () => {
    const res = await addScheme(
      schemeBody(
        people,
        { schemeCode: 'msar1', fundType: 'msar' },
        {
          drawDownDate: '',
          setupFeeType: 'yes',
          setupFee: '5',
          hurdleRateText: '',
          isAdditionalReturnTextApplicable: 'yes',
          additionalReturnText: '',
        },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(await planDetails(res.json().planId)).toMatchObject({
      setupFeeType: null,
      setupFee: 0,
      setupFeeInWords: null,
      isHurdleRateTextApplicable: 'no',
      hurdleRateText: null,
      isAdditionalReturnTextApplicable: 'no',
      additionalReturnText: null,
      drawDownDate: null,
    });
  });

  it('stores setup fee 0 and the words when the setup fee type is other', async () => {
    const res = await addScheme(
      schemeBody(
        people,
        { schemeCode: 'OTH1' },
        { setupFeeType: 'other', setupFee: '3', setupFeeInWords: ' As agreed   with the {investor} ' },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(await planDetails(res.json().planId)).toMatchObject({
      setupFeeType: 'other',
      setupFee: 0,
      setupFeeInWords: 'As agreed with the investor',
    });
  });

  it('answers the scheme’s and the plan’s field messages on their paths', async () => {
    const res = await addScheme(
      schemeBody(
        people,
        { schemeCode: 'BAD1', schemeName: '', fundCategory: 'category_x' },
        { drawDownDate: SUNDAY, noOfUnits: '2000000000', planDescription: '' },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: FUND_SETUP_MESSAGES.required('Scheme Name'),
      errors: [
        { path: 'schemeName', message: FUND_SETUP_MESSAGES.required('Scheme Name') },
        { path: 'fundCategory', message: FUND_SETUP_MESSAGES.invalid('Fund Category') },
        { path: 'plan.planDescription', message: FUND_SETUP_MESSAGES.required('Series Name') },
        { path: 'plan.noOfUnits', message: FUND_SETUP_MESSAGES.tooLarge('No of Units', 1_000_000_000) },
        { path: 'plan.drawDownDate', message: FUND_SETUP_MESSAGES.drawdownSunday },
      ],
    });
    expect(await schemeRows('BAD1')).toEqual([]);
  });

  it('refuses signers and distributors that are not active users of their role, keeping no fund', async () => {
    const inactiveTrustee = await addUser(db.db, 'trustee', 'Old Trustee', '9100000011', { isActive: false });
    const inactiveDistributor = await addUser(db.db, 'distributor', 'Old Distributor', '9100000012', {
      isActive: false,
    });
    const cases: [object, FieldError][] = [
      [
        { fundManagerId: people.trustee },
        { path: 'plan.fundManagerId', message: FUND_API_MESSAGES.fundManagerInvalid },
      ],
      [{ trusteeId: inactiveTrustee }, { path: 'plan.trusteeId', message: FUND_API_MESSAGES.trusteeInvalid }],
      [{ trusteeId: 'not-a-uuid' }, { path: 'plan.trusteeId', message: FUND_API_MESSAGES.trusteeInvalid }],
      [
        { distributorIds: [people.distributor, inactiveDistributor] },
        { path: 'plan.distributorIds', message: FUND_API_MESSAGES.distributorInvalid },
      ],
      [
        { distributorIds: [people.rm] },
        { path: 'plan.distributorIds', message: FUND_API_MESSAGES.distributorInvalid },
      ],
    ];
    for (const [plan, error] of cases) {
      const res = await addScheme(schemeBody(people, { schemeCode: 'PPL1' }, plan));
      expect([res.statusCode, errorsOf(res)]).toEqual([400, [error]]);
    }
    expect(await schemeRows('PPL1')).toEqual([]);
  });

  it('keeps no fund when storing its plan fails (one transaction)', async () => {
    const planCount = (await db.db.select({ id: plans.id }).from(plans)).length;
    const original = app.audit.record.bind(app.audit);
    const spy = jest.spyOn(app.audit, 'record').mockImplementation(async (entry, tx) => {
      if (entry.action === 'add_plan') throw new Error('plan write failed');
      return original(entry, tx);
    });
    try {
      const res = await addScheme(schemeBody(people, { schemeCode: 'TX1' }));
      expect(res.statusCode).toBe(500);
      expect(spy).toHaveBeenCalledWith(expect.objectContaining({ action: 'add_scheme' }), expect.anything());
    } finally {
      spy.mockRestore();
    }
    expect(await schemeRows('TX1')).toEqual([]);
    expect(await db.db.select({ id: plans.id }).from(plans)).toHaveLength(planCount);
  });

  it('refuses a scheme code already used, whatever its case', async () => {
    const res = await addScheme(schemeBody(people, { schemeCode: 'dgf1' }));
    expect([res.statusCode, res.json()]).toEqual([
      400,
      {
        message: FUND_API_MESSAGES.schemeCodeTaken,
        errors: [{ path: 'schemeCode', message: FUND_API_MESSAGES.schemeCodeTaken }],
      },
    ]);
  });

  it('answers the database’s unique violations (a concurrent save) as the same field errors', async () => {
    const [dgf] = await schemeRows('DGF1');
    const duplicate = db.db.insert(schemes).values({ schemeCode: 'DGF1', schemeName: 'Twin' });
    const schemeErr = await duplicate.then(
      () => null,
      (e: unknown) => e,
    );
    expect(() => uniqueViolationAsFieldError(schemeErr)).toThrow(
      expect.objectContaining({
        statusCode: 400,
        errors: [{ path: 'schemeCode', message: FUND_API_MESSAGES.schemeCodeTaken }],
      }),
    );
    const planErr = await db.db
      .insert(plans)
      .values({ schemeId: dgf!.id, planCode: 'DGF1-A', planDescription: 'Twin' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(() => uniqueViolationAsFieldError(planErr, 'plan.')).toThrow(
      expect.objectContaining({
        errors: [{ path: 'plan.planCode', message: FUND_API_MESSAGES.planCodeTaken }],
      }),
    );
    const other = new Error('something else');
    expect(() => uniqueViolationAsFieldError(other)).toThrow(other);
  });
});

describe('POST /funds/addPlan', () => {
  const addPlan = (body: object) => call('POST', '/api/onboarding/funds/addPlan', body);

  it('adds a plan by its fund’s type; no distributor rows when Distributor is unchecked', async () => {
    const [msar] = await schemeRows('DMO1');
    const res = await addPlan({
      ...planBody(people, {
        planCode: 'dmo1-b',
        drawDownDate: null,
        setupFeeType: '',
        isApplicableForDirect: false,
        isApplicableForDistributor: false,
        distributorIds: [people.distributor],
      }),
      schemeId: msar!.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FUND_API_MESSAGES.planSaved, id: expect.any(String) });
    const plan = await planDetails(res.json().id);
    expect(plan).toMatchObject({
      planCode: 'DMO1-B',
      scheme: { id: msar!.id, fundType: 'msar' },
      isApplicableForDirect: false,
      isApplicableForDistributor: false,
      distributorDetails: { distributorIds: [], distributors: [] },
    });
    const [audit] = await auditOf(db.db, 'plan', plan.id);
    expect(audit).toMatchObject({ action: 'add_plan', actorId: adminId });
  });

  it('requires the distributors when Distributor is checked', async () => {
    const [dgf] = await schemeRows('DGF1');
    const res = await addPlan({
      ...planBody(people, { planCode: 'DGF1-C', distributorIds: [] }),
      schemeId: dgf!.id,
    });
    expect(errorsOf(res)).toEqual([
      { path: 'distributorIds', message: FUND_SETUP_MESSAGES.distributorsRequired },
    ]);
  });

  it('refuses a series number the fund already has, and an unknown fund', async () => {
    const [dgf] = await schemeRows('DGF1');
    const taken = await addPlan({ ...planBody(people, { planCode: 'dgf1-a' }), schemeId: dgf!.id });
    expect([taken.statusCode, errorsOf(taken)]).toEqual([
      400,
      [{ path: 'planCode', message: FUND_API_MESSAGES.planCodeTaken }],
    ]);
    // The same series number in another fund is fine.
    const [msar] = await schemeRows('DMO1');
    expect(
      (await addPlan({ ...planBody(people, { planCode: 'DGF1-A' }), schemeId: msar!.id })).statusCode,
    ).toBe(200);
    for (const schemeId of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await addPlan({ ...planBody(people, { planCode: 'N1' }), schemeId });
      expect([res.statusCode, res.json()]).toEqual([404, { message: FUND_API_MESSAGES.schemeNotFound }]);
    }
  });

  it('refuses a distributor switched off before the plan was saved', async () => {
    const [dgf] = await schemeRows('DGF1');
    await db.db.update(users).set({ isActive: false }).where(eq(users.id, people.companyDistributor));
    const res = await addPlan({
      ...planBody(people, { planCode: 'DGF1-D', distributorIds: [people.companyDistributor] }),
      schemeId: dgf!.id,
    });
    await db.db.update(users).set({ isActive: true }).where(eq(users.id, people.companyDistributor));
    expect(errorsOf(res)).toEqual([
      { path: 'distributorIds', message: FUND_API_MESSAGES.distributorInvalid },
    ]);
  });
});
