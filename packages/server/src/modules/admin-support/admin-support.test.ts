import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';

let db: TestDatabase;
let app: FastifyInstance;
let admin: string;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  admin = await tokenFor(app, 'amcadmin');
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const setFlags = (flags: Record<string, boolean>) =>
  db.db.update(users).set({ flags }).where(eq(users.role, 'amcadmin'));
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(admin), payload });

describe('admin support access flags', () => {
  afterAll(() =>
    setFlags({
      adminSupport: true,
      unlockingAccess: true,
      whitelistingAccess: true,
      applicationStatusChangeAccess: true,
    }),
  );

  it('reports the flags to an amcadmin with Admin Support', async () => {
    await setFlags({ adminSupport: true, unlockingAccess: true, whitelistingAccess: false });
    expect((await call('GET', '/api/users/users/unlocking-access')).json()).toEqual({
      unlockingAccess: true,
    });
    expect((await call('GET', '/api/users/users/whitelisting-access')).json()).toEqual({
      whitelistingAccess: false,
    });
  });

  it('refuses an action whose flag is missing with 403', async () => {
    await setFlags({ adminSupport: true, unlockingAccess: true, whitelistingAccess: false });
    const res = await call('POST', '/api/users/users/whitelist-user', {
      phone: '9000000010',
      countryCode: '+91',
      whiteList: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You are not authorized to view this page' });
    expect(
      (await call('POST', '/api/users/users/check-whitelisted', { phone: '9000000010', countryCode: '+91' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/users/users/unlock-user', { phone: '9000000010', countryCode: '+91' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses everything to an amcadmin without the Admin Support flag', async () => {
    await setFlags({ unlockingAccess: true, whitelistingAccess: true });
    expect((await call('GET', '/api/users/users/unlocking-access')).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/users/users/unlock-user', { phone: '9000000010', countryCode: '+91' }))
        .statusCode,
    ).toBe(403);
  });

  it('says when a number was not locked, and validates the number', async () => {
    await setFlags({ adminSupport: true, unlockingAccess: true });
    expect(
      (
        await call('POST', '/api/users/users/unlock-user', { phone: '9000000011', countryCode: '+91' })
      ).json(),
    ).toEqual({ message: 'This Number is not locked' });
    const bad = await call('POST', '/api/users/users/unlock-user', { phone: '123', countryCode: '+91' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid Mobile number' });
  });

  it('records whitelist changes in the audit trail', async () => {
    await setFlags({ adminSupport: true, whitelistingAccess: true });
    await call('POST', '/api/users/users/whitelist-user', {
      phone: '9000000012',
      countryCode: '+91',
      whiteList: true,
    });
    const rows = await db.db.query.auditTrail.findMany({
      where: (a, { eq: e }) => e(a.entityId, '+919000000012'),
    });
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'whitelist_user',
        actorRole: 'amcadmin',
        fromValue: 'false',
        toValue: 'true',
      }),
    ]);
  });
});
