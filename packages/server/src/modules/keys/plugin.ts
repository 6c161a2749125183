import fp from 'fastify-plugin';
import { KeyService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    keys: KeyService;
  }
}

export default fp(
  async (app) => {
    app.decorate('keys', new KeyService(app.db, app.config.payloadPrivateKey));
  },
  { name: 'keys', dependencies: ['core'] },
);
