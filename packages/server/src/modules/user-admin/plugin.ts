import fp from 'fastify-plugin';
import { UserAdminService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    userAdmin: UserAdminService;
  }
}

/** User management and the AIF admins' flags (doc 3 §2.8; 0-product-decisions §9). */
export default fp(
  async (app) => {
    app.decorate('userAdmin', new UserAdminService({ db: app.db, clock: app.clock, audit: app.audit }));
  },
  { name: 'user-admin', dependencies: ['core', 'audit'] },
);
