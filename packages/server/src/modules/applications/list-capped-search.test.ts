import { applicationListFilterSchema, type ApplicationListFilter, type Role } from '@aif/contracts';
import type { Session } from '../../lib/session';
import type { TestDatabase } from '../../testing/db';
import { VISIBLE, byKey, closeListFixture, ids, numbers, openListFixture } from './test-fixture';
import { searchWordsOf } from './list-query';
import { ApplicationListService } from './service';

/**
 * A text search counts its matches up to a cap (contracts' APPLICATION_SEARCH_COUNT_CAP, 3 here): past
 * it the total is the cap, flagged, and the pages within it are the same rows as with an exact count.
 */
let db: TestDatabase;
let capped: ApplicationListService;
let exact: ApplicationListService;
beforeAll(async () => {
  ({ db } = await openListFixture());
  const clock = () => new Date();
  capped = new ApplicationListService({ db: db.db, clock, searchCountCap: 3 });
  exact = new ApplicationListService({ db: db.db, clock, searchCountCap: 1000 });
});
afterAll(closeListFixture);

const session = (role: Role, who: string): Session => ({
  id: 's',
  kind: 'staff',
  role,
  userId: ids[who]!,
  countryCode: '+91',
  phone: '9000000000',
});
const admin = () => session('amcadmin', 'R');
const filter = (f: Partial<ApplicationListFilter>) => applicationListFilterSchema.parse(f);
const keys = (page: { applications: { id: string }[] }) => page.applications.map((a) => byKey(a.id));

describe('a text search with more matches than the cap', () => {
  // "aif" is in every application number: all six match.
  it('answers the cap as the total, flagged, and the pages within it', async () => {
    const page = await capped.list(admin(), filter({ search: 'aif', limit: 2 }));
    expect(page).toMatchObject({ total: 3, totalCapped: true, pages: 2 });
    expect(keys(page)).toEqual(VISIBLE.amcadmin!.slice(0, 2));
  });

  it.each(['DESC', 'ASC'] as const)('pages exactly as the exact count does (%s)', async (order) => {
    for (const p of [1, 2]) {
      const a = await capped.list(admin(), filter({ search: 'AIF', limit: 2, page: p, order }));
      const b = await exact.list(admin(), filter({ search: 'AIF', limit: 2, page: p, order }));
      expect(b.totalCapped).toBe(false);
      expect(b.total).toBe(6);
      expect(keys(a)).toEqual(keys(b));
      expect(keys(a)).toHaveLength(2);
    }
  });

  it('still serves a page beyond the cap, and an empty one past the matches, with the capped total', async () => {
    const beyond = await capped.list(admin(), filter({ search: 'aif', limit: 2, page: 3 }));
    expect(keys(beyond)).toEqual(VISIBLE.amcadmin!.slice(4, 6));
    expect(beyond).toMatchObject({ total: 3, totalCapped: true });
    const past = await capped.list(admin(), filter({ search: 'aif', limit: 2, page: 9 }));
    expect(past).toEqual({ applications: [], pages: 2, total: 3, totalCapped: true });
  });

  it("caps an RM's search within what the RM sees, and counts a distributor's few exactly", async () => {
    const rm = await capped.list(session('rm', 'R'), filter({ search: 'aif', limit: 10 }));
    expect(rm).toMatchObject({ total: 3, totalCapped: true, pages: 1 });
    expect(keys(rm)).toEqual(VISIBLE.R!);
    const d2 = await capped.list(session('distributor', 'D2'), filter({ search: 'aif' }));
    expect(d2).toMatchObject({ total: 2, totalCapped: false, pages: 1 });
    expect(keys(d2)).toEqual(VISIBLE.D2);
  });
});

describe('counts that stay exact', () => {
  it('a search with as many matches as the cap', async () => {
    const status = ['draft', 'completed', 'sent_to_amc_approver'] as ApplicationListFilter['status'];
    const page = await capped.list(session('rm', 'R'), filter({ search: 'aif', status }));
    expect(page).toMatchObject({ total: 3, totalCapped: false, pages: 1 });
    expect(keys(page)).toEqual(['a1', 'a2', 'a3']);
  });

  it('a list without a search and a whole application number', async () => {
    expect(await capped.list(admin(), filter({ limit: 2 }))).toMatchObject({
      total: 6,
      totalCapped: false,
      pages: 3,
    });
    const one = await capped.list(admin(), filter({ search: numbers.a2! }));
    expect(one).toMatchObject({ total: 1, totalCapped: false });
    expect(keys(one)).toEqual(['a2']);
  });

  it('finds the same rows by name and PAN as before', async () => {
    for (const [search, expected] of [
      ['KAPOOR', ['a2']],
      ['sunrise tex', ['a3']],
      ['fghpj7891j', ['a5']],
      ['%', []],
    ] as const) {
      const page = await capped.list(admin(), filter({ search }));
      expect(keys(page)).toEqual(expected);
      expect(page).toMatchObject({ total: expected.length, totalCapped: false });
    }
  });
});

describe('a search of several words', () => {
  it('finds its candidates by its words, longest first, only when each has three characters or more', () => {
    expect(searchWordsOf('neha kapoor')).toEqual(['kapoor', 'neha']);
    expect(searchWordsOf('  Sunrise Textiles Private Limited ')).toEqual(['Textiles', 'Sunrise', 'Private']);
    expect(searchWordsOf('kapoor')).toEqual([]);
    expect(searchWordsOf('neha k')).toEqual([]);
    expect(searchWordsOf('aif 12')).toEqual([]);
  });

  // The words find candidates; the whole text decides, so every caller gets what "contains" gives.
  it.each([
    ['the AIF admin (the search copy)', admin, {}],
    ['an RM', () => session('rm', 'R'), {}],
    ['the AIF admin with a filter', admin, { applicationType: ['individual' as const] }],
  ])('matches the whole text, not each word anywhere: %s', async (_, who, extra) => {
    for (const [search, expected] of [
      ['Neha Kapoor', ['a2']],
      ['kapoor neha', []],
      ['neha  kapoor', []],
      ['rahul verma cdepv4567f', ['a4']],
      ['verma rahul', []],
      ['a kap', ['a2']],
      ['hul ver', ['a4']],
      ['meera_joshi', []],
    ] as const) {
      const page = await exact.list(who(), filter({ search, ...extra }));
      expect(keys(page)).toEqual(expected);
    }
  });

  it('finds a company by its name in words beyond the three it searches by', async () => {
    const page = await exact.list(admin(), filter({ search: 'sunrise textiles private limited' }));
    expect(keys(page)).toEqual(['a3']);
    expect(keys(await exact.list(admin(), filter({ search: 'textiles sunrise private limited' })))).toEqual(
      [],
    );
  });
});
