/**
 * Start the API server: read the environment, open the database (PGlite in <repo>/.data/pglite unless
 * DATABASE_URL is set), migrate, seed demo data on an empty database, listen.
 *
 * With API_WORKERS > 1 (PostgreSQL only) this process migrates and seeds, then starts that many API
 * processes (node:cluster) that share the port: each is a whole instance with its own pool, as instances
 * on separate machines would be (no state lives in a process). They listen together, once every one has
 * warmed up, so the first requests after a start are spread over all of them.
 */
import cluster, { type Worker } from 'node:cluster';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoData } from './db/seed';
import { createFileStorage } from './providers/storage';

/**
 * Sign-ins run (and rolled back) before the server listens: the first burst of sign-ins after a start
 * then costs what later ones do (docs/performance.md "Server").
 */
const WARM_UP_ROUNDS = 20;

/** Messages between the primary process and its API processes. */
type ToPrimary = { kind: 'ready' } | { kind: 'listening' };
type ToWorker = { kind: 'listen' };

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return runInstance(config, { prepared: true });
  if (config.apiWorkers > 1) return runPrimary(config);
  return runInstance(config, { prepared: false });
}

/** Migrates and seeds the database: once per start, before any instance serves. */
async function prepareDatabase(config: AppConfig) {
  const db = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : config.pgliteDir,
    poolMax: config.databasePoolMax,
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
  return { db, applied: applied.length, seeded };
}

/**
 * One API instance. `prepared`: the database was migrated and seeded by the primary process, and this
 * process listens when the primary says so (all instances at once).
 */
async function runInstance(config: AppConfig, opts: { prepared: boolean }): Promise<void> {
  const started = Date.now();
  const { db, applied, seeded } = opts.prepared
    ? {
        db: await openDatabase({ url: config.databaseUrl, poolMax: config.databasePoolMax }),
        applied: 0,
        seeded: false,
      }
    : await prepareDatabase(config);
  const app = await buildApp({ db, config });
  app.log.info(
    {
      database: db.kind,
      migrationsApplied: applied,
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

  if (opts.prepared) {
    const listen = new Promise<void>((resolve) =>
      process.on('message', (m: ToWorker) => {
        if (m?.kind === 'listen') resolve();
      }),
    );
    process.send!({ kind: 'ready' } satisfies ToPrimary);
    await listen;
  }
  await app.listen({ port: config.port, host: config.host });
  if (opts.prepared) {
    process.send!({ kind: 'listening' } satisfies ToPrimary);
    return;
  }
  app.log.info({ startupMs: Date.now() - started }, `API server listening on ${listeningAt(config)}`);
}

/** Migrates and seeds, starts `config.apiWorkers` instances, and restarts one that stops unexpectedly. */
async function runPrimary(config: AppConfig): Promise<void> {
  const started = Date.now();
  const say = (message: string) => {
    if (!['fatal', 'error', 'warn', 'silent'].includes(config.logLevel)) console.log(message);
  };
  const { db } = await prepareDatabase(config);
  await db.close();

  let closing = false;
  let listening = false;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (m: ToPrimary) => {
      if (m?.kind === 'ready') onReady(worker);
    });
    return worker;
  };
  const ready = new Set<Worker>();
  let listened = 0;
  const onReady = (worker: Worker) => {
    // A replacement for a stopped instance listens at once; the first ones wait for each other.
    if (listening) return worker.send({ kind: 'listen' } satisfies ToWorker);
    ready.add(worker);
    if (ready.size < config.apiWorkers) return;
    listening = true;
    for (const w of ready) {
      w.on('message', (m: ToPrimary) => {
        if (m?.kind === 'listening' && ++listened === config.apiWorkers) {
          say(
            `API server listening on ${listeningAt(config)} (${config.apiWorkers} processes, ${Date.now() - started} ms)`,
          );
        }
      });
      w.send({ kind: 'listen' } satisfies ToWorker);
    }
  };
  cluster.on('exit', (worker, code, signal) => {
    if (closing) return;
    if (!listening) {
      // An instance that cannot start (its own message said why) would fail again: stop them all.
      console.error(`API process ${worker.process.pid} failed to start (${signal ?? code})`);
      closing = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      process.exit(1);
    }
    console.error(`API process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    fork();
  });
  for (let i = 0; i < config.apiWorkers; i++) fork();

  const shutdown = () => {
    if (closing) return;
    closing = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const w of workers) {
      w.once('exit', () => --left === 0 && process.exit(0));
      w.process.kill('SIGTERM');
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

function listeningAt(config: AppConfig): string {
  const host =
    config.host === '0.0.0.0' || config.host === '127.0.0.1' || config.host === '::'
      ? 'localhost'
      : config.host;
  return `http://${host}:${config.port} (docs: /api/docs)`;
}

main().catch((err) => {
  // Before the app's logger exists there is nowhere else to report; the message carries no secrets.
  console.error('Server failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
