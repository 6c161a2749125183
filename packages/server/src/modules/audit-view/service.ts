import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, or, type SQL } from 'drizzle-orm';
import {
  AUDIT_KIND_FILTERS,
  AUDIT_PAGE_SIZE,
  auditDateMessages,
  endOfDayIST,
  startOfDayIST,
  toCalendarDate,
  type AmcAdminContact,
  type AuditQuery,
  type AuditResponse,
} from '@aif/contracts';
import type { Db } from '../../db/client';
import { applications, auditTrail, users } from '../../db/schema';
import { fieldErrors, throwIfAny } from '../../lib/errors';
import { isUuid } from '../../lib/ids';

/**
 * The AIF admin's audit view (who changed which user, flag or application status, by user and date) and the AIF admins a distributor may contact (0-product-decisions §9). Reads only.
 */
export class AuditViewService {
  constructor(private readonly db: Db) {}

  /** Newest first, AUDIT_PAGE_SIZE a page; 400 on an unreadable date or From after To. */
  async list(q: AuditQuery): Promise<AuditResponse> {
    const where = and(...filters(q));
    const [total] = await this.db.select({ n: count() }).from(auditTrail).where(where);
    const page = q.page ?? 1;
    const rows = await this.db
      .select()
      .from(auditTrail)
      .where(where)
      .orderBy(desc(auditTrail.at), desc(auditTrail.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE);
    const names = await this.userNames(
      rows.flatMap((r) => [r.actorId, r.entity === 'user' ? r.entityId : null]),
    );
    const numbers = await this.applicationNumbers(
      rows.filter((r) => r.entity === 'application').map((r) => r.entityId),
    );
    return {
      entries: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor: { id: r.actorId, name: (r.actorId && names.get(r.actorId)) ?? null, role: r.actorRole },
        action: r.action,
        entity: r.entity,
        entityId: r.entityId,
        entityLabel:
          (r.entityId &&
            (r.entity === 'user'
              ? names.get(r.entityId)
              : r.entity === 'application'
                ? numbers.get(r.entityId)
                : undefined)) ??
          null,
        from: r.fromValue,
        to: r.toValue,
        reason: r.reason,
      })),
      pages: Math.ceil(Number(total?.n ?? 0) / AUDIT_PAGE_SIZE),
    };
  }

  /** The active AIF admins by name, with the e-mail and mobile to reach them. */
  async contacts(): Promise<AmcAdminContact[]> {
    return this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        countryCode: users.countryCode,
        phone: users.phone,
      })
      .from(users)
      .where(and(eq(users.role, 'amcadmin'), eq(users.isActive, true)))
      .orderBy(asc(users.name), asc(users.id));
  }

  /** Actors and users acted on are user ids, or 'system' / an investor's mobile (no name). */
  private async userNames(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => !!id && isUuid(id)))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, wanted));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  private async applicationNumbers(ids: (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => !!id && isUuid(id)))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db
      .select({ id: applications.id, number: applications.applicationNumber })
      .from(applications)
      .where(inArray(applications.id, wanted));
    return new Map(rows.map((r) => [r.id, r.number]));
  }
}

/** The query's conditions: what changed (kind, else any of the three), by or on whom, between which days. */
function filters(q: AuditQuery): SQL[] {
  throwIfAny(fieldErrors(auditDateMessages(q)));
  const kinds = q.kind ? [q.kind] : (Object.keys(AUDIT_KIND_FILTERS) as (keyof typeof AUDIT_KIND_FILTERS)[]);
  const out: SQL[] = [or(...kinds.map(kindWhere))!];
  if (q.userId)
    out.push(
      or(
        eq(auditTrail.actorId, q.userId),
        and(eq(auditTrail.entity, 'user'), eq(auditTrail.entityId, q.userId)),
      )!,
    );
  const from = q.from ? toCalendarDate(q.from) : null;
  const to = q.to ? toCalendarDate(q.to) : null;
  if (from) out.push(gte(auditTrail.at, startOfDayIST(from)));
  if (to) out.push(lte(auditTrail.at, endOfDayIST(to)));
  return out;
}

function kindWhere(kind: keyof typeof AUDIT_KIND_FILTERS): SQL {
  const k = AUDIT_KIND_FILTERS[kind];
  return and(
    eq(auditTrail.entity, k.entity),
    'actions' in k ? inArray(auditTrail.action, [...k.actions]) : undefined,
    'excludeActions' in k ? notInArray(auditTrail.action, [...k.excludeActions]) : undefined,
  )!;
}
