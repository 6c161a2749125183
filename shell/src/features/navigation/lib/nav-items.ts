import { mayCreateApplication, routeAccess, type SessionUser } from '@aif/contracts';

export type NavIcon =
  | 'dashboard'
  | 'applications'
  | 'add'
  | 'list'
  | 'consent'
  | 'users'
  | 'funds'
  | 'reports'
  | 'support'
  | 'audit'
  | 'admins';

export interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
  icon: NavIcon;
  /** Opening this list starts it with cleared filters (doc 3, 2.1: Add New and View Existing). */
  resetFilters?: boolean;
  /** Links shown beneath this one (the AIF approver's Applications list has Add New and View Email Consent). */
  children?: NavLinkItem[];
}

export interface NavGroupItem {
  kind: 'group';
  label: string;
  icon: NavIcon;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

const link = (label: string, to: string, icon: NavIcon, resetFilters = false): NavLinkItem =>
  resetFilters ? { kind: 'link', label, to, icon, resetFilters } : { kind: 'link', label, to, icon };

/**
 * The side navigation for a user (doc 3, 2.1): Dashboard; the Applications submenu (Add New, View Existing,
 * View Email Consent); the approver list as "Applications"; administration entries for amcadmin (Admin
 * Support only with the adminSupport flag; Audit Trail); AMC Admins. Every item is filtered through the route table, so
 * the navigation never offers a page the guard would refuse.
 */
export function navItemsFor(user: SessionUser): NavItem[] {
  const may = (to: string) => routeAccess(to, user.role) === 'allowed';
  const items: NavItem[] = [];

  if (may('/dashboard')) items.push(link('Dashboard', '/dashboard', 'dashboard'));

  // The AIF approver may open /onboarding to add a joint holder, but creates no application: no Add New.
  const applications = [
    ...(mayCreateApplication(user.role) ? [link('Add New', '/onboarding', 'add', true)] : []),
    link('View Existing', '/applications', 'list', true),
    link('View Email Consent', '/view-consent-email-list', 'consent'),
  ].filter((item) => may(item.to));

  if (may('/applications-list')) {
    // Approver roles: "Applications" is their list; whatever else the role may open sits beneath it.
    const approverList = link('Applications', '/applications-list', 'applications');
    items.push(applications.length > 0 ? { ...approverList, children: applications } : approverList);
  } else if (applications.length > 0) {
    items.push({ kind: 'group', label: 'Applications', icon: 'applications', children: applications });
  }

  for (const item of [
    link('User Management', '/user-management', 'users'),
    link('Funds Setup', '/funds-setup', 'funds'),
    link('Reports', '/reports', 'reports'),
  ]) {
    if (may(item.to)) items.push(item);
  }
  if (user.flags.adminSupport && may('/admin-support'))
    items.push(link('Admin Support', '/admin-support', 'support'));
  if (may('/audit-trail')) items.push(link('Audit Trail', '/audit-trail', 'audit'));
  if (may('/amc-admins')) items.push(link('AMC Admins', '/amc-admins', 'admins'));

  return items;
}

/** Every link of the navigation, flattened (labels and targets), for tests and the header. */
export function flattenNav(items: readonly NavItem[]): NavLinkItem[] {
  return items.flatMap((item) => (item.kind === 'group' ? item.children : [item, ...(item.children ?? [])]));
}
