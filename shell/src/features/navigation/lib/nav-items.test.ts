import { ROLES, type Role } from '@aif/contracts';
import { makeUser } from '../../../testing/users';
import { flattenNav, navItemsFor, type NavItem } from './nav-items';

/** What each role's side navigation shows (doc 3, 2.1): top level, with children indented. */
const EXPECTED: Record<Role, string[]> = {
  amcadmin: [
    'Dashboard -> /dashboard',
    'Applications (group)',
    '  Add New -> /onboarding',
    '  View Existing -> /applications',
    '  View Email Consent -> /view-consent-email-list',
    'User Management -> /user-management',
    'Funds Setup -> /funds-setup',
    'Reports -> /reports',
    'Admin Support -> /admin-support',
    'Audit Trail -> /audit-trail',
  ],
  rm: [
    'Dashboard -> /dashboard',
    'Applications (group)',
    '  Add New -> /onboarding',
    '  View Existing -> /applications',
    '  View Email Consent -> /view-consent-email-list',
  ],
  distributor: [
    'Dashboard -> /dashboard',
    'Applications (group)',
    '  Add New -> /onboarding',
    '  View Existing -> /applications',
    '  View Email Consent -> /view-consent-email-list',
    'AMC Admins -> /amc-admins',
  ],
  subdistributor: [
    'Dashboard -> /dashboard',
    'Applications (group)',
    '  Add New -> /onboarding',
    '  View Existing -> /applications',
    '  View Email Consent -> /view-consent-email-list',
  ],
  trustee: ['Applications -> /applications-list'],
  fundmanager: ['Applications -> /applications-list'],
  poaapprover: ['Applications -> /applications-list'],
  // A checker, never a maker: no Add New (0-product-decisions §12).
  amcapprover: ['Applications -> /applications-list', '  View Email Consent -> /view-consent-email-list'],
  superadmin: ['AMC Admins -> /amc-admins'],
  investor: [],
};

function describeNav(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => {
    const head = item.kind === 'group' ? `${item.label} (group)` : `${item.label} -> ${item.to}`;
    return [head, ...(item.children ?? []).map((c) => `  ${c.label} -> ${c.to}`)];
  });
}

it.each(ROLES)('%s sees its navigation', (role) => {
  const flags = role === 'amcadmin' ? { adminSupport: true } : {};
  expect(describeNav(navItemsFor(makeUser(role, { flags })))).toEqual(EXPECTED[role]);
});

it('shows Admin Support to amcadmin only with the adminSupport flag', () => {
  const labels = (adminSupport: boolean) =>
    flattenNav(navItemsFor(makeUser('amcadmin', { flags: { adminSupport } }))).map((i) => i.label);
  expect(labels(true)).toContain('Admin Support');
  expect(labels(false)).not.toContain('Admin Support');
});

it('offers the Audit Trail to amcadmin only, with or without flags', () => {
  const labels = (role: Role) => flattenNav(navItemsFor(makeUser(role))).map((i) => i.label);
  expect(labels('amcadmin')).toContain('Audit Trail');
  for (const role of ROLES.filter((r) => r !== 'amcadmin')) expect(labels(role)).not.toContain('Audit Trail');
});

it('never offers Admin Support to another role, whatever its flags', () => {
  for (const role of ROLES.filter((r) => r !== 'amcadmin')) {
    const labels = flattenNav(navItemsFor(makeUser(role, { flags: { adminSupport: true } }))).map(
      (i) => i.label,
    );
    expect(labels).not.toContain('Admin Support');
  }
});

it('marks Add New and View Existing as resetting the list filters', () => {
  const links = flattenNav(navItemsFor(makeUser('rm')));
  const reset = links.filter((l) => l.resetFilters).map((l) => l.label);
  expect(reset).toEqual(['Add New', 'View Existing']);
});
