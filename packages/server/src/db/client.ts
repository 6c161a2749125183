import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { slicedPglite } from './pglite-slices';
import { preparedPglite } from './pglite-statements';
import { readTextTypesOnce } from './pglite-text-types';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app sees; PGlite and node-postgres differ only in how they connect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle `db.transaction` gives its callback: every statement of one unit of work runs on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Raw SQL on one connection, inside one transaction (migrations, locks). Dates and timestamps come back
 * as text on PGlite (pglite-text-types.ts) and as `Date`s on PostgreSQL.
 */
export interface RawTransaction {
  /** Runs a script of one or more statements. */
  exec(sqlText: string): Promise<void>;
  query<R = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<R[]>;
}

export interface DbHandle {
  kind: 'pglite' | 'postgres';
  db: Db;
  withTransaction<T>(fn: (tx: RawTransaction) => Promise<T>): Promise<T>;
  /** Closes the connection(s). An unclosed PGlite keeps the process alive. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  searchPath?: string;
  /** PGlite data directory; absent means in memory. */
  pgliteDir?: string;
  /** An already opened PGlite (tests load one from a migrated template). */
  pglite?: PGlite;
  poolMax?: number;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DbHandle> {
  if (opts.url) return openPostgres(opts.url, opts.searchPath, opts.poolMax);
  let client = opts.pglite;
  if (!client) {
    if (opts.pgliteDir) mkdirSync(opts.pgliteDir, { recursive: true });
    client = opts.pgliteDir ? new PGlite(opts.pgliteDir) : new PGlite();
  }
  return wrapPglite(client);
}

export async function wrapPglite(instance: PGlite): Promise<DbHandle> {
  await instance.waitReady;
  // Statements prepared once (pglite-statements.ts), run in slices so that the server keeps accepting
  // connections under load (pglite-slices.ts).
  const client = slicedPglite(preparedPglite(instance));
  const db = drizzlePglite({ client: readTextTypesOnce(client), schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    withTransaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (text) => {
            await tx.exec(text);
          },
          query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
        }),
      ),
    close: async () => {
      if (!instance.closed) await instance.close();
    },
  };
}

async function openPostgres(url: string, searchPath: string | undefined, poolMax = 10): Promise<DbHandle> {
  if (searchPath && !/^[a-z_][a-z0-9_]*$/.test(searchPath)) throw new Error('Invalid schema name');
  const pool = new Pool({
    connectionString: url,
    max: poolMax,
    // Every connection of the pool works in the chosen schema (set at connection start, not per query).
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener it would crash.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    withTransaction: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn({
          exec: async (text) => {
            await conn.query(text);
          },
          query: async <R>(text: string, params?: unknown[]) => (await conn.query(text, params)).rows as R[],
        });
        await conn.query('COMMIT');
        return result;
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
