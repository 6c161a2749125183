import fp from 'fastify-plugin';
import { createMessagingProviders, type EmailProvider, type SmsProvider } from '../../providers';
import { OutboxService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxService;
    sms: SmsProvider;
    email: EmailProvider;
  }
}

export interface MessagingOptions {
  sms?: SmsProvider;
  email?: EmailProvider;
}

/** SMS and e-mail: sandbox adapters writing to the outbox (default) or the live ones from configuration. */
export default fp<MessagingOptions>(
  async (app, opts) => {
    const outbox = new OutboxService(app.db, app.clock);
    const providers = createMessagingProviders(app.config.providers, outbox);
    app.decorate('outbox', outbox);
    app.decorate('sms', opts.sms ?? providers.sms);
    app.decorate('email', opts.email ?? providers.email);
  },
  { name: 'messaging', dependencies: ['core'] },
);
