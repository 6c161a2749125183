import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { PGLITE_START_TIMEOUT_MS, TEST_PGLITE_OPTIONS } from '../testing/db';
import { DRIZZLE_TEXT_TYPES, readTextTypesOnce } from './pglite-text-types';

const SELECT_TYPES = `select timestamptz '2026-11-28 10:00:00+00' as tz, timestamp '2026-11-28 10:00:00' as ts,
  date '2026-11-28' as d, interval '1 day' as i, array[1.5, 2]::numeric[] as n, 7 as int, '{"a":1}'::jsonb as j`;

describe("PGlite reading Drizzle's text types", () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite(TEST_PGLITE_OPTIONS);
    await pglite.waitReady;
  }, PGLITE_START_TIMEOUT_MS);
  afterAll(() => pglite.close());

  it(
    'gives Drizzle the same values as its per-statement parsers did, with or without a transaction',
    async () => {
      const plain = drizzle({ client: new PGlite(TEST_PGLITE_OPTIONS) });
      const expected = (await plain.execute(sql.raw(SELECT_TYPES))).rows;
      await (plain.$client as PGlite).close();

      const db = drizzle({ client: readTextTypesOnce(pglite) });
      expect(expected).toEqual([
        {
          tz: '2026-11-28 10:00:00+00',
          ts: '2026-11-28 10:00:00',
          d: '2026-11-28',
          i: '1 day',
          n: '{1.5,2}',
          int: 7,
          j: { a: 1 },
        },
      ]);
      expect((await db.execute(sql.raw(SELECT_TYPES))).rows).toEqual(expected);
      expect(await db.transaction(async (tx) => (await tx.execute(sql.raw(SELECT_TYPES))).rows)).toEqual(
        expected,
      );
    },
    PGLITE_START_TIMEOUT_MS,
  );

  it("drops Drizzle's parsers from each statement and keeps any others", async () => {
    const seen: (QueryOptions | undefined)[] = [];
    const spy = jest.spyOn(pglite, 'query').mockImplementation(async (_text, _params, options) => {
      seen.push(options);
      return { rows: [], fields: [] };
    });
    try {
      const client = readTextTypesOnce(pglite);
      const asText = (v: string) => v;
      const drizzleParsers = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, asText]));
      const own = { 25: (v: string) => v.toUpperCase() };
      await client.query('select 1', [], { rowMode: 'array', parsers: drizzleParsers });
      await client.query('select 1', [], { parsers: own });
      expect(seen).toEqual([{ rowMode: 'array', parsers: undefined }, { parsers: own }]);
    } finally {
      spy.mockRestore();
    }
  });
});
