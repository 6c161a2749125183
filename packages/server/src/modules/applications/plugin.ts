import fp from 'fastify-plugin';
import { DashboardService } from './dashboard';
import { ApplicationListService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    applicationLists: ApplicationListService;
    dashboard: DashboardService;
  }
}

/** Application lists and dashboard counts, limited by the caller's visibility. */
export default fp(
  async (app) => {
    app.decorate('applicationLists', new ApplicationListService({ db: app.db, clock: app.clock }));
    app.decorate('dashboard', new DashboardService({ db: app.db, clock: app.clock }));
  },
  { name: 'application-lists', dependencies: ['core'] },
);
