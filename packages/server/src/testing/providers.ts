import type { EmailMessage, EmailProvider, SmsMessage, SmsProvider } from '../providers';

type Behaviour = 'ok' | 'fail' | 'hang';

/**
 * An SMS and e-mail provider a test steers: `ok` delivers (records the message), `fail` throws the
 * gateway's error, `hang` waits until `release()` (a provider that never answers). Every call is kept in
 * `calls`, delivered or not.
 */
export class ScriptedProvider implements SmsProvider, EmailProvider {
  readonly name = 'scripted';
  behaviour: Behaviour = 'ok';
  /** Error text of a failing call; `{body}` is replaced with the message text (a gateway echoing it). */
  errorText = 'gateway answered 503';
  delayMs = 0;
  readonly calls: (SmsMessage | EmailMessage)[] = [];
  readonly delivered: (SmsMessage | EmailMessage)[] = [];
  private waiting: (() => void)[] = [];

  async send(message: SmsMessage | EmailMessage): Promise<void> {
    this.calls.push(message);
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.behaviour === 'hang') await new Promise<void>((r) => this.waiting.push(r));
    if (this.behaviour === 'fail') throw new Error(this.errorText.replace('{body}', message.body));
    this.delivered.push(message);
  }

  /** Lets every hanging call go on (as delivered unless the behaviour changed). */
  release(): void {
    for (const r of this.waiting.splice(0)) r();
  }

  to(recipient: string): (SmsMessage | EmailMessage)[] {
    return this.delivered.filter((m) => m.to === recipient);
  }
}
