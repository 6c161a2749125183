import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { openDatabase, wrapPglite, type DbHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { KeyService } from '../modules/keys/service';

/** Set by the jest global setup: a dump of a migrated and seeded PGlite, loaded once per test file. */
export const TEMPLATE_ENV = 'AIF_TEST_PGLITE_TEMPLATE';
/**
 * Set by the jest global setup with TEST_DATABASE_URL: a PostgreSQL database migrated and seeded once,
 * which each test file copies (`CREATE DATABASE ... TEMPLATE`).
 */
export const PG_TEMPLATE_ENV = 'AIF_TEST_PG_TEMPLATE';

/**
 * PGlite as the test files start it. Its default of 128 MB of shared buffers costs about half a second
 * of every start (the buffer pool is set up in the WebAssembly memory); a test file's data fits in a
 * few MB, so 16 MB keeps every page cached and starts in a fraction of the time.
 */
export const TEST_PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * For a test that starts a PGlite of its own from nothing (not from the template): it runs initdb in
 * WebAssembly, and the first PGlite of a process compiles the module as well. 6 s alone on two cores,
 * 19 s in the PostgreSQL pass (whose process starts no other PGlite), and past jest's 30 s with the PGlite
 * pass and the front-end build beside it.
 */
export const PGLITE_START_TIMEOUT_MS = 120_000;

export interface TestDatabase extends DbHandle {
  /** Another connection to the same database (a second "instance"); PGlite has one, so it is shared. */
  openAnother(): Promise<DbHandle>;
}

/**
 * A fresh, migrated, seeded database for one test file.
 * - Default: PGlite loaded from the template the global setup dumped.
 * - With TEST_DATABASE_URL: a new database on that PostgreSQL server, copied from the template database
 *   the global setup migrated and seeded, dropped again on close; test files never see each other's
 *   data, even when run in parallel.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = process.env[PG_TEMPLATE_ENV];
    if (!template)
      throw new Error(`${PG_TEMPLATE_ENV} is not set: run the server tests with their jest config`);
    return createPostgresCopy(url, template);
  }
  const template = process.env[TEMPLATE_ENV];
  const pglite = new PGlite({
    ...TEST_PGLITE_OPTIONS,
    ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
  });
  const handle = await wrapPglite(pglite);
  if (!template) await prepare(handle);
  return { ...handle, openAnother: async () => ({ ...handle, close: async () => undefined }) };
}

/** Migrate, seed, and create the shared secrets once so every copy of a template starts with them. */
export async function prepare(handle: DbHandle): Promise<void> {
  await migrate(handle);
  await seedDemoData(handle.db);
  const keys = new KeyService(handle.db);
  await keys.payloadKeyPair();
  await keys.otpPepper();
}

/** The URL of database `name` on the server of `url` (same user, host and options). */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A copy of the template database (0.2 s where migrating and seeding took 3.5 s). Its name starts with
 * the template's, so the global teardown can drop what a crashed file left.
 */
async function createPostgresCopy(url: string, template: string): Promise<TestDatabase> {
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const copyUrl = databaseUrl(url, name);
  const handle = await openDatabase({ url: copyUrl, poolMax: 5 });
  const others: DbHandle[] = [];
  return {
    ...handle,
    openAnother: async () => {
      const other = await openDatabase({ url: copyUrl, poolMax: 5 });
      others.push(other);
      return other;
    },
    close: async () => {
      for (const o of others) await o.close();
      await handle.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
