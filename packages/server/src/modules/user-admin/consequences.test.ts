import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { USER_ADMIN_MESSAGES, USER_AUDIT_REASONS, type MappedSrmsResponse } from '@aif/contracts';
import { applications, plans, sessions, users } from '../../db/schema';
import { bearer, createTestApp, removeTempDirs, sendOtp, signIn, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { auditOf, caller, demoIds, userRow, validBody, type Demo } from './test-helpers';

let db: TestDatabase;
let app: FastifyInstance;
let demo: Demo;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  demo = await demoIds(db.db);
  call = caller(app, await tokenFor(app, 'amcadmin'));
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/users/users/me', headers: bearer(token) });
async function smsCount(phone: string) {
  await app.messages.deliverDue();
  return (await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json().length as number;
}

describe('switching a user off and on', () => {
  it('ends its sessions at once and refuses its sign-in; switched on, it signs in again', async () => {
    const phone = '9840000001';
    const { id } = (await call('POST', 'add-rm', validBody('rm', phone))).json();
    const { token } = await signIn(app, phone);
    expect((await me(token)).statusCode).toBe(200);

    const off = await call('POST', `update-rm/${id}`, { isActive: false });
    expect([off.statusCode, off.json().message, off.json().user.isActive]).toEqual([
      200,
      USER_ADMIN_MESSAGES.accessChanged,
      false,
    ]);
    expect((await me(token)).statusCode).toBe(401);
    const live = await db.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    const sent = await smsCount(phone);
    expect((await sendOtp(app, phone)).statusCode).toBe(200);
    expect(await smsCount(phone)).toBe(sent); // the neutral answer, and no OTP

    expect((await call('POST', `update-rm/${id}`, { isActive: true })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401); // an ended session stays ended
    const again = await signIn(app, phone);
    expect((await me(again.token)).statusCode).toBe(200);
    expect((await auditOf(db.db, id)).map((a) => [a.action, a.fromValue, a.toValue])).toEqual([
      ['add_user', null, expect.any(String)],
      ['disable_user', '{"isActive":true}', '{"isActive":false}'],
      ['enable_user', '{"isActive":false}', '{"isActive":true}'],
    ]);
  });

  it('keeps a trustee or investment manager mapped to an active plan on', async () => {
    for (const [kind, id, message] of [
      ['trustee', demo.trustee, USER_ADMIN_MESSAGES.trusteeMapped],
      ['fundmanager', demo.fundmanager, USER_ADMIN_MESSAGES.fundManagerMapped],
    ] as const) {
      const res = await call('POST', `update-${kind}/${id}`, { isActive: false });
      expect([res.statusCode, res.json()]).toEqual([409, { message }]);
      expect((await userRow(db.db, id)).isActive).toBe(true);
    }
    // Mapped only to inactive plans: it may go.
    const [other] = await db.db
      .insert(users)
      .values({ role: 'trustee', name: 'Spare', phone: '9840000002' })
      .returning();
    const [p] = await db.db.select().from(plans).limit(1);
    const [inactive] = await db.db
      .insert(plans)
      .values({
        schemeId: p!.schemeId,
        planCode: 'OLD-1',
        planDescription: 'Old',
        trusteeId: other!.id,
        isActive: false,
      })
      .returning();
    expect(inactive).toBeDefined();
    expect((await call('POST', `update-trustee/${other!.id}`, { isActive: false })).statusCode).toBe(200);
  });

  it('refuses an AIF admin switching itself off, not another admin', async () => {
    const self = await call('POST', `update-amcadmin/${demo.amcadmin}`, { isActive: false });
    expect([self.statusCode, self.json()]).toEqual([409, { message: USER_ADMIN_MESSAGES.ownAccess }]);
    const { id } = (await call('POST', 'add-amcadmin', validBody('amcadmin', '9840000003'))).json();
    expect((await call('POST', `update-amcadmin/${id}`, { isActive: false })).statusCode).toBe(200);
  });

  it('switches a company distributor’s RMs off with it, each audited with the reason', async () => {
    const company = (
      await call(
        'POST',
        'add-distributor',
        validBody('distributor', '9840000010', { distributorType: 'company' }),
      )
    ).json().id as string;
    const subs: string[] = [];
    for (const phone of ['9840000011', '9840000012'])
      subs.push(
        (
          await call(
            'POST',
            'add-subdistributor',
            validBody('subdistributor', phone, { rmId: demo.rm, distributorId: company }),
          )
        ).json().id,
      );
    const { token } = await signIn(app, '9840000011');
    expect((await call('POST', `update-distributor/${company}`, { isActive: false })).statusCode).toBe(200);
    for (const id of subs) {
      expect((await userRow(db.db, id)).isActive).toBe(false);
      const last = (await auditOf(db.db, id)).at(-1)!;
      expect([last.action, last.reason]).toEqual(['disable_user', USER_AUDIT_REASONS.companySwitchedOff]);
    }
    expect((await me(token)).statusCode).toBe(401);
    // Switched on again, its people stay off until each is switched on, which needs the company on.
    expect((await call('POST', `update-distributor/${company}`, { isActive: true })).statusCode).toBe(200);
    expect((await userRow(db.db, subs[0]!)).isActive).toBe(false);
    await call('POST', `update-distributor/${company}`, { isActive: false });
    const refused = await call('POST', `update-subdistributor/${subs[0]}`, { isActive: true });
    expect(refused.json().errors).toEqual([
      { path: 'distributorId', message: USER_ADMIN_MESSAGES.distributorInvalid },
    ]);
  });
});

describe('Update RM', () => {
  const total = async (token: string) => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/onboarding/applications',
      headers: bearer(token),
    });
    const summary = await app.inject({
      method: 'GET',
      url: '/api/onboarding/dashboard/onboardingSummary',
      headers: bearer(token),
    });
    const counted = (summary.json() as { count: number }[]).reduce((n, r) => n + r.count, 0);
    return { list: list.json().total as number, dashboard: counted };
  };

  it('moves a distributor’s applications to the new RM’s list and dashboard at once', async () => {
    const newRm = (await call('POST', 'add-rm', validBody('rm', '9840000020'))).json().id as string;
    const newRmToken = (
      await app.sessions.issue({
        kind: 'staff',
        userId: newRm,
        number: { countryCode: '+91', phone: '9840000020', e164: '+919840000020' },
      })
    ).token;
    const rohan = await tokenFor(app, 'rm');
    // The demo distributor's applications the old RM sees only through it.
    const through = await db.db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          isNull(applications.deletedAt),
          or(eq(applications.distributorId, demo.distributor), eq(applications.createdBy, demo.distributor)),
        ),
      );
    const onlyThrough = await db.db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          isNull(applications.deletedAt),
          or(eq(applications.distributorId, demo.distributor), eq(applications.createdBy, demo.distributor)),
          or(isNull(applications.rmId), ne(applications.rmId, demo.rm)),
          ne(applications.createdBy, demo.rm),
        ),
      );
    expect(through.length).toBeGreaterThan(0);
    expect(onlyThrough.length).toBeGreaterThan(0);
    const before = await total(rohan);
    expect(await total(newRmToken)).toEqual({ list: 0, dashboard: 0 });

    const res = await call('POST', `update-distributor/${demo.distributor}`, { rmId: newRm });
    expect([res.statusCode, res.json().message, res.json().user.rm]).toEqual([
      200,
      USER_ADMIN_MESSAGES.rmUpdated,
      { id: newRm, name: 'Test rm 9840000020' },
    ]);
    expect(await total(newRmToken)).toEqual({ list: through.length, dashboard: through.length });
    expect(await total(rohan)).toEqual({
      list: before.list - onlyThrough.length,
      dashboard: before.dashboard - onlyThrough.length,
    });
    const last = (await auditOf(db.db, demo.distributor)).at(-1)!;
    expect([last.action, last.fromValue, last.toValue]).toEqual([
      'update_rm',
      JSON.stringify({ rmId: demo.rm }),
      JSON.stringify({ rmId: newRm }),
    ]);
    // The mapped SRMs pages follow.
    const page = async (rm: string) =>
      ((await call('GET', `distributors-of-rm-by-id/${rm}`)).json() as MappedSrmsResponse).groups.map(
        (g) => g.distributor.id,
      );
    expect(await page(newRm)).toEqual([demo.distributor]);
    expect(await page(demo.rm)).not.toContain(demo.distributor);
  });

  it('moves a distributor’s RM between RMs, and refuses an RM that is switched off', async () => {
    const newRm = (await call('POST', 'add-rm', validBody('rm', '9840000021'))).json().id as string;
    const res = await call('POST', `update-subdistributor/${demo.subdistributor}`, { rmId: newRm });
    expect([res.statusCode, res.json().message]).toEqual([200, USER_ADMIN_MESSAGES.rmUpdated]);
    expect((await userRow(db.db, demo.subdistributor)).rmId).toBe(newRm);
    await call('POST', `update-rm/${newRm}`, { isActive: false });
    const edited = await call('POST', `update-subdistributor/${demo.subdistributor}`, {
      rmId: newRm,
      city: 'Pune',
    });
    expect(edited.statusCode).toBe(200); // unchanged RM: editing another field is not refused for it
    const back = await call('POST', `update-distributor/${demo.distributor}`, { rmId: newRm });
    expect(back.json().errors).toEqual([{ path: 'rmId', message: USER_ADMIN_MESSAGES.rmInvalid }]);
  });
});
