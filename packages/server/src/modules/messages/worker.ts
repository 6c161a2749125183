import type { FastifyBaseLogger } from 'fastify';
import type { MessageService } from './service';

/**
 * Delivers due messages in the background on this instance: every `intervalMs` once the server listens,
 * and at once after an answer that queued something. One run at a time (a run keeps claiming while
 * messages are queued); `stop()` waits for the run in progress (its provider calls are bounded by
 * SEND_TIMEOUT_MS) and starts no other, so nothing touches the database after the app closes. Any
 * number of instances may run one (claims skip locked rows).
 */
export class MessageWorker {
  private timer?: NodeJS.Timeout;
  private current?: Promise<void>;
  private again = false;
  /** The run queued behind the current one is a periodic one (it also drops expired OTPs). */
  private againExpire = false;
  private stopped = false;

  constructor(
    private readonly queue: MessageService,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.intervalMs <= 0 || this.timer || this.stopped) return;
    this.timer = setInterval(() => this.tick(true), this.intervalMs);
    // The timer alone never keeps the process alive; close() stops it anyway.
    this.timer.unref();
    this.tick(true);
  }

  /** A run now (or right after the one in progress), if the worker is running. */
  wake(): void {
    // Delivery only: expired OTPs are dropped by the periodic runs. A run in progress takes the new
    // message as soon as one of its places is free (nudge); the run queued behind it finds the rest.
    if (!this.timer) return;
    this.queue.nudge();
    this.tick(false);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.current;
  }

  private tick(expire: boolean): void {
    if (this.stopped) return;
    if (this.current) {
      this.again = true;
      this.againExpire ||= expire;
      return;
    }
    this.current = this.queue
      .deliverDue({ stop: () => this.stopped, expire })
      .then((run) => {
        if (run.failed || run.gaveUp || run.expired) this.log.info(run, 'message delivery run');
      })
      .catch((err: Error) => this.log.error({ err: err.message }, 'message delivery run failed'))
      .finally(() => {
        this.current = undefined;
        if (this.again && !this.stopped) {
          const again = this.againExpire;
          this.again = false;
          this.againExpire = false;
          this.tick(again);
        }
      });
  }
}
