import fp from 'fastify-plugin';
import type { RunConfig } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: RunConfig;
  }
}

export interface CoreOptions {
  db: Db;
  clock: Clock;
  config: RunConfig;
}

/** What every domain plugin needs: the database, the clock and the configuration. */
export default fp<CoreOptions>(
  async (app, opts) => {
    app.decorate('db', opts.db);
    app.decorate('clock', opts.clock);
    app.decorate('config', opts.config);
  },
  { name: 'core' },
);
