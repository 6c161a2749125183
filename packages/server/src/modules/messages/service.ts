import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { fixedStatement, timestampParam } from '../../db/fixed-statement';
import { messageAttempts, messages } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { maskTail } from '../../lib/redact';
import type { EmailProvider, SmsProvider } from '../../providers/types';
import {
  CLAIM_LEASE_MS,
  DEFAULT_CONCURRENCY,
  SEND_TIMEOUT_MS,
  retryDelayMs,
  scrubError,
  withTimeout,
} from './schedule';
import type { DeliveryRun, MessageQueue, NewMessage } from './types';

type MessageRow = typeof messages.$inferSelect;
type Outcome = 'sent' | 'failed' | 'gaveUp';

/** A running delivery: whether something was queued since its last claim, and how to wake it. */
interface RunState {
  nudged: boolean;
  wake?: () => void;
}

export interface MessageDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  sms: SmsProvider;
  email: EmailProvider;
  maxAttempts: number;
  /** Messages sent at the same time (claimed together); DEFAULT_CONCURRENCY when not given. */
  concurrency?: number;
}

/**
 * The message queue (docs/decisions.md "Messages"). Services queue SMS and e-mail in the transaction of
 * the change that causes them; `deliverDue` sends what is due through the providers, outside any request:
 * the worker calls it on every instance, tests call it directly. Each attempt is claimed with
 * FOR UPDATE SKIP LOCKED, so instances sharing the database send each message once, and logged in
 * `message_attempts` with the provider's error. A message's text is dropped once it is finished.
 */
export class MessageService implements MessageQueue {
  /** Something was queued since the worker last looked (the worker is woken after the answer). */
  private queued = false;
  /** The deliveries running on this instance (a nudge reaches each). */
  private readonly runs = new Set<RunState>();

  constructor(private readonly deps: MessageDeps) {}

  async enqueue(tx: Db | Tx, ...items: NewMessage[]): Promise<void> {
    if (!items.length) return;
    const now = this.deps.clock();
    const rows = items.map((m) => ({
      kind: m.kind,
      channel: m.channel,
      recipient: m.to,
      subject: m.channel === 'email' ? m.subject : null,
      body: m.body,
      expiresAt: m.validForSeconds ? new Date(now.getTime() + m.validForSeconds * 1000) : null,
    }));
    const [only] = rows;
    // One message (a sign-in's OTP, most notifications): the statement built once.
    if (rows.length === 1 && only)
      await insertMessage(tx, {
        ...only,
        expiresAt: only.expiresAt?.toISOString() ?? null,
        now: now.toISOString(),
      });
    else await tx.insert(messages).values(rows.map((r) => ({ ...r, nextAttemptAt: now, createdAt: now })));
    this.queued = true;
  }

  /** Whether anything was queued since the last call (the worker's wake-up after an answer). */
  takeQueued(): boolean {
    const queued = this.queued;
    this.queued = false;
    return queued;
  }

  /**
   * Sends every message that is due, up to `concurrency` at a time, until none is left or `stop()` says
   * so; drops the OTPs that expired unsent (unless `expire: false`). Safe to run on several instances at
   * once. A pipeline, not batches: when a send finishes and something was queued since the last claim
   * (`nudge`), or the last claim was full, the freed places are claimed at once, so a message queued
   * during a run waits for a free place, not for the slowest send of the run before it.
   */
  async deliverDue(opts: { stop?: () => boolean; expire?: boolean } = {}): Promise<DeliveryRun> {
    // The claim never takes an expired OTP, so a run woken by an answer may leave the clean-up to the
    // worker's next periodic run (`expire: false`): one statement fewer per woken run.
    const expired = opts.expire === false ? 0 : await this.expire();
    const run: DeliveryRun = { sent: 0, failed: 0, gaveUp: 0, expired };
    const limit = this.deps.concurrency ?? DEFAULT_CONCURRENCY;
    const state: RunState = { nudged: false };
    // One recipient's messages one after another, in the order queued: each waits for the one before.
    const lastOf = new Map<string, Promise<void>>();
    let inFlight = 0;
    let more = true;
    this.runs.add(state);
    try {
      for (;;) {
        const free = limit - inFlight;
        if (!opts.stop?.() && free > 0 && (more || state.nudged)) {
          state.nudged = false;
          let claimed: MessageRow[];
          try {
            claimed = await this.claim(free);
          } catch (err) {
            // Nothing of this run may outlive it (the worker's stop() waits for the run alone).
            await Promise.all(lastOf.values());
            throw err;
          }
          more = claimed.length === free;
          for (const m of claimed) {
            inFlight += 1;
            const send = (lastOf.get(m.recipient) ?? Promise.resolve()).then(async () => {
              run[await this.attempt(m)] += 1;
            });
            lastOf.set(m.recipient, send);
            void send.finally(() => {
              inFlight -= 1;
              if (lastOf.get(m.recipient) === send) lastOf.delete(m.recipient);
              state.wake?.();
            });
          }
          continue;
        }
        if (inFlight === 0) break;
        // Until a send finishes or something is queued.
        await new Promise<void>((resolve) => (state.wake = resolve));
        state.wake = undefined;
      }
    } finally {
      this.runs.delete(state);
    }
    return run;
  }

  /**
   * Something was queued since the last claim (the worker calls it after an answer): a run in progress
   * claims it as soon as a place is free instead of leaving it to the next run.
   */
  nudge(): void {
    for (const state of this.runs) {
      state.nudged = true;
      state.wake?.();
    }
  }

  /** Pending OTPs past their validity are not sent; their text goes at once. */
  private async expire(): Promise<number> {
    const rows = await expireDue(this.deps.db, { now: this.deps.clock().toISOString() });
    return rows.length;
  }

  /**
   * Claims up to `limit` due messages for this instance: one statement, rows locked with SKIP LOCKED so
   * another instance's concurrent claim takes other rows. A claim holds for CLAIM_LEASE_MS.
   */
  private async claim(limit: number): Promise<MessageRow[]> {
    const now = this.deps.clock();
    const claimed = await claimDue(this.deps.db, {
      now: now.toISOString(),
      limit,
      lease: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
      claimId: crypto.randomUUID(),
    });
    return claimed.sort((a, b) => a.seq - b.seq);
  }

  /** One attempt of a claimed message; never throws (a provider error is an outcome). */
  private async attempt(m: MessageRow): Promise<Outcome> {
    const provider = m.channel === 'sms' ? this.deps.sms : this.deps.email;
    const startedAt = this.deps.clock();
    let error: string | null = null;
    try {
      if (m.body === null) throw new Error('message text missing');
      const body = m.body;
      await withTimeout(
        Promise.resolve().then(() =>
          m.channel === 'sms'
            ? this.deps.sms.send({ to: m.recipient, body })
            : this.deps.email.send({ to: m.recipient, subject: m.subject ?? '', body }),
        ),
        SEND_TIMEOUT_MS,
      );
    } catch (err) {
      error = scrubError(err, m.body);
    }
    const outcome: Outcome = !error ? 'sent' : m.attempts >= this.deps.maxAttempts ? 'gaveUp' : 'failed';
    const context = {
      messageId: m.id,
      kind: m.kind,
      channel: m.channel,
      to: maskTail(m.recipient),
      attempt: m.attempts,
      provider: provider.name,
    };
    try {
      await this.record(m, provider.name, outcome, error, startedAt);
    } catch (err) {
      // The claim lapses and the message is tried again: better twice than never.
      this.deps.log.error({ ...context, err: (err as Error).message }, 'message outcome not recorded');
    }
    if (outcome === 'sent') this.deps.log.info(context, 'message sent');
    else if (outcome === 'failed') this.deps.log.warn({ ...context, error }, 'message not sent, will retry');
    else this.deps.log.error({ ...context, error }, 'message not sent, gave up');
    return outcome;
  }

  /** The attempt in the log and the message's new state, if this claim still holds it. */
  private async record(
    m: MessageRow,
    provider: string,
    outcome: Outcome,
    error: string | null,
    startedAt: Date,
  ): Promise<void> {
    const now = this.deps.clock();
    // The log entry and the message's new state in one statement (atomic without a transaction).
    const values = {
      id: m.id,
      claimId: m.claimId,
      attempt: m.attempts,
      provider,
      error,
      startedAt: startedAt.toISOString(),
      now: now.toISOString(),
    };
    if (outcome === 'failed')
      await recordRetry(this.deps.db, {
        ...values,
        outcome: 'failed',
        next: new Date(now.getTime() + retryDelayMs(m.attempts)).toISOString(),
      });
    else {
      const status = outcome === 'sent' ? 'sent' : 'failed';
      await recordFinished(this.deps.db, { ...values, status, outcome: status });
    }
  }
}

const insertMessage = fixedStatement((db) =>
  db
    .insert(messages)
    .values({
      kind: sql.placeholder('kind'),
      channel: sql.placeholder('channel'),
      recipient: sql.placeholder('recipient'),
      subject: sql.placeholder('subject'),
      body: sql.placeholder('body'),
      nextAttemptAt: timestampParam('now'),
      expiresAt: timestampParam('expiresAt'),
      createdAt: timestampParam('now'),
    })
    .prepare('message_insert'),
);

/** Drops the text of messages past their validity that are not on their way. */
const expireDue = fixedStatement((db) =>
  db
    .update(messages)
    .set({ status: 'expired', body: null, claimId: null, finishedAt: timestampParam('now') })
    .where(
      and(
        lte(messages.expiresAt, timestampParam('now')),
        or(
          eq(messages.status, 'pending'),
          // A claim whose instance is gone.
          and(eq(messages.status, 'sending'), lte(messages.nextAttemptAt, timestampParam('now'))),
        ),
      ),
    )
    .returning({ id: messages.id })
    .prepare('messages_expire'),
);

/** Claims up to `limit` due messages under `claimId` until `lease` (SKIP LOCKED: workers share the queue). */
const claimDue = fixedStatement((db) => {
  const due = db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        inArray(messages.status, ['pending', 'sending']),
        lte(messages.nextAttemptAt, timestampParam('now')),
        or(isNull(messages.expiresAt), gt(messages.expiresAt, timestampParam('now'))),
      ),
    )
    .orderBy(asc(messages.nextAttemptAt), asc(messages.seq))
    .limit(sql.placeholder('limit'))
    .for('update', { skipLocked: true });
  return db
    .update(messages)
    .set({
      status: 'sending',
      attempts: sql`${messages.attempts} + 1`,
      nextAttemptAt: timestampParam('lease'),
      claimId: sql`${sql.placeholder('claimId')}::uuid`,
    })
    .where(inArray(messages.id, due))
    .returning()
    .prepare('messages_claim');
});

/** The attempt's log row (`outcome`: sent or failed), written with the message's update. */
function attemptLogged(db: Db | Tx) {
  return db.$with('logged').as(
    db
      .insert(messageAttempts)
      .values({
        messageId: sql.placeholder('id'),
        attempt: sql.placeholder('attempt'),
        provider: sql.placeholder('provider'),
        outcome: sql.placeholder('outcome'),
        error: sql.placeholder('error'),
        startedAt: timestampParam('startedAt'),
        finishedAt: timestampParam('now'),
      })
      .returning({ id: messageAttempts.id }),
  );
}

/** The message still holds the claim: a worker whose lease ran out cannot overwrite a newer claim's outcome. */
const stillClaimed = and(
  eq(messages.id, sql.placeholder('id')),
  eq(messages.claimId, sql`${sql.placeholder('claimId')}::uuid`),
);

/** Sent, or given up (`status` failed): the text is dropped. */
const recordFinished = fixedStatement((db) => {
  const logged = attemptLogged(db);
  return db
    .with(logged)
    .update(messages)
    .set({
      status: sql`${sql.placeholder('status')}`,
      claimId: null,
      body: null,
      finishedAt: timestampParam('now'),
    })
    .where(stillClaimed)
    .prepare('messages_record_finished');
});

/** Failed, to be tried again at `next`. */
const recordRetry = fixedStatement((db) => {
  const logged = attemptLogged(db);
  return db
    .with(logged)
    .update(messages)
    .set({ status: 'pending', claimId: null, nextAttemptAt: timestampParam('next') })
    .where(stillClaimed)
    .prepare('messages_record_retry');
});
