import fp from 'fastify-plugin';
import { ApplicationStatusChangeService } from './application-status';
import { AdminSupportService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    adminSupport: AdminSupportService;
    applicationStatusChange: ApplicationStatusChangeService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'adminSupport',
      new AdminSupportService({ db: app.db, signIn: app.signIn, audit: app.audit }),
    );
    app.decorate(
      'applicationStatusChange',
      new ApplicationStatusChangeService({
        db: app.db,
        clock: app.clock,
        audit: app.audit,
        esign: app.esign,
        flags: app.adminSupport,
        log: app.log,
      }),
    );
  },
  { name: 'admin-support', dependencies: ['core', 'sign-in', 'audit', 'esign'] },
);
