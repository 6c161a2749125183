import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

/** A statement Drizzle has built (`.prepare(name)` of a query builder): run with its placeholders' values. */
export interface BuiltStatement<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

type Session = Db['_']['session'] & { client: unknown };

/** Turns a `sql` template into its text and parameters (no connection needed; one per process). */
export const dialect = new PgDialect();

/**
 * A statement of a hot path (sign-in, the message worker) whose shape never changes: Drizzle builds its
 * SQL once per process, with `sql.placeholder(name)` for every value, and each call runs it on the
 * caller's connection (a transaction's, or the pool) with that call's values. Drizzle's own prepared
 * statements are bound to the connection they were built on, and a query built inside a transaction is
 * built again on every call: building (the columns, the conditions, escaping) was about a fifth of the
 * API server's CPU under the 50-client sign-in load (docs/performance.md). The result is what the
 * builder's `execute` returns (rows mapped by Drizzle, dates as dates); the statement is named, so
 * PostgreSQL parses it once per connection.
 *
 * The built statement is kept per driver (node-postgres or PGlite); the call runs a copy of it whose
 * `client` is the caller's. Both drivers' prepared queries read their connection from that field alone
 * (drizzle-orm 0.45, `fixed-statement.test.ts` holds it to that).
 */
export function fixedStatement<R>(
  build: (db: Db | Tx) => BuiltStatement<R>,
): (db: Db | Tx, values: Record<string, unknown>) => Promise<R> {
  const built = new Map<unknown, BuiltStatement<R>>();
  return (db, values) => {
    const session = db._.session as Session;
    let statement = built.get(session.constructor);
    if (!statement) {
      statement = build(db);
      built.set(session.constructor, statement);
    }
    const onCaller = Object.create(statement) as BuiltStatement<R> & { client: unknown };
    onCaller.client = session.client;
    return onCaller.execute(values);
  };
}

/**
 * Raw SQL (a `sql` template with placeholders) as a fixed statement: the answer's rows as PostgreSQL
 * gives them (column names as selected, timestamps as text), as `db.execute` returns them.
 */
export function fixedSql<Row>(
  name: string,
  query: SQL,
): (db: Db | Tx, values: Record<string, unknown>) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const run = fixedStatement(
    (db) =>
      (db._.session as Session).prepareQuery(built, undefined, name, false) as unknown as BuiltStatement<{
        rows: Row[];
      }>,
  );
  return async (db, values) => (await run(db, values)).rows;
}

/**
 * A timestamp's placeholder in a fixed statement, given as an ISO string (`Date#toISOString`): the
 * same value on both drivers, where a `Date` would go through each driver's own conversion.
 */
export function timestampParam(name: string): SQL {
  return sql`${sql.placeholder(name)}::timestamptz`;
}
