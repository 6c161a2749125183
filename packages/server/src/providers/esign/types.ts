import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Signer } from '@aif/contracts';

/**
 * The e-sign provider (Leegality-like, 0-product-decisions §6). Generating a sign document uploads the
 * application PDF with the signers in order and gets back one invitation (a signing URL) per signer;
 * the provider invites each signer after the previous one signed and posts a completion callback to
 * `POST /api/onboarding/esign/callback` (body `EsignCallback` of contracts, header `x-esign-signature`:
 * hex HMAC-SHA256 of the raw body with the shared webhook secret).
 */
export interface EsignSignerInput {
  order: number;
  /**
   * The signing round: signers of one stage sign in parallel (the authorised signatories), each stage
   * after the previous one. Default: `order` (one signer per stage).
   */
  stage?: number;
  signer: Signer;
  name: string;
  email: string | null;
  /** E.164 or null. */
  mobile: string | null;
}

export interface EsignCreateInput {
  /** Our reference (the application id) and a display name for the document. */
  reference: string;
  documentName: string;
  pdf: Buffer;
  signers: EsignSignerInput[];
  /** Days each invitation stays valid once sent. */
  expiryDays: number;
  /** Where the provider posts completion callbacks. */
  callbackUrl: string;
  /** A short text summary the signing page shows (label -> value). */
  summary: Record<string, string>;
}

export interface EsignCreatedDocument {
  providerDocumentId: string;
  invitations: { order: number; providerInvitationId: string; url: string }[];
}

export interface EsignProvider {
  readonly name: string;
  /** Whether the signing pages are the API's own sandbox pages (`/esign/sandbox/:token`). */
  readonly sandbox: boolean;
  createDocument(input: EsignCreateInput): Promise<EsignCreatedDocument>;
  /** Withdraws a document's open invitations (expiry); best effort. */
  cancelDocument(providerDocumentId: string): Promise<void>;
  /**
   * Withdraws single invitations no longer needed (the signatories left once every group reached its
   * threshold); best effort: the callback refuses a late signature of a cancelled invitation anyway.
   */
  cancelInvitations?(providerInvitationIds: string[]): Promise<void>;
}

/** Hex HMAC-SHA256 of the raw callback body. */
export function signCallbackBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export function verifyCallbackSignature(
  secret: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const given = signature.trim().replace(/^sha256=/i, '');
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signCallbackBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
