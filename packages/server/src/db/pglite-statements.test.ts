import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { PGLITE_START_TIMEOUT_MS, TEST_PGLITE_OPTIONS } from '../testing/db';
import { preparedPglite, preparedStatementCount } from './pglite-statements';

let raw: PGlite;

beforeAll(async () => {
  raw = new PGlite(TEST_PGLITE_OPTIONS);
  await raw.waitReady;
  await raw.exec(`
    create table items (
      id uuid primary key default gen_random_uuid(),
      code text unique not null,
      qty int,
      big bigint,
      price numeric(12, 2),
      active boolean,
      tags text[],
      counts int[],
      meta jsonb,
      doc json,
      born date,
      at timestamptz,
      bytes bytea
    );
    insert into items (code, qty, big, price, active, tags, counts, meta, doc, born, at, bytes) values
      ('a', 1, 9007199254740993, 10.50, true, '{x,"y z"}', '{1,2}', '{"k": [1, null]}', '{"d": 1}', '2026-01-31', '2026-11-29 10:00:00+05:30', '\\x0102'),
      ('b', null, null, null, null, null, null, null, null, null, null, null);
  `);
}, PGLITE_START_TIMEOUT_MS);

afterAll(async () => {
  await raw.close();
});

/** A fresh wrapper with its own small cache, on the same instance. */
const wrap = (capacity?: number) => preparedPglite(raw, capacity);

const drizzleLike: QueryOptions = { rowMode: 'array', parsers: { 1184: (v: string) => v } };

describe('statements prepared once on the embedded database', () => {
  it.each<[string, string, unknown[], QueryOptions | undefined]>([
    ['every column type, rows as objects', 'select * from items order by code', [], undefined],
    [
      'rows as arrays, a parser of the statement',
      'select code, at, meta from items where code = $1',
      ['a'],
      drizzleLike,
    ],
    [
      'inferred parameter types: number, json, array',
      'select $1::int + 1 as n, $2::jsonb as j, $3::text[] as t',
      [41, { a: [1, 'b'] }, ['p', 'q r']],
      undefined,
    ],
    [
      'a null and an undefined parameter',
      'select $1::text is null as a, $2::int is null as b',
      [null, undefined],
      undefined,
    ],
    [
      'a date and bytes as parameters',
      'select $1::timestamptz as at, $2::bytea as b',
      [new Date('2026-11-29T04:00:00Z'), new Uint8Array([7, 8])],
      undefined,
    ],
    ['no rows', 'select code from items where code = $1', ['none'], undefined],
  ])('answers as PGlite does: %s', async (_case, text, params, options) => {
    const client = wrap();
    const expected = await raw.query(text, params, options);
    // Twice: the first run prepares the statement, the second reuses it.
    expect(await client.query(text, params, options)).toEqual(expected);
    expect(await client.query(text, params, options)).toEqual(expected);
  });

  it('counts the rows a write changed, as PGlite does', async () => {
    const client = wrap();
    await client.transaction(async (tx) => {
      const inserted = await tx.query('insert into items (code, qty) values ($1, $2), ($3, $4)', [
        'c1',
        1,
        'c2',
        2,
      ]);
      expect(inserted).toMatchObject({ affectedRows: 2, rows: [] });
      const updated = await tx.query('update items set qty = qty + 1 where code like $1 returning code', [
        'c%',
      ]);
      expect(updated.affectedRows).toBe(2);
      expect(updated.rows).toHaveLength(2);
      const deleted = await tx.query('delete from items where code like $1', ['c%']);
      expect(deleted.affectedRows).toBe(2);
    });
  });

  it('prepares a statement once and binds each call its own values', async () => {
    const client = wrap();
    const text = 'select code, qty from items where code = $1';
    const before = preparedStatementCount(raw);
    expect((await client.query(text, ['a'])).rows).toEqual([{ code: 'a', qty: 1 }]);
    expect((await client.query(text, ['b'])).rows).toEqual([{ code: 'b', qty: null }]);
    expect(preparedStatementCount(raw)).toBe(before + 1);
    const names = await raw.query<{ statement: string }>(
      'select statement from pg_prepared_statements where statement = $1',
      [text],
    );
    expect(names.rows).toHaveLength(1);
  });

  it('throws the database error with its code and statement, and keeps working after it', async () => {
    const client = wrap();
    const insert = 'insert into items (code) values ($1)';
    await expect(client.query(insert, ['a'])).rejects.toMatchObject({
      code: '23505',
      query: insert,
      params: ['a'],
    });
    const before = preparedStatementCount(raw);
    await expect(client.query('selec 1')).rejects.toMatchObject({ code: '42601', query: 'selec 1' });
    expect(preparedStatementCount(raw)).toBe(before);
    await expect(client.query('select code from items where id = $1', ['not-a-uuid'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await client.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
  });

  it('runs in transactions: commit keeps, an error rolls back, a closed transaction refuses', async () => {
    const client = wrap();
    const insert = 'insert into items (code) values ($1)';
    await client.transaction(async (tx) => {
      await tx.query(insert, ['t1']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, ['t2']);
        await tx.query(insert, ['t1']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    let kept: Parameters<Parameters<PGlite['transaction']>[0]>[0] | undefined;
    await client.transaction(async (tx) => {
      kept = tx;
      // Prepared inside a transaction that then rolls back: still usable afterwards.
      await tx.query('select code from items where code = $1 for update', ['t1']);
      await tx.rollback();
    });
    await expect(kept!.query('select 1')).rejects.toThrow('Transaction is closed');
    const codes = await client.query<{ code: string }>(
      'select code from items where code like $1 order by code',
      ['t%'],
    );
    expect(codes.rows).toEqual([{ code: 't1' }]);
    expect(
      (await client.query('select code from items where code = $1 for update', ['t1'])).rows,
    ).toHaveLength(1);
    await client.query('delete from items where code like $1', ['t%']);
  });

  it(
    'closes the least recently used statement beyond its capacity',
    async () => {
      const isolated = new PGlite(TEST_PGLITE_OPTIONS);
      await isolated.waitReady;
      try {
        const client = preparedPglite(isolated, 3);
        for (const n of [1, 2, 3, 4, 5])
          expect((await client.query(`select ${n} as n`)).rows).toEqual([{ n }]);
        expect(preparedStatementCount(isolated)).toBe(3);
        const open = await client.query<{ statement: string }>(
          'select statement from pg_prepared_statements order by statement',
        );
        expect(open.rows.map((r) => r.statement)).toEqual([
          'select 4 as n',
          'select 5 as n',
          'select statement from pg_prepared_statements order by statement',
        ]);
        // An evicted statement is prepared again when it comes back.
        expect((await client.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
      } finally {
        await isolated.close();
      }
    },
    PGLITE_START_TIMEOUT_MS,
  );

  it('prepares again a statement whose columns changed under it', async () => {
    const client = wrap();
    await raw.exec('create table shapes (a int); insert into shapes values (1)');
    const text = 'select * from shapes';
    expect((await client.query(text)).rows).toEqual([{ a: 1 }]);
    await raw.exec('alter table shapes add column b text default $$x$$');
    // The first call after the change fails as a prepared statement does on PostgreSQL; the next prepares anew.
    await expect(client.query(text)).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query(text)).rows).toEqual([{ a: 1, b: 'x' }]);
  });

  it(
    "uses PGlite's own query once the instance is closed",
    async () => {
      const closing = new PGlite(TEST_PGLITE_OPTIONS);
      await closing.waitReady;
      const client = preparedPglite(closing);
      expect((await client.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
      await closing.close();
      await expect(client.query('select 1 as n')).rejects.toThrow(/closed/);
    },
    PGLITE_START_TIMEOUT_MS,
  );
});
