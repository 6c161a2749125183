import fp from 'fastify-plugin';
import type { FileStorage } from '../../providers/storage';
import { FileService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileService;
  }
}

/** `storage`: the instance's one file storage, built and closed by `buildApp`. */
export default fp<{ storage: FileStorage }>(
  async (app, { storage }) => {
    app.decorate('files', new FileService({ db: app.db, clock: app.clock, storage, pdf: app.pdfWorker }));
  },
  { name: 'files', dependencies: ['core', 'pdf-worker'] },
);
