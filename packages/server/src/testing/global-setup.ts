import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../db/client';
import { TEMPLATE_ENV, prepare } from './db';

/**
 * Builds one migrated, seeded PGlite and dumps it; each test file loads the dump instead of paying
 * PGlite's cold start and the migrations again. Not needed when TEST_DATABASE_URL points at PostgreSQL.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const pglite = new PGlite();
  const handle = await wrapPglite(pglite);
  await prepare(handle);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(os.tmpdir(), `aif-server-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  process.env[TEMPLATE_ENV] = file;
}
