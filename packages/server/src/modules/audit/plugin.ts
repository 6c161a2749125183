import fp from 'fastify-plugin';
import { AuditService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}

export default fp(
  async (app) => {
    app.decorate('audit', new AuditService(app.db, app.clock));
  },
  { name: 'audit', dependencies: ['core'] },
);
