import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { FUND_API_MESSAGES } from '@aif/contracts';
import { plans, schemes } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import {
  NOW,
  addUser,
  auditOf,
  caller,
  demoPeople,
  planBody,
  readOnlyAdminToken,
  schemeBody,
  schemeFields,
  setFundSetupAccess,
  type People,
} from './test-helpers';

let db: TestDatabase;
let app: FastifyInstance;
let people: People;
let adminId: string;
let call: ReturnType<typeof caller>;
let ids: { dgf: string; dmo: string; dgfA: string; dgfB: string; dmoA: string };
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: () => NOW });
  people = await demoPeople(db.db);
  const token = await tokenFor(app, 'amcadmin');
  adminId = (await app.sessions.resolve(token))!.userId!;
  call = caller(app, token);
  const s = await db.db.select().from(schemes);
  const p = await db.db.select().from(plans);
  const scheme = (code: string) => s.find((x) => x.schemeCode === code)!.id;
  const plan = (code: string) => p.find((x) => x.planCode === code)!.id;
  ids = {
    dgf: scheme('DGF1'),
    dmo: scheme('DMO1'),
    dgfA: plan('DGF1-A'),
    dgfB: plan('DGF1-B'),
    dmoA: plan('DMO1-A'),
  };
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

/** Every write with a body that would be valid. */
const writes = (): [string, object][] => [
  ['/api/onboarding/funds/addScheme', schemeBody(people, { schemeCode: 'ACC1' })],
  ['/api/onboarding/funds/addPlan', { ...planBody(people, { planCode: 'ACC-P' }), schemeId: ids.dgf }],
  [`/api/onboarding/funds/updateScheme/${ids.dgf}`, schemeFields(schemeBody(people, { schemeCode: 'DGF1' }))],
  [`/api/onboarding/funds/updatePlan/${ids.dgfB}`, planBody(people, { planCode: 'DGF1-B' })],
  [`/api/onboarding/funds/updateScheme/${ids.dmo}/access`, { isActive: false }],
  [`/api/onboarding/funds/updatePlan/${ids.dgfB}/access`, { isActive: false }],
  [`/api/onboarding/funds/updatePlan/${ids.dgfB}/trustee`, { trusteeId: people.trustee }],
  [`/api/onboarding/funds/updatePlan/${ids.dgfB}/fund-manager`, { fundManagerId: people.fundManager }],
];

describe('who may write', () => {
  it('answers 401 without a session and 403 to other roles', async () => {
    const anonymous = caller(app, null);
    const rm = caller(app, await tokenFor(app, 'rm'));
    for (const [url, body] of writes()) {
      expect((await anonymous('POST', url, body)).statusCode).toBe(401);
      expect((await rm('POST', url, body)).statusCode).toBe(403);
    }
  });

  it('refuses every write to an AIF admin without fund-setup access, before reading the body', async () => {
    const readOnly = caller(app, await readOnlyAdminToken(app));
    for (const [url, body] of writes()) {
      for (const payload of [body, {}]) {
        const res = await readOnly('POST', url, payload);
        expect([url, res.statusCode, res.json()]).toEqual([
          url,
          403,
          { message: FUND_API_MESSAGES.noAccess },
        ]);
      }
    }
    expect(await db.db.select().from(schemes).where(eq(schemes.schemeCode, 'ACC1'))).toEqual([]);
    expect((await db.db.select().from(plans).where(eq(plans.id, ids.dgfB)))[0]!.isActive).toBe(true);
  });

  it('reads the flag afresh on every call: withdrawn, the next call is refused', async () => {
    const toggle = (isActive: boolean) =>
      call('POST', `/api/onboarding/funds/updatePlan/${ids.dgfB}/access`, { isActive });
    expect((await toggle(true)).statusCode).toBe(200);
    await setFundSetupAccess(db.db, false);
    try {
      const refused = await toggle(true);
      expect([refused.statusCode, refused.json()]).toEqual([403, { message: FUND_API_MESSAGES.noAccess }]);
      expect((await call('GET', '/api/onboarding/funds/fundSetupAccess')).json()).toEqual({
        fundSetupAccess: false,
      });
      // Reads stay open.
      expect((await call('GET', '/api/onboarding/funds/list')).statusCode).toBe(200);
    } finally {
      await setFundSetupAccess(db.db, true);
    }
    expect((await toggle(true)).statusCode).toBe(200);
  });
});

describe('access toggles', () => {
  const planToggle = (id: string, isActive: boolean) =>
    call('POST', `/api/onboarding/funds/updatePlan/${id}/access`, { isActive });
  const fundToggle = (id: string, isActive: boolean) =>
    call('POST', `/api/onboarding/funds/updateScheme/${id}/access`, { isActive });

  it('switches a plan off and on, answering its new state, and audits each change', async () => {
    const off = await planToggle(ids.dgfB, false);
    expect(off.json()).toEqual({ message: FUND_API_MESSAGES.accessChanged, id: ids.dgfB, isActive: false });
    expect((await db.db.select().from(plans).where(eq(plans.id, ids.dgfB)))[0]!.isActive).toBe(false);
    expect((await planToggle(ids.dgfB, true)).json()).toMatchObject({ isActive: true });
    const audits = (await auditOf(db.db, 'plan', ids.dgfB)).slice(-2);
    expect(audits.map((a) => [a.action, a.actorId, a.actorRole, a.fromValue, a.toValue])).toEqual([
      ['disable_plan', adminId, 'amcadmin', '{"isActive":true}', '{"isActive":false}'],
      ['enable_plan', adminId, 'amcadmin', '{"isActive":false}', '{"isActive":true}'],
    ]);
  });

  it('refuses switching off the last active plan of an active fund', async () => {
    expect((await planToggle(ids.dgfB, false)).statusCode).toBe(200);
    const refused = await planToggle(ids.dgfA, false);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: FUND_API_MESSAGES.lastActivePlan },
    ]);
    expect((await db.db.select().from(plans).where(eq(plans.id, ids.dgfA)))[0]!.isActive).toBe(true);
    expect((await planToggle(ids.dgfB, true)).statusCode).toBe(200);
  });

  it('refuses switching off the last active fund; a switched-off fund may lose its last plan', async () => {
    const off = await fundToggle(ids.dmo, false);
    expect(off.json()).toEqual({ message: FUND_API_MESSAGES.accessChanged, id: ids.dmo, isActive: false });
    const refused = await fundToggle(ids.dgf, false);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { message: FUND_API_MESSAGES.lastActiveFund },
    ]);
    expect((await db.db.select().from(schemes).where(eq(schemes.id, ids.dgf)))[0]!.isActive).toBe(true);

    expect((await planToggle(ids.dmoA, false)).json()).toMatchObject({ isActive: false });
    expect((await planToggle(ids.dmoA, true)).statusCode).toBe(200);
    expect((await fundToggle(ids.dmo, true)).json()).toMatchObject({ isActive: true });
    expect((await auditOf(db.db, 'scheme', ids.dmo)).map((a) => a.action)).toEqual([
      'disable_scheme',
      'enable_scheme',
    ]);
  });

  it('answers 404 for an unknown fund or plan', async () => {
    const fund = await fundToggle('00000000-0000-4000-8000-000000000000', true);
    expect([fund.statusCode, fund.json()]).toEqual([404, { message: FUND_API_MESSAGES.schemeNotFound }]);
    const plan = await planToggle('nope', true);
    expect([plan.statusCode, plan.json()]).toEqual([404, { message: FUND_API_MESSAGES.planNotFound }]);
  });
});

describe('Update Trustee / Update Investment Manager', () => {
  it('changes only that signer, audits it, then re-issues its pending signatures', async () => {
    const trustee2 = await addUser(db.db, 'trustee', 'Second Trustee', '9100000031');
    const manager2 = await addUser(db.db, 'fundmanager', 'Second Manager', '9100000032');
    const [before] = await db.db.select().from(plans).where(eq(plans.id, ids.dgfA));
    const spy = jest.spyOn(app.esign, 'reissuePlanSigner').mockResolvedValue(2);
    try {
      const res = await call('POST', `/api/onboarding/funds/updatePlan/${ids.dgfA}/trustee`, {
        trusteeId: trustee2,
      });
      expect(res.json()).toEqual({ message: FUND_API_MESSAGES.trusteeUpdated, reissued: 2 });
      expect(spy).toHaveBeenCalledWith(ids.dgfA, 'trustee', { id: adminId, role: 'amcadmin' });
      const [after] = await db.db.select().from(plans).where(eq(plans.id, ids.dgfA));
      expect(after).toEqual({ ...before, trusteeId: trustee2, updatedAt: expect.any(Date) });
      const [audit] = (await auditOf(db.db, 'plan', ids.dgfA)).slice(-1);
      expect(audit).toMatchObject({
        action: 'update_plan_trustee',
        actorId: adminId,
        fromValue: JSON.stringify({ trusteeId: people.trustee }),
        toValue: JSON.stringify({ trusteeId: trustee2 }),
      });

      const im = await call('POST', `/api/onboarding/funds/updatePlan/${ids.dgfA}/fund-manager`, {
        fundManagerId: manager2,
      });
      expect(im.json()).toEqual({ message: FUND_API_MESSAGES.fundManagerUpdated, reissued: 2 });
      expect(spy).toHaveBeenLastCalledWith(ids.dgfA, 'fundmanager', { id: adminId, role: 'amcadmin' });

      // The same person again: no change and no audit row; the re-issue runs again (it is idempotent, so
      // a repeat completes an interrupted one) and here finds nothing stale.
      spy.mockClear();
      spy.mockResolvedValueOnce(0);
      const audits = (await auditOf(db.db, 'plan', ids.dgfA)).length;
      const same = await call('POST', `/api/onboarding/funds/updatePlan/${ids.dgfA}/trustee`, {
        trusteeId: trustee2,
      });
      expect(same.json()).toEqual({ message: FUND_API_MESSAGES.trusteeUpdated, reissued: 0 });
      expect(spy).toHaveBeenCalledWith(ids.dgfA, 'trustee', { id: adminId, role: 'amcadmin' });
      expect(await auditOf(db.db, 'plan', ids.dgfA)).toHaveLength(audits);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a person who is not an active signer of that kind, and an unknown plan', async () => {
    const spy = jest.spyOn(app.esign, 'reissuePlanSigner');
    const off = await addUser(db.db, 'trustee', 'Off Trustee', '9100000033', { isActive: false });
    const cases: [string, object, string, string][] = [
      ['trustee', { trusteeId: off }, 'trusteeId', FUND_API_MESSAGES.trusteeInvalid],
      ['trustee', { trusteeId: people.fundManager }, 'trusteeId', FUND_API_MESSAGES.trusteeInvalid],
      [
        'fund-manager',
        { fundManagerId: people.trustee },
        'fundManagerId',
        FUND_API_MESSAGES.fundManagerInvalid,
      ],
      ['fund-manager', { fundManagerId: 'x' }, 'fundManagerId', FUND_API_MESSAGES.fundManagerInvalid],
    ];
    for (const [kind, body, path, message] of cases) {
      const res = await call('POST', `/api/onboarding/funds/updatePlan/${ids.dgfB}/${kind}`, body);
      expect([res.statusCode, res.json()]).toEqual([400, { message, errors: [{ path, message }] }]);
    }
    const missing = await call('POST', '/api/onboarding/funds/updatePlan/nope/trustee', {
      trusteeId: people.trustee,
    });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: FUND_API_MESSAGES.planNotFound }]);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
