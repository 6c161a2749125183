import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn, signOut } from './helpers';
import { individualPan, wizardState } from './onboarding-helpers';
import { Api, completeThroughApi, tokenOf } from './review-helpers';
import { onboardIndividual, shoot } from './wizard-helpers';

test.describe.configure({ timeout: 300_000 });
const SHOTS = '/tmp/fund-setup-shots';
mkdirSync(SHOTS, { recursive: true });

/** The demo AIF admin without the fund-setup flag (db/seed.ts DEMO_READ_ONLY_ADMIN). */
const READ_ONLY_ADMIN = '9300000001';
const DISTRIBUTOR_OPTION = 'ARN-100001 - Deepak Sharma (Individual)';

/** DD/MM/YYYY of a weekday about a month ahead (Sundays are refused). */
function weekdayAhead(): string {
  const d = new Date(Date.now() + 30 * 86_400_000);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${d.getUTCFullYear()}`;
}

const box = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}`) });
const select = (scope: Page | Locator, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${label}`) });
const radio = (scope: Page | Locator, group: string, option: string) =>
  scope.getByRole('radiogroup', { name: new RegExp(`^${group}`) }).getByRole('radio', { name: option });

/** A domestic plan with a 1.25% setup fee, mapped to the demo individual distributor only (not Direct). */
async function fillPlan(scope: Page | Locator, page: Page, code: string, name: string, units: string) {
  await box(scope, 'Series Number').fill(code);
  await box(scope, 'Series Name').fill(name);
  await box(scope, 'Scheme Nature').fill('Close ended');
  await box(scope, 'Scheme Category').fill('Category II AIF');
  await select(scope, 'Investment Manager Name').selectOption({ label: 'Farhan Qureshi' });
  await select(scope, 'Trustee Name').selectOption({ label: 'Tara Menon' });
  await box(scope, 'Face Value').fill('100');
  await box(scope, 'Premium %').fill('0');
  await box(scope, 'No of Units').fill(units);
  await box(scope, 'Group Investment No of Units').fill('25000');
  await box(scope, 'Lowered Units').fill('10000');
  await box(scope, 'Minimum Commitment Amount').fill('5000000');
  await radio(scope, 'Setup Fee Type', 'Yes').check();
  await box(scope, 'Setup Fee Percentage').fill('1.25');
  const drawdown = select(scope, 'Drawdown Date');
  await drawdown.fill(weekdayAhead());
  await drawdown.press('Tab');
  await scope.getByRole('checkbox', { name: 'Distributor' }).check();
  const picker = select(scope, 'ARN code or N/A');
  await picker.click();
  await picker.fill('Deepak');
  // A multi-select's options are checkable menu items.
  await page.getByRole('menuitemcheckbox', { name: DISTRIBUTOR_OPTION }).click();
  await picker.press('Escape');
  // The chosen distributor is a chip with its own Remove button.
  await expect(scope.getByRole('button', { name: `Remove ${DISTRIBUTOR_OPTION}` })).toBeVisible();
}

async function save(page: Page, next: RegExp) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page)
    .toHaveURL(next)
    .catch(async (error: unknown) => {
      const alerts = await page.getByRole('alert').allInnerTexts();
      throw new Error(`Not saved: ${alerts.join(' | ')}\n${String(error)}`);
    });
}

test('the AIF admin sets up a fund and its plans; the distributor is offered the active mapped plan; fund setup is read-only without access', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-6);
  // "Zeta" sorts after the demo funds, so journeys that take the first fund keep taking a demo one.
  const fundName = `Zeta Growth Fund ${stamp}`;

  await signIn(page, DEMO.amcadmin);
  await expect(page).not.toHaveURL(/\/(login|verify-otp)/);
  await page.getByRole('link', { name: 'Funds Setup' }).click();
  await expect(page).toHaveURL(/\/funds-setup\/fund-list$/);
  const funds = page.getByRole('table', { name: 'Funds' });
  await expect(funds.getByRole('row', { name: /Demo Growth Fund I/ })).toContainText('2 Plans');
  await shoot(page, 'fund-list', SHOTS);

  // Add a domestic fund with its first plan: one save.
  await page.getByRole('button', { name: 'Add Funds' }).click();
  await expect(page).toHaveURL(/\/funds-setup\/add-fund$/);
  const fund = page.getByRole('region', { name: 'Fund Details' });
  await box(fund, 'Scheme Code').fill(`zgf${stamp}`);
  await expect(box(fund, 'Scheme Code')).toHaveValue(`ZGF${stamp}`);
  await box(fund, 'Scheme Name').fill(fundName);
  await select(fund, 'Fund Category').selectOption({ label: 'Category II' });
  await select(fund, 'Fund Type').selectOption({ label: 'Domestic' });
  const firstPlan = page.getByRole('region', { name: 'First Plan' });
  // Save with the plan empty: the plan's own messages, and nothing stored.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(firstPlan.getByText('Series Number is required')).toBeVisible();
  await expect(firstPlan.getByText('Drawdown Date is required')).toBeVisible();
  await expect(page).toHaveURL(/\/funds-setup\/add-fund$/);
  await fillPlan(firstPlan, page, 'za', 'Series Alpha', '50000');
  await shoot(page, 'add-fund', SHOTS);
  await save(page, /\/funds-setup\/view-plans$/);
  const plans = page.getByRole('table', { name: /Plans/ });
  await expect(plans.getByRole('row', { name: /ZA/ })).toContainText('Series Alpha');
  await expect(plans.getByRole('row', { name: /ZA/ })).toContainText(/Fifty Lakh/i);

  // A second plan of the same fund.
  await page.getByRole('button', { name: 'Add Plan' }).click();
  await expect(page).toHaveURL(/\/funds-setup\/add-plan$/);
  await fillPlan(page, page, 'zb', 'Series Beta', '60000');
  await save(page, /\/funds-setup\/view-plans$/);
  await expect(plans.getByRole('row')).toHaveCount(3);

  // Disable the second plan, after the confirmation.
  const betaAccess = plans.getByRole('switch', { name: /Access for .*Series Beta|Access for ZB/ });
  await expect(betaAccess).toBeChecked();
  await betaAccess.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to disable the access to this Plan ?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(betaAccess).not.toBeChecked();
  await shoot(page, 'plans', SHOTS);

  // The first plan's details, with its distributor chip.
  await plans.getByRole('link', { name: 'ZA' }).click();
  await expect(page).toHaveURL(/\/funds-setup\/plan-details$/);
  await expect(page.getByText(DISTRIBUTOR_OPTION)).toBeVisible();
  await shoot(page, 'plan-details', SHOTS);
  await page.goto('/funds-setup');
  await expect(funds.getByRole('row', { name: new RegExp(fundName) })).toContainText('2 Plans');
  await signOut(page);

  // The distributor's new application offers exactly the active mapped plan of the new fund.
  await signIn(page, DEMO.distributor);
  await expect(page).not.toHaveURL(/\/(login|verify-otp)/);
  await page.goto('/onboarding');
  await onboardIndividual(page, individualPan(), '21/06/1985', 'funds');
  await expect(page).toHaveURL(/\/application\/distributor-details$/);
  const { id } = await wizardState(page);
  expect(id).toBeTruthy();
  await completeThroughApi(new Api(page.request, await tokenOf(page)), id!, {
    role: 'distributor',
    stopBefore: 'investment-payment-details',
  });
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Application steps' })
    .getByRole('button', { name: 'Investment and Payment Details' })
    .click();
  await expect(page).toHaveURL(/\/application\/investment-payment-details$/);
  await select(page, 'Fund Scheme').selectOption({ label: fundName });
  const series = select(page, 'Series');
  await expect(series.getByRole('option')).toHaveText([/Select|^$/, 'ZA - Series Alpha']);
  await series.selectOption({ label: 'ZA - Series Alpha' });
  await expect(box(page, 'Setup Fee Percentage')).toHaveValue(/1\.25/);
  await expect(box(page, 'No of Units')).toHaveValue(/50,?000/);
  await shoot(page, 'distributor-investment', SHOTS);
  // The step holds the unsaved choice: Logout asks first, and Leave signs out.
  await page.getByRole('button', { name: /logout/i }).click();
  await page
    .getByRole('alertdialog')
    .filter({ hasText: 'Unsaved Changes' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/login$/);

  // An AIF admin without fund-setup access sees the lists read-only.
  await signIn(page, READ_ONLY_ADMIN);
  await expect(page).not.toHaveURL(/\/(login|verify-otp)/);
  await page.getByRole('link', { name: 'Funds Setup' }).click();
  const row = funds.getByRole('row', { name: new RegExp(fundName) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Funds' })).toHaveCount(0);
  await expect(row.getByRole('switch')).toBeDisabled();
  await row.getByRole('link', { name: '2 Plans' }).click();
  await expect(page).toHaveURL(/\/funds-setup\/view-plans$/);
  await expect(plans.getByRole('row', { name: /ZA/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Plan' })).toHaveCount(0);
  await expect(plans.getByRole('switch').first()).toBeDisabled();
  await plans.getByRole('link', { name: 'ZA' }).click();
  await expect(page).toHaveURL(/\/funds-setup\/plan-details$/);
  await expect(page.getByRole('button', { name: /edit/i })).toHaveCount(0);
  await shoot(page, 'plan-details-read-only', SHOTS);
});
