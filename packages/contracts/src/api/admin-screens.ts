import { ACCESS_FLAG_LABELS, ACCESS_FLAGS, type AccessFlag } from '../roles';
import { APPLICATION_STATUS_LABELS, isApplicationStatus } from '../enums/application-status';
import type { AuditQuery } from './user-admin';

/**
 * Texts of the administration screens the specification does not word: Admin Support without any
 * support flag, /amc-admins and the AIF admin's audit view (0-product-decisions §9; docs/decisions.md).
 */
export const ADMIN_SCREEN_MESSAGES = {
  /** Admin Support for an AIF admin holding none of the three support flags (or not the adminSupport flag). */
  noSupportActions:
    'You do not have access to any Admin Support action. The Super Admin grants Unlock Users, Whitelist Users and Application Status Change.',
  noAmcAdmins: 'No AIF Admins yet',
  noContacts: 'No AIF Admins to contact yet',
} as const;

/** The audit view's Kind filter (the `kind` of `auditQuerySchema`), in display order. */
export const AUDIT_KINDS = ['user', 'flags', 'application'] as const satisfies readonly NonNullable<
  AuditQuery['kind']
>[];
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  user: 'Users',
  flags: 'Access rights',
  application: 'Application status',
};

/** Readable names of the audit trail's actions; others read as their words ("update_rm" -> "Update rm"). */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  status_change: 'Status changed',
  change_expired_status: 'Expired status changed',
  move_to_draft: 'Moved to draft',
  unlock_user: 'Number unlocked',
  whitelist_user: 'Whitelist changed',
  add_user: 'User added',
  update_user: 'User updated',
  user_access: 'Access switched',
  update_rm: 'RM updated',
  set_flags: 'Access rights changed',
  add_amcadmin: 'AIF Admin added',
};

export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const words = action
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : action;
}

const isFlag = (key: string): key is AccessFlag => (ACCESS_FLAGS as readonly string[]).includes(key);

/**
 * An audit entry's before or after value as a person reads it: an application status by its label, a
 * set of access flags as the granted ones ("Unlock Users, Whitelist Users", "None"), a JSON object as
 * "key: value" pairs; anything else as stored. Null stays null (the table shows "-").
 */
export function auditValueText(value: string | null): string | null {
  if (value === null || value === '') return null;
  if (isApplicationStatus(value)) return APPLICATION_STATUS_LABELS[value];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return value;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return value;
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > 0 && entries.every(([k, v]) => isFlag(k) && typeof v === 'boolean')) {
    const granted = entries.filter(([, v]) => v).map(([k]) => ACCESS_FLAG_LABELS[k as AccessFlag]);
    return granted.length ? granted.join(', ') : 'None';
  }
  return entries
    .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}
