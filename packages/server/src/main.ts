/**
 * Start the API server: read the environment, open the database (PGlite in <repo>/.data/pglite unless
 * DATABASE_URL is set), migrate, seed demo data on an empty database, listen.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed';
import { createFileStorage } from './providers/storage';

/**
 * Sign-ins run (and rolled back) before the server listens: the first burst of sign-ins after a start
 * then costs what later ones do (docs/performance.md "Server").
 */
const WARM_UP_ROUNDS = 20;

async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const db = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : config.pgliteDir,
  });
  const applied = await migrate(db);
  let seeded = false;
  if (config.seedDemo) {
    // The demo documents' bytes go to the instance's file storage, so the demo can open them.
    const storage = createFileStorage(config.storage);
    try {
      seeded = await seedDemoData(db.db, new Date(), storage);
    } finally {
      await storage.close();
    }
  }
  const app = await buildApp({ db, config });
  app.log.info(
    {
      database: db.kind,
      migrationsApplied: applied.length,
      demoDataSeeded: seeded,
      providers: config.providers.mode,
      storage: config.storage.kind,
    },
    'database ready',
  );

  const warmStarted = Date.now();
  const warmed = await app.signIn.warmUp(WARM_UP_ROUNDS);
  app.log.info({ ...warmed, ms: Date.now() - warmStarted }, 'sign-in warmed up');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    // PGlite flushes to disk on close; an unclosed PGlite also keeps the process alive.
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const host =
    config.host === '0.0.0.0' || config.host === '127.0.0.1' || config.host === '::'
      ? 'localhost'
      : config.host;
  app.log.info(
    { startupMs: Date.now() - started },
    `API server listening on http://${host}:${config.port} (docs: /api/docs)`,
  );
}

main().catch((err) => {
  // Before the app's logger exists there is nowhere else to report; the message carries no secrets.
  console.error('Server failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
