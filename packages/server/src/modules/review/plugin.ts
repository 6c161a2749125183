import fp from 'fastify-plugin';
import { ReviewService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    review: ReviewService;
  }
}

/**
 * Send from preview (after the wizard's completeness check), approve (after the plan's signers check) and
 * reject; an approval that leads to signing generates the e-sign document.
 */
export default fp(
  async (app) => {
    app.decorate(
      'review',
      new ReviewService({
        db: app.db,
        clock: app.clock,
        audit: app.audit,
        sms: app.sms,
        email: app.email,
        esign: app.esign,
        wizard: app.applicationWizard,
        log: app.log,
      }),
    );
  },
  { name: 'review', dependencies: ['core', 'audit', 'messaging', 'esign', 'application-wizard'] },
);
