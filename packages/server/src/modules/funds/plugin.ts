import fp from 'fastify-plugin';
import { FundsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    funds: FundsService;
  }
}

/** Fund setup: schemes, their plans, who signs and who offers them (doc 3 §2.7). */
export default fp(
  async (app) => {
    app.decorate(
      'funds',
      new FundsService({ db: app.db, clock: app.clock, audit: app.audit, esign: app.esign }),
    );
  },
  { name: 'funds', dependencies: ['core', 'audit', 'esign'] },
);
