import fp from 'fastify-plugin';
import { RemotesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    remotes: RemotesService;
  }
}

/** The remote manifest (REMOTES_MANIFEST), filtered by the caller. */
export default fp(
  async (app) => {
    app.decorate('remotes', new RemotesService(app.config.remotesManifest));
  },
  { name: 'remotes', dependencies: ['core'] },
);
