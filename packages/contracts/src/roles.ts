/** Staff roles (doc 3, 1) plus the investor, who signs in with the mobile on an application. */
export const STAFF_ROLES = [
  'superadmin',
  'amcadmin',
  'rm',
  'distributor',
  'subdistributor',
  'fundmanager',
  'trustee',
  'poaapprover',
  'amcapprover',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLES = [...STAFF_ROLES, 'investor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Super Admin',
  amcadmin: 'AIF Admin',
  rm: 'Relationship Manager',
  distributor: 'Distributor',
  subdistributor: "Distributor's RM",
  fundmanager: 'Investment Manager',
  trustee: 'Trustee',
  poaapprover: 'POA Approver',
  amcapprover: 'AIF Approver',
  investor: 'Investor',
};

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** Roles that prepare applications on behalf of investors (doc 1, 4: "distributor-like"). */
export const DISTRIBUTOR_LIKE_ROLES: readonly StaffRole[] = ['rm', 'distributor', 'subdistributor'];

/** Roles whose home is the approver list (doc 3, 2.1). */
export const APPROVER_LIST_ROLES: readonly StaffRole[] = [
  'trustee',
  'fundmanager',
  'poaapprover',
  'amcapprover',
];

/**
 * Staff who create applications (the onboarding entry's "Add New"). The AIF approver is a checker, never a
 * maker: it uses the entry only to add a joint holder to an application it is editing
 * (0-product-decisions §12).
 */
export const APPLICATION_CREATORS: readonly StaffRole[] = ['amcadmin', ...DISTRIBUTOR_LIKE_ROLES];

export function mayCreateApplication(role: string | null | undefined): boolean {
  return (APPLICATION_CREATORS as readonly string[]).includes(role ?? '');
}

/**
 * Staff who read an application before they sign it and never change it: the investment manager and the
 * trustee open the details of the plans they are mapped to (0-product-decisions §12).
 */
export const APPLICATION_READERS: readonly StaffRole[] = ['fundmanager', 'trustee'];

/** Per-user access flags kept in user management (doc 3, 3 "Access flags"). */
export const ACCESS_FLAGS = [
  'adminSupport',
  'trusteeAccess',
  'fundManagerAccess',
  'amcApproverAccess',
  'amcAdminAccess',
  'fundSetupAccess',
  'unlockingAccess',
  'whitelistingAccess',
  'applicationStatusChangeAccess',
  /** Onboarding entry may skip the investor's OTP (recorded in the audit trail). */
  'bypassOtp',
] as const;
export type AccessFlag = (typeof ACCESS_FLAGS)[number];

/** How each access flag reads to a person (profile, user management). */
export const ACCESS_FLAG_LABELS: Record<AccessFlag, string> = {
  adminSupport: 'Admin Support',
  trusteeAccess: 'Trustee',
  fundManagerAccess: 'Investment Manager',
  amcApproverAccess: 'AIF Approver',
  amcAdminAccess: 'AIF Admin',
  fundSetupAccess: 'Fund Setup',
  unlockingAccess: 'Unlock Users',
  whitelistingAccess: 'Whitelist Users',
  applicationStatusChangeAccess: 'Application Status Change',
  bypassOtp: 'Skip Investor OTP',
};
export type AccessFlags = Partial<Record<AccessFlag, boolean>>;
