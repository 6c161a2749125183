import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_ACCESS, decideApiAccess, ROLES, type Role } from '@aif/contracts';
import { sealPayload } from '../../crypto/payload';
import { createTestDatabase, type TestDatabase } from '../db';
import { bearer, createTestApp, INVESTOR_PHONE, removeTempDirs, tokenFor } from '../app';
import { setKnownIds } from './arbitraries';
import { changedTables, COUNTED_REFUSALS, fingerprint, fingerprintQuery, tablesOf } from './fingerprint';
import {
  missingFromApp,
  requestsFor,
  routesOf,
  stepSchemas,
  urlOf,
  type FuzzRequest,
  type FuzzRoute,
} from './requests';

/**
 * Property-based fuzzing of every route of the running app, as every role and without a session (see
 * requests.ts for what is sent): whatever arrives, the server never answers 5xx, every 4xx carries a
 * non-empty `message`, and a refused request stores nothing (every table but the suite's own sessions is
 * fingerprinted before and after each request; an accepted request's writes become the next baseline).
 *
 * One shared database for the whole file. A failure prints the route, the caller and the seeds; the whole
 * file replays it exactly (earlier accepted requests shape the data), `-t '<route>'` usually does:
 *   FUZZ_SEED=<seed> FUZZ_LOG=1 pnpm --filter @aif/server test src/testing/fuzz
 * FUZZ_RUNS scales the requests per route and allowed role (default 12, twice that for routes that take a
 * body, whose space is larger); a role the route refuses gets 1, as it never gets past the access check.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_615);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const CALLERS = [...ROLES, null] as const;
type Caller = Role | null;

let db: TestDatabase;
let app: FastifyInstance;
let routes: FuzzRoute[];
let publicKey: string;
let fingerprintSql: string;
const tokens = new Map<Caller, string>();
let targets: { existingIds: string[]; steps: ReturnType<typeof stepSchemas> };

jest.setTimeout(300_000);

beforeAll(async () => {
  db = await createTestDatabase();
  // FUZZ_LOG=1 shows the server's error log (the cause of a 5xx) while replaying a failure.
  app = await createTestApp(db, process.env.FUZZ_LOG ? { logger: { level: 'error' } } : {});
  routes = routesOf(app);
  for (const role of ROLES) tokens.set(role, await tokenFor(app, role));
  publicKey = (await app.inject({ url: '/api/users/login/public-key' })).json().publicKey;
  // The e-sign webhook secret is created on first use (insert-if-absent in server_secrets), whoever asks
  // first; created here, so a refused callback is not mistaken for a stored request.
  await app.esign.webhookSecret();
  fingerprintSql = fingerprintQuery(await tablesOf(db.db));
  targets = { existingIds: await existingApplicationIds(), steps: stepSchemas() };
  setKnownIds(await knownIds());
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  removeTempDirs();
});

/** Applications of the demo data (one per status, and the investor's), so requests reach past "not found". */
async function existingApplicationIds(): Promise<string[]> {
  const rows = await app.db.query.applications.findMany({ columns: { id: true, status: true } });
  const byStatus = new Map<string, string>();
  for (const r of rows) if (!byStatus.has(r.status)) byStatus.set(r.status, r.id);
  const investor = await app.db.query.applicants.findFirst({
    where: (a, { eq }) => eq(a.mobile, INVESTOR_PHONE),
    columns: { applicationId: true },
  });
  return [...new Set([...byStatus.values(), ...(investor ? [investor.applicationId] : [])])];
}

/** Ids of the demo data a body may name: schemes, series, users, applicants, nominees, banks, files. */
async function knownIds(): Promise<string[]> {
  const d = app.db;
  const ids = await Promise.all([
    d.query.schemes.findMany({ columns: { id: true } }),
    d.query.plans.findMany({ columns: { id: true } }),
    d.query.users.findMany({ columns: { id: true } }),
    d.query.applicants.findMany({ columns: { id: true } }),
    d.query.nominees.findMany({ columns: { id: true } }),
    d.query.banks.findMany({ columns: { id: true } }),
    d.query.files.findMany({ columns: { id: true } }),
  ]);
  return ids.flat().map((r) => r.id);
}

/**
 * A wizard save carries the version it was loaded at (an older one is 409): the fuzz puts the
 * application's current one in place, so its step saves reach the step's rules and the database.
 */
async function withCurrentVersion(route: FuzzRoute, id: string | undefined, body: unknown): Promise<unknown> {
  if (!id || !/\/(update|modify-investment)$/.test(route.path) || typeof body !== 'object' || !body)
    return body;
  if (!targets.existingIds.includes(id) || !('version' in body)) return body;
  const row = await app.db.query.applications.findFirst({
    where: (a, { eq }) => eq(a.id, id),
    columns: { version: true },
  });
  return { ...body, version: row?.version ?? 0 };
}

/** A seed per route and caller, so one route's failure replays alone. */
function seedFor(route: FuzzRoute, caller: Caller): number {
  return createHash('sha256')
    .update(`${SEED} ${route.method} ${route.path} ${caller}`)
    .digest()
    .readInt32BE(0);
}

async function send(route: FuzzRoute, caller: Caller, req: FuzzRequest): Promise<LightMyRequestResponse> {
  const logout = route.path === '/api/users/users/logout';
  const token = caller && (logout ? await tokenFor(app, caller) : tokens.get(caller));
  const headers: Record<string, string> = token ? bearer(token) : {};
  const opts: InjectOptions = { method: route.method, url: urlOf(route, req), headers };
  const b = req.body;
  if (b.kind === 'json') {
    headers['content-type'] = 'application/json';
    opts.payload = JSON.stringify(await withCurrentVersion(route, req.ids[0], b.value)) ?? 'null';
  } else if (b.kind === 'sealed') {
    headers['content-type'] = 'application/json';
    opts.payload = JSON.stringify({ payload: sealPayload(publicKey, b.value) });
  } else if (b.kind === 'raw') {
    headers['content-type'] = b.contentType;
    opts.payload = b.payload;
  }
  return app.inject(opts);
}

/** Long runs of one character shortened, so a failure report stays readable. */
const short = (s: string) =>
  s.replace(/(.)\1{15,}/gs, (run, ch: string) => `${ch}…(${run.length})`).slice(0, 600);

/** fast-check's report with the request that failed and why, without the (long) counterexample dump. */
function reportOf(err: Error): string {
  const head = err.message.split('\nCounterexample')[0] ?? '';
  const cause =
    err.cause instanceof Error ? err.cause.message : (/Got error: ([^\n]*)/.exec(err.message)?.[1] ?? '');
  return `${head}\n${short(cause)}`;
}

/** Never a 5xx; a 4xx says why in `message` (an HTML page of the sandbox says it in its body). */
function checkAnswer(res: LightMyRequestResponse, what: string) {
  const fail = (why: string) => {
    throw new Error(`${why}: ${what} answered ${res.statusCode} ${short(res.body)}`);
  };
  if (res.statusCode >= 500) fail('5xx');
  if (res.statusCode < 400) return;
  if (String(res.headers['content-type']).startsWith('text/html')) {
    if (res.body.trim() === '') fail('4xx page without text');
    return;
  }
  let message: unknown;
  try {
    message = (res.json() as { message?: unknown }).message;
  } catch {
    fail('4xx that is not JSON');
  }
  if (typeof message !== 'string' || message.trim() === '') fail('4xx without a message');
}

describe('the routes fuzzed', () => {
  it('are every route of the access table, found in the running app', () => {
    expect(missingFromApp(routesOf(app))).toEqual([]);
    expect(routes.length).toBeGreaterThan(60);
  });
});

/** Every caller against one route; the failure names the route, the caller and the seed to replay. */
async function fuzz(route: FuzzRoute): Promise<void> {
  for (const caller of CALLERS) {
    const allowed = decideApiAccess(route.access, caller) === 'allowed';
    const seed = seedFor(route, caller);
    let before = await fingerprint(db.db, fingerprintSql);
    try {
      await fc.assert(
        fc.asyncProperty(requestsFor(route, targets), async (req) => {
          const res = await send(route, caller, req);
          const what = `${route.method} ${short(urlOf(route, req))} body ${short(JSON.stringify(req.body) ?? '')}`;
          checkAnswer(res, what);
          const after = await fingerprint(db.db, fingerprintSql);
          // A refusal stores nothing, not even part of the request; an accepted request may (its write
          // is the new baseline).
          const changed =
            res.statusCode >= 400
              ? changedTables(before, after, COUNTED_REFUSALS[`${route.method} ${route.path}`])
              : [];
          if (changed.length > 0)
            throw new Error(`stored ${changed.join(', ')}: ${what} answered ${res.statusCode}`);
          before = after;
        }),
        {
          seed,
          numRuns: allowed ? (route.body || route.multipart ? 2 * RUNS : RUNS) : 1,
          endOnFailure: true,
        },
      );
    } catch (err) {
      throw new Error(
        `${route.method} ${route.path} as ${caller ?? 'no session'} (FUZZ_SEED=${SEED}, seed ${seed}):\n${reportOf(err as Error)}`,
      );
    }
  }
}

describe('no input gets a 5xx, a 4xx without a message, or a refusal that stores anything', () => {
  it.each(API_ACCESS.map((r) => [`${r.method} ${r.path}`]))('%s', async (key) => {
    const route = routes.find((r) => `${r.method} ${r.path}` === key);
    expect(route).toBeDefined();
    await fuzz(route!);
  });

  it('the routes outside the access table (public pages)', async () => {
    const inTable = new Set(API_ACCESS.map((r) => `${r.method} ${r.path}`));
    const others = routes.filter((r) => !inTable.has(`${r.method} ${r.path}`));
    for (const route of others) await fuzz(route);
  });
});
