import { and, count, eq, gt, isNull } from 'drizzle-orm';
import {
  API_MESSAGES,
  OTP_LENGTH,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_MAX_RESENDS_PER_HOUR,
  OTP_RESEND_WAIT_SECONDS,
  OTP_VALIDITY_SECONDS,
  type LoginSendOtp,
  type LoginVerifyOtp,
  type SendOtpResponse,
  type VerifyOtpResponse,
} from '@aif/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { applicants, loginNumbers, otpChallenges, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest } from '../../lib/errors';
import { toMobileNumber, type MobileNumber } from '../../lib/phone';
import { maskTail } from '../../lib/redact';
import { equalHex, otpHash, randomOtp, randomToken, sha256Hex } from '../../lib/tokens';
import type { KeyService } from '../keys/service';
import type { SessionKind, SessionService } from '../sessions/service';
import type { SmsProvider } from '../../providers';

const HOUR_MS = 3_600_000;
/** The first send plus the allowed resends within a rolling hour. */
const MAX_SENDS_PER_HOUR = 1 + OTP_MAX_RESENDS_PER_HOUR;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function otpSmsText(otp: string): string {
  return `${otp} is your OTP to sign in to the AIF investor onboarding portal. It is valid for ${OTP_VALIDITY_SECONDS / 60} minutes. Do not share it with anyone.`;
}

interface Account {
  kind: SessionKind;
  userId: string | null;
}

/**
 * Mobile OTP sign-in (0-product-decisions §5). Every limit is kept per number in the database and
 * checked under a row lock on that number, so concurrent requests on any instance see one state.
 * A number with no account goes through the same steps and limits (no SMS is sent), so the answers
 * do not reveal which numbers have accounts.
 */
export class SignInService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      keys: KeyService;
      sessions: SessionService;
      sms: SmsProvider;
      log: FastifyBaseLogger;
    },
  ) {}

  async sendOtp(input: LoginSendOtp): Promise<SendOtpResponse> {
    const number = toMobileNumber(input.countryCode, input.phone);
    const { db, clock, keys } = this.deps;
    const pepper = await keys.otpPepper();
    const token = randomToken();
    const otp = randomOtp(OTP_LENGTH);
    const now = clock();

    const account = await db.transaction(async (tx) => {
      const state = await this.lockNumber(tx, number);
      if (state.lockedAt && !state.whitelisted) throw new HttpError(423, API_MESSAGES.numberLocked);
      if (!state.whitelisted) {
        const [sent] = await tx
          .select({ n: count() })
          .from(otpChallenges)
          .where(
            and(this.sameNumber(number), gt(otpChallenges.createdAt, new Date(now.getTime() - HOUR_MS))),
          );
        if ((sent?.n ?? 0) >= MAX_SENDS_PER_HOUR) throw new HttpError(429, API_MESSAGES.resendLimit);
      }
      const found = await this.findAccount(tx, number);
      // A new OTP replaces any earlier one still open for this number.
      await tx
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(and(this.sameNumber(number), isNull(otpChallenges.consumedAt)));
      const id = crypto.randomUUID();
      await tx.insert(otpChallenges).values({
        id,
        tokenHash: sha256Hex(token),
        countryCode: number.countryCode,
        phone: number.phone,
        otpHash: otpHash(pepper, id, found ? otp : randomOtp(OTP_LENGTH)),
        delivered: !!found,
        expiresAt: new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000),
        createdAt: now,
      });
      return found;
    });

    if (account) await this.deps.sms.send({ to: number.e164, body: otpSmsText(otp) });
    this.deps.log.info({ mobile: maskTail(number.e164), delivered: !!account }, 'sign-in OTP issued');
    return {
      message: API_MESSAGES.otpSent,
      verificationToken: token,
      resendAfterSeconds: OTP_RESEND_WAIT_SECONDS,
    };
  }

  async verifyOtp(input: LoginVerifyOtp): Promise<VerifyOtpResponse> {
    const number = toMobileNumber(input.countryCode, input.phone);
    const { db, clock, keys, sessions } = this.deps;
    const pepper = await keys.otpPepper();
    const now = clock();

    // Failures that must be stored (a wrong attempt, a lock) are returned, not thrown, so the
    // transaction commits them before the error goes out.
    const outcome = await db.transaction(async (tx): Promise<{ error: HttpError } | { account: Account }> => {
      const state = await this.lockNumber(tx, number);
      if (state.lockedAt && !state.whitelisted)
        return { error: new HttpError(423, API_MESSAGES.numberLocked) };
      const [challenge] = await tx
        .select()
        .from(otpChallenges)
        .where(eq(otpChallenges.tokenHash, sha256Hex(input.verificationToken)));
      if (
        !challenge ||
        challenge.countryCode !== number.countryCode ||
        challenge.phone !== number.phone ||
        challenge.consumedAt
      ) {
        return { error: badRequest(API_MESSAGES.otpNoLongerValid) };
      }
      if (challenge.expiresAt.getTime() <= now.getTime())
        return { error: badRequest(API_MESSAGES.otpExpired) };

      const account = equalHex(challenge.otpHash, otpHash(pepper, challenge.id, input.otp))
        ? await this.findAccount(tx, number)
        : null;
      if (!account) {
        if (state.whitelisted) return { error: badRequest(API_MESSAGES.otpIncorrect(0)) };
        const failed = state.failedAttempts + 1;
        const locked = failed >= OTP_MAX_FAILED_ATTEMPTS;
        await tx
          .update(loginNumbers)
          .set({ failedAttempts: failed, lockedAt: locked ? now : null, updatedAt: now })
          .where(this.numberRow(number));
        if (locked)
          this.deps.log.warn(
            { mobile: maskTail(number.e164) },
            'mobile number locked after failed OTP attempts',
          );
        return {
          error: locked
            ? new HttpError(423, API_MESSAGES.numberLocked)
            : badRequest(API_MESSAGES.otpIncorrect(OTP_MAX_FAILED_ATTEMPTS - failed)),
        };
      }
      await tx.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, challenge.id));
      await tx.update(loginNumbers).set({ failedAttempts: 0, updatedAt: now }).where(this.numberRow(number));
      return { account };
    });
    if ('error' in outcome) throw outcome.error;

    const { token, session } = await sessions.issue({
      kind: outcome.account.kind,
      userId: outcome.account.userId,
      number,
    });
    this.deps.log.info({ mobile: maskTail(number.e164), kind: session.kind }, 'signed in');
    return { token, user: await sessions.describe(session) };
  }

  // --- Admin support (lock and whitelist state of a number)

  /** Clears the lock and the failed-attempt count. Returns whether the number was locked. */
  async unlock(number: MobileNumber): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const state = await this.lockNumber(tx, number);
      await tx
        .update(loginNumbers)
        .set({ lockedAt: null, failedAttempts: 0, updatedAt: this.deps.clock() })
        .where(this.numberRow(number));
      return !!state.lockedAt;
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

  /** The number's state row, created when absent and locked FOR UPDATE until the transaction ends. */
  private async lockNumber(tx: Tx, number: MobileNumber) {
    await tx
      .insert(loginNumbers)
      .values({ countryCode: number.countryCode, phone: number.phone, updatedAt: this.deps.clock() })
      .onConflictDoNothing();
    const [state] = await tx.select().from(loginNumbers).where(this.numberRow(number)).for('update');
    return state!;
  }

  /** Staff first (a staff member may also be an investor), then investors on any application. */
  private async findAccount(tx: Tx, number: MobileNumber): Promise<Account | null> {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.countryCode, number.countryCode),
          eq(users.phone, number.phone),
          eq(users.isActive, true),
        ),
      );
    if (user) return { kind: 'staff', userId: user.id };
    const [applicant] = await tx
      .select({ id: applicants.id })
      .from(applicants)
      .where(
        and(
          eq(applicants.countryCode, number.countryCode),
          eq(applicants.mobile, number.phone),
          eq(applicants.isActive, true),
        ),
      )
      .limit(1);
    return applicant ? { kind: 'investor', userId: null } : null;
  }

  private numberRow(number: MobileNumber) {
    return and(eq(loginNumbers.countryCode, number.countryCode), eq(loginNumbers.phone, number.phone));
  }

  private sameNumber(number: MobileNumber) {
    return and(eq(otpChallenges.countryCode, number.countryCode), eq(otpChallenges.phone, number.phone));
  }
}
