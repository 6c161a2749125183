import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { esignDocuments, esignInvitations, type EsignDocumentStatus } from '../../db/schema';
import type { EsignDeps } from './deps';

/**
 * Cancelling sign documents: a plan's signer changed (reissue.ts), or Admin Support moved the application
 * (back to draft, or out of `invitationexpired`). The database side runs in the caller's transaction;
 * the provider withdraws the links after the commit.
 */

/**
 * Cancels the application's documents in one of `statuses` and their invitations still open (pending or
 * expired; signatures given stay). Answers the provider's ids of the documents cancelled.
 */
export async function cancelSignDocuments(
  tx: Tx,
  applicationId: string,
  now: Date,
  statuses: readonly EsignDocumentStatus[] = ['pending'],
  documentId?: string,
): Promise<string[]> {
  const docs = await tx
    .update(esignDocuments)
    .set({ status: 'cancelled', completedAt: now })
    .where(
      and(
        eq(esignDocuments.applicationId, applicationId),
        inArray(esignDocuments.status, [...statuses]),
        documentId ? eq(esignDocuments.id, documentId) : undefined,
      ),
    )
    .returning({ id: esignDocuments.id, providerDocumentId: esignDocuments.providerDocumentId });
  if (docs.length === 0) return [];
  await tx
    .update(esignInvitations)
    .set({ status: 'cancelled' })
    .where(
      and(
        inArray(
          esignInvitations.documentId,
          docs.map((d) => d.id),
        ),
        inArray(esignInvitations.status, ['pendingsignature', 'expired']),
      ),
    );
  return docs.map((d) => d.providerDocumentId);
}

/**
 * After the commit: the provider withdraws the documents' links (best effort, as on expiry; the callback
 * refuses a late signature of a cancelled invitation anyway).
 */
export async function withdrawAtProvider(
  deps: Pick<EsignDeps, 'provider' | 'log'>,
  applicationId: string,
  providerDocumentIds: readonly string[],
): Promise<void> {
  for (const id of providerDocumentIds)
    await deps.provider
      .cancelDocument(id)
      .catch((err: Error) =>
        deps.log.warn({ applicationId, err: err.message }, 'e-sign document not withdrawn at the provider'),
      );
}
