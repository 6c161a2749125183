import { isIP } from 'node:net';
import { and, eq, lt, sql } from 'drizzle-orm';
import { API_MESSAGES } from '@aif/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { fixedSql, fixedStatement, timestampParam } from '../../db/fixed-statement';
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

  /**
   * Counts one request of `ip`; false, and nothing counted, when it would go over the limit. One
   * statement: the previous window's count, the check and the increment (under the row's lock, so
   * concurrent requests on any instance see each other's counts) in a single round trip.
   */
  async take(bucket: IpLimitBucket, ip: string): Promise<boolean> {
    const { db, clock, limit } = this.deps;
    const key = addressKey(ip);
    const now = clock().getTime();
    const current = Math.floor(now / limit.windowMs) * limit.windowMs;
    const windowStart = new Date(current).toISOString();
    const previousStart = new Date(current - limit.windowMs).toISOString();
    // The previous window weighs as much as it still overlaps the sliding one.
    const overlap = 1 - (now - current) / limit.windowMs;
    const rows = await countRequest(db, {
      bucket,
      key,
      overlap,
      previousStart,
      windowStart,
      max: limit.max,
    });
    const hits = rows[0]?.hits;
    if (hits === undefined) return false;
    // The address's first request of a window: drop the bucket's windows that no longer count.
    if (hits === 1) await dropOldWindows(db, { bucket, previousStart });
    return true;
  }
}

/** One request counted, unless it goes over `max` (see `take`): the row's hits, or no row. */
const countRequest = fixedSql<{ hits: number }>(
  'ip_limits_count_request',
  sql`
    with previous as (
      select coalesce(max(hits), 0) * ${sql.placeholder('overlap')}::float8 as weighed
      from ${ipRequestCounts}
      where bucket = ${sql.placeholder('bucket')}::text and ip = ${sql.placeholder('key')}::text
        and window_start = ${timestampParam('previousStart')})
    insert into ${ipRequestCounts} (bucket, ip, window_start, hits)
    select ${sql.placeholder('bucket')}::text, ${sql.placeholder('key')}::text, ${timestampParam('windowStart')}, 1
    from previous
    where previous.weighed + 1 <= ${sql.placeholder('max')}::int
    on conflict (bucket, ip, window_start) do update set hits = ${ipRequestCounts}.hits + 1
    where (select weighed from previous) + ${ipRequestCounts}.hits + 1 <= ${sql.placeholder('max')}::int
    returning hits`,
);

/** The bucket's windows before the previous one: they no longer count. */
const dropOldWindows = fixedStatement((db) =>
  db
    .delete(ipRequestCounts)
    .where(
      and(
        eq(ipRequestCounts.bucket, sql.placeholder('bucket')),
        lt(ipRequestCounts.windowStart, timestampParam('previousStart')),
      ),
    )
    .prepare('ip_limits_drop_old_windows'),
);

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
