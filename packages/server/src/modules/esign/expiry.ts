import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  AWAITING_SIGNATURE_STATUSES,
  nextStatusOnInvitationExpiry,
  type ApplicationStatus,
} from '@aif/contracts';
import { applications, esignDocuments, esignInvitations } from '../../db/schema';
import { notDeleted } from '../applications/visibility';
import { finaliseSigning } from './callback';
import type { EsignDeps } from './deps';
import { generateSignDocument } from './sign-document';

/** Advisory lock of the expiry job: one instance runs it at a time. Any constant shared by all instances. */
export const ESIGN_EXPIRY_LOCK_KEY = 741_2066;

/**
 * Moves every application whose outstanding invitation is past its expiry to `invitationexpired`.
 * Safe with several instances: the run holds a transaction-level advisory lock (a second instance
 * skips the run) and claims the rows FOR UPDATE SKIP LOCKED. Also finishes applications whose last
 * signature was recorded but whose signed PDF was not stored (a crash between the two).
 */
export async function runExpiryJob(
  deps: EsignDeps,
): Promise<{ ran: boolean; expired: string[]; finalised: string[] }> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${ESIGN_EXPIRY_LOCK_KEY}) as ok`,
    )) as unknown as {
      rows: { ok: boolean }[];
    };
    if (!lock.rows[0]?.ok) return null;
    const statuses = sql.join(
      AWAITING_SIGNATURE_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    );
    const due = (await tx.execute(sql`
      select a.id, a.status, d.id as document_id, d.provider_document_id
      from applications a
      join esign_documents d on d.application_id = a.id and d.status = 'pending'
      where a.status in (${statuses}) and a.deleted_at is null
        and exists (select 1 from esign_invitations i where i.document_id = d.id
                    and i.status = 'pendingsignature' and i.expires_at <= ${now.toISOString()}::timestamptz)
      order by a.id
      for update of a skip locked`)) as unknown as {
      rows: { id: string; status: string; document_id: string; provider_document_id: string }[];
    };
    const expired: { id: string; providerDocumentId: string }[] = [];
    for (const row of due.rows) {
      const next = nextStatusOnInvitationExpiry({ status: row.status as ApplicationStatus });
      if (!next) continue;
      await tx.update(applications).set({ status: next, updatedAt: now }).where(eq(applications.id, row.id));
      await tx
        .update(esignInvitations)
        .set({ status: 'expired' })
        .where(
          and(
            eq(esignInvitations.documentId, row.document_id),
            eq(esignInvitations.status, 'pendingsignature'),
          ),
        );
      await tx
        .update(esignDocuments)
        .set({ status: 'expired', completedAt: now })
        .where(eq(esignDocuments.id, row.document_id));
      await deps.audit.record(
        {
          actorId: 'system',
          actorRole: null,
          action: 'status_change',
          entity: 'application',
          entityId: row.id,
          from: row.status,
          to: next,
          reason: `e-sign invitation not signed within ${deps.settings.expiryDays} days`,
        },
        tx,
      );
      expired.push({ id: row.id, providerDocumentId: row.provider_document_id });
    }
    return expired;
  });
  if (outcome === null) return { ran: false, expired: [], finalised: [] };
  for (const e of outcome) await deps.provider.cancelDocument(e.providerDocumentId).catch(() => undefined);

  const stuck = await deps.db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(
      esignDocuments,
      and(eq(esignDocuments.applicationId, applications.id), eq(esignDocuments.status, 'pending')),
    )
    .where(and(eq(applications.status, 'approved_by_trustee'), notDeleted()));
  const finalised: string[] = [];
  for (const s of stuck) if (await finaliseSigning(deps, s.id).catch(() => false)) finalised.push(s.id);
  await reissueMissingDocuments(deps);
  return { ran: true, expired: outcome.map((e) => e.id), finalised };
}

/**
 * A document cancelled by a signer re-issue (reissue.ts) whose fresh document could not be generated then
 * (provider down): while the application still awaits a signature and has no pending document, it is
 * generated again, so the awaited signer (an investment manager or trustee has no button of its own) is
 * invited. Best effort: a failure waits for the next run.
 */
async function reissueMissingDocuments(deps: EsignDeps): Promise<void> {
  const due = await deps.db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        inArray(applications.status, [...AWAITING_SIGNATURE_STATUSES]),
        notDeleted(),
        sql`exists (select 1 from esign_documents d where d.application_id = ${applications.id} and d.status = 'cancelled')`,
        sql`not exists (select 1 from esign_documents d where d.application_id = ${applications.id} and d.status = 'pending')`,
      ),
    );
  for (const { id } of due)
    await generateSignDocument(deps, id, { id: 'system', role: null }).catch((err: Error) =>
      deps.log.warn({ applicationId: id, err: err.message }, 'sign document still not re-issued'),
    );
}
