import { z } from 'zod';
import { ProviderUnavailableError } from '../registry-types';
import type { EsignCreateInput, EsignCreatedDocument, EsignProvider } from './types';

const createAnswerSchema = z.object({
  status: z.literal(1),
  data: z.object({
    documentId: z.string().min(1),
    invitations: z.array(
      z.object({ signUrl: z.string().url(), invitationId: z.string().min(1), email: z.string().nullish() }),
    ),
  }),
});

/**
 * A Leegality-like e-sign service (ESIGN_PROVIDER=leegality). `POST {ESIGN_URL}/document/create` with
 * header `X-Auth-Token: {ESIGN_AUTH_TOKEN}` and JSON
 * `{ name, irn, file (base64 PDF), sequentialSigning: true, expiryDays, callbackUrl,
 *    invitees: [{ name, email, phone, order }] }`; answer
 * `{ status: 1, data: { documentId, invitations: [{ signUrl, invitationId, email }] } }` in invitee order.
 * `POST {ESIGN_URL}/document/cancel` `{ documentId }` withdraws it. Completion callbacks must be posted
 * in the shape of contracts `esignCallbackSchema`, signed with ESIGN_WEBHOOK_SECRET.
 */
export class HttpEsign implements EsignProvider {
  readonly name = 'leegality';
  readonly sandbox = false;

  constructor(
    private readonly config: { url: string; authToken: string; timeoutMs?: number },
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  private async post(path: string, body: unknown): Promise<{ status: number; json: unknown }> {
    let res: Response;
    try {
      res = await this.fetchFn(`${this.config.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'X-Auth-Token': this.config.authToken,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 30_000),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new ProviderUnavailableError(this.name, timedOut ? 'timed out' : 'network error');
    }
    return { status: res.status, json: await res.json().catch(() => null) };
  }

  body(input: EsignCreateInput): Record<string, unknown> {
    return {
      name: input.documentName,
      irn: input.reference,
      file: input.pdf.toString('base64'),
      sequentialSigning: true,
      expiryDays: input.expiryDays,
      callbackUrl: input.callbackUrl,
      // Signers of one stage share an order: the provider invites them together (parallel signing).
      invitees: input.signers.map((s) => ({
        name: s.name,
        email: s.email,
        phone: s.mobile,
        order: s.stage ?? s.order,
      })),
    };
  }

  async createDocument(input: EsignCreateInput): Promise<EsignCreatedDocument> {
    const { status, json } = await this.post('/document/create', this.body(input));
    if (status < 200 || status >= 300) throw new ProviderUnavailableError(this.name, `answered ${status}`);
    const parsed = createAnswerSchema.safeParse(json);
    if (!parsed.success || parsed.data.data.invitations.length !== input.signers.length)
      throw new ProviderUnavailableError(this.name, 'unreadable answer');
    return {
      providerDocumentId: parsed.data.data.documentId,
      invitations: parsed.data.data.invitations.map((inv, i) => ({
        order: input.signers[i]!.order,
        providerInvitationId: inv.invitationId,
        url: inv.signUrl,
      })),
    };
  }

  async cancelDocument(providerDocumentId: string): Promise<void> {
    await this.post('/document/cancel', { documentId: providerDocumentId }).catch(() => undefined);
  }

  async cancelInvitations(providerInvitationIds: string[]): Promise<void> {
    for (const invitationId of providerInvitationIds)
      await this.post('/invitation/cancel', { invitationId }).catch(() => undefined);
  }
}
