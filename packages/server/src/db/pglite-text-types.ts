import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { withMethods } from './pglite-slices';

/**
 * The types Drizzle reads as PostgreSQL's own text, whatever the column's mode then makes of it:
 * timestamp, timestamptz, interval, date, and the arrays of numeric, timestamp, timestamptz, interval
 * and date (drizzle-orm/pglite/session: the `parsers` it passes with every statement, each returning
 * the text as is).
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

const asText = (value: string) => value;

/** Drizzle's per-statement parsers, recognised by their types: every one of them read as text. */
function onlyTextTypes(parsers: QueryOptions['parsers']): boolean {
  return Object.keys(parsers ?? {}).every((oid) => DRIZZLE_TEXT_TYPES.includes(Number(oid)));
}

function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !onlyTextTypes(options.parsers)) return options;
  return { ...options, parsers: undefined };
}

/**
 * The PGlite instance as Drizzle uses it, reading Drizzle's text types with the instance's own parsers.
 *
 * Why: PGlite merges a statement's `parsers` into a copy of its whole table of parsers (about 320
 * types once it has added the array types) for every statement that passes any. Drizzle passes its
 * nine with every statement, and the copy cost 0.25 ms of the 0.64 ms a one-row select took on a
 * two-core server (docs/performance.md): the largest single cost of the embedded database's JavaScript
 * under the sign-in load. Setting the nine once on the instance gives the same values without the copy.
 *
 * So every statement on this instance reads those types as text, the raw ones too (`withTransaction`:
 * the migrations, which read none of them); node-postgres gives raw statements `Date`s.
 */
export function readTextTypesOnce(client: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  const inTransaction = (tx: Transaction): Transaction =>
    withMethods(tx, {
      query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
        tx.query<T>(text, params, withoutTextParsers(options)),
    });
  return withMethods(client, {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) =>
      client.query<T>(text, params, withoutTextParsers(options)),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => fn(inTransaction(tx))),
  } as Partial<PGlite>);
}
