import { and, asc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import { OTP_LENGTH, OTP_VALIDITY_SECONDS } from '@aif/contracts';
import type { Db } from '../../db/client';
import { esignSandboxRequests } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError, badRequest, notFound } from '../../lib/errors';
import { equalHex, otpHash, randomOtp, randomToken, sha256Hex } from '../../lib/tokens';
import type { MessageQueue } from '../../modules/messages/types';
import type { EsignCreateInput, EsignCreatedDocument, EsignProvider } from './types';

export type SandboxRequest = typeof esignSandboxRequests.$inferSelect;

/** Wrong OTP entries before the sandbox asks for a new OTP. */
const SANDBOX_OTP_MAX_FAILURES = 3;
/** OTP sends per signing request within a rolling hour. */
const SANDBOX_OTP_MAX_SENDS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;

export const SANDBOX_MESSAGES = {
  notFound: 'This signing link is not valid',
  alreadySigned: 'This document has already been signed by you',
  cancelled: 'Your signature is no longer needed: the required signatures are complete',
  expired: 'This signing invitation has expired',
  waiting: (name: string) => `Waiting for ${name} to sign first`,
  otpSent: 'OTP sent to your registered mobile number and e-mail',
  noContact: 'No mobile number or e-mail is registered for this signer',
  sendLimit: 'OTP resend limit reached. Please try again later.',
  otpMissing: 'Please request an OTP first',
  otpExpired: 'OTP has expired. Please request a new OTP.',
  otpWrong: (left: number) =>
    left > 0
      ? `Invalid OTP. ${left} attempt${left === 1 ? '' : 's'} left.`
      : 'Invalid OTP. Please request a new OTP.',
} as const;

/**
 * The sandbox e-sign provider (0-product-decisions §6), on by default. Its state is its own table: one
 * signing request per invitation, opened at `{base}/esign/sandbox/{token}` (the token is stored hashed).
 * Signers sign in order: the page of a later signer waits until the earlier ones have signed. The signer
 * confirms with an OTP sent by SMS and e-mail (the outbox in sandbox mode); the API's sandbox routes then
 * post the signed completion callback.
 */
export class SandboxEsign implements EsignProvider {
  readonly name = 'sandbox';
  readonly sandbox = true;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      /** Origin of the signing pages, e.g. 'http://localhost:4000' (PUBLIC_URL). */
      baseUrl: string;
      /** The signer's OTP goes through the message queue like every other message. */
      messages: MessageQueue;
      pepper: () => Promise<string>;
    },
  ) {}

  async createDocument(input: EsignCreateInput): Promise<EsignCreatedDocument> {
    const providerDocumentId = `SBX-${crypto.randomUUID()}`;
    const now = this.deps.clock();
    const invitations: EsignCreatedDocument['invitations'] = [];
    for (const s of input.signers) {
      const token = randomToken();
      const [row] = await this.deps.db
        .insert(esignSandboxRequests)
        .values({
          tokenHash: sha256Hex(token),
          providerDocumentId,
          // The stage: signers of one stage sign in parallel, a later stage waits for the earlier ones.
          signerOrder: s.stage ?? s.order,
          name: s.name,
          email: s.email,
          mobile: s.mobile,
          documentName: input.documentName,
          summary: input.summary,
          createdAt: now,
        })
        .returning({ id: esignSandboxRequests.id });
      invitations.push({
        order: s.order,
        providerInvitationId: row!.id,
        url: `${this.deps.baseUrl}/esign/sandbox/${token}`,
      });
    }
    return { providerDocumentId, invitations };
  }

  async cancelDocument(providerDocumentId: string): Promise<void> {
    await this.deps.db
      .update(esignSandboxRequests)
      .set({ status: 'expired' })
      .where(
        and(
          eq(esignSandboxRequests.providerDocumentId, providerDocumentId),
          eq(esignSandboxRequests.status, 'pending'),
        ),
      );
  }

  async cancelInvitations(providerInvitationIds: string[]): Promise<void> {
    if (providerInvitationIds.length === 0) return;
    await this.deps.db
      .update(esignSandboxRequests)
      .set({ status: 'cancelled', otpHash: null, otpExpiresAt: null })
      .where(
        and(
          inArray(esignSandboxRequests.id, providerInvitationIds),
          eq(esignSandboxRequests.status, 'pending'),
        ),
      );
  }

  // ------------------------------------------------------------------ the signing page

  /** The request behind a token and the earlier signer it waits for (null: the signer's turn). */
  async open(token: string): Promise<{ request: SandboxRequest; waitingFor: string | null }> {
    const [request] = await this.deps.db
      .select()
      .from(esignSandboxRequests)
      .where(eq(esignSandboxRequests.tokenHash, sha256Hex(token)));
    if (!request) throw notFound(SANDBOX_MESSAGES.notFound);
    const [earlier] = await this.deps.db
      .select({ name: esignSandboxRequests.name })
      .from(esignSandboxRequests)
      .where(
        and(
          eq(esignSandboxRequests.providerDocumentId, request.providerDocumentId),
          lt(esignSandboxRequests.signerOrder, request.signerOrder),
          // A cancelled invitation of an earlier stage is not waited for.
          notInArray(esignSandboxRequests.status, ['signed', 'cancelled']),
        ),
      )
      .orderBy(asc(esignSandboxRequests.signerOrder))
      .limit(1);
    return { request, waitingFor: earlier?.name ?? null };
  }

  /** The request behind a token when it is its signer's turn: refused when signed, expired or waiting. */
  async openForSigning(token: string): Promise<SandboxRequest> {
    const { request, waitingFor } = await this.open(token);
    if (request.status === 'signed') throw new HttpError(409, SANDBOX_MESSAGES.alreadySigned);
    if (request.status === 'expired') throw new HttpError(409, SANDBOX_MESSAGES.expired);
    if (request.status === 'cancelled') throw new HttpError(409, SANDBOX_MESSAGES.cancelled);
    if (waitingFor) throw new HttpError(409, SANDBOX_MESSAGES.waiting(waitingFor));
    return request;
  }

  /** Sends a new OTP (replacing the previous one) by SMS and e-mail. */
  async sendOtp(token: string): Promise<{ sentTo: string[] }> {
    const request = await this.openForSigning(token);
    if (!request.mobile && !request.email) throw badRequest(SANDBOX_MESSAGES.noContact);
    const now = this.deps.clock();
    const recent = request.otpSends.filter((t) => now.getTime() - new Date(t).getTime() < HOUR_MS);
    if (recent.length >= SANDBOX_OTP_MAX_SENDS_PER_HOUR) throw new HttpError(429, SANDBOX_MESSAGES.sendLimit);
    const otp = randomOtp(OTP_LENGTH);
    const pepper = await this.deps.pepper();
    const text = `${otp} is your OTP to e-sign ${request.documentName} (e-sign sandbox). It is valid for ${OTP_VALIDITY_SECONDS / 60} minutes. Do not share it with anyone.`;
    const common = { kind: 'esign_sandbox_otp' as const, body: text, validForSeconds: OTP_VALIDITY_SECONDS };
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(esignSandboxRequests)
        .set({
          otpHash: otpHash(pepper, request.id, otp),
          otpExpiresAt: new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000),
          otpFailedAttempts: 0,
          otpSends: [...recent, now.toISOString()],
        })
        .where(eq(esignSandboxRequests.id, request.id));
      await this.deps.messages.enqueue(
        tx,
        ...(request.mobile ? [{ ...common, channel: 'sms' as const, to: request.mobile }] : []),
        ...(request.email
          ? [
              {
                ...common,
                channel: 'email' as const,
                to: request.email,
                subject: `OTP to e-sign ${request.documentName}`,
              },
            ]
          : []),
      );
    });
    return { sentTo: [request.mobile, request.email].filter((c): c is string => !!c) };
  }

  /** Checks the OTP; on success the request is ready to be confirmed by the completion callback. */
  async checkOtp(token: string, otp: string): Promise<SandboxRequest> {
    const request = await this.openForSigning(token);
    const now = this.deps.clock();
    if (!request.otpHash || !request.otpExpiresAt) throw badRequest(SANDBOX_MESSAGES.otpMissing);
    if (request.otpExpiresAt.getTime() <= now.getTime()) throw badRequest(SANDBOX_MESSAGES.otpExpired);
    const pepper = await this.deps.pepper();
    if (!/^\d{6}$/.test(otp) || !equalHex(request.otpHash, otpHash(pepper, request.id, otp))) {
      const failed = request.otpFailedAttempts + 1;
      const spent = failed >= SANDBOX_OTP_MAX_FAILURES;
      await this.deps.db
        .update(esignSandboxRequests)
        .set(
          spent ? { otpFailedAttempts: 0, otpHash: null, otpExpiresAt: null } : { otpFailedAttempts: failed },
        )
        .where(eq(esignSandboxRequests.id, request.id));
      throw badRequest(SANDBOX_MESSAGES.otpWrong(spent ? 0 : SANDBOX_OTP_MAX_FAILURES - failed));
    }
    return request;
  }

  async markSigned(requestId: string): Promise<void> {
    await this.deps.db
      .update(esignSandboxRequests)
      .set({ status: 'signed', signedAt: this.deps.clock(), otpHash: null, otpExpiresAt: null })
      .where(eq(esignSandboxRequests.id, requestId));
  }
}
