import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  APPLICATION_LIST_MESSAGES,
  type DistributorWiseCommitmentResponse,
  type MonthwiseCommitmentResponse,
  type MonthwiseOnboardingSummaryResponse,
} from '@aif/contracts';
import { applications } from '../../db/schema';
import { bearer } from '../../testing/app';
import type { TestDatabase } from '../../testing/db';
import { byKey, closeListFixture, ids, openListFixture, tokens } from './test-fixture';

/** The dashboard widgets: month on month, top distributors, commitment and contribution (hierarchy and applications: test-fixture.ts). */
let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  ({ db, app } = await openListFixture());
});
afterAll(closeListFixture);

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
