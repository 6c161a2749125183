import fp from 'fastify-plugin';
import { createFileStorage, type FileStorage } from '../../providers/storage';
import { FileService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileService;
  }
}

export default fp<{ storage?: FileStorage }>(
  async (app, opts) => {
    const storage = opts.storage ?? createFileStorage(app.config.storage);
    app.decorate('files', new FileService({ db: app.db, clock: app.clock, storage, pdf: app.pdfWorker }));
  },
  { name: 'files', dependencies: ['core', 'pdf-worker'] },
);
