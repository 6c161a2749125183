import fp from 'fastify-plugin';
import { SignedDocumentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    signedDocuments: SignedDocumentsService;
  }
}

/** The paper-signed documents of msar applications. */
export default fp(
  async (app) => {
    app.decorate(
      'signedDocuments',
      new SignedDocumentsService({ db: app.db, clock: app.clock, audit: app.audit }),
    );
  },
  { name: 'signed-documents', dependencies: ['core', 'audit'] },
);
