import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, EmailProvider } from '../types';

export interface SmtpConfig {
  /** smtp(s)://user:pass@host:port */
  url: string;
  from: string;
}

export class SmtpEmail implements EmailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(
    private readonly config: SmtpConfig,
    transport?: Transporter,
  ) {
    if (!transport && !/^smtps?:\/\//.test(config.url))
      throw new Error('SMTP_URL must start with smtp:// or smtps://');
    if (!config.from.includes('@')) throw new Error('SMTP_FROM must be an e-mail address');
    this.transport = transport ?? nodemailer.createTransport(config.url);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.config.from,
      to: message.to,
      subject: message.subject,
      text: message.body,
    });
  }
}
