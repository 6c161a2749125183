import { expect } from '@playwright/test';
import { test } from './a11y';
import { signIn, signOut } from './helpers';

const STAFF_REMOTES = ['mf_onboarding', 'mf_lists_dashboard', 'mf_fund_setup', 'mf_user_admin', 'mf_reports'];

test('an investor signs in, lands on their own application and never downloads a staff area', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));

  await signIn(page, '9000000010');
  // 0-product-decisions §12: its application, where its next step is.
  await expect(page).toHaveURL(/\/investment-details\/[^/]+\/application-details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Details' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  // The theme comes with the page's stylesheet (index.html), not from a script: the brand colour applies.
  const brand = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--colorBrandBackground').trim(),
  );
  expect(brand).toBe('#1A3F8F');

  // A staff area is refused by the guard and its code is never fetched.
  await page.goto('/dashboard');
  await expect(page.getByText('You are not authorized to view this page')).toBeVisible();
  const staffDownloads = requested.filter((u) => STAFF_REMOTES.some((r) => u.includes(`/remotes/${r}/`)));
  expect(staffDownloads).toEqual([]);

  await page.goto('/');
  await signOut(page);
});
