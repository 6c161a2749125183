import { eq } from 'drizzle-orm';
import { REVIEW_MESSAGES, canTransition, type ApplicationStatus, type StatusAction } from '@aif/contracts';
import type { Tx } from '../../db/client';
import { applications } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { principalOf, type Session } from '../../lib/session';
import type { ApplicationRow } from '../application-pdf/service';
import type { AuditService } from '../audit/service';

/**
 * One staff move of a locked application's status: refused (409) unless the status machine permits it,
 * then stored with `extra` and written to the audit trail in the same transaction (reason: `reason`, else
 * the action). Review's send, approve and reject and Admin Support's moves all go through it.
 */
export async function moveApplicationStatus(
  tx: Tx,
  deps: { clock: Clock; audit: AuditService },
  session: Session,
  app: Pick<ApplicationRow, 'id' | 'status'>,
  to: ApplicationStatus,
  action: StatusAction,
  options: { extra?: Partial<typeof applications.$inferInsert>; reason?: string | null } = {},
): Promise<void> {
  if (!canTransition(app.status as ApplicationStatus, to, action))
    throw new HttpError(409, REVIEW_MESSAGES.notAllowedAtStatus);
  await tx
    .update(applications)
    .set({ ...options.extra, status: to, updatedAt: deps.clock() })
    .where(eq(applications.id, app.id));
  await deps.audit.record(
    {
      actorId: principalOf(session),
      actorRole: session.role,
      action: 'status_change',
      entity: 'application',
      entityId: app.id,
      from: app.status,
      to,
      reason: options.reason ?? action,
    },
    tx,
  );
}
