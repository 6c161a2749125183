import { maskSensitive } from '../../lib/redact';

/**
 * Seconds to wait after the n-th failed attempt (n = 1, 2, ...); later failures wait the last value.
 * Covers a provider outage of about an hour and a half with the default 6 attempts; an OTP stops
 * sooner, at its 5 minutes' validity (docs/decisions.md "Messages").
 */
export const RETRY_DELAYS_SECONDS = [15, 60, 300, 900, 3600] as const;

export function retryDelayMs(failedAttempts: number): number {
  const i = Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_SECONDS.length) - 1;
  return RETRY_DELAYS_SECONDS[i]! * 1000;
}

/** A provider call that has not answered by then counts as failed (the HTTP gateway's own limit is 10 s). */
export const SEND_TIMEOUT_MS = 30_000;

/**
 * How long a claim holds a message. Longer than SEND_TIMEOUT_MS, so a live claim is never taken by
 * another instance; a claim whose instance died is taken again after it.
 */
export const CLAIM_LEASE_MS = 120_000;

/**
 * Messages one instance sends at the same time by default (MESSAGE_CONCURRENCY): a run keeps this many
 * places and claims for each one that frees up while messages are due. At 5, a burst of sign-ins (50
 * OTPs within a second) waited over a second in the queue: the OTP's delay, not the API, bounded
 * sign-ins per second. SMS and e-mail gateways take far more concurrent requests than this
 * (docs/decisions.md "Messages").
 */
export const DEFAULT_CONCURRENCY = 25;

const MAX_ERROR_LENGTH = 500;

/**
 * The provider's error as the delivery log keeps it: without anything of the message's text that could
 * open something (an OTP, a token or reference in a link: any word of 6+ characters with a digit, or of
 * 16+ characters), long digit runs masked, at most 500 characters.
 */
export function scrubError(error: unknown, body: string | null): string {
  let text =
    error instanceof Error ? error.message || error.name : typeof error === 'string' ? error : 'send failed';
  for (const word of new Set(body?.match(/[A-Za-z0-9_.~%+=-]{6,}/g) ?? [])) {
    if (word.length >= 16 || /\d/.test(word)) text = text.split(word).join('[redacted]');
  }
  text = maskSensitive(text);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/** Rejects when `promise` has not settled within `ms`; the timer never keeps the process alive. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(ms / 1000)} s`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
