import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { openDatabase, wrapPglite } from '../db/client';
import { PG_TEMPLATE_ENV, TEMPLATE_ENV, TEST_PGLITE_OPTIONS, databaseUrl, prepare } from './db';

/**
 * Migrates and seeds one database that every test file copies, instead of paying the migrations and the
 * demo data (and, on PGlite, its cold start) again in each file:
 * - PGlite: dumped to a file, which each file loads (without the template databases, which no test uses).
 * - PostgreSQL (TEST_DATABASE_URL): a database `aif_tpl_<random>` on that server, which each file copies
 *   with `CREATE DATABASE ... TEMPLATE` (the URL's user must be allowed to create databases).
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `aif_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new Pool({ connectionString: url, max: 1 });
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    // A template may have no connection open while it is copied: this one closes before any file runs.
    const handle = await openDatabase({ url: databaseUrl(url, name), poolMax: 1 });
    await prepare(handle);
    await handle.close();
    process.env[PG_TEMPLATE_ENV] = name;
    return;
  }
  const pglite = new PGlite(TEST_PGLITE_OPTIONS);
  const handle = await wrapPglite(pglite);
  await prepare(handle);
  // The tests use the one database PGlite opens; the two template databases (a third of the dump) would
  // only be extracted and scanned again by every file's start.
  for (const name of ['template0', 'template1']) {
    await pglite.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await pglite.exec(`DROP DATABASE ${name}`);
  }
  await pglite.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `aif-server-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  process.env[TEMPLATE_ENV] = file;
}
