import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { sendConsentEmailRequestSchema, consentListQuerySchema } from '@aif/contracts';
import {
  CONSENT_LINK_TTL_DAYS,
  CONSENT_PAGE_PATH,
  CONSENT_PAGE_TEXT,
  ONBOARDING_MESSAGES,
  type ConsentDecisionResponse,
  type ConsentListResponse,
  type ConsentPageResponse,
  type ConsentStatus,
  type ConsentStatusResponse,
  type SendConsentEmailResponse,
} from '@aif/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { onboardingConsents } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toMobileNumber } from '../../lib/phone';
import { maskTail } from '../../lib/redact';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { Session } from '../../lib/session';
import { staffId, type OnboardingDeps, type OnboardingService } from './service';

type SendConsentInput = z.output<typeof sendConsentEmailRequestSchema>;
type ConsentRow = typeof onboardingConsents.$inferSelect;

const LINK_TTL_MS = CONSENT_LINK_TTL_DAYS * 24 * 3_600_000;
/** Roles that see (and, for amcapprover, act on) every consent; the others only the ones they sent. */
const SEE_ALL: readonly string[] = ['amcadmin', 'amcapprover'];

export function consentEmail(link: string, pan: string): { subject: string; body: string } {
  return {
    subject: 'Your consent for your AIF investment application',
    body: [
      'Dear Investor,',
      '',
      `An application for an investment in our Alternative Investment Fund has been started for PAN ${maskTail(pan)}.`,
      'To continue, the AMC needs your consent to fetch your data from KRA, MF and AML sources.',
      '',
      `Approve or reject here: ${link}`,
      '',
      `This link is valid for ${CONSENT_LINK_TTL_DAYS} days and can be used once. If you did not expect this e-mail, choose Reject.`,
    ].join('\n'),
  };
}

/** LIKE pattern for "contains", with the user's % and _ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Investor e-mail consent (doc 3 §2.10, §2.11): instead of an OTP, the investor approves a link sent by
 * e-mail. Links are random, stored as their SHA-256, valid 7 days and single use; a re-send replaces the
 * link. An approval lets the sender continue: consent-status hands out the applicant token once.
 */
export class ConsentService {
  constructor(
    private readonly deps: OnboardingDeps,
    private readonly entry: OnboardingService,
  ) {}

  async send(session: Session, input: SendConsentInput): Promise<SendConsentEmailResponse> {
    const userId = staffId(session);
    const number = toMobileNumber(input.countryCode, input.phoneNumber);
    const token = randomToken();
    const now = this.deps.clock();
    const consent = await this.deps.db.transaction(async (tx) => {
      const { verification } = await this.entry.tokens.open(tx, input.panVerificationToken, 'pan', userId);
      if (input.applicationId && input.applicationId !== verification.applicationId)
        throw badRequest(ONBOARDING_MESSAGES.jointHolderWrongApplication);
      await this.entry.checkContact(tx, verification, number);
      // One open request per verification: an earlier pending one is withdrawn.
      await tx
        .update(onboardingConsents)
        .set({ status: 'revoked', updatedAt: now })
        .where(
          and(
            eq(onboardingConsents.verificationId, verification.id),
            eq(onboardingConsents.status, 'pending'),
          ),
        );
      const [row] = await tx
        .insert(onboardingConsents)
        .values({
          verificationId: verification.id,
          createdBy: userId,
          pan: verification.pan,
          emailId: input.emailId,
          countryCode: number.countryCode,
          countryNameAndCode: input.countryNameAndCode,
          mobile: number.phone,
          tokenHash: sha256Hex(token),
          expiresAt: new Date(now.getTime() + LINK_TTL_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await this.audit(tx, session, 'consent_sent', row!.id);
      await this.queueMail(tx, row!, token);
      return row!;
    });
    return { consentId: consent.id, message: ONBOARDING_MESSAGES.emailSent };
  }

  async status(session: Session, id: string): Promise<ConsentStatusResponse> {
    const userId = staffId(session);
    return this.deps.db.transaction(async (tx) => {
      const consent = await this.lockOwn(tx, id, (c) => c.createdBy === userId);
      const linkExpired = consent.status === 'pending' && this.isExpired(consent);
      const answer: ConsentStatusResponse = {
        consentId: consent.id,
        status: consent.status,
        linkExpired,
        applicantTokenIssued: !!consent.applicantTokenIssuedAt,
      };
      if (consent.status !== 'approved' || consent.applicantTokenIssuedAt) return answer;

      const verification = await this.entry.tokens.lockVerification(tx, consent.verificationId);
      // The verification went on another way (an OTP) meanwhile: nothing to hand out.
      if (verification.completedAt) return answer;
      const issued = await this.entry.tokens.complete(tx, verification, 'email_consent', {
        countryCode: consent.countryCode,
        countryNameAndCode: consent.countryNameAndCode,
        mobile: consent.mobile,
        email: consent.emailId,
      });
      await tx
        .update(onboardingConsents)
        .set({ applicantTokenIssuedAt: this.deps.clock() })
        .where(eq(onboardingConsents.id, consent.id));
      return { ...answer, applicantVerificationToken: issued.token, applicantTokenIssued: true };
    });
  }

  /** The public consent page. */
  async page(token: string): Promise<ConsentPageResponse> {
    const consent = await this.usableByLink(this.deps.db, token, false);
    return {
      pan: maskTail(consent.pan),
      text: CONSENT_PAGE_TEXT,
      expiresAt: consent.expiresAt.toISOString(),
    };
  }

  async decide(token: string, decision: 'approved' | 'rejected'): Promise<ConsentDecisionResponse> {
    await this.deps.db.transaction(async (tx) => {
      const consent = await this.usableByLink(tx, token, true);
      const now = this.deps.clock();
      await tx
        .update(onboardingConsents)
        .set({ status: decision, respondedAt: now, updatedAt: now })
        .where(eq(onboardingConsents.id, consent.id));
      await this.deps.audit.record(
        {
          actorId: null,
          actorRole: 'investor',
          action: decision === 'approved' ? 'consent_approved' : 'consent_rejected',
          entity: 'onboarding_consent',
          entityId: consent.id,
          from: 'pending',
          to: decision,
        },
        tx,
      );
    });
    return {
      status: decision,
      message:
        decision === 'approved' ? ONBOARDING_MESSAGES.consentApproved : ONBOARDING_MESSAGES.consentRejected,
    };
  }

  async list(session: Session, query: z.output<typeof consentListQuerySchema>): Promise<ConsentListResponse> {
    const conditions: SQL[] = [];
    if (!SEE_ALL.includes(session.role)) conditions.push(eq(onboardingConsents.createdBy, staffId(session)));
    if (query.pan) conditions.push(ilike(onboardingConsents.pan, containsPattern(query.pan)));
    const where = conditions.length ? and(...conditions) : undefined;
    const [total] = await this.deps.db.select({ n: count() }).from(onboardingConsents).where(where);
    const rows = await this.deps.db
      .select()
      .from(onboardingConsents)
      .where(where)
      .orderBy(desc(onboardingConsents.updatedAt), desc(onboardingConsents.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const n = total?.n ?? 0;
    return {
      consents: rows.map((r) => ({
        id: r.id,
        pan: r.pan,
        emailId: r.emailId,
        consentStatus: r.status,
        updatedAt: r.updatedAt.toISOString(),
      })),
      pages: Math.ceil(n / query.limit),
      total: n,
    };
  }

  /** A new link (the old one stops working), valid 7 more days. Pending consents only. */
  async resend(session: Session, id: string): Promise<string> {
    const token = randomToken();
    await this.deps.db.transaction(async (tx) => {
      const row = await this.lockActionable(tx, session, id);
      const now = this.deps.clock();
      const [updated] = await tx
        .update(onboardingConsents)
        .set({
          tokenHash: sha256Hex(token),
          expiresAt: new Date(now.getTime() + LINK_TTL_MS),
          updatedAt: now,
        })
        .where(eq(onboardingConsents.id, row.id))
        .returning();
      await this.audit(tx, session, 'consent_resent', row.id);
      await this.queueMail(tx, updated!, token);
    });
    return ONBOARDING_MESSAGES.emailSent;
  }

  async revoke(session: Session, id: string): Promise<string> {
    await this.deps.db.transaction(async (tx) => {
      const row = await this.lockActionable(tx, session, id);
      await tx
        .update(onboardingConsents)
        .set({ status: 'revoked', updatedAt: this.deps.clock() })
        .where(eq(onboardingConsents.id, row.id));
      await this.audit(tx, session, 'consent_revoked', row.id, 'pending', 'revoked');
    });
    return ONBOARDING_MESSAGES.emailRevoked;
  }

  /**
   * The sender withdraws its own pending request from the onboarding page. Unlike the list's revoke this is
   * open to every onboarding role, amcadmin included: taking back what one has just sent is not a list action.
   */
  async withdraw(session: Session, id: string): Promise<string> {
    const userId = staffId(session);
    await this.deps.db.transaction(async (tx) => {
      const row = await this.lockOwn(tx, id, (c) => c.createdBy === userId);
      if (row.status !== ('pending' satisfies ConsentStatus))
        throw badRequest(ONBOARDING_MESSAGES.consentNotPending);
      await tx
        .update(onboardingConsents)
        .set({ status: 'revoked', updatedAt: this.deps.clock() })
        .where(eq(onboardingConsents.id, row.id));
      await this.audit(tx, session, 'consent_withdrawn', row.id, 'pending', 'revoked');
    });
    return ONBOARDING_MESSAGES.emailRevoked;
  }

  // --- helpers

  private isExpired(consent: ConsentRow): boolean {
    return consent.expiresAt.getTime() <= this.deps.clock().getTime();
  }

  /** The consent of a link while it can still be answered; 404 unknown, 400 revoked, answered or expired. */
  private async usableByLink(db: Pick<Tx, 'select'>, token: string, lock: boolean): Promise<ConsentRow> {
    const query = db
      .select()
      .from(onboardingConsents)
      .where(eq(onboardingConsents.tokenHash, sha256Hex(token)));
    const [consent] = lock ? await query.for('update') : await query;
    if (!consent) throw notFound(ONBOARDING_MESSAGES.consentLinkInvalid);
    if (consent.status === 'revoked') throw badRequest(ONBOARDING_MESSAGES.consentRevoked);
    if (consent.status !== 'pending') throw badRequest(ONBOARDING_MESSAGES.consentLinkUsed);
    if (this.isExpired(consent)) throw badRequest(ONBOARDING_MESSAGES.consentLinkExpired);
    return consent;
  }

  /** A consent this user may see (404 otherwise, so ids of others cannot be probed), locked. */
  private async lockOwn(tx: Tx, id: string, visible: (c: ConsentRow) => boolean): Promise<ConsentRow> {
    if (!isUuid(id)) throw notFound(ONBOARDING_MESSAGES.consentNotFound);
    const [consent] = await tx
      .select()
      .from(onboardingConsents)
      .where(eq(onboardingConsents.id, id))
      .for('update');
    if (!consent || !visible(consent)) throw notFound(ONBOARDING_MESSAGES.consentNotFound);
    return consent;
  }

  /** Re-send and revoke: the sender, or an amcapprover (who sees every consent); pending only. */
  private async lockActionable(tx: Tx, session: Session, id: string): Promise<ConsentRow> {
    const userId = staffId(session);
    const consent = await this.lockOwn(
      tx,
      id,
      (c) => SEE_ALL.includes(session.role) || c.createdBy === userId,
    );
    if (consent.status !== ('pending' satisfies ConsentStatus))
      throw badRequest(ONBOARDING_MESSAGES.consentNotPending);
    return consent;
  }

  /** The consent link by e-mail, queued with the change that makes it valid (sent after the answer). */
  private async queueMail(tx: Tx, consent: ConsentRow, token: string): Promise<void> {
    const link = `${this.deps.publicUrl}${CONSENT_PAGE_PATH}/${token}`;
    await this.deps.messages.enqueue(tx, {
      kind: 'consent_link',
      channel: 'email',
      to: consent.emailId,
      ...consentEmail(link, consent.pan),
    });
    this.deps.log.info({ consentId: consent.id }, 'consent e-mail queued');
  }

  private audit(tx: Tx, session: Session, action: string, id: string, from?: string, to?: string) {
    return this.deps.audit.record(
      {
        actorId: staffId(session),
        actorRole: session.role,
        action,
        entity: 'onboarding_consent',
        entityId: id,
        from,
        to,
      },
      tx,
    );
  }
}
