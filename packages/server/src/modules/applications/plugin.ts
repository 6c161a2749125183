import fp from 'fastify-plugin';
import { ApplicationListService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    applicationLists: ApplicationListService;
  }
}

/** Application lists and dashboard counts, limited by the caller's visibility. */
export default fp(
  async (app) => {
    app.decorate('applicationLists', new ApplicationListService({ db: app.db, clock: app.clock }));
  },
  { name: 'application-lists', dependencies: ['core'] },
);
