/**
 * What the volume benchmarks (bench-lists.ts, bench-reports.ts) share: capturing the SQL a request
 * issues and replaying it, CLIENTS concurrent loops with a warm-up, keep-alive HTTP to the API server
 * in its own process, and the bench database's reset.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Client, Pool, type PoolClient, type QueryConfig } from 'pg';

export const CLIENTS = Number(process.env.CLIENTS ?? 20);
export const WARMUP_S = Number(process.env.WARMUP_S ?? 2);
export const MEASURE_S = Number(process.env.MEASURE_S ?? 5);
export const PORT = Number(process.env.BENCH_PORT ?? 4960);
/** The server's pool size (openDatabase's default); the replay uses the same. */
export const POOL_MAX = 10;
export const serverDir = path.resolve(__dirname, '..');

export interface Statement {
  config: QueryConfig;
  values: unknown[] | undefined;
  start: number;
  end: number;
  /** The connection it ran on: a transaction's statements must be replayed on one connection too. */
  conn: object;
}

// Every statement sent on a pg connection while `capturing` is set (one request at a time). Captured
// at the connection rather than the pool so that statements of a transaction (pool.connect) count too.
let capturing: Statement[] | undefined;
type ClientQuery = (config: unknown, values?: unknown, cb?: unknown) => unknown;
type Callback = (err: unknown, res: unknown) => void;
const clientQuery = Client.prototype.query as unknown as ClientQuery;
(Client.prototype as unknown as { query: ClientQuery }).query = function query(config, values, cb) {
  const into = capturing;
  // Cursors and other submittables are not replayable statements.
  if (!into || config == null || typeof (config as { submit?: unknown }).submit === 'function') {
    return clientQuery.call(this, config, values, cb);
  }
  const s: Statement = {
    config: (typeof config === 'string' ? { text: config } : config) as QueryConfig,
    values: Array.isArray(values) ? values : undefined,
    start: performance.now(),
    end: 0,
    conn: this,
  };
  into.push(s);
  const done = () => (s.end = performance.now());
  if (typeof values === 'function') {
    return clientQuery.call(this, config, (e: unknown, r: unknown) => (done(), (values as Callback)(e, r)));
  }
  if (typeof cb === 'function') {
    return clientQuery.call(
      this,
      config,
      values,
      (e: unknown, r: unknown) => (done(), (cb as Callback)(e, r)),
    );
  }
  return (clientQuery.call(this, config, values) as Promise<unknown>).then((r) => (done(), r));
};

/** Runs `fn` and returns every statement it sent (but the bearer token's session lookup). */
export async function capture<T>(fn: () => Promise<T>): Promise<{ result: T; units: Unit[] }> {
  const statements: Statement[] = [];
  capturing = statements;
  try {
    const result = await fn();
    return {
      result,
      units: units(statements.filter((s) => s.end > 0 && !SESSION_LOOKUP.test(s.config.text))),
    };
  } finally {
    capturing = undefined;
  }
}

/** The bearer token's lookup (sessions joined to users), made by every authenticated request. */
const SESSION_LOOKUP = /from "sessions"|update "sessions"/;

/** A statement on its own, or a transaction's statements from BEGIN to COMMIT on one connection. */
export interface Unit {
  statements: Statement[];
  start: number;
  end: number;
}

function units(statements: Statement[]): Unit[] {
  const out: Unit[] = [];
  const open = new Map<object, Unit>();
  for (const s of statements) {
    const text = s.config.text.trim().toUpperCase();
    const tx = open.get(s.conn);
    if (tx) {
      tx.statements.push(s);
      tx.end = s.end;
      if (text === 'COMMIT' || text === 'ROLLBACK') open.delete(s.conn);
    } else {
      const unit = { statements: [s], start: s.start, end: s.end };
      if (text.startsWith('BEGIN')) open.set(s.conn, unit);
      out.push(unit);
    }
  }
  return out;
}

/** Units grouped as they ran: one that started before the group's last end ran alongside it. */
export function waves(list: Unit[]): Unit[][] {
  const out: Unit[][] = [];
  let groupEnd = -Infinity;
  for (const u of [...list].sort((a, b) => a.start - b.start)) {
    if (out.length && u.start < groupEnd) {
      out[out.length - 1]!.push(u);
      groupEnd = Math.max(groupEnd, u.end);
    } else {
      out.push([u]);
      groupEnd = u.end;
    }
  }
  return out;
}

/** Replays captured waves: a wave's units at once, a transaction on one connection of `pool`. */
export async function replay(pool: Pool, w: Unit[][]): Promise<void> {
  for (const wave of w) {
    await Promise.all(
      wave.map(async (u) => {
        if (u.statements.length === 1) return pool.query(u.statements[0]!.config, u.statements[0]!.values);
        const conn: PoolClient = await pool.connect();
        try {
          for (const s of u.statements) await conn.query(s.config, s.values);
        } finally {
          conn.release();
        }
      }),
    );
  }
}

/** The statements of captured waves, for the JSON output. */
export const statementTexts = (w: Unit[][]) =>
  w.map((wave) =>
    wave.flatMap((u) =>
      u.statements.map((s) => ({ text: s.config.text, values: s.values ?? s.config.values })),
    ),
  );
export const statementCount = (w: Unit[][]) => w.flat().reduce((n, u) => n + u.statements.length, 0);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
}

export function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (v: number) => Number(v.toFixed(1));
  return { p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), n: sorted.length };
}

/**
 * CLIENTS loops at once, each running `once` again and again for WARMUP_S + MEASURE_S seconds; the
 * durations of the calls that started after the warm-up and ended within the measured window (a steady
 * state: a short burst would mostly time the first connections, plans and compilations).
 */
export async function concurrently(once: () => Promise<void>, timed?: TimedWindow) {
  const times: number[] = [];
  const from = performance.now() + WARMUP_S * 1000;
  const to = from + MEASURE_S * 1000;
  // The window `timed` sees: from its start (a timer, however late it fires) to the first call that
  // ends after `to`; every call that ended between the two counts, however long before it started.
  const ends: number[] = [];
  let opened: number | undefined;
  let closed: number | undefined;
  const timer = timed
    ? setTimeout(() => {
        void Promise.resolve(timed.start()).then(() => (opened = performance.now()));
      }, from - performance.now())
    : undefined;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < to) {
        const t = performance.now();
        await once();
        const end = performance.now();
        if (t >= from && end <= to) times.push(end - t);
        ends.push(end);
        if (timed && end >= to && closed === undefined && opened !== undefined) {
          timed.end();
          closed = end;
        }
      }
    }),
  );
  clearTimeout(timer);
  const ended = ends.filter((e) => opened !== undefined && e >= opened && e <= (closed ?? to)).length;
  return { ...stats(times), perSecond: Math.round(times.length / MEASURE_S), ended };
}

/** Called at the start (the window opens when it has resolved) and at the end of the timed window. */
export interface TimedWindow {
  start: () => void | Promise<void>;
  end: () => void;
}

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);

/** CPU time (user + system, every thread) a process has used so far, in ms, from /proc/<pid>/stat. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces), from the state (field 3) on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * The CPU time `pid` used during `concurrently`'s timed window, per call that ended in it: the server's
 * own cost of a request, whatever the machine's load does to the latencies. With `backends` (the
 * database's server processes, read when the window opens: the API server's pool is open by then), the
 * database's CPU time per call too, when they are on this machine.
 */
export async function withCpuPerCall<T extends { ended: number }>(
  pid: number,
  run: (timed: TimedWindow) => Promise<T>,
  backends?: () => Promise<number[]>,
): Promise<T & { cpuMsPerRequest: number; dbCpuMsPerRequest: number | null }> {
  let start = 0;
  let end = 0;
  // Each backend's CPU time when the window opened. One that ends within it (an idle connection the
  // pool closes) is left out of both ends: idle, it used next to nothing.
  const db: { start: Map<number, number> | null; end: Map<number, number> | null } = {
    start: null,
    end: null,
  };
  const dbCpu = (pids: Iterable<number>) => {
    const cpu = new Map<number, number>();
    for (const p of pids) {
      try {
        cpu.set(p, processCpuMs(p));
      } catch {
        // not on this machine, or the backend has ended
      }
    }
    return cpu.size ? cpu : null;
  };
  const result = await run({
    start: async () => {
      const pids = (await backends?.()) ?? [];
      db.start = dbCpu(pids);
      start = processCpuMs(pid);
    },
    end: () => {
      end = processCpuMs(pid);
      db.end = db.start && dbCpu(db.start.keys());
    },
  });
  let dbMs: number | null = null;
  const { start: before, end: after } = db;
  if (before && after) dbMs = [...after].reduce((sum, [p, ms]) => sum + ms - before.get(p)!, 0);
  if (!start || !end) throw new Error('the timed window was not sampled');
  const perCall = (ms: number) => Number((ms / Math.max(1, result.ended)).toFixed(2));
  return {
    ...result,
    cpuMsPerRequest: perCall(end - start),
    dbCpuMsPerRequest: dbMs === null ? null : perCall(dbMs),
  };
}

export const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** A GET to the bench server; `onData` receives the body's chunks instead of the result. */
export function get(
  url: string,
  token: string,
  onData?: (chunk: Buffer) => void,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `http://127.0.0.1:${PORT}${url}`,
      { agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => (onData && res.statusCode === 200 ? onData(c) : chunks.push(c)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

async function waitHealthy(ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await get('/api/health', '')).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('bench server did not start');
}

/**
 * The API server in its own process (node with tsx's loader, so that the pid is the server's own),
 * on the database of DATABASE_URL, healthy. PROFILE_DIR: it writes a V8 CPU profile there when it
 * stops (open it in Chrome's DevTools). SERVER_NODE_OPTIONS: its NODE_OPTIONS.
 */
export async function startServer(): Promise<ChildProcess> {
  const profile = process.env.PROFILE_DIR;
  const server = spawn(
    process.execPath,
    [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        PROVIDERS: 'sandbox',
        SEED_DEMO: 'false',
        STATIC_ROOT: '/nonexistent',
        // Node options for the server alone (e.g. a heap limit, to tell garbage from a growing live set).
        NODE_OPTIONS: process.env.SERVER_NODE_OPTIONS ?? '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`bench server exited (${code}) before it was healthy`))),
  );
  exited.catch(() => undefined);
  await Promise.race([waitHealthy(), exited]);
  return server;
}

/** `--reset`: drops and re-creates the (bench) database of `url`, empty. */
export async function reset(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new Pool({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
    max: 1,
  });
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}
