import fp from 'fastify-plugin';
import { createFileStorage, type FileStorage } from '../../providers/storage';
import { ApplicationPdfService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    applicationPdf: ApplicationPdfService;
  }
}

export interface ApplicationPdfPluginOptions {
  /** Where the signed PDFs are read from; default: the storage of the configuration. */
  storage?: FileStorage;
}

/** The application PDF and the e-signed PDF downloads. */
export default fp<ApplicationPdfPluginOptions>(
  async (app, opts) => {
    const storage = opts.storage ?? createFileStorage(app.config.storage);
    app.decorate(
      'applicationPdf',
      new ApplicationPdfService({ db: app.db, clock: app.clock, storage, worker: app.pdfWorker }),
    );
  },
  { name: 'application-pdf', dependencies: ['core', 'pdf-worker'] },
);
