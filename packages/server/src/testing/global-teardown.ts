import { rmSync } from 'node:fs';
import { Pool } from 'pg';
import { PG_TEMPLATE_ENV, TEMPLATE_ENV } from './db';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  if (file) rmSync(file, { force: true });
  const template = process.env[PG_TEMPLATE_ENV];
  const url = process.env.TEST_DATABASE_URL;
  if (!template || !url) return;
  // The template, and any copy a file did not drop (a crash, a timeout in its afterAll).
  const admin = new Pool({ connectionString: url, max: 1 });
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2',
      [template, `${template}\\_%`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
