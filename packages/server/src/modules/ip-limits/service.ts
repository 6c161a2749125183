import { isIP } from 'node:net';
import { and, eq, lt, sql } from 'drizzle-orm';
import { API_MESSAGES } from '@aif/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ipRequestCounts } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';

/**
 * What is counted, each kind apart: `sign_in` (send-otp and verify-otp of the sign-in page and of the
 * investor's e-sign page) and `onboarding_otp` (the contact OTP staff send while onboarding an investor),
 * so that an office onboarding many investors never blocks its colleagues' sign-in.
 */
export type IpLimitBucket = 'sign_in' | 'onboarding_otp';

export interface IpLimit {
  /** Requests allowed per sliding window. */
  max: number;
  windowMs: number;
}

/**
 * A per-address limit on OTP requests, on top of the per-number limits of the OTP service: it bounds what
 * one client can do across many numbers (SMS to every known number, locking numbers by wrong entries,
 * guessing at a whitelisted number's OTPs). The counts live in the database so that every instance
 * behind the load balancer shares them.
 *
 * A sliding window, approximated by two fixed windows: the previous window's count weighs as much as it
 * still overlaps the sliding one. A refused request is not counted, so a client that keeps trying gets
 * in again as its earlier requests age out, and one that stops is never held longer than a window.
 */
export class IpLimitService {
  constructor(private readonly deps: { db: Db; clock: Clock; limit: IpLimit; log: FastifyBaseLogger }) {}

  /** An onRequest hook that answers 429 when the caller's address is over the limit of `bucket`. */
  hook(bucket: IpLimitBucket) {
    return async (request: FastifyRequest): Promise<void> => {
      if (await this.take(bucket, request.ip)) return;
      request.log.warn({ bucket, client: addressKey(request.ip) }, 'OTP requests over the per-address limit');
      throw new HttpError(429, API_MESSAGES.tooManyOtpRequests);
    };
  }

  /** Counts one request of `ip`; false, and nothing counted, when it would go over the limit. */
  async take(bucket: IpLimitBucket, ip: string): Promise<boolean> {
    const { db, clock, limit } = this.deps;
    const key = addressKey(ip);
    const now = clock().getTime();
    const current = Math.floor(now / limit.windowMs) * limit.windowMs;
    const windowStart = new Date(current);
    const previousStart = new Date(current - limit.windowMs);
    const row = and(
      eq(ipRequestCounts.bucket, bucket),
      eq(ipRequestCounts.ip, key),
      eq(ipRequestCounts.windowStart, windowStart),
    );

    const [counted] = await db
      .insert(ipRequestCounts)
      .values({ bucket, ip: key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [ipRequestCounts.bucket, ipRequestCounts.ip, ipRequestCounts.windowStart],
        set: { hits: sql`${ipRequestCounts.hits} + 1` },
      })
      .returning({ hits: ipRequestCounts.hits });
    const hits = counted?.hits ?? 1;
    // The address's first request of a window: drop the bucket's windows that no longer count.
    if (hits === 1)
      await db
        .delete(ipRequestCounts)
        .where(and(eq(ipRequestCounts.bucket, bucket), lt(ipRequestCounts.windowStart, previousStart)));

    const [previous] = await db
      .select({ hits: ipRequestCounts.hits })
      .from(ipRequestCounts)
      .where(
        and(
          eq(ipRequestCounts.bucket, bucket),
          eq(ipRequestCounts.ip, key),
          eq(ipRequestCounts.windowStart, previousStart),
        ),
      );
    const overlap = 1 - (now - current) / limit.windowMs;
    if ((previous?.hits ?? 0) * overlap + hits <= limit.max) return true;
    await db
      .update(ipRequestCounts)
      .set({ hits: sql`${ipRequestCounts.hits} - 1` })
      .where(row);
    return false;
  }
}

/**
 * The key an address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address too), an
 * IPv6 address by its /64 network, since one subscriber is usually given a whole /64 and could otherwise
 * take a fresh address for every request.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  // A dotted IPv4 ending ('64:ff9b::192.0.2.1') stands for two groups.
  const given = headParts.length + tailParts.length + (ip.includes('.') ? 1 : 0);
  const groups = [...headParts, ...Array(Math.max(0, 8 - given)).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
