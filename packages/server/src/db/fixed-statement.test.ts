import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import { fixedSql, fixedStatement, timestampParam } from './fixed-statement';
import { loginNumbers } from './schema';

/**
 * A fixed statement is built once and runs on whichever connection its caller holds: a transaction's
 * (seeing and rolled back with its writes) or the database's, with Drizzle's own mapping of the rows.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const insertNumber = fixedStatement((d) =>
  d
    .insert(loginNumbers)
    .values({
      countryCode: sql.placeholder('countryCode'),
      phone: sql.placeholder('phone'),
      updatedAt: timestampParam('at'),
    })
    .returning()
    .prepare('test_insert_number'),
);

const numberByPhone = fixedStatement((d) =>
  d
    .select()
    .from(loginNumbers)
    .where(eq(loginNumbers.phone, sql.placeholder('phone')))
    .prepare('test_number_by_phone'),
);

const rawNumber = fixedSql<{ phone: string; updated_at: unknown }>(
  'test_raw_number',
  sql`select phone, updated_at from ${loginNumbers} where phone = ${sql.placeholder('phone')}`,
);

class RolledBack extends Error {}

it('maps rows as the builder does, on the database and across calls with other values', async () => {
  const at = new Date('2026-11-28T10:15:00.000Z');
  const [inserted] = await insertNumber(db.db, {
    countryCode: '+91',
    phone: '7000000001',
    at: at.toISOString(),
  });
  expect(inserted).toMatchObject({
    countryCode: '+91',
    phone: '7000000001',
    updatedAt: at,
    failedAttempts: 0,
  });
  await insertNumber(db.db, { countryCode: '+91', phone: '7000000002', at: at.toISOString() });

  const built = await db.db.select().from(loginNumbers).where(eq(loginNumbers.phone, '7000000002'));
  expect(await numberByPhone(db.db, { phone: '7000000002' })).toEqual(built);
  expect(await numberByPhone(db.db, { phone: '7000000001' })).toEqual([inserted]);
  expect(await numberByPhone(db.db, { phone: '7000000009' })).toEqual([]);
});

it("runs on the caller's transaction: sees its writes, and they roll back with it", async () => {
  const at = new Date().toISOString();
  await expect(
    db.db.transaction(async (tx) => {
      await insertNumber(tx, { countryCode: '+91', phone: '7000000003', at });
      expect(await numberByPhone(tx, { phone: '7000000003' })).toHaveLength(1);
      expect(await rawNumber(tx, { phone: '7000000003' })).toEqual([
        expect.objectContaining({ phone: '7000000003' }),
      ]);
      throw new RolledBack();
    }),
  ).rejects.toBeInstanceOf(RolledBack);
  expect(await numberByPhone(db.db, { phone: '7000000003' })).toEqual([]);
  expect(await rawNumber(db.db, { phone: '7000000003' })).toEqual([]);
});

it('a missing value is an error, not a statement run with null', async () => {
  await expect(numberByPhone(db.db, {})).rejects.toThrow('No value for placeholder "phone"');
});
