import fp from 'fastify-plugin';
import { MessageService } from './service';
import { MessageWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The message queue: `enqueue` in a transaction; `deliverDue` sends what is due (tests call it). */
    messages: MessageService;
  }
}

/**
 * Outgoing SMS and e-mail through the queue in the database, and this instance's delivery worker: it
 * starts when the server listens (never under `inject`: tests call `app.messages.deliverDue()`), looks
 * every MESSAGE_POLL_INTERVAL_SECONDS and right after an answer that queued something, and stops on close.
 */
export default fp(
  async (app) => {
    const service = new MessageService({
      db: app.db,
      clock: app.clock,
      log: app.log,
      sms: app.sms,
      email: app.email,
      maxAttempts: app.config.messages.maxAttempts,
      concurrency: app.config.messages.concurrency,
    });
    app.decorate('messages', service);
    const worker = new MessageWorker(service, app.config.messages.pollIntervalMs, app.log);
    app.addHook('onListen', async () => worker.start());
    // After the answer has gone: the request never waits for a provider.
    app.addHook('onResponse', async () => {
      if (service.takeQueued()) worker.wake();
    });
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'messages', dependencies: ['core', 'messaging'] },
);
