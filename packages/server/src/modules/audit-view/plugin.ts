import fp from 'fastify-plugin';
import { AuditViewService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    auditView: AuditViewService;
  }
}

export default fp(
  async (app) => {
    app.decorate('auditView', new AuditViewService(app.db));
  },
  { name: 'audit-view', dependencies: ['core'] },
);
