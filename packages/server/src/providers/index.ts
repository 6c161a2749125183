import type { ProvidersConfig } from '../config';
import type { OutboxService } from '../modules/outbox/service';
import { SandboxEmail } from './email/sandbox';
import { SmtpEmail } from './email/smtp';
import { HttpSmsGateway } from './sms/http-gateway';
import { SandboxSms } from './sms/sandbox';
import type { EmailProvider, SmsProvider } from './types';

export type { EmailMessage, EmailProvider, SmsMessage, SmsProvider } from './types';

export function createMessagingProviders(
  config: ProvidersConfig,
  outbox: OutboxService,
): { sms: SmsProvider; email: EmailProvider } {
  if (config.mode === 'sandbox') return { sms: new SandboxSms(outbox), email: new SandboxEmail(outbox) };
  return { sms: new HttpSmsGateway(config.sms), email: new SmtpEmail(config.smtp) };
}
