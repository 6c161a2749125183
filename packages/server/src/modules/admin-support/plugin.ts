import fp from 'fastify-plugin';
import { AdminSupportService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    adminSupport: AdminSupportService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'adminSupport',
      new AdminSupportService({ db: app.db, signIn: app.signIn, audit: app.audit }),
    );
  },
  { name: 'admin-support', dependencies: ['core', 'sign-in', 'audit'] },
);
