import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AMC_ADMINS_PATHS, AUDIT_MESSAGES, AUDIT_PAGE_SIZE, type Role } from '@aif/contracts';
import { auditTrail, users } from '../../db/schema';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { createApplication } from '../esign/test-helpers';

// The AIF admin's audit view and the AIF admins' contacts (issue 23; 0-product-decisions §9).
let db: TestDatabase;
let app: FastifyInstance;
const ids = {} as Record<'admin' | 'superadmin' | 'target' | 'paged' | 'r1' | 'r2' | 'r3' | 'r5', string>;
let applicationNumber = '';

const addUser = async (role: string, name: string, phone: string, isActive = true) =>
  (
    await app.db
      .insert(users)
      .values({ role, name, phone, isActive, email: `${phone}@example.test` })
      .returning()
  )[0]!.id;
const addEntry = async (at: string, e: Partial<typeof auditTrail.$inferInsert>) =>
  String(
    (
      await app.db
        .insert(auditTrail)
        .values({ action: 'update_user', entity: 'user', actorRole: 'amcadmin', ...e, at: new Date(at) })
        .returning({ id: auditTrail.id })
    )[0]!.id,
  );

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  const staff = await app.db.select().from(users);
  ids.admin = staff.find((u) => u.role === 'amcadmin' && u.phone === '9000000001')!.id;
  ids.superadmin = staff.find((u) => u.role === 'superadmin')!.id;
  ids.target = await addUser('rm', 'Tara Target', '9111000001');
  ids.paged = await addUser('rm', 'Paged Person', '9111000002');
  const a = await createApplication(app.db, { status: 'draft' });
  applicationNumber = a.applicationNumber;
  // March 2020, far from anything the seed or other tests record.
  ids.r1 = await addEntry('2020-03-01T10:00:00Z', {
    actorId: ids.admin,
    action: 'add_user',
    entityId: ids.target,
    toValue: 'Tara Target',
  });
  // 20:00 UTC on 2 March is 01:30 on 3 March in India.
  ids.r2 = await addEntry('2020-03-02T20:00:00Z', {
    actorId: ids.superadmin,
    actorRole: 'superadmin',
    action: 'set_flags',
    entityId: ids.admin,
    fromValue: '{}',
    toValue: '{"adminSupport":true}',
  });
  ids.r3 = await addEntry('2020-03-03T05:00:00Z', {
    actorId: ids.admin,
    action: 'status_change',
    entity: 'application',
    entityId: a.id,
    fromValue: 'invitationexpired',
    toValue: 'draft',
    reason: 'admin_support',
  });
  // Not a user, flag or status change: never listed.
  await addEntry('2020-03-03T06:00:00Z', {
    actorId: ids.admin,
    action: 'unlock_user',
    entity: 'mobile_number',
    entityId: '+919000000010',
  });
  await addEntry('2020-03-03T07:00:00Z', {
    actorId: ids.admin,
    action: 'esign_document_generated',
    entity: 'application',
    entityId: a.id,
  });
  ids.r5 = await addEntry('2020-03-04T08:00:00Z', {
    actorId: 'system',
    actorRole: null,
    action: 'status_change',
    entity: 'application',
    entityId: a.id,
    fromValue: 'sent_to_applicant1',
    toValue: 'invitationexpired',
  });
  // 2019-01-01: 25 changes of one user, one a minute, for the pages.
  for (let i = 0; i < 25; i++)
    await addEntry(`2019-01-01T06:${String(i).padStart(2, '0')}:00Z`, {
      actorId: ids.admin,
      entityId: ids.paged,
      reason: `change ${i}`,
    });
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const get = async (url: string, role: Role = 'amcadmin') =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(await tokenFor(app, role)) });
const audit = async (query: Record<string, string>) => {
  const res = await get(`${AMC_ADMINS_PATHS.audit}?${new URLSearchParams(query)}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { entries: { id: number; [k: string]: unknown }[]; pages: number };
};
const idsOf = (r: { entries: { id: number }[] }) => r.entries.map((e) => String(e.id));
const MARCH = { from: '2020-03-01', to: '2020-03-04' };

describe('GET audit-trail', () => {
  it('lists user, flag and status changes newest first, with who and what by name', async () => {
    const res = await audit(MARCH);
    expect(idsOf(res)).toEqual([ids.r5, ids.r3, ids.r2, ids.r1]);
    expect(res.pages).toBe(1);
    const [r5, r3, r2, r1] = res.entries;
    expect(r1).toEqual({
      id: Number(ids.r1),
      at: '2020-03-01T10:00:00.000Z',
      actor: { id: ids.admin, name: 'Aarti Mehta', role: 'amcadmin' },
      action: 'add_user',
      entity: 'user',
      entityId: ids.target,
      entityLabel: 'Tara Target',
      from: null,
      to: 'Tara Target',
      reason: null,
    });
    expect(r2).toMatchObject({
      actor: { name: expect.any(String), role: 'superadmin' },
      entityLabel: 'Aarti Mehta',
    });
    expect(r2!.actor).not.toMatchObject({ name: null });
    expect(r3).toMatchObject({
      entityLabel: applicationNumber,
      from: 'invitationexpired',
      to: 'draft',
      reason: 'admin_support',
    });
    // The expiry job acts as 'system': no name.
    expect(r5).toMatchObject({
      actor: { id: 'system', name: null, role: null },
      entityLabel: applicationNumber,
    });
  });

  it.each([
    ['user', () => [ids.r1]],
    ['flags', () => [ids.r2]],
    ['application', () => [ids.r5, ids.r3]],
  ])('filters by kind %s', async (kind, expected) => {
    expect(idsOf(await audit({ ...MARCH, kind }))).toEqual(expected());
  });

  it('filters by user: changes made by the user and changes made to it', async () => {
    expect(idsOf(await audit({ ...MARCH, userId: ids.target }))).toEqual([ids.r1]);
    expect(idsOf(await audit({ ...MARCH, userId: ids.admin }))).toEqual([ids.r3, ids.r2, ids.r1]);
    expect(idsOf(await audit({ ...MARCH, userId: ids.superadmin }))).toEqual([ids.r2]);
  });

  it('reads From and To as whole days in India, both inclusive', async () => {
    expect(idsOf(await audit({ from: '2020-03-03', to: '2020-03-03' }))).toEqual([ids.r3, ids.r2]);
    expect(idsOf(await audit({ from: '2020-03-04', to: '2020-03-04' }))).toEqual([ids.r5]);
    expect(idsOf(await audit({ from: '2020-02-01', to: '2020-03-01' }))).toEqual([ids.r1]);
    // Only a From: everything since (the March rows and whatever the seed recorded later).
    expect(idsOf(await audit({ from: '2020-03-02' }))).toEqual(
      expect.arrayContaining([ids.r5, ids.r3, ids.r2]),
    );
    expect(idsOf(await audit({ from: '2020-03-02' }))).not.toContain(ids.r1);
  });

  it('pages by AUDIT_PAGE_SIZE, newest first', async () => {
    const q = { from: '2019-01-01', to: '2019-01-01', userId: ids.paged };
    const first = await audit(q);
    expect(first.pages).toBe(Math.ceil(25 / AUDIT_PAGE_SIZE));
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({ reason: 'change 24', entityLabel: 'Paged Person' });
    const second = await audit({ ...q, page: '2' });
    expect(second.entries.map((e) => e.reason)).toEqual(
      Array.from({ length: 25 - AUDIT_PAGE_SIZE }, (_, i) => `change ${25 - AUDIT_PAGE_SIZE - 1 - i}`),
    );
    expect((await audit({ ...q, page: '3' })).entries).toEqual([]);
  });

  it('refuses an impossible date and From after To with 400', async () => {
    const bad = await get(`${AMC_ADMINS_PATHS.audit}?from=2020-02-30`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: AUDIT_MESSAGES.fromInvalid,
      errors: [{ path: 'from', message: AUDIT_MESSAGES.fromInvalid }],
    });
    const reversed = await get(`${AMC_ADMINS_PATHS.audit}?from=2020-03-04&to=2020-03-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(AUDIT_MESSAGES.fromAfterTo);
    expect((await get(`${AMC_ADMINS_PATHS.audit}?kind=everything`)).statusCode).toBe(400);
  });

  it.each(['rm', 'distributor', 'superadmin', 'amcapprover'] as const)('is refused to %s', async (role) => {
    expect((await get(AMC_ADMINS_PATHS.audit, role)).statusCode).toBe(403);
  });
});

describe('GET amc-admin-contacts', () => {
  it('lists the active AIF admins by name for a distributor and the superadmin', async () => {
    await addUser('amcadmin', 'Aarav Admin', '9111000011');
    await addUser('amcadmin', 'Zoya Former', '9111000012', false);
    for (const role of ['distributor', 'superadmin'] as const) {
      const res = await get(AMC_ADMINS_PATHS.contacts, role);
      expect(res.statusCode).toBe(200);
      const { contacts } = res.json() as { contacts: { name: string }[] };
      const names = contacts.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(names).toContain('Aarti Mehta');
      expect(names).not.toContain('Zoya Former');
      expect(contacts.find((c) => c.name === 'Aarav Admin')).toEqual({
        id: expect.any(String),
        name: 'Aarav Admin',
        email: '9111000011@example.test',
        countryCode: '+91',
        phone: '9111000011',
      });
    }
    await app.db.update(users).set({ isActive: false }).where(eq(users.phone, '9111000011'));
    const after = (await get(AMC_ADMINS_PATHS.contacts, 'distributor')).json() as {
      contacts: { name: string }[];
    };
    expect(after.contacts.map((c) => c.name)).not.toContain('Aarav Admin');
  });

  it.each(['amcadmin', 'rm', 'subdistributor'] as const)('is refused to %s', async (role) => {
    expect((await get(AMC_ADMINS_PATHS.contacts, role)).statusCode).toBe(403);
  });
});
