import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  API_MESSAGES,
  OTP_RESEND_WAIT_SECONDS,
  OTP_VALIDITY_SECONDS,
  type LoginSendOtp,
  type LoginVerifyOtp,
  type SendOtpResponse,
  type VerifyOtpResponse,
} from '@aif/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { fixedStatement } from '../../db/fixed-statement';
import { applicants, applications, users } from '../../db/schema';
import type { HttpError } from '../../lib/errors';
import { toMobileNumber, type MobileNumber } from '../../lib/phone';
import { maskTail } from '../../lib/redact';
import { randomToken } from '../../lib/tokens';
import { applicantOfLiveApplication, notDeleted, signatoryOfApplication } from '../applications/visibility';
import type { MessageQueue } from '../messages/types';
import type { OtpService } from '../otp/service';
import type { Session, SessionKind } from '../../lib/session';
import { staffUserColumns, type SessionService, type StaffUserRow } from '../sessions/service';

export function otpSmsText(otp: string): string {
  return `${otp} is your OTP to sign in to the AIF investor onboarding portal. It is valid for ${OTP_VALIDITY_SECONDS / 60} minutes. Do not share it with anyone.`;
}

/**
 * A number for a warm-up round: random, so that no real number's state (a lock, the resend limit) stops
 * it; whatever the round does is rolled back.
 */
function warmUpNumber(): MobileNumber {
  return toMobileNumber('+91', `9${randomInt(100_000_000, 1_000_000_000)}`);
}

/** Thrown to roll a warm-up round back. */
class RolledBack extends Error {}

interface Account {
  kind: SessionKind;
  /** The active staff user behind the number (what its session and /me need), null for an investor. */
  user: StaffUserRow | null;
}

/**
 * Mobile OTP sign-in (0-product-decisions §5). The OTP rules (limits per number in the database, under
 * a row lock) are the OTP service's.
 * A number with no account goes through the same steps and limits (no SMS is sent), so the answers
 * do not reveal which numbers have accounts.
 */
export class SignInService {
  constructor(
    private readonly deps: {
      db: Db;
      otp: OtpService;
      sessions: SessionService;
      messages: MessageQueue;
      log: FastifyBaseLogger;
    },
  ) {}

  async sendOtp(input: LoginSendOtp): Promise<SendOtpResponse> {
    const number = toMobileNumber(input.countryCode, input.phone);
    const token = randomToken();
    const account = await this.deps.otp.transaction(async (tx) => {
      const found = await this.findAccount(tx, number);
      const issued = await this.deps.otp.issue(tx, number, 'sign_in', { token, deliver: !!found });
      // Queued, never sent inside the request: the answer's status, body and time do not depend on
      // whether the number has an account or on what the SMS provider does (the worker sends it).
      if (found)
        await this.deps.messages.enqueue(tx, {
          kind: 'sign_in_otp',
          channel: 'sms',
          to: number.e164,
          body: otpSmsText(issued.otp),
          validForSeconds: OTP_VALIDITY_SECONDS,
        });
      return found;
    });
    this.deps.log.info({ mobile: maskTail(number.e164), delivered: !!account }, 'sign-in OTP issued');
    return {
      message: API_MESSAGES.otpSent,
      verificationToken: token,
      resendAfterSeconds: OTP_RESEND_WAIT_SECONDS,
    };
  }

  async verifyOtp(input: LoginVerifyOtp): Promise<VerifyOtpResponse> {
    const number = toMobileNumber(input.countryCode, input.phone);
    const { otp, sessions } = this.deps;

    // Failures that must be stored (a wrong attempt, a lock) are returned, not thrown, so the
    // transaction commits them before the error goes out. The session is opened in the same
    // transaction as the OTP is consumed: one commit, and no OTP spent without its session.
    const outcome = await otp.transaction(
      async (tx): Promise<{ error: HttpError } | { account: Account; token: string; session: Session }> => {
        let account: Account | null = null;
        const attempt = await otp.attempt(tx, {
          number,
          purpose: 'sign_in',
          token: input.verificationToken,
          otp: input.otp,
          accept: async () => !!(account = await this.findAccount(tx, number)),
        });
        if ('error' in attempt) return attempt;
        const opened = await sessions.open(tx, { kind: account!.kind, user: account!.user, number });
        return { account: account!, ...opened };
      },
    );
    if ('error' in outcome) throw outcome.error;

    const { token, session, account } = outcome;
    this.deps.log.info({ mobile: maskTail(number.e164), kind: session.kind }, 'signed in');
    return { token, user: await sessions.describe(session, account.user ?? undefined) };
  }

  /**
   * Warms a new process before it takes traffic: `rounds` times, a whole sign-in's statements (the
   * account lookup, an OTP issued and entered, the session opened, the SMS queued) in one transaction
   * that is then rolled back, so nothing is stored, sent or counted. Without it the first sign-ins after
   * a start cost several times the later ones (cold code in the process and, on PGlite, in the embedded
   * engine, which runs one statement at a time), and a burst of them at a start queued for seconds
   * (docs/performance.md). Rounds run `parallel` at a time, which also opens the PostgreSQL pool's
   * connections. Never fails a start: a round that cannot run is logged and counted out.
   */
  async warmUp(rounds: number, parallel = 10): Promise<{ rounds: number }> {
    let done = 0;
    for (let first = 0; first < rounds; first += parallel) {
      const wave = Array.from({ length: Math.min(parallel, rounds - first) }, () => this.warmUpRound());
      done += (await Promise.all(wave)).filter(Boolean).length;
    }
    return { rounds: done };
  }

  private async warmUpRound(): Promise<boolean> {
    const { otp, sessions, messages } = this.deps;
    const number = warmUpNumber();
    try {
      await otp.transaction(async (tx) => {
        const token = randomToken();
        await this.findAccount(tx, number);
        const issued = await otp.issue(tx, number, 'sign_in', { token, deliver: false });
        await otp.attempt(tx, {
          number,
          purpose: 'sign_in',
          token,
          otp: issued.otp,
          accept: async () => true,
        });
        await sessions.open(tx, { kind: 'investor', user: null, number });
        await messages.enqueue(tx, {
          kind: 'sign_in_otp',
          channel: 'sms',
          to: number.e164,
          body: otpSmsText(issued.otp),
          validForSeconds: OTP_VALIDITY_SECONDS,
        });
        throw new RolledBack();
      });
    } catch (err) {
      if (err instanceof RolledBack) return true;
      this.deps.log.warn({ err: (err as Error).message }, 'sign-in warm-up round failed');
    }
    return false;
  }

  // --- Admin support (lock and whitelist state of a number; kept in the OTP service)

  unlock(number: MobileNumber): Promise<boolean> {
    return this.deps.otp.unlock(number);
  }

  setWhitelisted(number: MobileNumber, whitelisted: boolean): Promise<boolean> {
    return this.deps.otp.setWhitelisted(number, whitelisted);
  }

  isWhitelisted(number: MobileNumber): Promise<boolean> {
    return this.deps.otp.isWhitelisted(number);
  }

  isLocked(number: MobileNumber): Promise<boolean> {
    return this.deps.otp.isLocked(number);
  }

  // --- helpers

  /** Staff first (a staff member may also be an investor), then investors on any application not deleted. */
  private async findAccount(tx: Tx, number: MobileNumber): Promise<Account | null> {
    const values = { countryCode: number.countryCode, phone: number.phone };
    const [user] = await staffByNumber(tx, values);
    if (user) return { kind: 'staff', user };
    const [applicant] = await applicantByNumber(tx, values);
    if (applicant) return { kind: 'investor', user: null };
    // An authorised signatory or POA holder signs in as an investor with its own mobile (0-product-decisions §10).
    const [signatory] = await signatoryByNumber(tx, values);
    return signatory ? { kind: 'investor', user: null } : null;
  }
}

/** The number's values in a fixed statement's placeholders. */
const numberParams = {
  countryCode: sql.placeholder('countryCode'),
  phone: sql.placeholder('phone'),
} as unknown as MobileNumber;

const staffByNumber = fixedStatement((db) =>
  db
    .select(staffUserColumns)
    .from(users)
    .where(
      and(
        eq(users.countryCode, numberParams.countryCode),
        eq(users.phone, numberParams.phone),
        eq(users.isActive, true),
      ),
    )
    .prepare('sign_in_staff_by_number'),
);

const applicantByNumber = fixedStatement((db) =>
  db
    .select({ id: applicants.id })
    .from(applicants)
    .where(
      and(
        eq(applicants.countryCode, numberParams.countryCode),
        eq(applicants.mobile, numberParams.phone),
        eq(applicants.isActive, true),
        applicantOfLiveApplication(),
      ),
    )
    .limit(1)
    .prepare('sign_in_applicant_by_number'),
);

const signatoryByNumber = fixedStatement((db) =>
  db
    .select({ id: applications.id })
    .from(applications)
    .where(and(notDeleted(), signatoryOfApplication(numberParams)))
    .limit(1)
    .prepare('sign_in_signatory_by_number'),
);
