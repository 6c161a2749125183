import { z } from 'zod';
import { amcAdminWithFlagsSchema, staffUserSchema, USER_ADMIN_BASE, type UserAccessFlag } from './user-admin';

/**
 * What user management's writes answer, and what they leave in the audit trail (doc 3 §7 "Fund house";
 * 0-product-decisions §9). Kept apart from `user-admin.ts`, which holds the forms' call shapes.
 */

/** POST add-* and update-*\/:id: the message for the toast, and the user as stored. */
export const userSavedResponseSchema = z.object({
  message: z.string(),
  id: z.string(),
  user: staffUserSchema,
});
export type UserSavedResponse = z.infer<typeof userSavedResponseSchema>;

/** POST /onboarding/amc/amc-admins and .../amc-admins/:id/flags (superadmin). */
export const amcAdminSavedResponseSchema = z.object({
  message: z.string(),
  id: z.string(),
  amcAdmin: amcAdminWithFlagsSchema,
});
export type AmcAdminSavedResponse = z.infer<typeof amcAdminSavedResponseSchema>;

/** GET /onboarding/amc/{flag}: whether the caller may change that tab's users. */
export function userAccessPath(flag: UserAccessFlag): string {
  return `${USER_ADMIN_BASE}/${flag}`;
}

/** GET /onboarding/amc/distributors-of-rm-by-id/:id: the mapped SRMs of an RM. */
export const MAPPED_SRMS_PATH = `${USER_ADMIN_BASE}/distributors-of-rm-by-id`;

/**
 * The audit trail's `entity` and `action` for user changes: `user` rows carry the changed fields before
 * and after (JSON of those fields only); `reason` says why a change followed another (a company
 * distributor switched off switches its distributor's RMs off).
 */
export const USER_AUDIT_ENTITY = 'user';
export const USER_AUDIT_ACTIONS = {
  add: 'add_user',
  update: 'update_user',
  enable: 'enable_user',
  disable: 'disable_user',
  updateRm: 'update_rm',
  flags: 'set_flags',
} as const;
export const USER_AUDIT_REASONS = {
  companySwitchedOff: 'Its company distributor was switched off',
} as const;

/** `AMC_ADMINS_PATHS.flags(id)` as a route pattern (the server's route and the access table). */
export const AMC_ADMIN_FLAGS_ROUTE = `${USER_ADMIN_BASE}/amc-admins/:id/flags`;
