import { and, count, eq, gt, isNull, max, sql, type SQL } from 'drizzle-orm';
import {
  API_MESSAGES,
  OTP_LENGTH,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_MAX_RESENDS_PER_HOUR,
  OTP_VALIDITY_SECONDS,
} from '@aif/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { fixedSql, fixedStatement, timestampParam } from '../../db/fixed-statement';
import { loginNumbers, otpChallenges, type OtpPurpose } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest } from '../../lib/errors';
import type { MobileNumber } from '../../lib/phone';
import { maskTail } from '../../lib/redact';
import { equalHex, otpHash, randomOtp, sha256Hex } from '../../lib/tokens';
import type { KeyService } from '../keys/service';

const HOUR_MS = 3_600_000;
/** The first send plus the allowed resends within a rolling hour. */
const MAX_SENDS_PER_HOUR = 1 + OTP_MAX_RESENDS_PER_HOUR;

/** What the OTP rules read of a number's row (login_numbers). */
interface NumberState {
  failedAttempts: number;
  locked: boolean;
  whitelisted: boolean;
}

/** What an OTP entry reads of its challenge. */
interface Challenge {
  id: string;
  countryCode: string;
  phone: string;
  purpose: OtpPurpose;
  consumed: boolean;
  expiresMs: number;
  otpHash: string;
  failedAttempts: number;
}

/** A failure that must be stored (a wrong attempt, a lock) comes back as a value so the caller commits it. */
export type OtpAttempt = { error: HttpError } | { challengeId: string };

/**
 * Mobile OTPs (0-product-decisions §5), used by sign-in and by the onboarding contact check: 6 digits,
 * valid 5 minutes, single use; 2 resends within a rolling hour per number and purpose; 3 wrong entries
 * lock the number (for every purpose) until Admin Support unlocks it; a whitelisted number is exempt
 * from both, but its challenge is void after 3 wrong entries. A lock and an unlock void the number's
 * open challenges of every purpose. Each call runs inside the caller's transaction, under a row lock on
 * the number, so concurrent requests on any instance see one state.
 */
export class OtpService {
  constructor(private readonly deps: { db: Db; clock: Clock; keys: KeyService; log: FastifyBaseLogger }) {}

  /**
   * A transaction for `issue` and `attempt`. The OTP pepper is read (and cached) before it opens: read
   * inside, it would wait on the open transaction (PGlite has one connection), and a pepper created in a
   * transaction that rolls back would be cached but never stored.
   */
  async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    await this.deps.keys.otpPepper();
    return this.deps.db.transaction(fn);
  }

  /**
   * Checks the lock and the resend limit, replaces the number's open OTP of this purpose and stores a
   * new challenge under `token`. Throws 423 or 429 (nothing to keep). With `deliver: false` the stored
   * OTP is a random one nobody sees (sign-in of a number without an account).
   */
  async issue(
    tx: Tx,
    number: MobileNumber,
    purpose: OtpPurpose,
    opts: { token: string; deliver: boolean },
  ): Promise<{ challengeId: string; otp: string }> {
    const now = this.deps.clock();
    const pepper = await this.deps.keys.otpPepper();
    const state = await this.lockNumber(tx, number);
    if (state.locked && !state.whitelisted) throw new HttpError(423, API_MESSAGES.numberLocked);
    if (!state.whitelisted) {
      // Sends within the rolling hour, since the last OTP of this purpose that was entered correctly
      // (one statement: the latest verification and the count after it).
      const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
      const [sent] = await sentWithinTheHour(tx, { ...numberValues(number, purpose), hourAgo });
      if ((sent?.n ?? 0) >= MAX_SENDS_PER_HOUR) throw new HttpError(429, API_MESSAGES.resendLimit);
    }
    const otp = randomOtp(OTP_LENGTH);
    const challengeId = crypto.randomUUID();
    // The number's open OTP of this purpose is replaced: retired and stored in one statement.
    await replaceChallenge(tx, {
      ...numberValues(number, purpose),
      id: challengeId,
      tokenHash: sha256Hex(opts.token),
      otpHash: otpHash(pepper, challengeId, opts.deliver ? otp : randomOtp(OTP_LENGTH)),
      delivered: opts.deliver,
      expiresAt: new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000).toISOString(),
      now: now.toISOString(),
    });
    return { challengeId, otp };
  }

  /**
   * One OTP entry against the challenge stored under `token` for this number and purpose. `accept` is
   * asked only when the OTP matches; false counts as a wrong entry (sign-in: no account behind the
   * number). On success the challenge is consumed and the number's failure count reset.
   */
  async attempt(
    tx: Tx,
    input: {
      number: MobileNumber;
      purpose: OtpPurpose;
      token: string;
      otp: string;
      accept?: () => Promise<boolean>;
    },
  ): Promise<OtpAttempt> {
    const { number, purpose } = input;
    const now = this.deps.clock();
    const pepper = await this.deps.keys.otpPepper();
    const { challenge, ...state } = await this.lockNumber(tx, number, sha256Hex(input.token));
    if (state.locked && !state.whitelisted) return { error: new HttpError(423, API_MESSAGES.numberLocked) };
    if (
      !challenge ||
      challenge.countryCode !== number.countryCode ||
      challenge.phone !== number.phone ||
      challenge.purpose !== purpose ||
      challenge.consumed
    ) {
      return { error: badRequest(API_MESSAGES.otpNoLongerValid) };
    }
    if (challenge.expiresMs <= now.getTime()) return { error: badRequest(API_MESSAGES.otpExpired) };

    const matches = equalHex(challenge.otpHash, otpHash(pepper, challenge.id, input.otp));
    const accepted = matches && (input.accept ? await input.accept() : true);
    if (!accepted) return { error: await this.wrongEntry(tx, number, state, challenge, purpose) };
    await markVerified(tx, { id: challenge.id, now: now.toISOString() });
    // Nothing to reset on most sign-ins: no write (and no row version) then.
    if (state.failedAttempts > 0)
      await tx.update(loginNumbers).set({ failedAttempts: 0, updatedAt: now }).where(this.numberRow(number));
    return { challengeId: challenge.id };
  }

  /** Ends open challenges (a contact changed, a flow moved on). */
  async retire(tx: Tx, challengeIds: string[]): Promise<void> {
    for (const id of challengeIds) {
      await tx
        .update(otpChallenges)
        .set({ consumedAt: this.deps.clock() })
        .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)));
    }
  }

  // --- Admin support (lock and whitelist state of a number)

  /**
   * Clears the lock and the failed-attempt count, and voids the number's open challenges of every purpose:
   * the count it clears must not buy fresh guesses at an OTP already under attack. Returns whether the
   * number was locked.
   */
  async unlock(number: MobileNumber): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const state = await this.lockNumber(tx, number);
      const now = this.deps.clock();
      await tx
        .update(loginNumbers)
        .set({ lockedAt: null, failedAttempts: 0, updatedAt: now })
        .where(this.numberRow(number));
      await this.voidOpenChallenges(tx, number, now);
      return !!state.locked;
    });
  }

  /** Returns the previous value. */
  async setWhitelisted(number: MobileNumber, whitelisted: boolean): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const state = await this.lockNumber(tx, number);
      await tx
        .update(loginNumbers)
        .set({ whitelisted, updatedAt: this.deps.clock() })
        .where(this.numberRow(number));
      return state.whitelisted;
    });
  }

  async isWhitelisted(number: MobileNumber): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ w: loginNumbers.whitelisted })
      .from(loginNumbers)
      .where(this.numberRow(number));
    return row?.w ?? false;
  }

  async isLocked(number: MobileNumber): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ l: loginNumbers.lockedAt })
      .from(loginNumbers)
      .where(this.numberRow(number));
    return !!row?.l;
  }

  // --- helpers

  /**
   * Records a wrong entry (a wrong OTP, or sign-in of a number without an account) and says what to answer.
   * The challenge counts its own wrong entries and is void after OTP_MAX_FAILED_ATTEMPTS of them, so a
   * whitelisted number, which is never locked, cannot be guessed at without end; any other number also
   * counts them across its challenges, and the count that locks it voids every open challenge it has.
   */
  private async wrongEntry(
    tx: Tx,
    number: MobileNumber,
    state: NumberState,
    challenge: Challenge,
    purpose: OtpPurpose,
  ): Promise<HttpError> {
    const now = this.deps.clock();
    const challengeFailed = challenge.failedAttempts + 1;
    const spent = challengeFailed >= OTP_MAX_FAILED_ATTEMPTS;
    await tx
      .update(otpChallenges)
      .set({ failedAttempts: challengeFailed, consumedAt: spent ? now : null })
      .where(eq(otpChallenges.id, challenge.id));
    let attemptsLeft = OTP_MAX_FAILED_ATTEMPTS - challengeFailed;
    if (!state.whitelisted) {
      const failed = state.failedAttempts + 1;
      const locked = failed >= OTP_MAX_FAILED_ATTEMPTS;
      await tx
        .update(loginNumbers)
        .set({ failedAttempts: failed, lockedAt: locked ? now : null, updatedAt: now })
        .where(this.numberRow(number));
      if (locked) {
        await this.voidOpenChallenges(tx, number, now);
        this.deps.log.warn(
          { mobile: maskTail(number.e164), purpose },
          'mobile number locked after failed OTP attempts',
        );
        return new HttpError(423, API_MESSAGES.numberLocked);
      }
      attemptsLeft = Math.min(attemptsLeft, OTP_MAX_FAILED_ATTEMPTS - failed);
    }
    if (spent) return badRequest(API_MESSAGES.otpAttemptsUsed);
    return badRequest(API_MESSAGES.otpIncorrect(attemptsLeft));
  }

  /** Ends every open challenge of the number, whatever its purpose (a lock, an unlock). */
  private async voidOpenChallenges(tx: Tx, number: MobileNumber, now: Date): Promise<void> {
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpChallenges.countryCode, number.countryCode),
          eq(otpChallenges.phone, number.phone),
          isNull(otpChallenges.consumedAt),
        ),
      );
  }

  /**
   * The number's state row, created when absent and locked FOR UPDATE until the transaction ends, and
   * with `tokenHash` the challenge stored under it: one statement. A row another transaction inserted
   * after this statement's snapshot is not among its results: then both are read again.
   */
  private async lockNumber(tx: Tx, number: MobileNumber): Promise<NumberState>;
  private async lockNumber(
    tx: Tx,
    number: MobileNumber,
    tokenHash: string,
  ): Promise<NumberState & { challenge: Challenge | null }>;
  private async lockNumber(tx: Tx, number: MobileNumber, tokenHash?: string) {
    const values = {
      countryCode: number.countryCode,
      phone: number.phone,
      now: this.deps.clock().toISOString(),
    };
    const rows =
      tokenHash === undefined
        ? await lockNumberRow(tx, values)
        : await lockNumberRowWithChallenge(tx, { ...values, tokenHash });
    if (rows[0]) return tokenHash === undefined ? { ...rows[0], challenge: undefined } : rows[0];
    const [again] = await tx.select().from(loginNumbers).where(this.numberRow(number)).for('update');
    const state = {
      failedAttempts: again!.failedAttempts,
      locked: !!again!.lockedAt,
      whitelisted: again!.whitelisted,
    };
    if (tokenHash === undefined) return state;
    const [c] = await tx.select().from(otpChallenges).where(eq(otpChallenges.tokenHash, tokenHash));
    const challenge: Challenge | null = c
      ? { ...c, consumed: !!c.consumedAt, expiresMs: c.expiresAt.getTime() }
      : null;
    return { ...state, challenge };
  }

  private numberRow(number: MobileNumber) {
    return and(eq(loginNumbers.countryCode, number.countryCode), eq(loginNumbers.phone, number.phone));
  }
}

/** What `lockNumber` reads of the number's row. */
const NUMBER_STATE = sql`failed_attempts as "failedAttempts", locked_at is not null as locked, whitelisted`;

/** The number's row, inserted when absent, locked FOR UPDATE; `challenge` selects what goes beside it. */
function lockNumberSql(challenge: SQL): SQL {
  return sql`
    with inserted as (
      insert into ${loginNumbers} (country_code, phone, updated_at)
      values (${sql.placeholder('countryCode')}, ${sql.placeholder('phone')}, ${timestampParam('now')})
      on conflict do nothing returning ${NUMBER_STATE}),
    existing as (
      select ${NUMBER_STATE} from ${loginNumbers}
      where country_code = ${sql.placeholder('countryCode')} and phone = ${sql.placeholder('phone')}
      for update),
    state as (select * from inserted union all select * from existing)
    select state.*, ${challenge} as challenge
    from state`;
}

type LockedRow = NumberState & { challenge: Challenge | null };

const lockNumberRow = fixedSql<LockedRow>('otp_lock_number', lockNumberSql(sql`null`));

const lockNumberRowWithChallenge = fixedSql<LockedRow>(
  'otp_lock_number_with_challenge',
  lockNumberSql(sql`(select row_to_json(x) from (select c.id, c.country_code as "countryCode", c.phone,
    c.purpose, c.consumed_at is not null as consumed,
    (extract(epoch from c.expires_at) * 1000)::float8 as "expiresMs", c.otp_hash as "otpHash",
    c.failed_attempts as "failedAttempts"
    from ${otpChallenges} c where c.token_hash = ${sql.placeholder('tokenHash')}) x)`),
);

/** A number's challenges of one purpose, with placeholders (`numberValues` gives their values). */
const sameNumberParams = and(
  eq(otpChallenges.countryCode, sql.placeholder('countryCode')),
  eq(otpChallenges.phone, sql.placeholder('phone')),
  eq(otpChallenges.purpose, sql.placeholder('purpose')),
);

function numberValues(number: MobileNumber, purpose: OtpPurpose) {
  return { countryCode: number.countryCode, phone: number.phone, purpose };
}

/** Sends within the rolling hour (`hourAgo`, ISO), since the last OTP of this purpose entered correctly. */
const sentWithinTheHour = fixedStatement((db) => {
  const verifiedSince = db
    .select({ at: max(otpChallenges.verifiedAt) })
    .from(otpChallenges)
    .where(and(sameNumberParams, gt(otpChallenges.createdAt, timestampParam('hourAgo'))));
  return db
    .select({ n: count() })
    .from(otpChallenges)
    .where(
      and(
        sameNumberParams,
        gt(otpChallenges.createdAt, timestampParam('hourAgo')),
        sql`${otpChallenges.createdAt} > coalesce((${verifiedSince}), ${timestampParam('hourAgo')})`,
      ),
    )
    .prepare('otp_sent_within_the_hour');
});

/** Retires the number's open challenge of the purpose and stores the new one. */
const replaceChallenge = fixedStatement((db) => {
  const retire = db.$with('retired').as(
    db
      .update(otpChallenges)
      .set({ consumedAt: timestampParam('now') })
      .where(and(sameNumberParams, isNull(otpChallenges.consumedAt)))
      .returning({ id: otpChallenges.id }),
  );
  return db
    .with(retire)
    .insert(otpChallenges)
    .values({
      id: sql.placeholder('id'),
      tokenHash: sql.placeholder('tokenHash'),
      countryCode: sql.placeholder('countryCode'),
      phone: sql.placeholder('phone'),
      purpose: sql.placeholder('purpose'),
      otpHash: sql.placeholder('otpHash'),
      delivered: sql.placeholder('delivered'),
      expiresAt: timestampParam('expiresAt'),
      createdAt: timestampParam('now'),
    })
    .prepare('otp_replace_challenge');
});

const markVerified = fixedStatement((db) =>
  db
    .update(otpChallenges)
    .set({ consumedAt: timestampParam('now'), verifiedAt: timestampParam('now') })
    .where(eq(otpChallenges.id, sql.placeholder('id')))
    .prepare('otp_mark_verified'),
);
