import fp from 'fastify-plugin';
import { PdfWorkerService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    pdfWorker: PdfWorkerService;
  }
}

/** The PDF worker threads (service.ts), started on first use and ended with the server. */
export default fp(
  async (app) => {
    const service = new PdfWorkerService();
    app.decorate('pdfWorker', service);
    app.addHook('onClose', () => service.close());
  },
  { name: 'pdf-worker', dependencies: ['core'] },
);
