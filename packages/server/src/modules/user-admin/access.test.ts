import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { USER_ADMIN_MESSAGES, USER_ADMIN_PATHS, USER_KINDS, type UserKind } from '@aif/contracts';
import { users } from '../../db/schema';
import { createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { adminWith, caller, demoIds, userRow, validBody, type Demo } from './test-helpers';

let db: TestDatabase;
let app: FastifyInstance;
let demo: Demo;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  demo = await demoIds(db.db);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const ALL = { trusteeAccess: true, fundManagerAccess: true, amcApproverAccess: true, amcAdminAccess: true };
const GUARDED = USER_KINDS.filter((k) => USER_ADMIN_PATHS[k].access);
const target = (kind: UserKind) =>
  ({
    trustee: demo.trustee,
    fundmanager: demo.fundmanager,
    amcapprover: demo.amcapprover,
    amcadmin: demo.amcadmin,
  })[kind as 'trustee'];

describe('flags guard the writes of their tab', () => {
  it('refuses add, edit and the toggle without the tab’s flag, before reading the body', async () => {
    for (const [i, kind] of GUARDED.entries()) {
      const flag = USER_ADMIN_PATHS[kind].access!;
      const { token } = await adminWith(app, `983000000${i}`, { ...ALL, [flag]: false });
      const without = caller(app, token);
      const before = await userRow(db.db, target(kind));
      for (const [url, body] of [
        [USER_ADMIN_PATHS[kind].add, validBody(kind, `983100000${i}`)],
        [USER_ADMIN_PATHS[kind].add, {}],
        [`${USER_ADMIN_PATHS[kind].update}/${target(kind)}`, { city: 'Elsewhere' }],
        [`${USER_ADMIN_PATHS[kind].update}/${target(kind)}`, { isActive: false }],
      ] as const) {
        const res = await without('POST', url, body);
        expect([kind, url, res.statusCode, res.json()]).toEqual([
          kind,
          url,
          403,
          { message: USER_ADMIN_MESSAGES.noAccess },
        ]);
      }
      expect(await userRow(db.db, target(kind))).toEqual(before);
      expect(
        await db.db
          .select()
          .from(users)
          .where(eq(users.phone, `983100000${i}`)),
      ).toEqual([]);
      // Reads stay open.
      expect((await without('GET', USER_ADMIN_PATHS[kind].list)).statusCode).toBe(200);
    }
  });

  it('lets an AIF admin without any flag change RMs, distributors and distributor’s RMs', async () => {
    const { token } = await adminWith(app, '9830000010', {});
    const noFlags = caller(app, token);
    const rm = await noFlags('POST', 'add-rm', validBody('rm', '9830000011'));
    expect(rm.statusCode).toBe(200);
    const d = await noFlags(
      'POST',
      'add-distributor',
      validBody('distributor', '9830000012', { rmId: rm.json().id }),
    );
    expect(d.statusCode).toBe(200);
    const s = await noFlags(
      'POST',
      'add-subdistributor',
      validBody('subdistributor', '9830000013', { rmId: rm.json().id, distributorId: demo.company }),
    );
    expect(s.statusCode).toBe(200);
    expect(
      (await noFlags('POST', `update-subdistributor/${s.json().id}`, { isActive: false })).statusCode,
    ).toBe(200);
  });

  it('reads the flag afresh: withdrawn, the next call is refused; granted again, allowed', async () => {
    const { id, token } = await adminWith(app, '9830000020', ALL);
    const admin = caller(app, token);
    const edit = () => admin('POST', `update-trustee/${demo.trustee}`, { city: 'Mumbai' });
    expect((await edit()).statusCode).toBe(200);
    await db.db
      .update(users)
      .set({ flags: { ...ALL, trusteeAccess: false } })
      .where(eq(users.id, id));
    expect((await edit()).statusCode).toBe(403);
    expect((await admin('GET', 'trusteeAccess')).json()).toEqual({ trusteeAccess: false });
    await db.db.update(users).set({ flags: ALL }).where(eq(users.id, id));
    expect((await edit()).statusCode).toBe(200);
  });

  it('answers 403 to roles other than the AIF admin and 401 without a session', async () => {
    for (const role of ['rm', 'superadmin', 'trustee'] as const) {
      const other = caller(app, await tokenFor(app, role));
      expect((await other('POST', 'add-rm', validBody('rm', '9830000030'))).statusCode).toBe(403);
      expect(
        (await other('POST', `update-distributor/${demo.distributor}`, { rmId: demo.rm })).statusCode,
      ).toBe(403);
    }
    expect((await caller(app, null)('POST', 'add-amcadmin', {})).statusCode).toBe(401);
  });
});
