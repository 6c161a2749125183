import { expect } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn, signOut, watchCspViolations, type DemoRole } from './helpers';

// doc 3, 2.1: where each role lands, and what its side navigation offers (label -> path).
const EXPECTED: Record<DemoRole, { home: RegExp; nav: Record<string, string> }> = {
  amcadmin: {
    home: /\/dashboard$/,
    nav: {
      Dashboard: '/dashboard',
      'Add New': '/onboarding',
      'View Existing': '/applications',
      'View Email Consent': '/view-consent-email-list',
      'User Management': '/user-management',
      'Funds Setup': '/funds-setup',
      Reports: '/reports',
      'Admin Support': '/admin-support',
      'Audit Trail': '/audit-trail',
    },
  },
  rm: {
    home: /\/applications$/,
    nav: {
      Dashboard: '/dashboard',
      'Add New': '/onboarding',
      'View Existing': '/applications',
      'View Email Consent': '/view-consent-email-list',
    },
  },
  distributor: {
    home: /\/applications$/,
    nav: {
      Dashboard: '/dashboard',
      'Add New': '/onboarding',
      'View Existing': '/applications',
      'View Email Consent': '/view-consent-email-list',
      'AMC Admins': '/amc-admins',
    },
  },
  subdistributor: {
    home: /\/applications$/,
    nav: {
      Dashboard: '/dashboard',
      'Add New': '/onboarding',
      'View Existing': '/applications',
      'View Email Consent': '/view-consent-email-list',
    },
  },
  fundmanager: { home: /\/applications-list$/, nav: { Applications: '/applications-list' } },
  trustee: { home: /\/applications-list$/, nav: { Applications: '/applications-list' } },
  poaapprover: { home: /\/applications-list$/, nav: { Applications: '/applications-list' } },
  // The AIF approver starts no application (0-product-decisions §12): no Add New.
  amcapprover: {
    home: /\/applications-list$/,
    nav: { Applications: '/applications-list', 'View Email Consent': '/view-consent-email-list' },
  },
  superadmin: { home: /\/amc-admins$/, nav: { 'AMC Admins': '/amc-admins' } },
};

const ALL_LABELS = [...new Set(Object.values(EXPECTED).flatMap((e) => Object.keys(e.nav)))];

for (const role of Object.keys(DEMO) as DemoRole[]) {
  test(`${role} signs in with the OTP from the outbox, lands home, sees its navigation and opens each area`, async ({
    page,
  }) => {
    const failedScripts: string[] = [];
    page.on('pageerror', (e) => failedScripts.push(e.message));
    // The server's Content-Security-Policy lets every area run as built.
    const cspViolations = await watchCspViolations(page);

    await signIn(page, DEMO[role]);
    await expect(page).toHaveURL(EXPECTED[role].home);

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ALL_LABELS) {
      const link = nav.getByRole('link', { name: label, exact: true });
      if (label in EXPECTED[role].nav) await expect(link, `${role} should see ${label}`).toBeVisible();
      else await expect(link, `${role} should not see ${label}`).toHaveCount(0);
    }

    for (const [label, path] of Object.entries(EXPECTED[role].nav)) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}(/[^/]*)?$`));
      // Each area renders its own page (a heading), never the error boundary or the guard's refusal.
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByText('This area is unavailable right now')).toHaveCount(0);
      await expect(page.getByText('You are not authorized to view this page')).toHaveCount(0);
    }

    await signOut(page);
    await page.goto(Object.values(EXPECTED[role].nav)[0]!);
    await expect(page).toHaveURL(/\/login$/);
    expect(failedScripts).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
}

test('a route the role does not accept shows the refusal, and unknown paths the not-found page', async ({
  page,
}) => {
  await signIn(page, DEMO.rm);
  await expect(page).toHaveURL(/\/applications$/);
  await page.goto('/funds-setup');
  await expect(page.getByText('You are not authorized to view this page')).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByText('Page you are requesting is not found.....')).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/applications$/);
});
