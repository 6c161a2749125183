import fp from 'fastify-plugin';
import { apiAccessFor, decideApiAccess, type ApiAccess } from '@aif/contracts';
import { forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: ApiAccess;
  }
}

/** Routes the API_ACCESS table must cover; everything else (built front-end, API docs) is public. */
function isApiRoute(url: string): boolean {
  return (url.startsWith('/api/') || url.startsWith('/mdms/')) && !url.startsWith('/api/docs');
}

/**
 * Access control for every route, from the API_ACCESS table in contracts:
 * - at registration, each API route gets its rule (a route missing from the table stops the start-up);
 * - on each request, the bearer token is resolved and the rule applied: 401 without a valid session,
 *   403 for a role the route does not accept.
 * It runs in onRequest, before body validation, so a caller without access learns nothing about the
 * expected body.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!isApiRoute(url)) {
        route.config = { ...route.config, access: 'public' };
        return;
      }
      const rules = methods.map((m) => apiAccessFor(m, url));
      const rule = rules[0];
      if (!rule || rules.some((r) => r !== rule)) {
        throw new Error(
          `${methods.join(',')} ${url} has no entry in API_ACCESS (packages/contracts/src/api/access.ts)`,
        );
      }
      route.config = { ...route.config, access: rule };
    });

    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
      request.session = token ? await app.sessions.resolve(token) : null;
      // The not-found handler has no rule: it answers 404 to anyone.
      const access = request.routeOptions.config.access ?? 'public';
      const decision = decideApiAccess(access, request.session?.role);
      if (decision === 'login-required') throw unauthorized();
      if (decision === 'forbidden') throw forbidden();
    });
  },
  { name: 'access', dependencies: ['sessions'] },
);
