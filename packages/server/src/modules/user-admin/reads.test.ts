import type { FastifyInstance } from 'fastify';
import {
  USER_ADMIN_MESSAGES,
  USER_ADMIN_PATHS,
  USER_KINDS,
  normaliseUserForm,
  userFormMessages,
  type DistributorDetails,
  type MappedSrmsResponse,
  type StaffUser,
  type UserKind,
} from '@aif/contracts';
import { distributorPlans, plans, users } from '../../db/schema';
import { createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { mappedPlans } from './reads';
import { storedFormValues } from './rows';
import { adminWith, caller, demoIds, type Demo } from './test-helpers';

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

const list = async (kind: UserKind, query = '') => {
  const res = await call('GET', `${USER_ADMIN_PATHS[kind].list}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json()[USER_ADMIN_PATHS[kind].listKey] as StaffUser[];
};

describe('lists', () => {
  it('answers each kind under its key, by name, with only that kind', async () => {
    for (const kind of USER_KINDS) {
      const rows = await list(kind);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.role === kind)).toBe(true);
      const names = rows.map((r) => r.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
    expect((await call('GET', 'rm-list')).json()).toHaveProperty('rms');
  });

  it('shows the references by name: an individual distributor its RM, a distributor’s RM its RM and company', async () => {
    const distributors = await list('distributor');
    const individual = distributors.find((d) => d.id === demo.distributor)!;
    const company = distributors.find((d) => d.id === demo.company)!;
    expect(individual.rm).toEqual({ id: demo.rm, name: 'Rohan Iyer' });
    expect([company.distributorType, company.phone, company.rm]).toEqual(['company', null, null]);
    const [sub] = await list('subdistributor', `?distributorId=${demo.company}`);
    expect(sub).toMatchObject({
      id: demo.subdistributor,
      rm: { id: demo.rm },
      distributor: { id: demo.company, type: 'company', arnCode: 'ARN-200002' },
    });
  });

  it('filters by isActive, distributor type, RM and company; an id that is not one matches nobody', async () => {
    const { id } = await adminWith(app, '9811000001', {});
    await db.db
      .insert(users)
      .values({ role: 'rm', name: 'Zed Inactive', phone: '9811000002', isActive: false });
    expect((await list('rm', '?isActive=false')).map((r) => r.name)).toEqual(['Zed Inactive']);
    expect((await list('rm', '?isActive=true')).map((r) => r.id)).toEqual([demo.rm]);
    expect((await list('amcadmin', '?isActive=true')).map((r) => r.id)).toContain(id);
    expect((await list('distributor', '?type=company')).map((r) => r.id)).toEqual([demo.company]);
    expect((await list('distributor', '?type=individual')).map((r) => r.id)).toEqual([demo.distributor]);
    expect((await list('distributor', `?rmId=${demo.rm}`)).map((r) => r.id).sort()).toEqual(
      [demo.company, demo.distributor].sort(),
    );
    expect(await list('subdistributor', '?distributorId=not-an-id')).toEqual([]);
    expect(await list('subdistributor', `?distributorId=${demo.distributor}`)).toEqual([]);
    expect((await call('GET', 'rm-list?isActive=maybe')).statusCode).toBe(400);
  });

  it('shows the AIF admins’ flags read-only', async () => {
    const admins = await list('amcadmin');
    const main = admins.find((a) => a.id === demo.amcadmin) as StaffUser & { flags: Record<string, boolean> };
    expect(main.flags).toMatchObject({ trusteeAccess: true, amcAdminAccess: true, fundSetupAccess: true });
  });
});

describe('get by id', () => {
  it('answers every kind by its own path, and 404 for another kind or a malformed id', async () => {
    const ids: Record<UserKind, string> = {
      rm: demo.rm,
      distributor: demo.distributor,
      subdistributor: demo.subdistributor,
      trustee: demo.trustee,
      fundmanager: demo.fundmanager,
      amcapprover: demo.amcapprover,
      amcadmin: demo.amcadmin,
    };
    for (const kind of USER_KINDS) {
      const res = await call('GET', `${USER_ADMIN_PATHS[kind].byId}/${ids[kind]}`);
      expect([kind, res.statusCode, res.json().id]).toEqual([kind, 200, ids[kind]]);
      const other = await call(
        'GET',
        `${USER_ADMIN_PATHS[kind].byId}/${kind === 'rm' ? demo.trustee : demo.rm}`,
      );
      expect([other.statusCode, other.json()]).toEqual([404, { message: USER_ADMIN_MESSAGES.notFound }]);
      expect((await call('GET', `${USER_ADMIN_PATHS[kind].byId}/x`)).statusCode).toBe(404);
    }
  });

  it('shows the demo people’s details, each valid by its kind’s form', async () => {
    const rm = (await call('GET', `rms/${demo.rm}`)).json() as StaffUser;
    expect(rm).toMatchObject({ panNumber: 'AKRPI4821R', empCode: 'EMP1002', city: 'Mumbai' });
    const trustee = (await call('GET', `trustees/${demo.trustee}`)).json() as StaffUser;
    expect(trustee.leegalityName).toBe('Tara Menon');
    const rows = await db.db.select().from(users);
    const kinds: Record<string, UserKind> = Object.fromEntries(USER_KINDS.map((k) => [k, k]));
    const seeded = rows.filter(
      (r) => kinds[r.role] && (r.phone?.startsWith('900000000') || r.phone === null),
    );
    expect(seeded.length).toBe(8);
    for (const row of seeded) {
      const values = storedFormValues(row, await mappedPlans(db.db, row.id));
      expect([row.name, userFormMessages(kinds[row.role]!, values)]).toEqual([row.name, {}]);
      expect(normaliseUserForm(kinds[row.role]!, values).name).toBe(row.name);
    }
  });

  it('gives a distributor its scheme-and-plan rows, their names and (a company) its distributor’s RMs', async () => {
    const company = (await call('GET', `distributors/${demo.company}`)).json() as DistributorDetails;
    const mapped = await db.db.select().from(distributorPlans);
    const planRows = await db.db.select().from(plans);
    const companyPlans = mapped.filter((m) => m.distributorId === demo.company).map((m) => m.planId);
    expect(company.schemeAndPlan.flatMap((r) => r.planIds).sort()).toEqual(companyPlans.sort());
    for (const row of company.schemeAndPlan)
      for (const planId of row.planIds)
        expect(planRows.find((p) => p.id === planId)!.schemeId).toBe(row.schemeId);
    expect(
      company.planDetails.schemes.map((s) => [
        s.schemeName,
        s.plans.map((p) => [p.planCode, p.planDescription]),
      ]),
    ).toEqual([
      ['Demo Growth Fund I', [['DGF1-A', 'Series A']]],
      ['Demo MSAR Opportunities Fund', [['DMO1-A', 'Series A']]],
    ]);
    expect(company.subdistributors.map((s) => s.id)).toEqual([demo.subdistributor]);
    const individual = (await call('GET', `distributors/${demo.distributor}`)).json() as DistributorDetails;
    expect(individual.planDetails.schemes.flatMap((s) => s.plans)).toHaveLength(3);
    expect(individual.subdistributors).toEqual([]);
  });
});

describe('access flags', () => {
  it('answers each flag of the caller, read from its record', async () => {
    const flags = ['trusteeAccess', 'fundManagerAccess', 'amcApproverAccess', 'amcAdminAccess'];
    for (const [i, flag] of flags.entries()) {
      expect((await call('GET', flag)).json()).toEqual({ [flag]: true });
      const { token } = await adminWith(app, `981200000${i}`, {
        ...Object.fromEntries(flags.map((f) => [f, true])),
        [flag]: false,
      });
      expect((await caller(app, token)('GET', flag)).json()).toEqual({ [flag]: false });
    }
  });
});

describe('mapped SRMs', () => {
  it('groups an RM’s individual distributors (itself) and its companies’ distributor’s RMs', async () => {
    const res = await call('GET', `distributors-of-rm-by-id/${demo.rm}`);
    const body = res.json() as MappedSrmsResponse;
    expect(body.rm).toEqual({ id: demo.rm, name: 'Rohan Iyer' });
    expect(
      body.groups.map((g) => [g.distributor.id, g.distributor.type, g.members.map((m) => m.id)]),
    ).toEqual([
      [demo.distributor, 'individual', [demo.distributor]],
      [demo.company, 'company', [demo.subdistributor]],
    ]);
  });

  it('lists a company only with its distributor’s RMs under that RM; 404 for someone not an RM', async () => {
    const [other] = await db.db
      .insert(users)
      .values({ role: 'rm', name: 'Other RM', phone: '9811000003' })
      .returning();
    const [sub] = await db.db
      .insert(users)
      .values({
        role: 'subdistributor',
        name: 'Moved Sub',
        phone: '9811000004',
        rmId: other!.id,
        distributorId: demo.company,
      })
      .returning();
    const mine = (await call('GET', `distributors-of-rm-by-id/${other!.id}`)).json() as MappedSrmsResponse;
    expect(mine.groups.map((g) => [g.distributor.id, g.members.map((m) => m.id)])).toEqual([
      [demo.company, [sub!.id]],
    ]);
    const rohan = (await call('GET', `distributors-of-rm-by-id/${demo.rm}`)).json() as MappedSrmsResponse;
    expect(rohan.groups.find((g) => g.distributor.id === demo.company)!.members.map((m) => m.id)).toEqual([
      demo.subdistributor,
    ]);
    expect((await call('GET', `distributors-of-rm-by-id/${demo.distributor}`)).statusCode).toBe(404);
    const empty = (
      await call(
        'GET',
        `distributors-of-rm-by-id/${(await db.db.insert(users).values({ role: 'rm', name: 'Lonely', phone: '9811000005' }).returning())[0]!.id}`,
      )
    ).json();
    expect(empty.groups).toEqual([]);
  });
});

describe('who may read', () => {
  it('answers 401 without a session and 403 to other roles, the superadmin included', async () => {
    for (const role of ['rm', 'distributor', 'superadmin'] as const) {
      const other = caller(app, await tokenFor(app, role));
      expect((await other('GET', 'rm-list')).statusCode).toBe(403);
      expect((await other('GET', `distributors/${demo.distributor}`)).statusCode).toBe(403);
      expect((await other('GET', 'trusteeAccess')).statusCode).toBe(403);
    }
    expect((await caller(app, null)('GET', 'trustee-list')).statusCode).toBe(401);
  });
});
