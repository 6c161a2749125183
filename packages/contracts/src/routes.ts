import {
  APPLICATION_READERS,
  APPROVER_LIST_ROLES,
  DISTRIBUTOR_LIKE_ROLES,
  type Role,
  type StaffRole,
} from './roles';

/** The remotes (functional areas) of the portal. Names are the Module Federation container names. */
export const REMOTES = [
  'mf_onboarding',
  'mf_individual_wizard',
  'mf_entity_wizard',
  'mf_lists_dashboard',
  'mf_fund_setup',
  'mf_user_admin',
  'mf_reports',
] as const;
export type RemoteName = (typeof REMOTES)[number];

/** Remotes an investor session may download (wizard and e-sign). Staff areas are never fetched for them. */
export const INVESTOR_REMOTES: readonly RemoteName[] = ['mf_individual_wizard', 'mf_entity_wizard'];

export interface RouteRule {
  /** Path prefix as the browser sees it (a route matches the prefix and everything under it). */
  path: string;
  /** Roles allowed; 'public' routes need no session. */
  roles: readonly Role[] | 'public';
  /** Remote that renders this route, or 'shell' for the shell's own pages. */
  owner: RemoteName | 'shell';
}

const PREPARERS: readonly StaffRole[] = ['amcadmin', ...DISTRIBUTOR_LIKE_ROLES];

/** doc 3, 2.1: the top-level route table with the roles each route accepts. Order matters: first match wins. */
export const ROUTE_TABLE: readonly RouteRule[] = [
  { path: '/login', roles: 'public', owner: 'shell' },
  { path: '/verify-otp', roles: 'public', owner: 'shell' },
  { path: '/investor-consent-approved', roles: 'public', owner: 'mf_onboarding' },
  { path: '/investor-consent-reject', roles: 'public', owner: 'mf_onboarding' },
  { path: '/investor-consent', roles: 'public', owner: 'mf_onboarding' },
  { path: '/investment-details', roles: 'public', owner: 'mf_individual_wizard' },
  { path: '/dashboard', roles: PREPARERS, owner: 'mf_lists_dashboard' },
  { path: '/applications-list', roles: APPROVER_LIST_ROLES, owner: 'mf_lists_dashboard' },
  { path: '/applications', roles: PREPARERS, owner: 'mf_lists_dashboard' },
  { path: '/onboarding', roles: [...PREPARERS, 'amcapprover'], owner: 'mf_onboarding' },
  {
    path: '/application-details',
    roles: [...PREPARERS, 'poaapprover', 'amcapprover', ...APPLICATION_READERS],
    owner: 'mf_individual_wizard',
  },
  { path: '/application-preview', roles: PREPARERS, owner: 'mf_individual_wizard' },
  { path: '/application', roles: PREPARERS, owner: 'mf_individual_wizard' },
  {
    path: '/non-individual-application-details',
    roles: [...PREPARERS, 'amcapprover', ...APPLICATION_READERS],
    owner: 'mf_entity_wizard',
  },
  { path: '/non-individual-application-preview', roles: PREPARERS, owner: 'mf_entity_wizard' },
  { path: '/non-individual-application-edit', roles: ['amcapprover'], owner: 'mf_entity_wizard' },
  { path: '/non-individual-application', roles: PREPARERS, owner: 'mf_entity_wizard' },
  { path: '/profile', roles: PREPARERS, owner: 'shell' },
  { path: '/funds-setup', roles: ['amcadmin'], owner: 'mf_fund_setup' },
  { path: '/risk-profile', roles: ['amcadmin'], owner: 'shell' },
  { path: '/reports', roles: ['amcadmin'], owner: 'mf_reports' },
  { path: '/user-management', roles: ['amcadmin'], owner: 'mf_user_admin' },
  { path: '/view-consent-email-list', roles: [...PREPARERS, 'amcapprover'], owner: 'mf_lists_dashboard' },
  { path: '/admin-support', roles: ['amcadmin'], owner: 'mf_user_admin' },
  // The superadmin's grants of AIF admins' flags; a distributor's contact list (0-product-decisions §9).
  { path: '/amc-admins', roles: ['superadmin', 'distributor'], owner: 'mf_user_admin' },
  // Who changed which user, flag or application status (issue 23; docs/decisions.md).
  { path: '/audit-trail', roles: ['amcadmin'], owner: 'mf_user_admin' },
];

/** Remotes that render public pages (consent links, the investor's details page): anyone may load them. */
export const PUBLIC_REMOTES: readonly RemoteName[] = [
  ...new Set(
    ROUTE_TABLE.filter((r) => r.roles === 'public' && r.owner !== 'shell').map((r) => r.owner as RemoteName),
  ),
];

/** The remotes a caller may load: staff all, an investor its own areas plus the public pages, anyone else the public pages. */
export function remotesFor(kind: 'staff' | 'investor' | 'anonymous'): readonly RemoteName[] {
  if (kind === 'staff') return REMOTES;
  if (kind === 'investor') return [...new Set([...INVESTOR_REMOTES, ...PUBLIC_REMOTES])];
  return PUBLIC_REMOTES;
}

function matches(rulePath: string, pathname: string): boolean {
  return pathname === rulePath || pathname.startsWith(`${rulePath}/`);
}

/** The rule for a path, or undefined for an unknown path. */
export function findRoute(pathname: string): RouteRule | undefined {
  return ROUTE_TABLE.find((r) => matches(r.path, pathname));
}

export type RouteAccess = 'allowed' | 'public' | 'login-required' | 'forbidden' | 'unknown';

/** What the guard does for a path and (possibly absent) role. Shared by the shell's guard and its tests. */
export function routeAccess(pathname: string, role: Role | null | undefined): RouteAccess {
  const rule = findRoute(pathname);
  if (!rule) return role ? 'unknown' : 'login-required';
  if (rule.roles === 'public') return 'public';
  if (!role) return 'login-required';
  return rule.roles.includes(role) ? 'allowed' : 'forbidden';
}

/** The wizard's route for the investor (and the AIF approver) inside the investor's area. */
export const INVESTOR_EDIT_BASE_PATH = '/investment-details/edit-application';

/**
 * doc 1 §6: "Staff logout is hidden for the investor on the edit page" — the investor leaves the wizard by
 * "Save Application", which returns to the details page where Logout is shown again.
 */
export function showsLogout(pathname: string, role: Role): boolean {
  if (role !== 'investor') return true;
  return !(pathname === INVESTOR_EDIT_BASE_PATH || pathname.startsWith(`${INVESTOR_EDIT_BASE_PATH}/`));
}

/** Where a signed-in user lands: an investor on its first application (0-product-decisions §12). */
export function homeForUser(user: { role: Role; referenceIds?: readonly string[] }): string {
  const ref = user.referenceIds?.[0];
  if (user.role === 'investor' && ref)
    return `/investment-details/${encodeURIComponent(ref)}/application-details`;
  return homeForRole(user.role);
}

export function homeForRole(role: Role): string {
  if ((DISTRIBUTOR_LIKE_ROLES as readonly Role[]).includes(role)) return '/applications';
  if ((APPROVER_LIST_ROLES as readonly Role[]).includes(role)) return '/applications-list';
  if (role === 'amcadmin') return '/dashboard';
  if (role === 'investor') return '/investment-details';
  // The spec sends "any other role" to /applications, which superadmin may not open; its only page is
  // /amc-admins (docs/decisions.md).
  if (role === 'superadmin') return '/amc-admins';
  return '/applications';
}
