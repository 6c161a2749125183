import fp from 'fastify-plugin';
import { ApplicationWizardService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    applicationWizard: ApplicationWizardService;
  }
}

/** The application wizard's service (GET and step saves, Modify Investment, the steps' choices). */
export default fp(
  async (app) => {
    app.decorate(
      'applicationWizard',
      new ApplicationWizardService({ db: app.db, clock: app.clock, audit: app.audit }),
    );
  },
  { name: 'application-wizard', dependencies: ['core', 'audit'] },
);
