import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  FUND_API_MESSAGES,
  FUND_SETUP_MESSAGES,
  type DistributorsOfRmResponse,
  type FieldError,
  type PlanDetails,
  type SchemeDetails,
} from '@aif/contracts';
import { distributorPlans, plans, schemes, users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import {
  NOW,
  addUser,
  auditOf,
  caller,
  demoPeople,
  planBody,
  schemeBody,
  schemeFields,
  type People,
} from './test-helpers';

let db: TestDatabase;
let app: FastifyInstance;
let people: People;
let adminId: string;
let call: ReturnType<typeof caller>;
let rmCall: ReturnType<typeof caller>;
let schemeId: string;
let planId: string;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: () => NOW });
  people = await demoPeople(db.db);
  const token = await tokenFor(app, 'amcadmin');
  adminId = (await app.sessions.resolve(token))!.userId!;
  call = caller(app, token);
  rmCall = caller(app, await tokenFor(app, 'rm'));
  const added = await call('POST', '/api/onboarding/funds/addScheme', schemeBody(people));
  ({ schemeId, planId } = added.json());
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: FieldError[] }).errors;
const planDetails = async (id: string) =>
  (await call('GET', `/api/onboarding/funds/plans/${id}`)).json() as PlanDetails;
const updatePlan = (id: string, body: object) => call('POST', `/api/onboarding/funds/updatePlan/${id}`, body);

describe('POST /funds/updateScheme/:id', () => {
  const update = (id: string, body: object) => call('POST', `/api/onboarding/funds/updateScheme/${id}`, body);

  it('changes the scheme fields only and audits the changed fields before and after', async () => {
    const body = { ...schemeFields(schemeBody(people)), schemeName: 'Test Fund One', bankBranch: '' };
    const res = await update(schemeId, body);
    expect(res.json()).toEqual({ message: FUND_API_MESSAGES.fundSaved, id: schemeId });
    const scheme = (await call('GET', `/api/onboarding/funds/schemes/${schemeId}`)).json() as SchemeDetails;
    expect(scheme).toMatchObject({ schemeName: 'Test Fund One', bankBranch: null, schemeCode: 'TS1' });
    expect(scheme.plans).toHaveLength(1);
    const audits = await auditOf(db.db, 'scheme', schemeId);
    expect(audits.at(-1)).toMatchObject({ action: 'update_scheme', actorId: adminId, actorRole: 'amcadmin' });
    expect(JSON.parse(audits.at(-1)!.fromValue!)).toEqual({ schemeName: 'Test Fund I', bankBranch: 'Fort' });
    expect(JSON.parse(audits.at(-1)!.toValue!)).toEqual({ schemeName: 'Test Fund One', bankBranch: null });

    // The same values again change nothing and write no audit row.
    await update(schemeId, body);
    expect(await auditOf(db.db, 'scheme', schemeId)).toHaveLength(audits.length);
  });

  it('keeps the fund type fixed, refuses another fund’s code and answers 404 for an unknown fund', async () => {
    const fields = schemeFields(schemeBody(people));
    const typed = await update(schemeId, { ...fields, fundType: 'msar' });
    expect([typed.statusCode, errorsOf(typed)]).toEqual([
      400,
      [{ path: 'fundType', message: FUND_SETUP_MESSAGES.fundTypeFixed }],
    ]);
    const taken = await update(schemeId, { ...fields, schemeCode: 'DGF1' });
    expect(errorsOf(taken)).toEqual([{ path: 'schemeCode', message: FUND_API_MESSAGES.schemeCodeTaken }]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await update(id, fields);
      expect([res.statusCode, res.json()]).toEqual([404, { message: FUND_API_MESSAGES.schemeNotFound }]);
    }
  });
});

describe('POST /funds/updatePlan/:id', () => {
  it('replaces the plan’s distributors, read back the same by plan details and by the wizard', async () => {
    const planSide = async () => (await planDetails(planId)).distributorDetails.distributorIds.sort();
    // The wizard's distributor step: which of the rm's distributors offer this plan.
    const wizardSide = async () => {
      const res = (
        await rmCall('GET', '/api/onboarding/amc/distributors-of-rm')
      ).json() as DistributorsOfRmResponse;
      return res.distributors
        .filter((d) => d.planIds?.includes(planId))
        .map((d) => d.id)
        .sort();
    };

    for (const distributorIds of [
      [people.distributor, people.companyDistributor],
      [people.companyDistributor],
    ]) {
      const res = await updatePlan(planId, planBody(people, { distributorIds }));
      expect(res.json()).toEqual({ message: FUND_API_MESSAGES.planSaved, id: planId });
      expect(await planSide()).toEqual([...distributorIds].sort());
      expect(await wizardSide()).toEqual([...distributorIds].sort());
    }

    // Distributor unchecked: no rows at all (Direct stays the plan's own flag).
    await updatePlan(
      planId,
      planBody(people, { isApplicableForDistributor: false, distributorIds: [people.distributor] }),
    );
    expect(await db.db.select().from(distributorPlans).where(eq(distributorPlans.planId, planId))).toEqual(
      [],
    );
    expect(await planSide()).toEqual([]);
    expect(await wizardSide()).toEqual([]);
    expect(await planDetails(planId)).toMatchObject({
      isApplicableForDistributor: false,
      isApplicableForDirect: true,
    });
  });

  it('audits only the changed fields, distributors included', async () => {
    await updatePlan(planId, planBody(people));
    const before = await auditOf(db.db, 'plan', planId);
    await updatePlan(
      planId,
      planBody(people, {
        planDescription: 'Series A (revised)',
        distributorIds: [people.distributor, people.companyDistributor],
      }),
    );
    const audits = await auditOf(db.db, 'plan', planId);
    expect(audits).toHaveLength(before.length + 1);
    expect(audits.at(-1)).toMatchObject({ action: 'update_plan', actorId: adminId, actorRole: 'amcadmin' });
    expect(JSON.parse(audits.at(-1)!.fromValue!)).toEqual({
      planDescription: 'Series A',
      distributorIds: [people.distributor],
    });
    expect(JSON.parse(audits.at(-1)!.toValue!)).toEqual({
      planDescription: 'Series A (revised)',
      distributorIds: [people.distributor, people.companyDistributor],
    });
  });

  it('keeps a mapped distributor switched off since, but refuses adding one', async () => {
    const gone = await addUser(db.db, 'distributor', 'Gone Distributor', '9100000021');
    const both = [people.distributor, gone];
    expect((await updatePlan(planId, planBody(people, { distributorIds: both }))).statusCode).toBe(200);
    await db.db.update(users).set({ isActive: false }).where(eq(users.id, gone));

    // Another field changes: the switched-off distributor stays mapped.
    const kept = await updatePlan(planId, planBody(people, { custodian: 'Kept', distributorIds: both }));
    expect(kept.statusCode).toBe(200);
    expect((await planDetails(planId)).distributorDetails.distributorIds).toContain(gone);

    // Once removed, it cannot be added again.
    await updatePlan(planId, planBody(people, { distributorIds: [people.distributor] }));
    const again = await updatePlan(planId, planBody(people, { distributorIds: both }));
    expect(errorsOf(again)).toEqual([
      { path: 'distributorIds', message: FUND_API_MESSAGES.distributorInvalid },
    ]);
  });

  it('validates by the fund’s stored type and refuses a series number the fund has', async () => {
    const second = await call('POST', '/api/onboarding/funds/addPlan', {
      ...planBody(people, { planCode: 'TS1-B' }),
      schemeId,
    });
    const secondId = second.json().id as string;
    const taken = await updatePlan(secondId, planBody(people, { planCode: 'ts1-a' }));
    expect(errorsOf(taken)).toEqual([{ path: 'planCode', message: FUND_API_MESSAGES.planCodeTaken }]);
    const domestic = await updatePlan(secondId, planBody(people, { planCode: 'TS1-B', drawDownDate: '' }));
    expect(errorsOf(domestic)).toEqual([{ path: 'drawDownDate', message: 'Drawdown Date is required' }]);

    const [msarPlan] = await db.db
      .select({ id: plans.id })
      .from(plans)
      .innerJoin(schemes, eq(schemes.id, plans.schemeId))
      .where(eq(schemes.schemeCode, 'DMO1'));
    const res = await updatePlan(
      msarPlan!.id,
      planBody(people, { planCode: 'DMO1-A', drawDownDate: '', setupFeeType: 'yes', setupFee: '4' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await planDetails(msarPlan!.id)).toMatchObject({
      setupFeeType: null,
      setupFee: 0,
      drawDownDate: null,
    });

    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const missing = await updatePlan(id, planBody(people));
      expect([missing.statusCode, missing.json()]).toEqual([
        404,
        { message: FUND_API_MESSAGES.planNotFound },
      ]);
    }
  });

  it('hands the pending signatures to a new investment manager or trustee once the change is committed', async () => {
    const trustee2 = await addUser(db.db, 'trustee', 'Second Trustee', '9100000022');
    const manager2 = await addUser(db.db, 'fundmanager', 'Second Manager', '9100000023');
    const seen: [string, string, string | null][] = [];
    const spy = jest.spyOn(app.esign, 'reissuePlanSigner').mockImplementation(async (id, signer) => {
      // What another connection sees when the re-issue runs: the change must already be committed.
      const [row] = await db.db.select().from(plans).where(eq(plans.id, id));
      seen.push([id, signer, signer === 'trustee' ? row!.trusteeId : row!.fundManagerId]);
      return 1;
    });
    try {
      await updatePlan(planId, planBody(people, { trusteeId: trustee2 }));
      expect(seen).toEqual([[planId, 'trustee', trustee2]]);
      expect(spy).toHaveBeenCalledWith(planId, 'trustee', { id: adminId, role: 'amcadmin' });

      await updatePlan(planId, planBody(people, { trusteeId: trustee2, fundManagerId: manager2 }));
      expect(seen.at(-1)).toEqual([planId, 'fundmanager', manager2]);

      // Another field only: no re-issue.
      spy.mockClear();
      await updatePlan(
        planId,
        planBody(people, { trusteeId: trustee2, fundManagerId: manager2, custodian: 'X' }),
      );
      expect(spy).not.toHaveBeenCalled();

      const refused = await updatePlan(planId, planBody(people, { fundManagerId: trustee2 }));
      expect(errorsOf(refused)).toEqual([
        { path: 'fundManagerId', message: FUND_API_MESSAGES.fundManagerInvalid },
      ]);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
