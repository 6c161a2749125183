import { api } from '@aif/api-client';
import {
  AMC_ADMINS_PATHS,
  USER_ADMIN_BASE,
  USER_ADMIN_PATHS,
  USER_KINDS,
  type AuditEntryView,
  type AuditQuery,
  type StaffUser,
} from '@aif/contracts';

/** The AIF admin's audit view (issue 23); shapes from contracts `api/user-admin.ts`. */

export interface AuditPage {
  entries: AuditEntryView[];
  pages: number;
}

/** GET /onboarding/amc/audit-trail: one page of changes, newest first, for the filters given. */
export async function getAuditTrail(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return (await api.get<AuditPage>(AMC_ADMINS_PATHS.audit, { params, signal })).data;
}

/** A person the audit may be filtered by. */
export type StaffOption = Pick<StaffUser, 'id' | 'name' | 'role'>;

/**
 * Every staff user the caller may list, for the audit's User filter: the user lists of each kind read
 * together (a list the caller's flags refuse, such as trustees without trusteeAccess, is left out), by
 * name.
 */
export async function getStaffOptions(signal?: AbortSignal): Promise<StaffOption[]> {
  const lists = await Promise.allSettled(
    USER_KINDS.map(async (kind) => {
      const { list, listKey } = USER_ADMIN_PATHS[kind];
      const response = await api.get<Record<string, StaffUser[]>>(`${USER_ADMIN_BASE}/${list}`, { signal });
      return response.data[listKey] ?? [];
    }),
  );
  const byId = new Map<string, StaffOption>();
  for (const result of lists) {
    if (result.status !== 'fulfilled') continue;
    for (const { id, name, role } of result.value) byId.set(id, { id, name, role });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
