import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * API_WORKERS (src/main.ts): the server started as the deployment starts it, with two API processes on
 * PostgreSQL. Both serve the one port, and a stop ends them all. PostgreSQL only (TEST_DATABASE_URL):
 * PGlite runs inside its one process.
 */
const url = process.env.TEST_DATABASE_URL;
const describePg = url ? describe : describe.skip;

/** A fresh schema of the test database, as DATABASE_URL with its search_path. */
async function freshSchema(): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const u = new URL(url!);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

/**
 * A port nothing listens on: the system picks one, then it is let go for the server. A random number could
 * be the local port of one of this machine's outgoing connections, and the server would fail to listen.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** GET on a new connection each time (the port hands each connection to one process). */
function get(port: number, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

describePg('the server with API_WORKERS=2 (PostgreSQL)', () => {
  let server: ChildProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    server?.kill('SIGKILL');
    await drop?.();
  });

  it('migrates once, serves one port from two processes, and a stop ends every process', async () => {
    const fresh = await freshSchema();
    drop = fresh.drop;
    const port = await freePort();
    // Kept apart: a chunk of one stream may end in the middle of the other's line.
    let log = '';
    let errors = '';
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(__dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: fresh.databaseUrl,
        API_WORKERS: '2',
        DATABASE_POOL_MAX: '3',
        PORT: String(port),
        LOG_LEVEL: 'info',
        STATIC_ROOT: '/nonexistent',
        FILES_DIR: os.tmpdir(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (log += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (errors += d.toString()));

    const deadline = Date.now() + 60_000;
    while (!log.includes('2 processes')) {
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error(`not listening:\n${log}\n${errors}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    for (let i = 0; i < 30; i++) expect(await get(port, '/api/health')).toBe(200);

    // Each request is logged with the pid of the process that answered it; the primary serves none.
    const pids = new Set(
      log
        .split('\n')
        .filter((l) => l.includes('"url":"/api/health"'))
        .map((l) => (JSON.parse(l) as { pid: number }).pid),
    );
    expect(pids.size).toBe(2);
    expect(pids.has(server.pid!)).toBe(false);
    // The primary migrated and seeded before the processes started: neither applied a migration.
    const ready = log.split('\n').filter((l) => l.includes('"msg":"database ready"'));
    expect(ready.map((l) => (JSON.parse(l) as { migrationsApplied: number }).migrationsApplied)).toEqual([
      0, 0,
    ]);

    const exited = new Promise<number | null>((resolve) => server!.on('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  }, 90_000);
});
