import fp from 'fastify-plugin';
import { ReviewService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    review: ReviewService;
  }
}

/**
 * Send from preview (after the wizard's completeness check), approve (after the plan's signers check and,
 * at the AIF approver, the completeness check again) and
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
        messages: app.messages,
        esign: app.esign,
        wizard: app.applicationWizard,
        log: app.log,
        publicUrl: app.config.publicUrl,
      }),
    );
  },
  { name: 'review', dependencies: ['core', 'audit', 'messages', 'esign', 'application-wizard'] },
);
