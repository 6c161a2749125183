import type { Db } from '../../db/client';
import { auditTrail } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export interface AuditEntry {
  /** Who: a staff user id, an investor's mobile, or 'system'. */
  actorId: string | null;
  actorRole: string | null;
  /** What happened, snake_case: 'unlock_user', 'status_change'. */
  action: string;
  /** What it happened to: 'mobile_number', 'application'. */
  entity: string;
  entityId?: string | null;
  from?: string | null;
  to?: string | null;
  reason?: string | null;
}

/** The append-only audit trail; the database refuses UPDATE, DELETE and TRUNCATE on it. */
export class AuditService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Pass a transaction as `db` to record in the same transaction as the change itself. */
  async record(entry: AuditEntry, db: Pick<Db, 'insert'> = this.db): Promise<void> {
    await db.insert(auditTrail).values({
      actorId: entry.actorId,
      actorRole: entry.actorRole,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      fromValue: entry.from ?? null,
      toValue: entry.to ?? null,
      reason: entry.reason ?? null,
      at: this.clock(),
    });
  }
}
