import type { SmsMessage, SmsProvider } from '../types';

export interface HttpSmsConfig {
  url: string;
  token?: string;
  senderId?: string;
  /** Milliseconds before the gateway call is abandoned. */
  timeoutMs?: number;
}

/**
 * A generic HTTP SMS gateway: POST JSON `{ to, message, sender }` with a bearer token. Most Indian
 * gateways accept this shape or sit behind a small relay that does; adapt `body()` for one that does not.
 */
export class HttpSmsGateway implements SmsProvider {
  readonly name = 'http-sms';
  constructor(
    private readonly config: HttpSmsConfig,
    private readonly fetchFn: typeof fetch = fetch,
  ) {
    if (!URL.canParse(config.url)) throw new Error('SMS gateway URL is not a URL');
  }

  body(message: SmsMessage): Record<string, string> {
    return {
      to: message.to,
      message: message.body,
      ...(this.config.senderId ? { sender: this.config.senderId } : {}),
    };
  }

  async send(message: SmsMessage): Promise<void> {
    const res = await this.fetchFn(this.config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.config.token ? { authorization: `Bearer ${this.config.token}` } : {}),
      },
      body: JSON.stringify(this.body(message)),
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
    });
    // The gateway's answer may echo the number or text: only the status is reported.
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}
