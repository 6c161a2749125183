import { and, eq, isNull } from 'drizzle-orm';
import { ONBOARDING_MESSAGES, ONBOARDING_TOKEN_TTL_MINUTES } from '@aif/contracts';
import type { Tx } from '../../db/client';
import {
  onboardingTokens,
  onboardingVerifications,
  type ContactVerifiedBy,
  type OnboardingStage,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { randomToken, sha256Hex } from '../../lib/tokens';

export const TOKEN_TTL_MS = ONBOARDING_TOKEN_TTL_MINUTES * 60_000;

export type Verification = typeof onboardingVerifications.$inferSelect;
export type TokenRow = typeof onboardingTokens.$inferSelect;

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** The verified contact, written on the verification when it completes. */
export interface VerifiedContact {
  countryCode?: string | null;
  countryNameAndCode?: string | null;
  mobile?: string | null;
  email?: string | null;
}

/**
 * The tokens that chain the onboarding steps (see contracts api/onboarding.ts). Only their SHA-256 is
 * stored, with the stage that issued them, the user, an expiry and a consumed mark; every check runs
 * under a row lock in the caller's transaction, so two requests presenting one token cannot both pass.
 */
export class VerificationTokens {
  constructor(private readonly clock: Clock) {}

  async issue(
    tx: Tx,
    input: {
      verificationId: string;
      stage: OnboardingStage;
      userId: string;
      otpChallengeId?: string;
      /** A token chosen by the caller (the OTP challenge shares it); default: a new random one. */
      token?: string;
    },
  ): Promise<IssuedToken> {
    const now = this.clock();
    const token = input.token ?? randomToken();
    const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
    await tx.insert(onboardingTokens).values({
      verificationId: input.verificationId,
      stage: input.stage,
      tokenHash: sha256Hex(token),
      userId: input.userId,
      otpChallengeId: input.otpChallengeId ?? null,
      expiresAt,
      createdAt: now,
    });
    return { token, expiresAt };
  }

  /**
   * The token presented for `stage` by `userId`, and its verification, both locked until the transaction
   * ends. 400 when unknown or another user's (one message, so tokens cannot be probed), of another stage,
   * used, expired, or when its verification already completed.
   */
  async open(
    tx: Tx,
    token: string,
    stage: OnboardingStage,
    userId: string,
  ): Promise<{ row: TokenRow; verification: Verification }> {
    const [row] = await tx
      .select()
      .from(onboardingTokens)
      .where(eq(onboardingTokens.tokenHash, sha256Hex(token)))
      .for('update');
    if (!row || row.userId !== userId) throw badRequest(ONBOARDING_MESSAGES.tokenInvalid);
    if (row.stage !== stage) throw badRequest(ONBOARDING_MESSAGES.tokenWrongStep);
    if (row.consumedAt) throw badRequest(ONBOARDING_MESSAGES.tokenUsed);
    if (row.expiresAt.getTime() <= this.clock().getTime()) throw badRequest(ONBOARDING_MESSAGES.tokenExpired);
    const verification = await this.lockVerification(tx, row.verificationId);
    if (stage !== 'applicant' && verification.completedAt) throw badRequest(ONBOARDING_MESSAGES.tokenUsed);
    return { row, verification };
  }

  async lockVerification(tx: Tx, id: string): Promise<Verification> {
    const [verification] = await tx
      .select()
      .from(onboardingVerifications)
      .where(eq(onboardingVerifications.id, id))
      .for('update');
    if (!verification) throw badRequest(ONBOARDING_MESSAGES.tokenInvalid);
    return verification;
  }

  /** Marks a token used; 400 when it already was (a concurrent request won). */
  async consume(tx: Tx, row: TokenRow): Promise<void> {
    const done = await tx
      .update(onboardingTokens)
      .set({ consumedAt: this.clock() })
      .where(and(eq(onboardingTokens.id, row.id), isNull(onboardingTokens.consumedAt)))
      .returning({ id: onboardingTokens.id });
    if (done.length === 0) throw badRequest(ONBOARDING_MESSAGES.tokenUsed);
  }

  /**
   * The contact is verified (or needs none): the verification completes, every open token of it ends,
   * and the applicant token is issued to the user who started it. 400 when it had already completed.
   */
  async complete(
    tx: Tx,
    verification: Verification,
    verifiedBy: ContactVerifiedBy,
    contact: VerifiedContact = {},
  ): Promise<IssuedToken> {
    const now = this.clock();
    const done = await tx
      .update(onboardingVerifications)
      .set({ ...contact, verifiedBy, completedAt: now })
      .where(
        and(eq(onboardingVerifications.id, verification.id), isNull(onboardingVerifications.completedAt)),
      )
      .returning({ id: onboardingVerifications.id });
    if (done.length === 0) throw badRequest(ONBOARDING_MESSAGES.tokenUsed);
    await tx
      .update(onboardingTokens)
      .set({ consumedAt: now })
      .where(and(eq(onboardingTokens.verificationId, verification.id), isNull(onboardingTokens.consumedAt)));
    return this.issue(tx, {
      verificationId: verification.id,
      stage: 'applicant',
      userId: verification.startedBy,
    });
  }
}
