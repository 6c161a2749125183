import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  APPLICATION_LIST_MESSAGES,
  APPLICATION_STATUSES,
  type ApplicationListPage,
  type MonthwiseOnboardingSummaryResponse,
  type OnboardingSummaryResponse,
  type StaffRole,
} from '@aif/contracts';
import { applicants, applications, plans, schemes, users } from '../../db/schema';
import { toMobileNumber } from '../../lib/phone';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import type { Session } from '../sessions/service';
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
      .where(await visibleApplicationsWhere(db.db, session));
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
