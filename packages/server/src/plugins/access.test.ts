import Fastify, { type FastifyInstance } from 'fastify';
import { API_ACCESS, ROLES, apiRouteKey, type Role } from '@aif/contracts';
import { systemClock } from '../lib/clock';
import accessPlugin from './access';
import corePlugin from './core';
import sessionsPlugin from '../modules/sessions/plugin';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import { bearer, createTestApp, removeTempDirs, testConfig, tokenFor } from '../testing/app';
import { withPublicUrl, type AppConfig } from '../config';

let db: TestDatabase;
let app: FastifyInstance;
const tokens = {} as Record<Role, string>;
/** Every route the app registered, as "METHOD /path", collected while it was built. */
const registered = new Set<string>();

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  for (const role of ROLES) tokens[role] = await tokenFor(app, role);
  // printRoutes would need parsing; the OpenAPI document lists every route with its method instead.
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const m of Object.keys(methods)) registered.add(apiRouteKey(m, p.replace(/\{(\w+)\}/g, ':$1')));
  }
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const concrete = (path: string) =>
  path.replace(/:(\w+)/g, (_m, name) =>
    name === 'file' ? 'fatca_data.json' : '00000000-0000-4000-8000-000000000000',
  );
const call = (method: string, path: string, token?: string) =>
  app.inject({
    method: method as 'GET',
    url: concrete(path),
    headers: token ? bearer(token) : {},
    ...(method === 'GET' ? {} : { payload: {} }),
  });

describe('API_ACCESS', () => {
  it('covers every API route the server registers, and every entry is registered', () => {
    const api = [...registered].filter((k) => / \/(api|mdms)\//.test(k) && !k.includes(' /api/docs'));
    const table = API_ACCESS.map((r) => apiRouteKey(r.method, r.path));
    expect(api.sort()).toEqual([...table].sort());
  });

  const protectedRoutes = API_ACCESS.filter((r) => r.access !== 'public');
  it.each(protectedRoutes.map((r) => [r.method, r.path]))(
    '%s %s answers 401 without a session',
    async (method, path) => {
      const res = await call(method, path);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Your active session has timeout. Request you re-login.' });
    },
  );

  const refusals = API_ACCESS.flatMap((r) =>
    Array.isArray(r.access)
      ? ROLES.filter((role) => !r.access.includes(role)).map((role) => [r.method, r.path, role] as const)
      : [],
  );
  it('has role-restricted routes to check', () => expect(refusals.length).toBeGreaterThan(0));
  it.each(refusals)('%s %s refuses %s with 403', async (method, path, role) => {
    const res = await call(method, path, tokens[role]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You are not authorized to view this page' });
  });

  it('refuses an investor token on a staff route', async () => {
    const res = await app.inject({
      url: '/api/users/users/unlocking-access',
      headers: bearer(tokens.investor),
    });
    expect(res.statusCode).toBe(403);
  });

  it('checks access before the body: a refused role gets 403, not a validation error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/users/unlock-user',
      headers: bearer(tokens.rm),
      payload: 'not json',
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets public routes through with or without a session', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health', headers: bearer('revoked-or-unknown') })).statusCode).toBe(
      200,
    );
  });
});

describe('investor application access', () => {
  it('opens only the applications where the investor is an applicant', async () => {
    const investor = (await app.sessions.resolve(tokens.investor))!;
    const staff = (await app.sessions.resolve(tokens.rm))!;
    const all = await app.db.query.applicants.findMany();
    const own = all.find((a) => a.mobile === investor.phone)!;
    const other = all.find((a) => a.applicationId !== own.applicationId)!;
    await expect(app.sessions.canAccessApplication(investor, own.applicationId)).resolves.toBe(true);
    await expect(app.sessions.canAccessApplication(investor, other.applicationId)).resolves.toBe(false);
    await expect(app.sessions.requireApplicationAccess(investor, other.applicationId)).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(app.sessions.canAccessApplication(staff, other.applicationId)).resolves.toBe(true);
  });
});

describe('start-up check', () => {
  it('refuses to start with an API route that API_ACCESS does not list', async () => {
    const bare = Fastify();
    await bare.register(corePlugin, {
      db: db.db,
      clock: systemClock,
      config: withPublicUrl(testConfig() as AppConfig),
    });
    await bare.register(sessionsPlugin);
    await bare.register(accessPlugin);
    await expect(
      bare.register(async (scope) => {
        scope.get('/api/not-in-the-table', async () => ({}));
      }),
    ).rejects.toThrow(/API_ACCESS/);
    await bare.close().catch(() => undefined);
  });
});
