import type { ProvidersConfig } from '../config';
import type { OutboxService } from '../modules/outbox/service';
import { SandboxEmail } from './email/sandbox';
import { SmtpEmail } from './email/smtp';
import { HttpSmsGateway } from './sms/http-gateway';
import { SandboxSms } from './sms/sandbox';
import type { EmailProvider, SmsProvider } from './types';
import { HttpAml } from './aml/http';
import { SandboxAml } from './aml/sandbox';
import { HttpKra } from './kra/http';
import { SandboxKra } from './kra/sandbox';
import type { AmlProvider, KraProvider } from './registry-types';

export type { EmailMessage, EmailProvider, SmsMessage, SmsProvider } from './types';
export {
  ProviderUnavailableError,
  type AmlProvider,
  type AmlResult,
  type KraProvider,
} from './registry-types';

export function createMessagingProviders(
  config: ProvidersConfig,
  outbox: OutboxService,
): { sms: SmsProvider; email: EmailProvider } {
  if (config.mode === 'sandbox') return { sms: new SandboxSms(outbox), email: new SandboxEmail(outbox) };
  return { sms: new HttpSmsGateway(config.sms), email: new SmtpEmail(config.smtp) };
}

/** KYC registry (KRA) and AML screening: the sandboxes, or the HTTP adapters from configuration. */
export function createRegistryProviders(config: ProvidersConfig): { kra: KraProvider; aml: AmlProvider } {
  if (config.mode === 'sandbox') return { kra: new SandboxKra(), aml: new SandboxAml() };
  return { kra: new HttpKra(config.kra), aml: new HttpAml(config.aml) };
}
