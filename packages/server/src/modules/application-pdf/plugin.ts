import fp from 'fastify-plugin';
import type { FileStorage } from '../../providers/storage';
import { ApplicationPdfService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    applicationPdf: ApplicationPdfService;
  }
}

export interface ApplicationPdfPluginOptions {
  /** Where the signed PDFs are read from: the instance's one file storage, built and closed by `buildApp`. */
  storage: FileStorage;
}

/** The application PDF and the e-signed PDF downloads. */
export default fp<ApplicationPdfPluginOptions>(
  async (app, { storage }) => {
    app.decorate(
      'applicationPdf',
      new ApplicationPdfService({ db: app.db, clock: app.clock, storage, worker: app.pdfWorker }),
    );
  },
  { name: 'application-pdf', dependencies: ['core', 'pdf-worker'] },
);
