import fp from 'fastify-plugin';
import { MdmsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    mdms: MdmsService;
  }
}

export interface MdmsPluginOptions {
  /** Replace the master data (default: the files in mdms/). */
  mdms?: MdmsService;
}

/** Master data served as static JSON. */
export default fp<MdmsPluginOptions>(
  async (app, opts) => {
    app.decorate('mdms', opts.mdms ?? new MdmsService());
  },
  { name: 'mdms' },
);
