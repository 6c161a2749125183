import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  USER_ADMIN_MESSAGES,
  USER_ADMIN_PATHS,
  USER_FORM_MESSAGES,
  USER_KINDS,
  type UserKind,
} from '@aif/contracts';
import { applicants, applications, distributorPlans, plans, schemes } from '../../db/schema';
import { STAFF_PHONE, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { auditOf, caller, demoIds, userRow, validBody, type Demo } from './test-helpers';

let db: TestDatabase;
let app: FastifyInstance;
let demo: Demo;
let adminId: string;
let call: ReturnType<typeof caller>;
let plan: { dgfA: string; dgfB: string; dmoA: string; dgf: string; dmo: string };
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  demo = await demoIds(db.db);
  adminId = demo.amcadmin;
  call = caller(app, await tokenFor(app, 'amcadmin'));
  const p = await db.db.select().from(plans);
  const s = await db.db.select().from(schemes);
  const byCode = (code: string) => p.find((x) => x.planCode === code)!.id;
  plan = {
    dgfA: byCode('DGF1-A'),
    dgfB: byCode('DGF1-B'),
    dmoA: byCode('DMO1-A'),
    dgf: s.find((x) => x.schemeCode === 'DGF1')!.id,
    dmo: s.find((x) => x.schemeCode === 'DMO1')!.id,
  };
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const add = (kind: UserKind, body: object) => call('POST', USER_ADMIN_PATHS[kind].add, body);
const update = (kind: UserKind, id: string, body: object) =>
  call('POST', `${USER_ADMIN_PATHS[kind].update}/${id}`, body);
const refs = (kind: UserKind) =>
  kind === 'distributor'
    ? { rmId: demo.rm }
    : kind === 'subdistributor'
      ? { rmId: demo.rm, distributorId: demo.company }
      : {};

describe('add', () => {
  it('adds a user of every kind, stored as normalised, answered and audited', async () => {
    for (const [i, kind] of USER_KINDS.entries()) {
      const res = await add(
        kind,
        validBody(kind, `982000000${i}`, {
          ...refs(kind),
          panNumber: kind === 'fundmanager' || kind === 'amcadmin' ? undefined : 'abcpz1234q',
        }),
      );
      expect([kind, res.statusCode]).toEqual([kind, 200]);
      const { id, user, message } = res.json();
      expect(message).toBe(USER_ADMIN_MESSAGES.saved);
      expect(user).toMatchObject({
        id,
        role: kind,
        isActive: true,
        countryCode: '+91',
        phone: `982000000${i}`,
      });
      const row = await userRow(db.db, id);
      expect(row.panNumber).toBe(kind === 'fundmanager' || kind === 'amcadmin' ? null : 'ABCPZ1234Q');
      expect(row.email).toBe(`${kind}.982000000${i}@test.example`);
      const [audit] = await auditOf(db.db, id);
      expect([audit!.action, audit!.actorId, audit!.actorRole, audit!.fromValue]).toEqual([
        'add_user',
        adminId,
        'amcadmin',
        null,
      ]);
      expect(JSON.parse(audit!.toValue!)).toMatchObject({ role: kind, name: `Test ${kind} 982000000${i}` });
    }
  });

  it('answers 400 with one message per field in the form’s words', async () => {
    const res = await add('rm', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: USER_FORM_MESSAGES.nameRequired,
      errors: [
        { path: 'name', message: USER_FORM_MESSAGES.nameRequired },
        { path: 'email', message: USER_FORM_MESSAGES.emailRequired },
        { path: 'phone', message: USER_FORM_MESSAGES.contactRequired },
        { path: 'panNumber', message: USER_FORM_MESSAGES.panRequired },
        { path: 'empCode', message: USER_FORM_MESSAGES.empCodeRequired },
        { path: 'buildingNo', message: USER_FORM_MESSAGES.address1Required },
      ],
    });
    const trustee = (
      await add('trustee', { ...validBody('trustee', '9820000100'), leegalityName: ' ' })
    ).json();
    expect(trustee.errors).toEqual([
      { path: 'leegalityName', message: USER_FORM_MESSAGES.esignNameRequired },
    ]);
    const sub = (await add('subdistributor', validBody('subdistributor', '9820000101'))).json();
    expect(sub.errors).toEqual([{ path: 'rmId', message: USER_FORM_MESSAGES.rmRequired }]);
    const bad = (await add('amcapprover', { ...validBody('amcapprover', '12345'), email: 'nope' })).json();
    expect(bad.errors).toEqual([
      { path: 'email', message: USER_FORM_MESSAGES.emailInvalid },
      { path: 'phone', message: USER_FORM_MESSAGES.mobileInvalid },
    ]);
  });

  it('refuses an RM that is not an active RM, and a company that is not an active company distributor', async () => {
    const notRm = await add('distributor', validBody('distributor', '9820000102', { rmId: demo.trustee }));
    expect(notRm.json().errors).toEqual([{ path: 'rmId', message: USER_ADMIN_MESSAGES.rmInvalid }]);
    const notCompany = await add(
      'subdistributor',
      validBody('subdistributor', '9820000103', { rmId: demo.rm, distributorId: demo.distributor }),
    );
    expect(notCompany.json().errors).toEqual([
      { path: 'distributorId', message: USER_ADMIN_MESSAGES.distributorInvalid },
    ]);
    const none = await add('subdistributor', validBody('subdistributor', '9820000104', { rmId: demo.rm }));
    expect(none.json().errors).toEqual([
      { path: 'distributorId', message: USER_FORM_MESSAGES.distributorRequired },
    ]);
  });

  it('adds a company distributor without mobile, e-mail or RM, with its plans', async () => {
    const res = await add('distributor', {
      ...validBody('distributor', '9820000105', { distributorType: 'company', rmId: demo.rm }),
      schemeAndPlan: [
        { schemeId: plan.dgf, planIds: [plan.dgfA, plan.dgfB] },
        { schemeId: plan.dmo, planIds: [plan.dmoA] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const row = await userRow(db.db, res.json().id);
    expect([row.phone, row.countryCode, row.email, row.rmId, row.distributorType]).toEqual([
      null,
      null,
      null,
      null,
      'company',
    ]);
    const mapped = await db.db
      .select()
      .from(distributorPlans)
      .where(eq(distributorPlans.distributorId, row.id));
    expect(mapped.map((m) => m.planId).sort()).toEqual([plan.dgfA, plan.dgfB, plan.dmoA].sort());
  });

  it('refuses plans of another scheme, inactive plans and unknown ones', async () => {
    await db.db.update(plans).set({ isActive: false }).where(eq(plans.id, plan.dgfB));
    try {
      for (const rows of [
        [{ schemeId: plan.dgf, planIds: [plan.dmoA] }],
        [{ schemeId: plan.dgf, planIds: [plan.dgfB] }],
        [{ schemeId: plan.dgf, planIds: ['nope'] }],
      ]) {
        const res = await add('distributor', {
          ...validBody('distributor', '9820000106', { rmId: demo.rm }),
          schemeAndPlan: rows,
        });
        expect(res.json().errors).toEqual([
          { path: 'schemeAndPlan', message: USER_ADMIN_MESSAGES.planInvalid },
        ]);
      }
      const missing = await add('distributor', {
        ...validBody('distributor', '9820000106', { rmId: demo.rm }),
        schemeAndPlan: [{ schemeId: plan.dgf, planIds: [] }],
      });
      expect(missing.json().errors).toEqual([
        { path: 'schemeAndPlan', message: USER_FORM_MESSAGES.planRequired },
      ]);
    } finally {
      await db.db.update(plans).set({ isActive: true }).where(eq(plans.id, plan.dgfB));
    }
  });

  it('refuses a mobile of another staff user, or of an investor on an open application', async () => {
    const taken = await add('rm', validBody('rm', STAFF_PHONE.trustee));
    expect([taken.statusCode, taken.json().errors]).toEqual([
      400,
      [{ path: 'phone', message: USER_ADMIN_MESSAGES.mobileTaken }],
    ]);
    const [open] = await db.db
      .select({
        mobile: applicants.mobile,
        status: applications.status,
        number: applications.applicationNumber,
        id: applications.id,
      })
      .from(applicants)
      .innerJoin(applications, eq(applications.id, applicants.applicationId))
      .where(eq(applications.status, 'draft'))
      .limit(1);
    const investor = await add('rm', validBody('rm', open!.mobile!));
    expect(investor.json().errors).toEqual([
      { path: 'phone', message: USER_ADMIN_MESSAGES.mobileIsInvestor(open!.number!) },
    ]);
  });
});

describe('update', () => {
  it('replaces the fields given, audits the changed ones only, and keeps the rest', async () => {
    const { id } = (await add('trustee', validBody('trustee', '9820000200'))).json();
    const res = await update('trustee', id, { city: 'Nashik', name: 'Renamed Trustee' });
    expect([res.statusCode, res.json().message]).toEqual([200, USER_ADMIN_MESSAGES.saved]);
    expect(await userRow(db.db, id)).toMatchObject({
      city: 'Nashik',
      name: 'Renamed Trustee',
      leegalityName: 'Test Trustee',
      pincode: '411001',
    });
    const last = (await auditOf(db.db, id)).at(-1)!;
    expect([last.action, JSON.parse(last.fromValue!), JSON.parse(last.toValue!)]).toEqual([
      'update_user',
      { name: 'Test trustee 9820000200', city: 'Pune' },
      { name: 'Renamed Trustee', city: 'Nashik' },
    ]);
    const count = (await auditOf(db.db, id)).length;
    expect((await update('trustee', id, { city: 'Nashik' })).statusCode).toBe(200);
    expect(await auditOf(db.db, id)).toHaveLength(count);
  });

  it('checks the merged form on the fields given, and answers 404 for an unknown user of the kind', async () => {
    const cleared = await update('rm', demo.rm, { empCode: '' });
    expect(cleared.json().errors).toEqual([{ path: 'empCode', message: USER_FORM_MESSAGES.empCodeRequired }]);
    const code = await update('rm', demo.rm, { countryNameAndCode: 'India: +91', phone: '12' });
    expect(code.json().errors).toEqual([{ path: 'phone', message: USER_FORM_MESSAGES.mobileInvalid }]);
    expect((await update('rm', demo.trustee, { city: 'X' })).statusCode).toBe(404);
    expect((await update('trustee', '00000000-0000-0000-0000-000000000000', { city: 'X' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a change of distributor type and a taken mobile', async () => {
    const type = await update('distributor', demo.distributor, { distributorType: 'company' });
    expect(type.json().errors).toEqual([
      { path: 'distributorType', message: USER_ADMIN_MESSAGES.distributorTypeFixed },
    ]);
    const phone = await update('distributor', demo.distributor, { phone: STAFF_PHONE.rm });
    expect(phone.json().errors).toEqual([{ path: 'phone', message: USER_ADMIN_MESSAGES.mobileTaken }]);
    expect(
      (await update('distributor', demo.distributor, { phone: STAFF_PHONE.distributor })).statusCode,
    ).toBe(200);
  });

  it('replaces a distributor’s plans (the same mapping fund setup writes), audited as a set', async () => {
    const before = (
      await db.db.select().from(distributorPlans).where(eq(distributorPlans.distributorId, demo.distributor))
    ).map((m) => m.planId);
    const res = await update('distributor', demo.distributor, {
      schemeAndPlan: [{ schemeId: plan.dmo, planIds: [plan.dmoA] }],
    });
    expect(res.statusCode).toBe(200);
    const after = await db.db
      .select()
      .from(distributorPlans)
      .where(eq(distributorPlans.distributorId, demo.distributor));
    expect(after.map((m) => m.planId)).toEqual([plan.dmoA]);
    const fundSide = await app.inject({
      method: 'GET',
      url: `/api/onboarding/funds/plans/${plan.dgfA}`,
      headers: { authorization: `Bearer ${await tokenFor(app, 'amcadmin')}` },
    });
    expect(fundSide.json().distributorDetails.distributorIds).not.toContain(demo.distributor);
    const last = (await auditOf(db.db, demo.distributor)).at(-1)!;
    expect(JSON.parse(last.fromValue!).planIds.sort()).toEqual(before.sort());
    expect(JSON.parse(last.toValue!)).toEqual({ planIds: [plan.dmoA] });
  });

  it('keeps a company distributor’s own RM when the company is edited', async () => {
    const res = await update('distributor', demo.company, { city: 'Thane', rmId: null });
    expect(res.statusCode).toBe(200);
    expect(await userRow(db.db, demo.company)).toMatchObject({ city: 'Thane', rmId: demo.rm });
  });
});
