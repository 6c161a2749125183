import type { OutboxService } from '../../modules/outbox/service';
import type { SmsMessage, SmsProvider } from '../types';

/** Keeps the message in the outbox instead of sending it. */
export class SandboxSms implements SmsProvider {
  readonly name = 'sandbox-sms';
  constructor(private readonly outbox: OutboxService) {}
  send(message: SmsMessage): Promise<void> {
    return this.outbox.record({ channel: 'sms', to: message.to, body: message.body });
  }
}
