import type { Db, Tx } from '../../db/client';

/** What a message is for: the delivery log names it, never its text. */
export type MessageKind =
  | 'sign_in_otp'
  | 'onboarding_otp'
  | 'esign_sign_in_otp'
  | 'esign_sandbox_otp'
  | 'consent_link'
  | 'investor_link'
  | 'esign_invitation';

interface Common {
  kind: MessageKind;
  /** E.164 mobile or e-mail address. */
  to: string;
  body: string;
  /** Not delivered later than this many seconds after it is queued (an OTP past its validity). */
  validForSeconds?: number;
}
export type NewMessage = (Common & { channel: 'sms' }) | (Common & { channel: 'email'; subject: string });

/**
 * Queues messages. Pass the transaction of the change that causes them: they go out only if it commits,
 * and only after the answer (never inside a request).
 */
export interface MessageQueue {
  enqueue(tx: Db | Tx, ...messages: NewMessage[]): Promise<void>;
}

/** What one `deliverDue` run did. */
export interface DeliveryRun {
  sent: number;
  /** Failed attempts that will be retried. */
  failed: number;
  gaveUp: number;
  expired: number;
}
