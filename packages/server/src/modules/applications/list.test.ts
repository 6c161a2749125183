import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  APPLICATION_LIST_MESSAGES,
  APPLICATION_STATUSES,
  type ApplicationListPage,
  type StampPaperDetailsResponse,
  type OnboardingSummaryResponse,
} from '@aif/contracts';
import { applications, stampPapers } from '../../db/schema';
import type { Session } from '../../lib/session';
import { bearer } from '../../testing/app';
import type { TestDatabase } from '../../testing/db';
import {
  VISIBLE,
  byKey,
  closeListFixture,
  ids,
  list,
  listKeys,
  numbers,
  openListFixture,
  tokens,
} from './test-fixture';
import { visibleApplicationsWhere } from './visibility';

/** The application list: visibility, filters, search, paging, and the filter and stamp paper lookups (hierarchy and applications: test-fixture.ts). */
let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  ({ db, app } = await openListFixture());
});
afterAll(closeListFixture);

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
    expect((await list('D1', '?search=nobody')).json()).toEqual({
      applications: [],
      pages: 0,
      total: 0,
      totalCapped: false,
    });
  });

  it('still answers the total on a page past the end, whichever way the total is counted', async () => {
    // Status counts (amcadmin), owner counts (an RM), a count of the rows (a filter beyond status).
    const past = async (who: string, query: string) => (await list(who, query)).json() as ApplicationListPage;
    expect(await past('amcadmin', '?limit=4&page=3')).toEqual({
      applications: [],
      pages: 2,
      total: 6,
      totalCapped: false,
    });
    const rm = (await list('R', '?limit=1')).json() as ApplicationListPage;
    expect(rm.total).toBeGreaterThan(1);
    expect(await past('R', `?limit=1&page=${rm.total + 1}`)).toEqual({
      applications: [],
      pages: rm.total,
      total: rm.total,
      totalCapped: false,
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
      totalCapped: false,
    });
    // A text search's own count of its matches.
    expect(await past('amcadmin', '?search=aif&limit=1&page=99')).toEqual({
      applications: [],
      pages: 6,
      total: 6,
      totalCapped: false,
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
  ])('refuses %s with 400, naming the parameter', async (query, message) => {
    const res = await list('amcadmin', query);
    expect(res.statusCode).toBe(400);
    const parameter = query.slice(1).split('=')[0];
    expect(res.json()).toEqual({ message, errors: [{ path: parameter, message }] });
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
