/** Outside providers the server talks to. Each has a sandbox adapter (default) and a live one. */
export interface SmsMessage {
  /** E.164, e.g. '+919000000001'. */
  to: string;
  body: string;
}
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
}
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}
