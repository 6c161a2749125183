import type { FastifyInstance } from 'fastify';
import { ACCESS_FLAGS, AMC_ADMINS_PATHS, USER_ADMIN_MESSAGES, USER_FORM_MESSAGES } from '@aif/contracts';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { auditOf, demoIds, userRow, validBody, type Demo } from './test-helpers';

let db: TestDatabase;
let app: FastifyInstance;
let demo: Demo;
let superadmin: string;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  demo = await demoIds(db.db);
  superadmin = await tokenFor(app, 'superadmin');
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const as = (token: string) => (method: 'GET' | 'POST', path: string, payload?: object) =>
  app.inject({ method, url: `/api${path}`, headers: bearer(token), payload });

describe('the superadmin’s AIF admins', () => {
  it('lists the AIF admins with every flag named', async () => {
    const res = await as(superadmin)('GET', AMC_ADMINS_PATHS.admins);
    expect(res.statusCode).toBe(200);
    const main = res.json().amcAdmins.find((a: { id: string }) => a.id === demo.amcadmin);
    expect(Object.keys(main.flags).sort()).toEqual([...ACCESS_FLAGS].sort());
    expect(Object.values(main.flags).every((v) => v === true)).toBe(true);
  });

  it('adds an AIF admin with flags, checked by the AIF admin form', async () => {
    const refused = await as(superadmin)('POST', AMC_ADMINS_PATHS.admins, { flags: {} });
    expect(refused.json().errors[0]).toEqual({ path: 'name', message: USER_FORM_MESSAGES.nameRequired });
    const res = await as(superadmin)('POST', AMC_ADMINS_PATHS.admins, {
      ...validBody('amcadmin', '9850000001'),
      flags: { unlockingAccess: true, adminSupport: true },
    });
    expect(res.statusCode).toBe(200);
    const { id, amcAdmin } = res.json();
    expect(amcAdmin.flags).toMatchObject({ unlockingAccess: true, adminSupport: true, trusteeAccess: false });
    expect((await userRow(db.db, id)).flags).toMatchObject({ unlockingAccess: true, fundSetupAccess: false });
    expect((await auditOf(db.db, id))[0]!.actorRole).toBe('superadmin');
  });

  it('replaces an AIF admin’s flags, audits the changed ones, and the admin’s next call sees them', async () => {
    const path = AMC_ADMINS_PATHS.flags(demo.amcadmin);
    const flags = Object.fromEntries(ACCESS_FLAGS.map((f) => [f, f !== 'trusteeAccess']));
    const res = await as(superadmin)('POST', path, { flags });
    expect([res.statusCode, res.json().message, res.json().amcAdmin.flags.trusteeAccess]).toEqual([
      200,
      USER_ADMIN_MESSAGES.flagsUpdated,
      false,
    ]);
    const last = (await auditOf(db.db, demo.amcadmin)).at(-1)!;
    expect([last.action, last.fromValue, last.toValue]).toEqual([
      'set_flags',
      '{"trusteeAccess":true}',
      '{"trusteeAccess":false}',
    ]);
    const admin = as(await tokenFor(app, 'amcadmin'));
    expect((await admin('GET', '/onboarding/amc/trusteeAccess')).json()).toEqual({ trusteeAccess: false });
    expect(
      (await admin('POST', `/onboarding/amc/update-trustee/${demo.trustee}`, { city: 'Pune' })).statusCode,
    ).toBe(403);
    await as(superadmin)('POST', path, { flags: Object.fromEntries(ACCESS_FLAGS.map((f) => [f, true])) });
    expect((await admin('GET', '/onboarding/amc/trusteeAccess')).json()).toEqual({ trusteeAccess: true });
  });

  it('sets flags of AIF admins only, and is the superadmin’s alone', async () => {
    const notAdmin = await as(superadmin)('POST', AMC_ADMINS_PATHS.flags(demo.rm), {
      flags: { trusteeAccess: true },
    });
    expect([notAdmin.statusCode, notAdmin.json()]).toEqual([404, { message: USER_ADMIN_MESSAGES.notFound }]);
    expect((await userRow(db.db, demo.rm)).flags).toEqual({});
    const own = await as(superadmin)('POST', AMC_ADMINS_PATHS.flags(demo.superadmin), { flags: {} });
    expect([own.statusCode, own.json()]).toEqual([403, { message: USER_ADMIN_MESSAGES.ownFlags }]);
    // An AIF admin never changes flags, its own or another's.
    const admin = as(await tokenFor(app, 'amcadmin'));
    expect((await admin('POST', AMC_ADMINS_PATHS.flags(demo.amcadmin), { flags: {} })).statusCode).toBe(403);
    expect((await admin('GET', AMC_ADMINS_PATHS.admins)).statusCode).toBe(403);
    expect(
      (await admin('POST', AMC_ADMINS_PATHS.admins, validBody('amcadmin', '9850000002'))).statusCode,
    ).toBe(403);
  });
});
