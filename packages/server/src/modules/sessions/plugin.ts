import fp from 'fastify-plugin';
import type { Session } from '../../lib/session';
import { SessionService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
  interface FastifyRequest {
    /** The caller's session, set by the access hook; null when anonymous or the token is not valid. */
    session: Session | null;
  }
}

export default fp(
  async (app) => {
    app.decorate('sessions', new SessionService(app.db, app.clock, app.config.sessionTtlMs));
    app.decorateRequest('session', null);
  },
  { name: 'sessions', dependencies: ['core'] },
);
