import fp from 'fastify-plugin';
import { ReportService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReportService;
  }
}

/** The onboarding reports (doc 3 §2.9), limited by the caller's visibility. */
export default fp(
  async (app) => {
    app.decorate(
      'reports',
      new ReportService({
        db: app.db,
        clock: app.clock,
        fundSetupAccess: (session) => app.funds.fundSetupAccess(session),
      }),
    );
  },
  { name: 'reports', dependencies: ['core', 'funds'] },
);
