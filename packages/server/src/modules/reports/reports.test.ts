import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import {
  REPORT_MESSAGES,
  REPORT_SUMMARY_COLUMNS,
  reportQuerySchema,
  type CommitmentReport,
  type DetailReport,
  type SummaryReport,
} from '@aif/contracts';
import { applications, users } from '../../db/schema';
import type { Session } from '../../lib/session';
import type { TestDatabase } from '../../testing/db';
import { byId, closeReportFixture, days, ids, numbers, openReportFixture, report } from './test-fixture';

let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db, app } = await openReportFixture());
});
afterAll(closeReportFixture);

/** The nine counts in summary column order, from the per-group counts given (the rest 0, total = sum). */
function counts(groups: Partial<Record<(typeof REPORT_SUMMARY_COLUMNS)[number], number>>) {
  const total = Object.values(groups).reduce((s, n) => s + n, 0);
  return REPORT_SUMMARY_COLUMNS.map((status) => ({
    status,
    count: status === 'total_onboarded' ? total : (groups[status] ?? 0),
  }));
}

async function detailKeys(path: string, query: Record<string, string> = {}) {
  const res = await report(path, { limit: '100', ...query });
  expect(res.statusCode).toBe(200);
  const body = res.json() as DetailReport;
  expect(body.total).toBe(body.data.length);
  return body.data.map((r) => byId(r.id)).sort();
}
const keys = (...k: string[]) => k.sort();

describe('onboardingSummary', () => {
  it('counts the default range (1-15 June IST) per scheme, individual and non-individual only', async () => {
    const res = await report('onboardingSummary');
    expect(res.statusCode).toBe(200);
    expect((res.json() as SummaryReport).data).toEqual([
      {
        name: 'Growth Fund',
        types: [
          {
            investorType: 'individual',
            counts: counts({
              draft: 2,
              in_progress: 1,
              pending_with_investor: 1,
              pending_with_fundmanager: 1,
              completed: 2,
            }),
          },
          { investorType: 'non_individual', counts: counts({ pending_with_investor: 1 }) },
        ],
      },
      {
        name: 'Value Fund',
        types: [
          {
            investorType: 'individual',
            counts: counts({ pending_with_trustee: 1, invitationexpired: 1, pending_with_investor: 1 }),
          },
          { investorType: 'non_individual', counts: counts({ completed: 1 }) },
        ],
      },
      {
        name: 'No Scheme',
        types: [
          { investorType: 'individual', counts: counts({ rejected: 1 }) },
          { investorType: 'non_individual', counts: counts({ draft: 1 }) },
        ],
      },
    ]);
  });

  it('keeps only the chosen investor type; a type left out of summaries gives nothing', async () => {
    const res = await report('onboardingSummary', { investorType: 'non_individual' });
    const data = (res.json() as SummaryReport).data;
    expect(data.map((g) => [g.name, g.types.map((t) => t.investorType)])).toEqual([
      ['Growth Fund', ['non_individual']],
      ['Value Fund', ['non_individual']],
      ['No Scheme', ['non_individual']],
    ]);
    expect((await report('onboardingSummary', { investorType: 'nri' })).json()).toEqual({ data: [] });
  });
});

describe('distributorWiseOnboardingSummary', () => {
  it('counts per distributor name, "Direct" for none, last', async () => {
    const res = await report('distributorWiseOnboardingSummary');
    expect(res.statusCode).toBe(200);
    const data = (res.json() as SummaryReport).data;
    const none = counts({});
    expect(data).toEqual([
      {
        name: 'Alpha Distributors',
        types: [
          {
            investorType: 'individual',
            counts: counts({ draft: 2, in_progress: 1, pending_with_trustee: 1, completed: 2 }),
          },
          { investorType: 'non_individual', counts: none },
        ],
      },
      {
        name: 'Beta Capital',
        types: [
          { investorType: 'individual', counts: counts({ pending_with_investor: 1 }) },
          { investorType: 'non_individual', counts: counts({ pending_with_investor: 1, completed: 1 }) },
        ],
      },
      {
        name: 'Gamma Wealth',
        types: [
          { investorType: 'individual', counts: counts({ pending_with_investor: 1 }) },
          { investorType: 'non_individual', counts: none },
        ],
      },
      {
        name: 'Direct',
        types: [
          {
            investorType: 'individual',
            counts: counts({ pending_with_fundmanager: 1, invitationexpired: 1, rejected: 1 }),
          },
          { investorType: 'non_individual', counts: counts({ draft: 1 }) },
        ],
      },
    ]);
  });
});

describe('distributorWiseCommitmentAmount', () => {
  it('sums the completed (signed and completed) applications per distributor and investor type', async () => {
    const res = await report('distributorWiseCommitmentAmount');
    expect(res.statusCode).toBe(200);
    expect((res.json() as CommitmentReport).data).toEqual([
      {
        name: 'Alpha Distributors',
        types: [
          {
            investorType: 'individual',
            completed: 2,
            commitmentAmount: 15000000.5,
            contributionAmount: 3500000,
          },
          { investorType: 'nri', completed: 1, commitmentAmount: 3000000, contributionAmount: 500000 },
        ],
      },
      {
        name: 'Beta Capital',
        types: [
          { investorType: 'non_individual', completed: 1, commitmentAmount: 20000000, contributionAmount: 0 },
        ],
      },
    ]);
  });

  it('is empty when the status filter leaves out completed', async () => {
    const res = await report('distributorWiseCommitmentAmount', { status: 'draft' });
    expect(res.json()).toEqual({ data: [] });
  });
});

describe('onboardingDetails', () => {
  const JUNE = keys(
    ...['i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7', 'i8', 'i9', 'i10'],
    ...['n1', 'n2', 'n3', 'm1', 'p1', 'r1', 'rp1', 'e2'],
  );

  it('pages by 10, newest first, with the table columns', async () => {
    const res = await report('onboardingDetails');
    expect(res.statusCode).toBe(200);
    const page1 = res.json() as DetailReport;
    expect(page1.total).toBe(18);
    expect(page1.pages).toBe(2);
    expect(page1.data).toHaveLength(10);
    const page2 = (await report('onboardingDetails', { page: '2' })).json() as DetailReport;
    expect(page2.data).toHaveLength(8);
    const all = [...page1.data, ...page2.data];
    expect(all.map((r) => byId(r.id)).sort()).toEqual(JUNE);
    const created = all.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(all.find((r) => r.id === ids.i8)).toEqual({
      id: ids.i8,
      firstHolderName: 'Hari Menon',
      applicationNumber: numbers.i8,
      modeOfHolding: 'single',
      scheme: 'Growth Fund',
      createdAt: '2025-06-09T06:00:00.000Z',
      commitmentAmount: 10000000,
      firstHolderPan: 'AAAPM0008H',
      distributor: 'Alpha Distributors',
      esignDocumentId: 'DOC-I8-2',
      status: 'completed',
      investorType: 'individual',
    });
    const direct = all.find((r) => r.id === ids.i4)!;
    // The first holder is the active applicant 1; no distributor, no e-sign document.
    expect([direct.firstHolderName, direct.distributor, direct.esignDocumentId]).toEqual([
      'Dev Nair',
      null,
      null,
    ]);
  });

  it('sorts by application number when asked', async () => {
    const res = await report('onboardingDetails', { sort: 'applicationNumber', order: 'ASC', limit: '100' });
    const numbersInOrder = (res.json() as DetailReport).data.map((r) => r.applicationNumber);
    expect(numbersInOrder).toEqual([...numbersInOrder].sort());
  });

  it('filters by each filter', async () => {
    expect(await detailKeys('onboardingDetails', { investorType: 'nri' })).toEqual(['r1']);
    expect(await detailKeys('onboardingDetails', { investorType: 'nri_poa' })).toEqual(['rp1']);
    expect(await detailKeys('onboardingDetails', { investorType: 'poa' })).toEqual(['p1']);
    expect(await detailKeys('onboardingDetails', { investorType: 'minor' })).toEqual(['m1']);
    expect(await detailKeys('onboardingDetails', { investorType: 'non_individual' })).toEqual(
      keys('n1', 'n2', 'n3'),
    );
    expect(await detailKeys('onboardingDetails', { investorType: 'all' })).toEqual(JUNE);
    expect(await detailKeys('onboardingDetails', { distributorId: ids.D2! })).toEqual(
      keys('i3', 'n1', 'n2', 'p1'),
    );
    expect(await detailKeys('onboardingDetails', { schemeId: ids.Value! })).toEqual(
      keys('i5', 'i6', 'i10', 'n2', 'r1', 'rp1'),
    );
    expect(await detailKeys('onboardingDetails', { planId: ids.P2! })).toEqual(keys('i3', 'i4', 'p1'));
    expect(await detailKeys('onboardingDetails', { rmId: ids.R! })).toEqual(keys('i1', 'i2', 'i3', 'i8'));
    expect(await detailKeys('onboardingDetails', { rmId: ids.R2! })).toEqual(['i10']);
  });

  it('filters by status group, approved_by_applicantN by the number of active applicants', async () => {
    expect(await detailKeys('onboardingDetails', { status: 'pending_with_investor' })).toEqual(
      keys('i3', 'i10', 'n1'),
    );
    expect(await detailKeys('onboardingDetails', { status: 'pending_with_fundmanager' })).toEqual(
      keys('i4', 'rp1'),
    );
    expect(await detailKeys('onboardingDetails', { status: 'in_progress' })).toEqual(keys('i2', 'p1'));
    expect(await detailKeys('onboardingDetails', { status: 'pending_with_trustee' })).toEqual(['i5']);
    expect(await detailKeys('onboardingDetails', { status: 'invitationexpired' })).toEqual(['i6']);
    expect(await detailKeys('onboardingDetails', { status: 'draft' })).toEqual(keys('i1', 'n3', 'm1', 'e2'));
    expect(await detailKeys('onboardingDetails', { status: 'completed,rejected' })).toEqual(
      keys('i7', 'i8', 'i9', 'n2', 'r1'),
    );
    // Filters combine.
    expect(
      await detailKeys('onboardingDetails', {
        status: 'completed',
        distributorId: ids.D1!,
        investorType: 'individual',
      }),
    ).toEqual(keys('i8', 'i9'));
  });

  it('takes whole Asia/Kolkata days: 18:29:59Z is the day before, 18:30:00Z the day itself', async () => {
    expect(await detailKeys('onboardingDetails', days('2025-06-01', '2025-06-01'))).toEqual(['e2']);
    expect(await detailKeys('onboardingDetails', days('2025-05-31', '2025-05-31'))).toEqual(['e1']);
    expect(await detailKeys('onboardingDetails', days('2025-05-31', '2025-06-01'))).toEqual(keys('e1', 'e2'));
    // An instant later in the same Kolkata day counts as that day.
    const sameDay = { from: '2025-06-01T10:00:00.000Z', to: '2025-06-01T10:00:00.000Z' };
    expect(await detailKeys('onboardingDetails', sameDay)).toEqual(['e2']);
  });

  it('leaves out deleted applications', async () => {
    const all = await detailKeys('onboardingDetails', days('2025-01-01', '2025-06-15'));
    expect(all).not.toContain('x1');
    expect(all).toHaveLength(21);
  });

  it('shows the caller only what its lists show', async () => {
    const rm = await db.db.select().from(users).where(eq(users.id, ids.R!));
    const session: Session = {
      id: 'test',
      kind: 'staff',
      role: 'rm',
      userId: ids.R!,
      countryCode: '+91',
      phone: rm[0]!.phone!,
    };
    const query = reportQuerySchema.parse({ limit: '100' });
    const seen = await app.reports.details(session, query, 'details');
    expect(seen.data.map((r) => byId(r.id)).sort()).toEqual(
      keys('i1', 'i2', 'i3', 'i5', 'i8', 'i9', 'n1', 'n2', 'm1', 'p1', 'r1', 'rp1', 'e2'),
    );
    const summary = await app.reports.summary(session, query, 'distributor');
    expect(summary.data.map((g) => g.name)).toEqual(['Alpha Distributors', 'Beta Capital']);
  });
});

describe('completedApplications', () => {
  it('filters on when the application became signed or completed, number descending', async () => {
    const res = await report('completedApplications');
    expect(res.statusCode).toBe(200);
    const body = res.json() as DetailReport;
    expect(body.data.map((r) => byId(r.id))).toEqual(
      ['i8', 'i9', 'n2', 'r1', 'cOld'].sort((x, y) => numbers[y]!.localeCompare(numbers[x]!)),
    );
    expect(body.data.find((r) => r.id === ids.i8)!.completedAt).toBe('2025-06-10T10:00:00.000Z');
    expect(body.data.find((r) => r.id === ids.cOld)!.completedAt).toBe('2025-05-31T18:30:00.000Z');
    expect(await detailKeys('completedApplications', days('2025-05-31', '2025-05-31'))).toEqual(['cEarly']);
    expect(await detailKeys('completedApplications', { investorType: 'nri' })).toEqual(['r1']);
  });

  it('sets completed_at when the status becomes signed, keeps it on completed, clears it on leaving', async () => {
    const [row] = await db.db
      .insert(applications)
      .values({
        applicant1ReferenceId: crypto.randomUUID(),
        applicationType: 'individual',
        status: 'approved_by_trustee',
      })
      .returning({ id: applications.id });
    const at = async () =>
      (
        await db.db
          .select({ c: applications.completedAt })
          .from(applications)
          .where(eq(applications.id, row!.id))
      )[0]!.c;
    const t1 = new Date('2025-06-14T09:00:00Z');
    await db.db
      .update(applications)
      .set({ status: 'signed', updatedAt: t1 })
      .where(eq(applications.id, row!.id));
    expect(await at()).toEqual(t1);
    await db.db
      .update(applications)
      .set({ status: 'completed', updatedAt: new Date('2025-06-15T09:00:00Z') })
      .where(eq(applications.id, row!.id));
    expect(await at()).toEqual(t1);
    await db.db.update(applications).set({ status: 'draft' }).where(eq(applications.id, row!.id));
    expect(await at()).toBeNull();
    await db.db.delete(applications).where(eq(applications.id, row!.id));
  });

  it('needs fundSetupAccess, read fresh', async () => {
    const flagsOf = async () =>
      await db.db.select({ id: users.id, flags: users.flags }).from(users).where(eq(users.role, 'amcadmin'));
    const before = await flagsOf();
    await db.db
      .update(users)
      .set({ flags: sql`${users.flags} || '{"fundSetupAccess": false}'::jsonb` })
      .where(eq(users.role, 'amcadmin'));
    try {
      const res = await report('completedApplications');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(REPORT_MESSAGES.noAccess);
      // Even with a bad query: access is checked first.
      expect((await report('completedApplications', { status: 'nope' })).statusCode).toBe(403);
      expect((await report('completedApplications', { downloadFile: 'true' })).statusCode).toBe(403);
      // The other reports do not need it.
      expect((await report('onboardingDetails')).statusCode).toBe(200);
    } finally {
      for (const u of before) await db.db.update(users).set({ flags: u.flags }).where(eq(users.id, u.id));
    }
    expect((await report('completedApplications')).statusCode).toBe(200);
  });
});

describe('the RM filter', () => {
  it('lists every RM by name, switched-off ones too, to the AIF admin only', async () => {
    const res = await report('filters/rms');
    expect(res.statusCode).toBe(200);
    const rms = await db.db.select().from(users).where(eq(users.role, 'rm'));
    const expected = rms
      .map((u) => ({ id: u.id, name: u.name, isActive: u.isActive }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(expected.length).toBeGreaterThan(0);
    expect(res.json().rms).toEqual(expected);
    await db.db.update(users).set({ isActive: false }).where(eq(users.id, expected[0]!.id));
    expect((await report('filters/rms')).json().rms[0]).toEqual({ ...expected[0], isActive: false });
    await db.db.update(users).set({ isActive: true }).where(eq(users.id, expected[0]!.id));
    expect((await report('filters/rms', {}, 'rm')).statusCode).toBe(403);
  });
});

describe('refusals', () => {
  const PATHS = [
    'onboardingSummary',
    'onboardingDetails',
    'distributorWiseOnboardingSummary',
    'distributorWiseCommitmentAmount',
    'completedApplications',
    'allApplicationsData',
  ];

  it.each(PATHS)('%s: 403 for roles other than the AIF admin', async (path) => {
    for (const who of ['rm', 'amcapprover', 'R']) {
      const res = await report(path, {}, who);
      expect(res.statusCode).toBe(403);
    }
  });

  it.each([
    [days('2025-06-10', '2025-06-05'), REPORT_MESSAGES.fromAfterTo],
    [days('2025-06-10', '2025-06-16'), REPORT_MESSAGES.toInFuture],
    [days('2025-06-16', '2025-06-16'), REPORT_MESSAGES.fromInFuture],
    [{ from: days('2025-06-01', '2025-06-01').from }, REPORT_MESSAGES.toRequired],
    [{ from: '01/06/2025', to: '2025-06-02T00:00:00Z' }, REPORT_MESSAGES.badQuery('From Date')],
    [{ status: 'draft,signed' }, REPORT_MESSAGES.badQuery('Status')],
    [{ investorType: 'corporate' }, REPORT_MESSAGES.badQuery('Investor Type')],
    [{ distributorId: 'D1' }, REPORT_MESSAGES.badQuery('Distributor')],
    [{ page: '0' }, REPORT_MESSAGES.badQuery('page')],
  ])('400 on %j: %s', async (query, message) => {
    for (const path of PATHS) {
      const res = await report(path, query as Record<string, string>);
      expect([path, res.statusCode, res.json().message]).toEqual([path, 400, message]);
    }
  });

  it('checks dates against today in Kolkata: 15 June is today, 16 June is not', async () => {
    expect((await report('onboardingSummary', days('2025-06-15', '2025-06-15'))).statusCode).toBe(200);
  });
});
