import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import { migrate } from './migrate';
import * as schema from './schema';

/**
 * migrations/*.sql is what runs; schema.ts is what the code queries through. This compares the
 * migrated database with schema.ts: the same tables, columns (type, nullability, identity), unique
 * constraints, indexes and foreign keys. Runs on PGlite or PostgreSQL, in the current schema.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const tables = (Object.values(schema) as unknown[])
  .filter((t): t is PgTable => t instanceof PgTable)
  .map((t) => getTableConfig(t));

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

describe('schema.ts and the SQL migrations', () => {
  it('have the same tables', async () => {
    const actual = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    expect(
      actual
        .map((r) => r.table_name)
        .filter((n) => n !== 'schema_migrations')
        .sort(),
    ).toEqual(tables.map((t) => t.name).sort());
  });

  it.each(tables.map((t) => [t.name, t] as const))('agree on the columns of %s', async (name, table) => {
    const actual = await rows<{
      column_name: string;
      data_type: string;
      is_nullable: string;
      is_identity: string;
      numeric_precision: number | null;
      numeric_scale: number | null;
    }>(
      sql`select column_name, data_type, is_nullable, is_identity, numeric_precision, numeric_scale
          from information_schema.columns where table_schema = current_schema() and table_name = ${name}`,
    );
    const col = (c: { type: string; notNull: boolean; identity: boolean }) => c;
    const expected = Object.fromEntries(
      table.columns.map((c) => [
        c.name,
        col({
          type: c.getSQLType().replace(/\s+/g, ' '),
          notNull: c.notNull || c.primary,
          identity: !!(c as { generatedIdentity?: unknown }).generatedIdentity,
        }),
      ]),
    );
    const got = Object.fromEntries(
      actual.map((c) => [
        c.column_name,
        col({
          type:
            c.data_type === 'numeric' ? `numeric(${c.numeric_precision}, ${c.numeric_scale})` : c.data_type,
          notNull: c.is_nullable === 'NO',
          identity: c.is_identity === 'YES',
        }),
      ]),
    );
    expect(got).toEqual(expected);
  });

  it.each(tables.map((t) => [t.name, t] as const))(
    'agree on the constraints and indexes of %s',
    async (name, table) => {
      const constraints = await rows<{ conname: string; contype: string }>(
        sql`select conname, contype from pg_constraint c join pg_class r on r.oid = c.conrelid
          where r.relname = ${name} and r.relnamespace = current_schema()::regnamespace`,
      );
      const indexes = await rows<{ indexname: string }>(
        sql`select indexname from pg_indexes where schemaname = current_schema() and tablename = ${name}`,
      );
      const uniques = constraints
        .filter((c) => c.contype === 'u')
        .map((c) => c.conname)
        .sort();
      expect(uniques).toEqual(table.uniqueConstraints.map((u) => u.getName()).sort());
      expect(constraints.filter((c) => c.contype === 'f')).toHaveLength(table.foreignKeys.length);
      for (const index of table.indexes) expect(indexes.map((i) => i.indexname)).toContain(index.config.name);
    },
  );

  it('attaches the file of every row that references one to its application (migrations/0018)', async () => {
    // A table that references files without these triggers would leave its files readable by their
    // uploader alone (the files route's rule reads files.application_id).
    const referencing = await rows<{ table_name: string }>(
      sql`select distinct r.relname as table_name from pg_constraint c
          join pg_class r on r.oid = c.conrelid join pg_class f on f.oid = c.confrelid
          where c.contype = 'f' and f.relname = 'files' and r.relnamespace = current_schema()::regnamespace
            and f.relnamespace = current_schema()::regnamespace`,
    );
    const triggers = await rows<{ table_name: string; on_insert: boolean; on_update: boolean }>(
      sql`select r.relname as table_name, (t.tgtype & 4) <> 0 as on_insert, (t.tgtype & 16) <> 0 as on_update
          from pg_trigger t join pg_class r on r.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
          where not t.tgisinternal and p.proname like 'attach\\_%file'
            and r.relnamespace = current_schema()::regnamespace`,
    );
    const names = referencing.map((r) => r.table_name).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'applicant_documents',
        'applicant_kra_documents',
        'application_signed_documents',
        'nominee_documents',
      ]),
    );
    for (const name of names) {
      const mine = triggers.filter((t) => t.table_name === name);
      expect([name, mine.some((t) => t.on_insert), mine.some((t) => t.on_update)]).toEqual([
        name,
        true,
        true,
      ]);
    }
  });

  it('re-running the migrations applies nothing', async () => {
    await expect(migrate(db)).resolves.toEqual([]);
  });
});
