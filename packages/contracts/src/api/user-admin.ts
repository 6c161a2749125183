import { z } from 'zod';
import { compareCalendarDates, toCalendarDate } from '../dates';
import { APPLICATION_SUPPORT_TYPES, DISTRIBUTOR_TYPES, SUPPORT_TYPES } from '../enums/admin';
import { APPLICATION_STATUSES } from '../enums/application-status';
import { EXPIRED_STATUS_TARGETS } from '../status-machine';
import { REPORT_MESSAGES } from './reports';
import { ACCESS_FLAGS, STAFF_ROLES, type AccessFlag, type AccessFlags } from '../roles';
import { MESSAGES } from '../validation/messages';
import { isValidMobile } from '../validation/mobile';
import { TEXT_LIMITS, text, optionalText } from '../validation/text';
import { countryCodeOf, userFormShape, type UserKind } from '../validation/user-admin';

/**
 * User management, AIF admins' access rights and Admin Support's application calls (doc 3 §2.8, §2.12,
 * §3, §7 "Fund house", "Admin support"; 0-product-decisions §3, §9). Bodies are the forms of
 * `validation/user-admin.ts`; the server checks them with `userFormMessages` for the user's kind and
 * answers 400 with field messages. Records are flat (one shape for every kind; fields a kind lacks are
 * null) rather than the first release's nested `user{...}`: the browser and the server share this file.
 */

export const USER_ADMIN_BASE = '/onboarding/amc';

/** The list call, the list's response key, add, update and get-by-id paths of each kind (doc 3 §7). */
export const USER_ADMIN_PATHS: Record<
  UserKind,
  { list: string; listKey: string; add: string; update: string; byId: string; access: AccessFlag | null }
> = {
  rm: { list: 'rm-list', listKey: 'rms', add: 'add-rm', update: 'update-rm', byId: 'rms', access: null },
  distributor: {
    list: 'distributors',
    listKey: 'distributors',
    add: 'add-distributor',
    update: 'update-distributor',
    byId: 'distributors',
    access: null,
  },
  subdistributor: {
    list: 'subdistributors',
    listKey: 'subdistributors',
    add: 'add-subdistributor',
    update: 'update-subdistributor',
    byId: 'subdistributors',
    access: null,
  },
  trustee: {
    list: 'trustee-list',
    listKey: 'trustees',
    add: 'add-trustee',
    update: 'update-trustee',
    byId: 'trustees',
    access: 'trusteeAccess',
  },
  fundmanager: {
    list: 'fundmanager-list',
    listKey: 'fundManagers',
    add: 'add-fundmanager',
    update: 'update-fundmanager',
    byId: 'fundmanagers',
    access: 'fundManagerAccess',
  },
  amcapprover: {
    list: 'amcapprover-list',
    listKey: 'amcApprovers',
    add: 'add-amcapprover',
    update: 'update-amcapprover',
    byId: 'amcapprovers',
    access: 'amcApproverAccess',
  },
  amcadmin: {
    list: 'amcadmin-list',
    listKey: 'amcAdmins',
    add: 'add-amcadmin',
    update: 'update-amcadmin',
    byId: 'amcadmins',
    access: 'amcAdminAccess',
  },
};

/**
 * The flags that guard each tab's writes (doc 3 §6): without it, Add, edit and the access toggle are
 * hidden or disabled and the server answers 403. RM, distributor and distributor's RM need none.
 */
export const USER_ACCESS_FLAGS = [
  'trusteeAccess',
  'fundManagerAccess',
  'amcApproverAccess',
  'amcAdminAccess',
] as const;
export type UserAccessFlag = (typeof USER_ACCESS_FLAGS)[number];

/** GET /onboarding/amc/{trusteeAccess|fundManagerAccess|amcApproverAccess|amcAdminAccess}: `{ [flag]: boolean }`. */
export const userAccessResponseSchema = z.record(z.string(), z.boolean());

export const USER_ADMIN_MESSAGES = {
  noAccess: 'You do not have access to change these users',
  notFound: 'User not found',
  rmInvalid: 'Select an active Relationship Manager',
  distributorInvalid: 'Select an active company distributor',
  planInvalid: 'Select active plans of the chosen scheme only',
  mobileTaken: 'This mobile number already belongs to another user',
  /** 0-product-decisions §9: a staff mobile may not be an investor's on an open application. */
  mobileIsInvestor: (applicationNumber: string) =>
    `This mobile number belongs to an investor on application ${applicationNumber}`,
  trusteeMapped: 'Map another Trustee to the plans first',
  fundManagerMapped: 'Map another Investment Manager to the plans first',
  ownFlags: 'You cannot change your own access',
  ownAccess: 'You cannot switch off your own access',
  distributorTypeFixed: 'Distributor Type cannot be changed once the distributor is created',
  saved: 'User saved successfully',
  accessChanged: 'Access updated successfully',
  rmUpdated: 'RM Updated Successfully',
  flagsUpdated: 'Access rights updated successfully',
} as const;

/** The access toggle's confirmation (doc 3 §8). */
export function userAccessConfirmation(enable: boolean): string {
  return `Are you sure you want to ${enable ? 'enable' : 'disable'} the access to this user ?`;
}
export const UPDATE_RM_CONFIRMATION = 'Are you sure you want to update the RM ?';
export const NO_DISTRIBUTOR_MAPPED = 'No distributor mapped under this RM';

const ref = z.object({ id: z.string(), name: z.string() });
export const distributorRefSchema = ref.extend({
  type: z.enum(DISTRIBUTOR_TYPES).nullable(),
  arnCode: z.string().nullable(),
});
export type DistributorRef = z.infer<typeof distributorRefSchema>;

/** One user of any kind, as lists, details and saves return it; fields its kind lacks are null. */
export const staffUserSchema = z.object({
  id: z.string(),
  role: z.enum(STAFF_ROLES),
  name: z.string(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  countryNameAndCode: z.string().nullable(),
  /** Null for a company distributor (no login, 0-product-decisions §9). */
  phone: z.string().nullable(),
  isActive: z.boolean(),
  panNumber: z.string().nullable(),
  empCode: z.string().nullable(),
  leegalityName: z.string().nullable(),
  distributorsRmCode: z.string().nullable(),
  arnCode: z.string().nullable(),
  distributorType: z.enum(DISTRIBUTOR_TYPES).nullable(),
  /** The fund house's RM (individual distributor, distributor's RM). */
  rm: ref.nullable(),
  /** A distributor's RM's company. */
  distributor: distributorRefSchema.nullable(),
  buildingNo: z.string().nullable(),
  streetName: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  pincode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** A distributor's details: its scheme-and-plan rows as stored, their names, and its RMs (company). */
export const distributorDetailsSchema = staffUserSchema.extend({
  schemeAndPlan: z.array(z.object({ schemeId: z.string(), planIds: z.array(z.string()) })),
  planDetails: z.object({
    schemes: z.array(
      z.object({
        id: z.string(),
        schemeName: z.string(),
        plans: z.array(
          z.object({
            id: z.string(),
            planCode: z.string(),
            planDescription: z.string(),
            isActive: z.boolean(),
          }),
        ),
      }),
    ),
  }),
  subdistributors: z.array(staffUserSchema),
});
export type DistributorDetails = z.infer<typeof distributorDetailsSchema>;

/** GET lists: `{ [listKey]: StaffUser[] }`; one page (doc 3 §9). */
export const userListQuerySchema = z.object({
  isActive: z.enum(['true', 'false']).optional(),
  /** distributors: company or individual. */
  type: z.enum(DISTRIBUTOR_TYPES).optional(),
  /** distributors and subdistributors: of one RM. */
  rmId: optionalText(TEXT_LIMITS.code).optional(),
  /** subdistributors: of one company distributor. */
  distributorId: optionalText(TEXT_LIMITS.code).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export const userListResponseSchema = z.record(z.string(), z.array(staffUserSchema));

/** POST add-*: the kind's form. */
export const addUserBodySchema = userFormShape.extend({ isActive: z.boolean().optional() });
export type AddUserBody = z.input<typeof addUserBodySchema>;
/**
 * POST update-*\/:id: the fields given replace the stored ones (the edit form sends them all; the access
 * toggle sends `{ isActive }`; Update RM `{ rmId }`); the result is checked as a whole.
 */
export const updateUserBodySchema = addUserBodySchema;
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** GET /onboarding/amc/distributors-of-rm-by-id/:id: the mapped SRMs page (doc 3 §2.8). */
export const mappedSrmsResponseSchema = z.object({
  rm: ref,
  groups: z.array(
    z.object({
      distributor: distributorRefSchema,
      /** A company's distributor's RMs; an individual distributor itself. */
      members: z.array(staffUserSchema),
    }),
  ),
});
export type MappedSrmsResponse = z.infer<typeof mappedSrmsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// /amc-admins (0-product-decisions §9): the superadmin grants flags; a distributor reads contacts.
// ---------------------------------------------------------------------------------------------------

/** The flags an AIF admin may hold (every access flag). */
export const AMC_ADMIN_FLAGS = ACCESS_FLAGS;
/** Every flag an AIF admin may hold, each true or false (false when absent): what is saved and sent. */
export function completeFlags(flags: AccessFlags): Record<AccessFlag, boolean> {
  return Object.fromEntries(AMC_ADMIN_FLAGS.map((f) => [f, flags[f] === true])) as Record<
    AccessFlag,
    boolean
  >;
}
export const accessFlagsSchema = z.partialRecord(z.enum(ACCESS_FLAGS), z.boolean());
export const amcAdminWithFlagsSchema = staffUserSchema.extend({ flags: accessFlagsSchema });
export type AmcAdminWithFlags = z.infer<typeof amcAdminWithFlagsSchema>;

export const AMC_ADMINS_PATHS = {
  /** GET (superadmin): `{ amcAdmins }` with flags; POST: add one (form + flags). */
  admins: '/onboarding/amc/amc-admins',
  /** POST (superadmin): `{ flags }` replaces an AIF admin's flags. */
  flags: (id: string) => `/onboarding/amc/amc-admins/${encodeURIComponent(id)}/flags`,
  /** GET (distributor, superadmin): the AIF admins to contact. */
  contacts: '/onboarding/amc/amc-admin-contacts',
  /** GET (amcadmin): the audit trail of user, flag and application-status changes. */
  audit: '/onboarding/amc/audit-trail',
} as const;

export const amcAdminsResponseSchema = z.object({ amcAdmins: z.array(amcAdminWithFlagsSchema) });
export const addAmcAdminWithFlagsBodySchema = addUserBodySchema.extend({
  flags: accessFlagsSchema.optional(),
});
export type AddAmcAdminWithFlagsBody = z.input<typeof addAmcAdminWithFlagsBodySchema>;
export const setFlagsBodySchema = z.object({ flags: accessFlagsSchema });
export type SetFlagsBody = z.infer<typeof setFlagsBodySchema>;

export const amcAdminContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  countryCode: z.string().nullable(),
  phone: z.string().nullable(),
});
export const amcAdminContactsResponseSchema = z.object({ contacts: z.array(amcAdminContactSchema) });
export type AmcAdminContact = z.infer<typeof amcAdminContactSchema>;

// ---------------------------------------------------------------------------------------------------
// Audit view: who changed which user, flag or application status (filter by user and date).
// ---------------------------------------------------------------------------------------------------

export const AUDIT_PAGE_SIZE = 20;
export const auditQuerySchema = z.object({
  /** The user acted on or acting. */
  userId: optionalText(TEXT_LIMITS.code).optional(),
  /** Calendar dates (yyyy-MM-dd, Asia/Kolkata), inclusive. */
  from: optionalText(TEXT_LIMITS.code).optional(),
  to: optionalText(TEXT_LIMITS.code).optional(),
  /** user | flags | application: which changes. */
  kind: z.enum(['user', 'flags', 'application']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable(), role: z.string().nullable() }),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** A readable name of what was acted on: a user's name, an application's number. */
  entityLabel: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema), pages: z.number().int() });
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** What each `kind` of the audit view lists (the actions the user-management and status calls record). */
export const AUDIT_KIND_FILTERS = {
  /** Users added, edited, switched on or off, moved (entity 'user', flag changes aside). */
  user: { entity: 'user', excludeActions: ['set_flags'] },
  /** An AIF admin's access flags granted or withdrawn. */
  flags: { entity: 'user', actions: ['set_flags'] },
  /** Application status changes (review, e-sign, expiry, Admin Support). */
  application: { entity: 'application', actions: ['status_change'] },
} as const;

export const AUDIT_MESSAGES = {
  fromInvalid: 'Enter a valid From Date',
  toInvalid: 'Enter a valid To Date',
  fromAfterTo: REPORT_MESSAGES.fromAfterTo,
  toBeforeFrom: REPORT_MESSAGES.toBeforeFrom,
} as const;

/** Field -> message for the audit view's optional From / To (calendar days, either may be left out). */
export function auditDateMessages(range: {
  from?: string | null;
  to?: string | null;
}): Partial<Record<'from' | 'to', string>> {
  const out: Partial<Record<'from' | 'to', string>> = {};
  const from = range.from ? toCalendarDate(range.from) : null;
  const to = range.to ? toCalendarDate(range.to) : null;
  if (range.from && !from) out.from = AUDIT_MESSAGES.fromInvalid;
  if (range.to && !to) out.to = AUDIT_MESSAGES.toInvalid;
  if (from && to && compareCalendarDates(from, to) > 0) {
    out.from = AUDIT_MESSAGES.fromAfterTo;
    out.to = AUDIT_MESSAGES.toBeforeFrom;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Admin Support on applications (doc 3 §7 "Admin support"; 0-product-decisions §3).
// ---------------------------------------------------------------------------------------------------

export const APPLICATION_STATUS_CHANGE_PATHS = {
  access: '/onboarding/applications/application-status-change/access',
  fromExpired: '/onboarding/applications/application-status-change/from-expired',
  moveToDraft: '/onboarding/applications/application-status-change/move-to-draft',
} as const;

/**
 * "Change expired status" offers every open status (`EXPIRED_STATUS_TARGETS` of the status machine). A
 * status that awaits a signer must be the one the application expired at (its last before
 * `invitationexpired`): that signer is invited again. Any other open status cancels the pending
 * invitations, as "move to draft" does.
 */

export const SUPPORT_FORM_MESSAGES = {
  supportTypeRequired: 'Support Type is required',
  applicationNumberRequired: 'Application Number is required',
  applicationNumberInvalid: 'Invalid Application Number',
  statusRequired: 'Status is required',
} as const;

export const ADMIN_SUPPORT_MESSAGES = {
  applicationNotFound: 'No application found with this Application Number',
  notExpired: 'This application is not in Invitation Expired status',
  wrongTarget: (expected: string) =>
    `This application expired while ${expected}; choose that status to invite the signer again`,
  /** Neither the audit trail nor the e-sign records tell the stage it expired at (data predating both). */
  stageUnknown: 'The stage at which this application expired is not known; move it to draft instead',
  cannotMoveToDraft: 'A signed or completed application cannot be moved to draft',
  alreadyDraft: 'This application is already in draft',
  movedFromExpired: (status: string) => `Application status changed to ${status} successfully`,
  movedToDraft: 'Application moved to draft successfully',
  whitelistedYes: 'This Number is Whitelisted',
  whitelistedNo: 'This Number is not Whitelisted',
} as const;

export const applicationStatusChangeAccessResponseSchema = z.object({
  applicationStatusChangeAccess: z.boolean(),
});
export const fromExpiredBodySchema = z.object({
  applicationStatus: z.enum(APPLICATION_STATUSES, { error: SUPPORT_FORM_MESSAGES.statusRequired }),
  applicationNumber: text(TEXT_LIMITS.code, { missing: SUPPORT_FORM_MESSAGES.applicationNumberRequired })
    .overwrite((s) => s.trim().toUpperCase())
    .min(1, SUPPORT_FORM_MESSAGES.applicationNumberRequired),
});
export type FromExpiredBody = z.infer<typeof fromExpiredBodySchema>;
export const moveToDraftBodySchema = fromExpiredBodySchema.pick({ applicationNumber: true });
export type MoveToDraftBody = z.infer<typeof moveToDraftBodySchema>;

/** The Admin Support form as the browser holds it (doc 3 §2.12, §5 "Admin support"). */
export const supportFormShape = z.object({
  supportType: optionalText(TEXT_LIMITS.code),
  countryNameAndCode: optionalText(TEXT_LIMITS.line),
  phone: optionalText(TEXT_LIMITS.code),
  applicationNumber: optionalText(TEXT_LIMITS.code),
  status: optionalText(TEXT_LIMITS.code),
});
export type SupportFormValues = z.input<typeof supportFormShape>;

/**
 * One message per field: the support type is required; the application number for the two application
 * actions, the status for "change expired status"; otherwise the mobile, valid for its country code.
 */
export function supportFormMessages(
  values: SupportFormValues,
): Partial<Record<keyof SupportFormValues, string>> {
  const out: Partial<Record<keyof SupportFormValues, string>> = {};
  const type = (values.supportType ?? '').trim();
  if (!type || !(SUPPORT_TYPES as readonly string[]).includes(type)) {
    out.supportType = SUPPORT_FORM_MESSAGES.supportTypeRequired;
    return out;
  }
  if ((APPLICATION_SUPPORT_TYPES as readonly string[]).includes(type)) {
    const number = (values.applicationNumber ?? '').trim();
    if (!number) out.applicationNumber = SUPPORT_FORM_MESSAGES.applicationNumberRequired;
    else if (!/^[A-Za-z0-9]{1,20}$/.test(number))
      out.applicationNumber = SUPPORT_FORM_MESSAGES.applicationNumberInvalid;
    if (
      type === 'change_expired_status' &&
      !(EXPIRED_STATUS_TARGETS as readonly string[]).includes(values.status ?? '')
    )
      out.status = SUPPORT_FORM_MESSAGES.statusRequired;
    return out;
  }
  const phone = (values.phone ?? '').trim();
  const code = countryCodeOf({ countryNameAndCode: values.countryNameAndCode, countryCode: null });
  if (!phone) out.phone = MESSAGES.mobileRequired;
  else if (!/^\d+$/.test(phone) || !isValidMobile(code, phone)) out.phone = MESSAGES.mobileInvalid;
  return out;
}

export function supportFormSchema() {
  return supportFormShape.superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(supportFormMessages(values)))
      if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  });
}
