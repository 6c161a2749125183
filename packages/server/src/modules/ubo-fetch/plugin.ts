import fp from 'fastify-plugin';
import { UboFetchService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    uboFetch: UboFetchService;
  }
}

/** The UBO dialog's Fetch Data: the onboarding module's registry and AML providers, recorded per application. */
export default fp(
  async (app) => {
    app.decorate(
      'uboFetch',
      new UboFetchService({ db: app.db, clock: app.clock, log: app.log, kra: app.kra, aml: app.aml }),
    );
  },
  { name: 'ubo-fetch', dependencies: ['core', 'onboarding'] },
);
