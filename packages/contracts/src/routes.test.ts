import { ROLES, type Role } from './roles';
import { findRoute, homeForRole, homeForUser, routeAccess, ROUTE_TABLE, showsLogout } from './routes';

// doc 3 §2.1, written out independently of ROUTE_TABLE.
const PREPARERS: Role[] = ['amcadmin', 'rm', 'distributor', 'subdistributor'];
const EXPECTED: Record<string, Role[]> = {
  '/dashboard': PREPARERS,
  '/applications': PREPARERS,
  '/onboarding': [...PREPARERS, 'amcapprover'],
  '/application': PREPARERS,
  '/non-individual-application': PREPARERS,
  '/profile': PREPARERS,
  '/application-details/42': [...PREPARERS, 'poaapprover', 'amcapprover', 'fundmanager', 'trustee'],
  '/application-preview/42': PREPARERS,
  '/non-individual-application-details/42': [...PREPARERS, 'amcapprover', 'fundmanager', 'trustee'],
  '/non-individual-application-preview/42': PREPARERS,
  '/non-individual-application-edit': ['amcapprover'],
  '/funds-setup': ['amcadmin'],
  '/risk-profile': ['amcadmin'],
  '/amc-admins': ['superadmin', 'distributor'],
  '/reports': ['amcadmin'],
  '/applications-list': ['trustee', 'fundmanager', 'poaapprover', 'amcapprover'],
  '/user-management': ['amcadmin'],
  '/view-consent-email-list': [...PREPARERS, 'amcapprover'],
  '/admin-support': ['amcadmin'],
  // Not in doc 3: the AIF admin's audit view (issue 23).
  '/audit-trail': ['amcadmin'],
};
const PUBLIC = [
  '/login',
  '/verify-otp',
  '/investment-details',
  '/investment-details/REF123/details',
  '/investment-details/REF123/verify-pan',
  '/investor-consent/token-abc',
  '/investor-consent-approved',
  '/investor-consent-reject',
];

describe('routeAccess', () => {
  for (const [path, allowed] of Object.entries(EXPECTED)) {
    describe(path, () => {
      it.each(ROLES.map((r) => [r]))('for %s', (role) => {
        expect(routeAccess(path, role)).toBe(allowed.includes(role) ? 'allowed' : 'forbidden');
      });
      it('asks an anonymous visitor to sign in', () => {
        expect(routeAccess(path, null)).toBe('login-required');
        expect(routeAccess(path, undefined)).toBe('login-required');
      });
    });
  }

  it.each(PUBLIC.map((p) => [p]))('%s is public for everyone', (path) => {
    expect(routeAccess(path, null)).toBe('public');
    for (const role of ROLES) expect(routeAccess(path, role)).toBe('public');
  });

  it('applies a rule to the paths below it', () => {
    expect(routeAccess('/funds-setup/fund-list', 'amcadmin')).toBe('allowed');
    expect(routeAccess('/user-management/relationship-managers', 'rm')).toBe('forbidden');
    expect(routeAccess('/application/contact-details', 'distributor')).toBe('allowed');
    expect(routeAccess('/non-individual-application/fatca', 'amcapprover')).toBe('forbidden');
  });

  it('does not confuse routes sharing a prefix', () => {
    expect(findRoute('/applications-list')?.path).toBe('/applications-list');
    expect(findRoute('/applications')?.path).toBe('/applications');
    expect(findRoute('/application-details/1')?.path).toBe('/application-details');
    expect(findRoute('/application')?.path).toBe('/application');
    expect(findRoute('/non-individual-application-edit')?.path).toBe('/non-individual-application-edit');
    expect(routeAccess('/applicationsX', 'rm')).toBe('unknown');
  });

  it('treats unknown paths as not found when signed in and as sign-in otherwise', () => {
    expect(routeAccess('/no-such-page', 'amcadmin')).toBe('unknown');
    expect(routeAccess('/no-such-page', 'investor')).toBe('unknown');
    expect(routeAccess('/no-such-page', null)).toBe('login-required');
  });

  it('covers every route of the table in the test', () => {
    const tested = [...Object.keys(EXPECTED), ...PUBLIC].map((p) => findRoute(p)?.path);
    for (const rule of ROUTE_TABLE) expect(tested).toContain(rule.path);
  });
});

describe('owners', () => {
  it('gives the user administration screens to mf_user_admin (0-product-decisions §9)', () => {
    for (const path of ['/user-management', '/admin-support', '/amc-admins', '/audit-trail'])
      expect(findRoute(path)?.owner).toBe('mf_user_admin');
  });
});

describe('homeForRole', () => {
  it.each([
    ['rm', '/applications'],
    ['distributor', '/applications'],
    ['subdistributor', '/applications'],
    ['trustee', '/applications-list'],
    ['fundmanager', '/applications-list'],
    ['poaapprover', '/applications-list'],
    ['amcapprover', '/applications-list'],
    ['amcadmin', '/dashboard'],
    ['superadmin', '/amc-admins'],
    ['investor', '/investment-details'],
  ] as [Role, string][])('%s goes to %s', (role, home) => {
    expect(homeForRole(role)).toBe(home);
  });

  it('sends every role to a page it may open', () => {
    for (const role of ROLES) expect(['allowed', 'public']).toContain(routeAccess(homeForRole(role), role));
  });
});

describe('homeForUser', () => {
  // 0-product-decisions §12: the investor lands on its application, where its next step is.
  it("sends an investor to its first application's details page", () => {
    expect(homeForUser({ role: 'investor', referenceIds: ['AB/12', 'CD'] })).toBe(
      '/investment-details/AB%2F12/application-details',
    );
    expect(routeAccess('/investment-details/AB%2F12/application-details', 'investor')).toBe('public');
  });

  it('sends an investor without an application, and staff, to their role home', () => {
    expect(homeForUser({ role: 'investor', referenceIds: [] })).toBe('/investment-details');
    expect(homeForUser({ role: 'rm', referenceIds: ['X'] })).toBe('/applications');
  });
});

describe('showsLogout', () => {
  it('hides Logout from the investor on the edit page only (doc 1 §6)', () => {
    expect(showsLogout('/investment-details/edit-application/bank-details', 'investor')).toBe(false);
    expect(showsLogout('/investment-details/edit-application', 'investor')).toBe(false);
    expect(showsLogout('/investment-details/REF-1/details', 'investor')).toBe(true);
    expect(showsLogout('/investment-details/edit-application-x', 'investor')).toBe(true);
  });

  it('keeps it for staff on the same page', () => {
    expect(showsLogout('/investment-details/edit-application/bank-details', 'amcapprover')).toBe(true);
  });
});
