import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DbHandle } from './client';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

/** Any constant works; it only has to be the same for every instance that migrates this database. */
const MIGRATION_LOCK_KEY = 741_2013;

/**
 * Applies the pending migrations/NNNN_name.sql files in order, in one transaction, and records them in
 * `schema_migrations`. The advisory lock makes instances that start together wait for each other
 * instead of applying the same file twice.
 */
export async function migrate(handle: DbHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  return handle.withTransaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      await tx.exec(readFileSync(path.join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(version);
    }
    return applied;
  });
}
