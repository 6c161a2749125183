import type { OutboxService } from '../../modules/outbox/service';
import type { EmailMessage, EmailProvider } from '../types';

/** Keeps the e-mail in the outbox instead of sending it. */
export class SandboxEmail implements EmailProvider {
  readonly name = 'sandbox-email';
  constructor(private readonly outbox: OutboxService) {}
  send(message: EmailMessage): Promise<void> {
    return this.outbox.record({
      channel: 'email',
      to: message.to,
      subject: message.subject,
      body: message.body,
    });
  }
}
