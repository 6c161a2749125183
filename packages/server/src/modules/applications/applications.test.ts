import type { FastifyInstance } from 'fastify';
import { count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  APPLICATION_LIST_MESSAGES,
  APPLICATION_STATUSES,
  COMPLETED_STATUSES,
  DISTRIBUTOR_LIKE_ROLES,
  MESSAGES,
  linkTargetUrl,
  type ApplicationListPage,
  type DistributorWiseCommitmentResponse,
  type MonthwiseCommitmentResponse,
  type StampPaperDetailsResponse,
  type MonthwiseOnboardingSummaryResponse,
  type OnboardingSummaryResponse,
  type StaffRole,
} from '@aif/contracts';
import { applicants, applications, auditTrail, plans, schemes, stampPapers, users } from '../../db/schema';
import { toMobileNumber } from '../../lib/phone';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import type { Session } from '../../lib/session';
import { visibleApplicationsWhere } from './visibility';

/**
 * A small hierarchy on a database without the demo applications:
 *   rm R ── individual distributor D1
 *        └─ company distributor D2 ── sub-distributor S
 *   rm R2 ── distributor D3
 *   plan P1 -> fund manager FM, trustee T; plan P2 unmapped.
 * Applications (created_at; the clock stands at 2025-06-15 12:00 UTC):
 *   a1 filled by R  (P1, draft, minor, 2025-06-10)
 *   a2 filled by D1 (P2, sent_to_amc_approver, joint, 2025-05-31 18:45 UTC = June in Kolkata)
 *   a3 filled by D2 (P1, completed, non-individual, 2025-05-31 18:15 UTC = May in Kolkata)
 *   a4 filled by S  (P2, sent_to_poa_approver, POA, first applicant NRI, 2025-04-05)
 *   a5 filled by D3 (P1, rejected, 2025-02-10: outside the last 4 months)
 *   a6 filled by the demo amcadmin (P2, draft, 2025-03-20)
 */
const NOW = new Date('2025-06-15T12:00:00Z');

let db: TestDatabase;
let app: FastifyInstance;
const ids: Record<string, string> = {};
const numbers: Record<string, string> = {};
const tokens: Record<string, string> = {};

async function addUser(key: string, role: StaffRole, extra: Partial<typeof users.$inferInsert> = {}) {
  const phone = `98${String(Object.keys(ids).length).padStart(8, '0')}`;
  const [u] = await db.db
    .insert(users)
    .values({ role, name: `User ${key}`, phone, ...extra })
    .returning({ id: users.id });
  ids[key] = u!.id;
  tokens[key] = (
    await app.sessions.issue({ kind: 'staff', userId: u!.id, number: toMobileNumber('+91', phone) })
  ).token;
  return u!.id;
}

async function addApplication(
  key: string,
  values: Partial<typeof applications.$inferInsert> & { createdAt: Date },
  applicant: { name: string; pan: string; residentialStatus?: string },
) {
  const [row] = await db.db
    .insert(applications)
    .values({ applicant1ReferenceId: crypto.randomUUID(), applicationType: 'individual', ...values })
    .returning({ id: applications.id, n: applications.applicationNumber });
  await db.db.insert(applicants).values({
    applicationId: row!.id,
    applicantType: 1,
    referenceId: crypto.randomUUID(),
    name: applicant.name,
    panNo: applicant.pan,
    residentialStatus: applicant.residentialStatus,
  });
  ids[key] = row!.id;
  numbers[key] = row!.n;
}

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: () => NOW });
  await db.db.execute(sql`delete from applications`);

  await addUser('R', 'rm');
  await addUser('D1', 'distributor', { rmId: ids.R, distributorType: 'individual', arnCode: 'ARN-1' });
  await addUser('D2', 'distributor', { rmId: ids.R, distributorType: 'company', arnCode: 'ARN-2' });
  await addUser('S', 'subdistributor', { distributorId: ids.D2 });
  await addUser('R2', 'rm');
  await addUser('D3', 'distributor', { rmId: ids.R2, distributorType: 'individual' });
  await addUser('FM', 'fundmanager');
  await addUser('T', 'trustee');
  for (const role of ['amcadmin', 'amcapprover', 'poaapprover', 'superadmin', 'investor'] as const) {
    tokens[role] = await tokenFor(app, role);
  }
  const [admin] = await db.db
    .select({ id: users.id })
    .from(users)
    .where(sql`role = 'amcadmin'`);

  const [scheme] = await db.db
    .insert(schemes)
    .values({ schemeCode: 'LST1', schemeName: 'List Test Fund', fundType: 'domestic' })
    .returning({ id: schemes.id });
  const [p1, p2] = await db.db
    .insert(plans)
    .values([
      {
        schemeId: scheme!.id,
        planCode: 'P1',
        planDescription: 'Plan One',
        fundManagerId: ids.FM,
        trusteeId: ids.T,
      },
      { schemeId: scheme!.id, planCode: 'P2', planDescription: 'Plan Two' },
    ])
    .returning({ id: plans.id });
  const on = (plan: { id: string } | undefined) => ({ schemeId: scheme!.id, planId: plan!.id });

  await addApplication(
    'a1',
    {
      ...on(p1),
      createdBy: ids.R,
      rmId: ids.R,
      onboardingType: 'minor',
      createdAt: new Date('2025-06-10T06:00:00Z'),
    },
    { name: 'Vikram Malhotra', pan: 'ABKPM1234C' },
  );
  await addApplication(
    'a2',
    {
      ...on(p2),
      createdBy: ids.D1,
      distributorId: ids.D1,
      status: 'sent_to_amc_approver',
      modeOfHolding: 'joint',
      commitmentAmount: '15000000',
      createdAt: new Date('2025-05-31T18:45:00Z'),
    },
    { name: 'Neha Kapoor', pan: 'BCDPK2345D' },
  );
  await addApplication(
    'a3',
    {
      ...on(p1),
      createdBy: ids.D2,
      distributorId: ids.D2,
      applicationType: 'non_individual',
      status: 'completed',
      createdAt: new Date('2025-05-31T18:15:00Z'),
    },
    { name: 'Sunrise Textiles Private Limited', pan: 'KLMCS2346N' },
  );
  await addApplication(
    'a4',
    {
      ...on(p2),
      createdBy: ids.S,
      subdistributorId: ids.S,
      distributorId: ids.D2,
      hasPoa: true,
      status: 'sent_to_poa_approver',
      createdAt: new Date('2025-04-05T06:00:00Z'),
    },
    { name: 'Rahul Verma', pan: 'CDEPV4567F', residentialStatus: 'nri' },
  );
  await addApplication(
    'a5',
    {
      ...on(p1),
      createdBy: ids.D3,
      distributorId: ids.D3,
      status: 'rejected',
      rejectedAt: new Date('2025-02-12T06:00:00Z'),
      rejectedByRole: 'amcapprover',
      rejectedReason: 'Address proof is not legible',
      createdAt: new Date('2025-02-10T06:00:00Z'),
    },
    { name: 'Meera Joshi', pan: 'FGHPJ7891J' },
  );
  await addApplication(
    'a6',
    { ...on(p2), createdBy: admin!.id, createdAt: new Date('2025-03-20T06:00:00Z') },
    { name: 'Rajesh Khanna', pan: 'JKLPK1235M' },
  );
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  removeTempDirs();
});

const byKey = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0];

async function list(who: string, query = '') {
  return app.inject({
    method: 'GET',
    url: `/api/onboarding/applications${query}`,
    headers: bearer(tokens[who]!),
  });
}

async function listKeys(who: string, query = ''): Promise<string[]> {
  const res = await list(who, query);
  expect(res.statusCode).toBe(200);
  return (res.json() as ApplicationListPage).applications.map((a) => byKey(a.id)!);
}

const VISIBLE: Record<string, string[]> = {
  amcadmin: ['a1', 'a2', 'a3', 'a4', 'a6', 'a5'],
  amcapprover: ['a1', 'a2', 'a3', 'a4', 'a6', 'a5'],
  R: ['a1', 'a2', 'a3', 'a4'],
  D1: ['a2'],
  D2: ['a3', 'a4'],
  S: ['a4'],
  R2: ['a5'],
  poaapprover: ['a4'],
  FM: ['a1', 'a3', 'a5'],
  T: ['a1', 'a3', 'a5'],
};

describe('visibility', () => {
  it.each(Object.entries(VISIBLE))('%s lists what it may see, newest first', async (who, expected) => {
    expect(await listKeys(who)).toEqual(expected);
  });

  it('superadmin sees every application (it has no list screen: the API refuses it)', async () => {
    const session = { role: 'superadmin', kind: 'staff', userId: ids.R } as Session;
    const rows = await db.db
      .select({ id: applications.id })
      .from(applications)
      .where(visibleApplicationsWhere(session));
    expect(rows).toHaveLength(6);
    expect((await list('superadmin')).statusCode).toBe(403);
  });

  it('investors and anonymous callers get no list', async () => {
    expect((await list('investor')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/onboarding/applications' })).statusCode).toBe(401);
  });

  const DASHBOARD = ['amcadmin', 'R', 'D1', 'D2', 'S', 'R2'];
  it.each(DASHBOARD)('%s: the status counts cover exactly the applications it sees', async (who) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/onboarding/dashboard/onboardingSummary',
      headers: bearer(tokens[who]!),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as OnboardingSummaryResponse;
    expect(body.map((r) => r.status)).toEqual([...APPLICATION_STATUSES]);
    const statuses = (await db.db.select().from(applications))
      .filter((a) => VISIBLE[who]!.includes(byKey(a.id)!))
      .map((a) => a.status);
    for (const { status, count } of body) expect(count).toBe(statuses.filter((s) => s === status).length);
  });

  it('the dashboard is for its screen roles only', async () => {
    for (const who of ['T', 'FM', 'poaapprover', 'amcapprover', 'superadmin', 'investor']) {
      for (const path of ['onboardingSummary', 'monthwiseOnboardingSummary']) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/onboarding/dashboard/${path}`,
          headers: bearer(tokens[who]!),
        });
        expect(res.statusCode).toBe(403);
      }
    }
  });
});

describe('monthwise summary', () => {
  const month = async (who: string, query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/onboarding/dashboard/monthwiseOnboardingSummary${query}`,
      headers: bearer(tokens[who]!),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as MonthwiseOnboardingSummaryResponse;
  };
  const zero = { individual: 0, nonIndividual: 0, poa: 0, nri: 0, minor: 0 };

  it('counts the last 4 months in Asia/Kolkata, oldest first', async () => {
    expect(await month('amcadmin', '?months=4')).toEqual([
      { year: 2025, month: 3, data: { ...zero, individual: 1 } },
      { year: 2025, month: 4, data: { ...zero, individual: 1, poa: 1, nri: 1 } },
      { year: 2025, month: 5, data: { ...zero, nonIndividual: 1 } },
      { year: 2025, month: 6, data: { ...zero, individual: 2, minor: 1 } },
    ]);
  });

  it('applies the same visibility and defaults to 4 months', async () => {
    const rows = await month('D1');
    expect(rows.map((r) => `${r.year}-${r.month}`)).toEqual(['2025-3', '2025-4', '2025-5', '2025-6']);
    expect(rows.map((r) => r.data.individual)).toEqual([0, 0, 0, 1]);
    expect((await month('R2', '?months=5'))[0]).toEqual({
      year: 2025,
      month: 2,
      data: { ...zero, individual: 1 },
    });
  });

  it('refuses a bad month count', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/onboarding/dashboard/monthwiseOnboardingSummary?months=0',
      headers: bearer(tokens.amcadmin!),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(APPLICATION_LIST_MESSAGES.badMonths);
  });
});

describe('list', () => {
  it('answers the list view fields', async () => {
    const res = await list('R', '?search=' + numbers.a2);
    const body = res.json() as ApplicationListPage;
    expect(body).toMatchObject({ pages: 1, total: 1 });
    expect(body.applications[0]).toEqual({
      id: ids.a2,
      applicationNumber: numbers.a2,
      applicant1ReferenceId: expect.any(String),
      applicationType: 'individual',
      status: 'sent_to_amc_approver',
      statusLabel: 'Sent to AIF approver',
      currentStep: 0,
      hasPOA: false,
      modeOfHolding: 'joint',
      investorName: 'Neha Kapoor',
      investorPan: 'BCDPK2345D',
      distributor: { id: ids.D1, name: 'User D1', arnCode: 'ARN-1' },
      filledBy: 'User D1',
      scheme: { id: expect.any(String), schemeName: 'List Test Fund', fundType: 'domestic' },
      plan: { id: expect.any(String), planDescription: 'Plan Two' },
      commitmentAmount: 15_000_000,
      createdAt: '2025-05-31T18:45:00.000Z',
      rejectedAt: null,
      rejectedByRole: null,
      rejectedReason: null,
      editable: true,
      deletable: false,
    });
  });

  it('labels the pending status "Pending" for its approver; drafts are deletable by preparers only', async () => {
    const [poa] = (await list('poaapprover')).json().applications;
    expect(poa).toMatchObject({ status: 'sent_to_poa_approver', statusLabel: 'Pending', editable: true });
    const mine = (await list('R', '?status=draft')).json().applications;
    expect(mine).toEqual([expect.objectContaining({ id: ids.a1, deletable: true, editable: true })]);
    const admins = (await list('amcadmin', '?status=draft')).json().applications;
    expect(admins.every((a: { deletable: boolean }) => !a.deletable)).toBe(true);
    const [rejected] = (await list('amcadmin', '?status=rejected')).json().applications;
    expect(rejected).toMatchObject({
      rejectedByRole: 'amcapprover',
      rejectedReason: 'Address proof is not legible',
      rejectedAt: '2025-02-12T06:00:00.000Z',
      editable: false,
      distributor: { id: ids.D3, arnCode: null },
    });
  });

  it('filters by status, type, mode of holding and distributor (comma-separated lists)', async () => {
    expect(await listKeys('amcadmin', '?status=draft,rejected')).toEqual(['a1', 'a6', 'a5']);
    expect(await listKeys('amcadmin', '?applicationType=non_individual')).toEqual(['a3']);
    expect(await listKeys('amcadmin', '?modeOfHolding=joint')).toEqual(['a2']);
    expect(await listKeys('amcadmin', `?distributorId=${ids.D2},${ids.D1}`)).toEqual(['a2', 'a3', 'a4']);
    expect(await listKeys('amcadmin', `?distributorId=${ids.D2}&status=completed`)).toEqual(['a3']);
    expect(await listKeys('amcadmin', '?status=&applicationType=&search=')).toHaveLength(6);
    // Filters narrow within visibility, never beyond it.
    expect(await listKeys('D1', `?distributorId=${ids.D2}`)).toEqual([]);
  });

  it('searches the application number, the first applicant name or PAN, in any case', async () => {
    expect(await listKeys('amcadmin', `?search=${numbers.a4!.toLowerCase()}`)).toEqual(['a4']);
    expect(await listKeys('amcadmin', '?search=KAPOOR')).toEqual(['a2']);
    expect(await listKeys('amcadmin', '?search=sunrise%20tex')).toEqual(['a3']);
    expect(await listKeys('amcadmin', '?search=fghpj7891j')).toEqual(['a5']);
    expect(await listKeys('amcadmin', '?search=%25')).toEqual([]);
    expect(await listKeys('D1', '?search=meera')).toEqual([]);
  });

  it('finds a whole application number in any case, within visibility, and a part of one by "contains"', async () => {
    const number = numbers.a2!;
    expect(await listKeys('amcadmin', `?search=${number.toLowerCase()}`)).toEqual(['a2']);
    expect((await list('amcadmin', `?search=%20${number}%20`)).json()).toMatchObject({ total: 1 });
    expect(await listKeys('D1', `?search=${number}`)).toEqual(['a2']);
    expect(await listKeys('D3', `?search=${number}`)).toEqual([]);
    expect(await listKeys('amcadmin', `?search=${number}&status=draft`)).toEqual([]);
    expect(await listKeys('amcadmin', `?search=${number.slice(0, -1)}`)).toContain('a2');
  });

  it('keeps the search in step with the first applicant', async () => {
    await db.db.execute(sql`update applicants set name = 'Meera Joshi-Rao' where application_id = ${ids.a5}`);
    expect(await listKeys('amcadmin', '?search=joshi-rao')).toEqual(['a5']);
  });

  it('pages (pages = ceil(total / limit)) and sorts by createdAt either way', async () => {
    const first = (await list('amcadmin', '?limit=4&page=1')).json() as ApplicationListPage;
    expect(first).toMatchObject({ pages: 2, total: 6 });
    expect(first.applications.map((a) => byKey(a.id))).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(await listKeys('amcadmin', '?limit=4&page=2')).toEqual(['a6', 'a5']);
    expect(await listKeys('amcadmin', '?limit=4&page=3')).toEqual([]);
    expect(await listKeys('amcadmin', '?sort=createdAt&order=ASC&limit=2&page=2')).toEqual(['a4', 'a3']);
    expect((await list('amcadmin', '?limit=2')).json()).toMatchObject({ pages: 3, total: 6 });
    expect((await list('D1', '?search=nobody')).json()).toEqual({ applications: [], pages: 0, total: 0 });
  });

  it('still answers the total on a page past the end, whichever way the total is counted', async () => {
    // Status counts (amcadmin), owner counts (an RM), a count of the rows (a filter beyond status).
    const past = async (who: string, query: string) => (await list(who, query)).json() as ApplicationListPage;
    expect(await past('amcadmin', '?limit=4&page=3')).toEqual({ applications: [], pages: 2, total: 6 });
    const rm = (await list('R', '?limit=1')).json() as ApplicationListPage;
    expect(rm.total).toBeGreaterThan(1);
    expect(await past('R', `?limit=1&page=${rm.total + 1}`)).toEqual({
      applications: [],
      pages: rm.total,
      total: rm.total,
    });
    const individual = (
      await list('amcadmin', '?applicationType=individual&limit=1')
    ).json() as ApplicationListPage;
    expect(individual.total).toBeGreaterThan(0);
    expect(
      await past('amcadmin', `?applicationType=individual&limit=1&page=${individual.total + 1}`),
    ).toEqual({
      applications: [],
      pages: individual.total,
      total: individual.total,
    });
  });

  it.each([
    ['?status=pending', APPLICATION_LIST_MESSAGES.badStatus('pending')],
    ['?status=draft,nope', APPLICATION_LIST_MESSAGES.badStatus('nope')],
    ['?applicationType=company', APPLICATION_LIST_MESSAGES.badApplicationType('company')],
    ['?modeOfHolding=solo', APPLICATION_LIST_MESSAGES.badModeOfHolding('solo')],
    ['?distributorId=42', APPLICATION_LIST_MESSAGES.badDistributorId('42')],
    ['?limit=101', APPLICATION_LIST_MESSAGES.badLimit],
    ['?limit=0', APPLICATION_LIST_MESSAGES.badLimit],
    ['?page=0', APPLICATION_LIST_MESSAGES.badPage],
    ['?page=abc', APPLICATION_LIST_MESSAGES.badPage],
    ['?order=UP', APPLICATION_LIST_MESSAGES.badOrder],
    ['?sort=status', APPLICATION_LIST_MESSAGES.badSort],
  ])('refuses %s with 400', async (query, message) => {
    const res = await list('amcadmin', query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('delete', () => {
  const del = (who: string, id: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/onboarding/applications/${id}`,
      headers: bearer(tokens[who]!),
    });

  beforeAll(async () => {
    await addApplication(
      'd1',
      { createdBy: ids.D1, distributorId: ids.D1, createdAt: new Date('2025-06-14T06:00:00Z') },
      { name: 'Kiran Rao', pan: 'KLMPR1111K' },
    );
  });

  it('is refused to roles that may not delete', async () => {
    for (const who of ['amcadmin', 'amcapprover', 'poaapprover', 'T', 'FM', 'investor']) {
      expect((await del(who, ids.d1!)).statusCode).toBe(403);
    }
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/onboarding/applications/${ids.d1}` })).statusCode,
    ).toBe(401);
  });

  it('does not reveal applications the caller cannot see', async () => {
    expect((await del('D2', ids.d1!)).statusCode).toBe(404);
    expect((await del('R2', ids.d1!)).statusCode).toBe(404);
    expect((await del('D1', 'not-an-id')).statusCode).toBe(404);
  });

  it('refuses applications past draft with the specification message', async () => {
    const res = await del('R', ids.a2!);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.cannotDelete });
    const res2 = await del('S', ids.a4!);
    expect(res2.json()).toEqual({ message: MESSAGES.cannotDelete });
  });

  it('soft-deletes a visible draft: the row and its applicants stay, marked, audited', async () => {
    const res = await del('D1', ids.d1!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.applicationDeleted });
    const [row] = await db.db.select().from(applications).where(eq(applications.id, ids.d1!));
    expect(row).toMatchObject({ status: 'draft', deletedAt: NOW, deletedBy: ids.D1, updatedAt: NOW });
    expect(await db.db.select().from(applicants).where(eq(applicants.applicationId, ids.d1!))).toHaveLength(
      1,
    );
    const [entry] = await db.db.select().from(auditTrail).where(eq(auditTrail.entityId, ids.d1!));
    expect(entry).toMatchObject({
      actorId: ids.D1,
      actorRole: 'distributor',
      action: 'application_deleted',
      entity: 'application',
      fromValue: 'draft',
      reason: numbers.d1,
    });
    expect((await del('D1', ids.d1!)).statusCode).toBe(404);
    expect(await db.db.select().from(auditTrail).where(eq(auditTrail.entityId, ids.d1!))).toHaveLength(1);
  });

  it('takes a deleted application out of every list, count and route', async () => {
    const mobile = '9123400001';
    await addApplication(
      'd3',
      { createdBy: ids.D1, distributorId: ids.D1, createdAt: new Date('2025-06-14T08:00:00Z') },
      { name: 'Farhan Ali', pan: 'MNOPA3333A' },
    );
    await db.db.update(applicants).set({ mobile }).where(eq(applicants.applicationId, ids.d3!));
    const [{ referenceId }] = (await db.db
      .select({ referenceId: applicants.referenceId })
      .from(applicants)
      .where(eq(applicants.applicationId, ids.d3!))) as [{ referenceId: string }];
    const investor = (await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', mobile) }))
      .token;
    const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    const total = async (who: string, query = '') =>
      ((await list(who, query)).json() as ApplicationListPage).total;
    const drafts = async (who: string) =>
      (
        (
          await as(tokens[who]!, 'GET', '/api/onboarding/dashboard/onboardingSummary')
        ).json() as OnboardingSummaryResponse
      ).find((r) => r.status === 'draft')!.count;
    const june = async (who: string) =>
      (
        (
          await as(tokens[who]!, 'GET', '/api/onboarding/dashboard/monthwiseOnboardingSummary?months=1')
        ).json() as MonthwiseOnboardingSummaryResponse
      )[0]!.data.individual;
    const detail = `/api/onboarding/applications/${ids.d3}`;
    const update = {
      step: 'distributor-details',
      saveType: 'saveForLater',
      version: 0,
      data: {},
    };

    // Before: every path finds it.
    const before = {
      lists: { D1: await total('D1'), R: await total('R'), amcadmin: await total('amcadmin') },
      adminDrafts: await total('amcadmin', '?status=draft'),
      drafts: { amcadmin: await drafts('amcadmin'), R: await drafts('R'), D1: await drafts('D1') },
      june: { amcadmin: await june('amcadmin'), D1: await june('D1') },
    };
    expect(await listKeys('D1')).toContain('d3');
    expect((await as(tokens.D1!, 'GET', detail)).statusCode).toBe(200);
    expect((await as(investor, 'GET', detail)).statusCode).toBe(200);
    expect((await as(investor, 'GET', `/api/onboarding/esign/details/${referenceId}`)).statusCode).toBe(200);
    expect((await as(tokens.D1!, 'GET', `${detail}/link-targets`)).statusCode).toBe(200);

    expect((await del('D1', ids.d3!)).statusCode).toBe(200);

    // The lists and their totals (status counts for amcadmin, counted rows for the others).
    expect(await listKeys('D1')).not.toContain('d3');
    expect(await listKeys('amcadmin', '?status=draft')).not.toContain('d3');
    expect(await listKeys('D1', '?search=farhan')).toEqual([]);
    expect({
      D1: await total('D1'),
      R: await total('R'),
      amcadmin: await total('amcadmin'),
    }).toEqual({ D1: before.lists.D1 - 1, R: before.lists.R - 1, amcadmin: before.lists.amcadmin - 1 });
    expect(await total('amcadmin', '?status=draft')).toBe(before.adminDrafts - 1);
    expect(await total('amcadmin', '?status=draft&applicationType=individual')).toBe(
      (await listKeys('amcadmin', '?status=draft&applicationType=individual&limit=100')).length,
    );
    // The dashboard: the donut (trigger-backed for amcadmin, counted for rm and distributor), the bars.
    expect({ amcadmin: await drafts('amcadmin'), R: await drafts('R'), D1: await drafts('D1') }).toEqual({
      amcadmin: before.drafts.amcadmin - 1,
      R: before.drafts.R - 1,
      D1: before.drafts.D1 - 1,
    });
    expect({ amcadmin: await june('amcadmin'), D1: await june('D1') }).toEqual({
      amcadmin: before.june.amcadmin - 1,
      D1: before.june.D1 - 1,
    });
    // Every route by id: staff and investor.
    expect((await as(tokens.D1!, 'GET', detail)).statusCode).toBe(404);
    expect((await as(tokens.amcadmin!, 'GET', detail)).statusCode).toBe(404);
    expect((await as(tokens.D1!, 'GET', `${detail}/schemes`)).statusCode).toBe(404);
    expect((await as(tokens.D1!, 'POST', `${detail}/update`, update)).statusCode).toBe(404);
    expect((await as(tokens.D1!, 'GET', `${detail}/link-targets`)).statusCode).toBe(404);
    expect((await as(tokens.D1!, 'POST', `${detail}/send`)).statusCode).toBe(404);
    expect((await as(tokens.amcadmin!, 'POST', `${detail}/send`)).statusCode).toBe(404);
    expect((await as(tokens.amcapprover!, 'POST', `${detail}/approve`)).statusCode).toBe(404);
    expect(
      (await as(tokens.amcapprover!, 'POST', `${detail}/reject`, { reason: 'Not needed' })).statusCode,
    ).toBe(404);
    expect((await as(tokens.D1!, 'GET', `/api/pdf/onboarding-application/pdf/${ids.d3}`)).statusCode).toBe(
      404,
    );
    expect((await as(investor, 'GET', detail)).statusCode).toBe(404);
    expect((await as(investor, 'GET', `/api/pdf/onboarding-application/pdf/${ids.d3}`)).statusCode).toBe(404);
    for (const path of ['details', 'get-otp', 'application-details', 'get-referenceids'])
      expect((await as(investor, 'GET', `/api/onboarding/esign/${path}/${referenceId}`)).statusCode).toBe(
        404,
      );
    const me = (await as(investor, 'GET', '/api/users/users/me')).json() as { referenceIds?: string[] };
    expect(me.referenceIds ?? []).not.toContain(referenceId);
  });

  it('lets an rm delete a draft of its hierarchy', async () => {
    expect((await listKeys('R', '?status=draft')).includes('a1')).toBe(true);
    await addApplication(
      'd2',
      { createdBy: ids.S, subdistributorId: ids.S, createdAt: new Date('2025-06-14T07:00:00Z') },
      { name: 'Asha Pillai', pan: 'PQRPP2222P' },
    );
    expect((await del('R', ids.d2!)).statusCode).toBe(200);
  });
});

describe('link targets', () => {
  const targets = (who: string, id: string) =>
    app.inject({
      method: 'GET',
      url: `/api/onboarding/applications/${id}/link-targets`,
      headers: bearer(tokens[who]!),
    });

  it('lists the active applicants of a visible application', async () => {
    const res = await targets('amcapprover', ids.a2!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      hasPOA: false,
      targets: [
        {
          id: expect.any(String),
          name: 'Neha Kapoor',
          referenceId: expect.any(String),
          invitationUrl: null,
          signatureBy: null,
        },
      ],
    });
    expect((await targets('D2', ids.a4!)).json()).toMatchObject({ hasPOA: true });
  });

  it('follows visibility and the access table', async () => {
    expect((await targets('D1', ids.a3!)).statusCode).toBe(404);
    for (const who of ['T', 'FM', 'poaapprover', 'investor']) {
      expect((await targets(who, ids.a3!)).statusCode).toBe(403);
    }
  });

  it('copies the investor link unless an invitation is due', () => {
    const t = { invitationUrl: null, referenceId: 'ref 1', signatureBy: null };
    expect(linkTargetUrl(t, false, 'https://aif.example')).toBe(
      'https://aif.example/investment-details/ref%201/details',
    );
    const invited = { invitationUrl: 'https://sign.example/x', referenceId: 'r', signatureBy: 'trustee' };
    expect(linkTargetUrl(invited, false, 'https://aif.example')).toBe('https://sign.example/x');
    expect(linkTargetUrl({ ...invited, signatureBy: null }, true, 'o')).toBe('https://sign.example/x');
    expect(linkTargetUrl({ ...invited, signatureBy: 'applicant' }, false, 'o')).toBe(
      'o/investment-details/r/details',
    );
  });
});

describe('stamp papers', () => {
  const stamps = (who: string) =>
    app.inject({
      method: 'GET',
      url: '/api/onboarding/leegality/stampPaperDetails',
      headers: bearer(tokens[who]!),
    });

  it('answers the unused stock per series to amcadmin, rm and subdistributor', async () => {
    const res = await stamps('amcadmin');
    expect(res.statusCode).toBe(200);
    const body = res.json() as StampPaperDetailsResponse;
    expect(body.length).toBeGreaterThan(0);
    const stock = await db.db.select().from(stampPapers);
    expect(body).toHaveLength(stock.length);
    for (const row of body) {
      const s = stock.find((x) => x.planId === row.planId && Number(x.denomination) === row.denomination)!;
      expect(row.unused).toBe(s.totalCount - s.usedCount);
      expect(row.series).toMatch(/ - /);
    }
    expect((await stamps('R')).json()).toEqual(body);
    expect((await stamps('S')).json()).toEqual(body);
  });

  it('is refused to the other roles', async () => {
    for (const who of ['D1', 'amcapprover', 'poaapprover', 'T', 'FM', 'superadmin', 'investor']) {
      expect((await stamps(who)).statusCode).toBe(403);
    }
  });
});

describe('distributor filter options', () => {
  const options = (who: string) =>
    app.inject({
      method: 'GET',
      url: '/api/onboarding/application-filters/distributors',
      headers: bearer(tokens[who]!),
    });

  it('lists every distributor by name to amcadmin and amcapprover', async () => {
    const res = await options('amcadmin');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: string; name: string }[];
    expect(body.map((d) => d.name)).toEqual([...body.map((d) => d.name)].sort());
    expect(body).toEqual(
      expect.arrayContaining([{ id: ids.D1, name: 'User D1', arnCode: 'ARN-1', isActive: true }]),
    );
    expect(body.map((d) => d.id)).not.toContain(ids.S);
    expect((await options('amcapprover')).statusCode).toBe(200);
  });

  it('is refused to the other roles', async () => {
    for (const who of ['R', 'D1', 'S', 'poaapprover', 'T', 'investor']) {
      expect((await options(who)).statusCode).toBe(403);
    }
  });
});

/** Runs last: it completes some applications. */
describe('commitment widgets', () => {
  beforeAll(async () => {
    const set = (key: string, status: string, amount: number) =>
      db.db
        .update(applications)
        .set({ status, commitmentAmount: String(amount) })
        .where(eq(applications.id, ids[key]!));
    await set('a1', 'completed', 7_000_000); // R, no distributor, June
    await set('a2', 'completed', 15_000_000); // D1, June
    await set('a3', 'completed', 20_000_000); // D2, May
    await set('a4', 'signed', 5_000_000); // S under D2, April
    await set('a5', 'completed', 40_000_000); // D3, February
  });

  const get = async <T>(who: string, path: string): Promise<T> => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/onboarding/dashboard/${path}`,
      headers: bearer(tokens[who]!),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };
  const top = (who: string, q = '') =>
    get<DistributorWiseCommitmentResponse>(who, `distributorWisecommitmentAmount${q}`).then((rows) =>
      rows.map((r) => [byKey(r.distributorId), r.commitmentAmount, r.completed]),
    );

  it.each([
    [
      'amcadmin',
      [
        ['D3', 40_000_000, 1],
        ['D2', 25_000_000, 2],
        ['D1', 15_000_000, 1],
      ],
    ],
    [
      'R',
      [
        ['D2', 25_000_000, 2],
        ['D1', 15_000_000, 1],
      ],
    ],
    ['D1', [['D1', 15_000_000, 1]]],
    ['D2', [['D2', 25_000_000, 2]]],
    ['S', [['D2', 5_000_000, 1]]],
    ['R2', [['D3', 40_000_000, 1]]],
  ])('%s: top distributors by completed commitment, within visibility', async (who, expected) => {
    expect(await top(who)).toEqual(expected);
  });

  it('answers names and ARN codes and honours the limit (default 5)', async () => {
    const [first] = await get<DistributorWiseCommitmentResponse>(
      'amcadmin',
      'distributorWisecommitmentAmount?limit=1',
    );
    expect(first).toEqual({
      distributorId: ids.D3,
      name: 'User D3',
      arnCode: null,
      commitmentAmount: 40_000_000,
      completed: 1,
    });
    expect(await top('amcadmin', '?limit=2')).toHaveLength(2);
  });

  const zeroMonth = { completed: 0, commitmentAmount: 0, contributionAmount: 0 };
  it.each([
    ['amcadmin', [0, 5_000_000, 20_000_000, 22_000_000], [0, 1, 1, 2]],
    ['R', [0, 5_000_000, 20_000_000, 22_000_000], [0, 1, 1, 2]],
    ['D1', [0, 0, 0, 15_000_000], [0, 0, 0, 1]],
    ['D2', [0, 5_000_000, 20_000_000, 0], [0, 1, 1, 0]],
    ['S', [0, 5_000_000, 0, 0], [0, 1, 0, 0]],
    ['R2', [0, 0, 0, 0], [0, 0, 0, 0]],
  ])('%s: commitment per month of the last 4, within visibility', async (who, amounts, completed) => {
    const rows = await get<MonthwiseCommitmentResponse>(who, 'monthwiseCommitmentAmount');
    expect(rows.map((r) => `${r.year}-${r.month}`)).toEqual(['2025-3', '2025-4', '2025-5', '2025-6']);
    expect(rows.map((r) => r.commitmentAmount)).toEqual(amounts);
    expect(rows.map((r) => r.completed)).toEqual(completed);
    expect(rows.every((r) => r.contributionAmount === 0)).toBe(true);
  });

  it('takes a month count', async () => {
    const rows = await get<MonthwiseCommitmentResponse>('R2', 'monthwiseCommitmentAmount?months=5');
    expect(rows[0]).toEqual({
      year: 2025,
      month: 2,
      ...zeroMonth,
      completed: 1,
      commitmentAmount: 40_000_000,
    });
  });

  describe('contribution', () => {
    const contribute = (key: string, amount: string | null) =>
      db.db
        .update(applications)
        .set({ contributionChequeAmount: amount })
        .where(eq(applications.id, ids[key]!));
    beforeAll(async () => {
      await contribute('a1', '2000000.50'); // completed, June
      await contribute('a2', '5000000'); // completed, June
      await contribute('a3', '3000000'); // completed, May
      await contribute('a6', '1000000'); // draft, March: not counted
    });
    afterAll(async () => {
      for (const key of ['a1', 'a2', 'a3', 'a6']) await contribute(key, null);
    });

    it.each([
      ['amcadmin', [0, 0, 3_000_000, 7_000_000.5]],
      ['R', [0, 0, 3_000_000, 7_000_000.5]],
      ['D1', [0, 0, 0, 5_000_000]],
      ['D2', [0, 0, 3_000_000, 0]],
      ['S', [0, 0, 0, 0]],
    ])(
      '%s: sums the contribution (cheque) amounts of completed applications per month, within visibility',
      async (who, amounts) => {
        const rows = await get<MonthwiseCommitmentResponse>(who, 'monthwiseCommitmentAmount');
        expect(rows.map((r) => r.contributionAmount)).toEqual(amounts);
      },
    );

    it('counts an application without a contribution as 0 and leaves the commitment alone', async () => {
      const rows = await get<MonthwiseCommitmentResponse>('amcadmin', 'monthwiseCommitmentAmount');
      expect(rows[3]).toEqual({
        year: 2025,
        month: 6,
        completed: 2,
        commitmentAmount: 22_000_000,
        contributionAmount: 7_000_000.5,
      });
    });
  });

  it('is for the dashboard roles only', async () => {
    for (const who of ['T', 'FM', 'poaapprover', 'amcapprover', 'superadmin', 'investor']) {
      for (const path of ['distributorWisecommitmentAmount', 'monthwiseCommitmentAmount']) {
        const res = await app.inject({
          method: 'GET',
          url: `/api/onboarding/dashboard/${path}`,
          headers: bearer(tokens[who]!),
        });
        expect(res.statusCode).toBe(403);
      }
    }
  });
});

describe('totals of the other callers (owner counts kept by triggers)', () => {
  const ROLE_OF: Record<string, StaffRole> = {
    R: 'rm',
    R2: 'rm',
    D1: 'distributor',
    D2: 'distributor',
    S: 'subdistributor',
    FM: 'fundmanager',
    T: 'trustee',
    poaapprover: 'poaapprover',
    amcadmin: 'amcadmin',
  };

  /** What each caller sees, read from the table itself with the visibility rule. */
  async function visibleRows(who: string) {
    const session = { role: ROLE_OF[who], kind: 'staff', userId: ids[who] ?? ids.R } as Session;
    return db.db
      .select({
        status: applications.status,
        applicationType: applications.applicationType,
        modeOfHolding: applications.modeOfHolding,
        distributorId: applications.distributorId,
      })
      .from(applications)
      .where(visibleApplicationsWhere(session));
  }

  /** The stored counts equal a grouping of the live rows, and every caller's totals follow from them. */
  async function expectTotalsMatchTable() {
    const key = `status, application_type, mode_of_holding, created_by, rm_id, distributor_id,
      subdistributor_id, plan_id, has_poa`;
    const grouped = (await db.db.execute(
      sql.raw(`select ${key}, count(*)::int as n from applications where deleted_at is null group by ${key}`),
    )) as unknown as { rows: Record<string, unknown>[] };
    const stored = (await db.db.execute(
      sql.raw(`select ${key}, n::int as n from application_owner_counts where n <> 0`),
    )) as unknown as { rows: Record<string, unknown>[] };
    const sorted = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).sort();
    expect(sorted(stored.rows)).toEqual(sorted(grouped.rows));

    // Every RM's, distributor's and sub-distributor's own counts (migrations/0014) are what the
    // visibility rule shows it, status by status.
    const hierarchy = await db.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.role, [...DISTRIBUTOR_LIKE_ROLES]));
    const expected: string[] = [];
    for (const u of hierarchy) {
      const session = { role: u.role, kind: 'staff', userId: u.id } as Session;
      const seen = await db.db
        .select({ status: applications.status, n: count() })
        .from(applications)
        .where(visibleApplicationsWhere(session))
        .groupBy(applications.status);
      for (const r of seen) expected.push(JSON.stringify({ viewer: u.id, status: r.status, n: r.n }));
    }
    const viewers = (await db.db.execute(
      sql`select viewer_id as viewer, status, n::int as n from application_viewer_counts where n <> 0`,
    )) as unknown as { rows: Record<string, unknown>[] };
    expect(sorted(viewers.rows)).toEqual(expected.sort());

    for (const who of Object.keys(ROLE_OF)) {
      const rows = await visibleRows(who);
      const statuses = rows.map((r) => r.status);
      const count = (among: string[]) => statuses.filter((s) => among.includes(s)).length;
      const totalOf = async (query: string) => ({ who, query, total: (await list(who, query)).json().total });
      expect(await totalOf('')).toEqual({ who, query: '', total: statuses.length });
      expect(await totalOf('?status=draft,completed')).toEqual({
        who,
        query: '?status=draft,completed',
        total: count(['draft', 'completed']),
      });
      // The other filters, alone and together with a status (owner counts by type and mode, 0015).
      const filtered: [string, (r: (typeof rows)[number]) => boolean][] = [
        ['?applicationType=non_individual', (r) => r.applicationType === 'non_individual'],
        [
          '?modeOfHolding=joint&status=sent_to_amc_approver',
          (r) => r.modeOfHolding === 'joint' && r.status === 'sent_to_amc_approver',
        ],
        [`?distributorId=${ids.D2}`, (r) => r.distributorId === ids.D2],
        [
          `?distributorId=${ids.D1},${ids.D2}&applicationType=individual&status=draft,completed,signed`,
          (r) =>
            (r.distributorId === ids.D1 || r.distributorId === ids.D2) &&
            r.applicationType === 'individual' &&
            ['draft', 'completed', 'signed'].includes(r.status),
        ],
      ];
      for (const [query, matches] of filtered) {
        expect(await totalOf(query)).toEqual({ who, query, total: rows.filter(matches).length });
      }
      if (ROLE_OF[who] === 'fundmanager' || ROLE_OF[who] === 'trustee' || who === 'poaapprover') continue;
      const summary = (
        await app.inject({
          method: 'GET',
          url: '/api/onboarding/dashboard/onboardingSummary',
          headers: bearer(tokens[who]!),
        })
      ).json() as OnboardingSummaryResponse;
      for (const { status, count: n } of summary)
        expect({ who, status, n }).toEqual({ who, status, n: count([status]) });
    }
  }

  it('follow inserts, reassignment to another distributor, POA and plan changes, status changes, soft deletes and deletes', async () => {
    await expectTotalsMatchTable();
    const added = await db.db
      .insert(applications)
      .values([
        {
          applicant1ReferenceId: crypto.randomUUID(),
          applicationType: 'individual',
          status: 'draft',
          createdBy: ids.D1,
          distributorId: ids.D1,
        },
        {
          applicant1ReferenceId: crypto.randomUUID(),
          applicationType: 'individual',
          status: 'completed',
          createdBy: ids.S,
          distributorId: ids.D2,
          subdistributorId: ids.S,
        },
        {
          applicant1ReferenceId: crypto.randomUUID(),
          applicationType: 'individual',
          status: 'draft',
          createdBy: ids.D3,
          distributorId: ids.D3,
          deletedAt: NOW,
        },
      ])
      .returning({ id: applications.id });
    const [first, second, deleted] = added.map((r) => r.id);
    await expectTotalsMatchTable();
    // Moved from D1 (rm R) to D3 (rm R2): R and D1 no longer count it, R2 does.
    await db.db
      .update(applications)
      .set({ createdBy: ids.D3, distributorId: ids.D3 })
      .where(eq(applications.id, first!));
    await expectTotalsMatchTable();
    // A POA and a plan: the POA approver, the fund manager and the trustee count it.
    const [p1] = await db.db.select({ id: plans.id }).from(plans).where(eq(plans.planCode, 'P1'));
    await db.db
      .update(applications)
      .set({ hasPoa: true, planId: p1!.id })
      .where(eq(applications.id, second!));
    await expectTotalsMatchTable();
    // Another type and mode of holding: the filtered totals follow.
    await db.db
      .update(applications)
      .set({ applicationType: 'non_individual', modeOfHolding: 'joint' })
      .where(eq(applications.id, second!));
    await expectTotalsMatchTable();
    // A wizard save (no key column changes) and a bulk status change.
    await db.db.update(applications).set({ currentStep: 4 }).where(eq(applications.id, second!));
    await db.db.execute(sql`update applications set status = 'signed' where status = 'completed'`);
    await expectTotalsMatchTable();
    // Soft delete with a status change in the same statement, then undelete.
    await db.db
      .update(applications)
      .set({ status: 'draft', deletedAt: NOW })
      .where(eq(applications.id, second!));
    await expectTotalsMatchTable();
    await db.db.update(applications).set({ deletedAt: null }).where(eq(applications.id, deleted!));
    await expectTotalsMatchTable();
    await db.db.execute(sql`update applications set status = 'completed' where status = 'signed'`);
    await db.db.execute(sql`delete from applications where id in (${first!}, ${second!}, ${deleted!})`);
    await expectTotalsMatchTable();
  });

  it('follow the hierarchy: a distributor moved to another RM, a sub-distributor moved and mapped to an RM, a role changed', async () => {
    // Each seen through one path only: S's names no distributor or RM (who sees it follows from S's
    // place in the hierarchy); the others name only their filler, their RM or their sub-distributor.
    const draft = { applicationType: 'individual', status: 'draft' } as const;
    const extra = await db.db
      .insert(applications)
      .values([
        { ...draft, applicant1ReferenceId: crypto.randomUUID(), createdBy: ids.S, subdistributorId: ids.S },
        { ...draft, applicant1ReferenceId: crypto.randomUUID(), createdBy: ids.D1 },
        { ...draft, applicant1ReferenceId: crypto.randomUUID(), rmId: ids.R2 },
        { ...draft, applicant1ReferenceId: crypto.randomUUID(), subdistributorId: ids.S },
      ])
      .returning({ id: applications.id });
    await expectTotalsMatchTable();
    const move = async (who: string, set: Partial<typeof users.$inferInsert>) => {
      await db.db.update(users).set(set).where(eq(users.id, ids[who]!));
      await expectTotalsMatchTable();
    };
    try {
      // D2 (and with it S's applications) goes from R to R2, and back.
      await move('D2', { rmId: ids.R2 });
      await move('D2', { rmId: ids.R });
      // S moves under D1 (R sees `extra` through D1) and is mapped to R2 directly (R2 sees it too).
      await move('S', { distributorId: ids.D1, rmId: ids.R2 });
      // A save of the user that keeps its hierarchy changes nothing.
      await move('S', { name: 'User S renamed' });
      // D3 stops being a distributor: R2 no longer sees through it, D3 no longer sees its own as one.
      await move('D3', { role: 'fundmanager' });
    } finally {
      await db.db.update(users).set({ rmId: ids.R }).where(eq(users.id, ids.D2!));
      await db.db
        .update(users)
        .set({ distributorId: ids.D2, rmId: null, name: 'User S' })
        .where(eq(users.id, ids.S!));
      await db.db.update(users).set({ role: 'distributor' }).where(eq(users.id, ids.D3!));
      await db.db.delete(applications).where(
        inArray(
          applications.id,
          extra.map((r) => r.id),
        ),
      );
    }
    await expectTotalsMatchTable();
  });
});

describe('dashboard totals of callers who see everything (kept by triggers)', () => {
  const completed = COMPLETED_STATUSES.map((st) => `'${st}'`).join(', ');

  async function rows(text: string): Promise<string[]> {
    const res = (await db.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
    return res.rows.map((r) => JSON.stringify(r)).sort();
  }

  /**
   * The stored totals equal a grouping of the live rows, with the NRI read from the first applicant
   * itself (not from the flag the trigger keeps), and the admin's widgets answer them.
   */
  async function expectTotalsMatchTable() {
    const grouped = await rows(`
      select to_char(date_trunc('month', a.created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as month,
             a.application_type, a.onboarding_type, a.has_poa,
             exists (select 1 from applicants p where p.application_id = a.id and p.applicant_type = 1
                       and lower(p.residential_status) = 'nri') as nri,
             a.status in (${completed}) as completed, count(*)::int as n,
             sum(case when a.status in (${completed}) then coalesce(a.commitment_amount, 0) else 0 end)::float8 as commitment,
             sum(case when a.status in (${completed}) then coalesce(a.contribution_cheque_amount, 0) else 0 end)::float8 as contribution
        from applications a where a.deleted_at is null group by 1, 2, 3, 4, 5, 6`);
    const stored = await rows(`
      select to_char(month, 'YYYY-MM-DD') as month, application_type, onboarding_type, has_poa,
             first_applicant_nri as nri, completed, n::int as n, commitment::float8 as commitment,
             contribution::float8 as contribution
        from application_month_totals where n <> 0`);
    expect(stored).toEqual(grouped);
    const byDistributor = await rows(`
      select distributor_id, count(*)::int as n, sum(coalesce(commitment_amount, 0))::float8 as commitment
        from applications where deleted_at is null and status in (${completed}) and distributor_id is not null
       group by 1`);
    expect(
      await rows(
        `select distributor_id, n::int as n, commitment::float8 as commitment from distributor_completed_totals where n <> 0`,
      ),
    ).toEqual(byDistributor);

    const top = (
      await app.inject({
        method: 'GET',
        url: '/api/onboarding/dashboard/distributorWisecommitmentAmount?limit=50',
        headers: bearer(tokens.amcadmin!),
      })
    ).json() as DistributorWiseCommitmentResponse;
    expect(
      top
        .map((d) =>
          JSON.stringify({ distributor_id: d.distributorId, n: d.completed, commitment: d.commitmentAmount }),
        )
        .sort(),
    ).toEqual(byDistributor);
    expect(top.map((d) => d.commitmentAmount)).toEqual(
      [...top.map((d) => d.commitmentAmount)].sort((a, b) => b - a),
    );
  }

  it('follow inserts, the first applicant becoming or leaving NRI, amounts, status changes, another distributor, soft deletes and deletes', async () => {
    await expectTotalsMatchTable();
    const [done, draft] = await db.db
      .insert(applications)
      .values([
        {
          applicant1ReferenceId: crypto.randomUUID(),
          applicationType: 'individual',
          status: 'completed',
          createdBy: ids.D1,
          distributorId: ids.D1,
          commitmentAmount: '2500000.50',
          contributionChequeAmount: '500000',
          createdAt: new Date('2025-05-31T19:00:00Z'),
        },
        {
          applicant1ReferenceId: crypto.randomUUID(),
          applicationType: 'individual',
          onboardingType: 'minor',
          hasPoa: true,
          status: 'draft',
          createdBy: ids.D2,
          distributorId: ids.D2,
          commitmentAmount: '1000000',
          createdAt: new Date('2025-06-01T02:00:00Z'),
        },
      ])
      .returning({ id: applications.id });
    await expectTotalsMatchTable();

    // The first applicant of the draft: NRI, then resident, then NRI again, then removed.
    const [first] = await db.db
      .insert(applicants)
      .values({
        applicationId: draft!.id,
        applicantType: 1,
        referenceId: crypto.randomUUID(),
        name: 'Meera Iyer',
        panNo: 'AAAPI1234Q',
        residentialStatus: 'NRI',
      })
      .returning({ id: applicants.id });
    await expectTotalsMatchTable();
    await db.db
      .update(applicants)
      .set({ residentialStatus: 'Individual' })
      .where(eq(applicants.id, first!.id));
    await expectTotalsMatchTable();
    await db.db.update(applicants).set({ residentialStatus: 'nri' }).where(eq(applicants.id, first!.id));
    const nriFlag = async () =>
      (
        await db.db
          .select({ nri: applications.firstApplicantNri })
          .from(applications)
          .where(eq(applications.id, draft!.id))
      )[0]?.nri;
    expect(await nriFlag()).toBe(true);
    await expectTotalsMatchTable();
    await db.db.delete(applicants).where(eq(applicants.id, first!.id));
    expect(await nriFlag()).toBe(false);
    await expectTotalsMatchTable();

    // Amounts of a completed application count; a draft's do not until it completes.
    await db.db
      .update(applications)
      .set({ commitmentAmount: '3000000' })
      .where(eq(applications.id, done!.id));
    await db.db
      .update(applications)
      .set({ commitmentAmount: '7000000' })
      .where(eq(applications.id, draft!.id));
    await expectTotalsMatchTable();
    await db.db.update(applications).set({ status: 'completed' }).where(eq(applications.id, draft!.id));
    await expectTotalsMatchTable();
    await db.db.execute(sql`update applications set status = 'signed' where status = 'completed'`);
    await db.db.update(applications).set({ distributorId: ids.D3 }).where(eq(applications.id, done!.id));
    await expectTotalsMatchTable();
    await db.db
      .update(applications)
      .set({ status: 'draft', deletedAt: NOW })
      .where(eq(applications.id, draft!.id));
    await expectTotalsMatchTable();
    await db.db
      .update(applications)
      .set({ status: 'signed', deletedAt: null })
      .where(eq(applications.id, draft!.id));
    await expectTotalsMatchTable();
    await db.db.execute(sql`update applications set status = 'completed' where status = 'signed'`);
    await db.db.execute(sql`delete from applications where id in (${done!.id}, ${draft!.id})`);
    await expectTotalsMatchTable();
  });
});

describe('totals of callers who see everything (status counts kept by triggers)', () => {
  /** The list's totals and the donut, against a count of the table itself. */
  async function expectTotalsMatchTable() {
    const rows = await db.db
      .select({ status: applications.status })
      .from(applications)
      .where(isNull(applications.deletedAt));
    const count = (statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).length;
    expect((await list('amcadmin')).json()).toMatchObject({ total: rows.length });
    expect((await list('amcadmin', '?status=draft,completed')).json()).toMatchObject({
      total: count(['draft', 'completed']),
    });
    const summary = (
      await app.inject({
        method: 'GET',
        url: '/api/onboarding/dashboard/onboardingSummary',
        headers: bearer(tokens.amcadmin!),
      })
    ).json() as OnboardingSummaryResponse;
    for (const { status, count: n } of summary) expect(n).toBe(count([status]));
  }

  it('follow inserts, status changes (one row or many), soft deletes, other updates, deletes and truncation', async () => {
    await expectTotalsMatchTable();
    const [extra] = await db.db
      .insert(applications)
      .values([
        { applicant1ReferenceId: crypto.randomUUID(), applicationType: 'individual', status: 'draft' },
        { applicant1ReferenceId: crypto.randomUUID(), applicationType: 'individual', status: 'signed' },
        // Inserted deleted: counted nowhere (and removed below with the signed ones).
        {
          applicant1ReferenceId: crypto.randomUUID(),
          applicationType: 'individual',
          status: 'signed',
          deletedAt: NOW,
        },
      ])
      .returning({ id: applications.id });
    await expectTotalsMatchTable();
    await db.db.update(applications).set({ status: 'completed' }).where(eq(applications.id, extra!.id));
    await expectTotalsMatchTable();
    // A soft delete leaves its status (even with a status change in the same statement); undeleting
    // counts it again.
    await db.db
      .update(applications)
      .set({ status: 'signed', deletedAt: NOW })
      .where(eq(applications.id, extra!.id));
    await expectTotalsMatchTable();
    await db.db
      .update(applications)
      .set({ status: 'completed', deletedAt: null })
      .where(eq(applications.id, extra!.id));
    await expectTotalsMatchTable();
    await db.db.update(applications).set({ currentStep: 3 }).where(eq(applications.id, extra!.id));
    await db.db.execute(sql`update applications set status = 'signed' where status = 'completed'`);
    await expectTotalsMatchTable();
    await db.db.execute(sql`delete from applications where id = ${extra!.id} or status = 'signed'`);
    await expectTotalsMatchTable();
    // An ordinary filter (not status alone) still counts the rows.
    const drafts = await db.db
      .select({ id: applications.id })
      .from(applications)
      .where(sql`status = 'draft' and application_type = 'individual' and deleted_at is null`);
    expect((await list('amcadmin', '?status=draft&applicationType=individual')).json()).toMatchObject({
      total: drafts.length,
    });
    await db.db.execute(sql`truncate applications cascade`);
    await expectTotalsMatchTable();
  });
});
