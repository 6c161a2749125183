import { expect } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn } from './helpers';
import {
  enterContact,
  enterPan,
  individualPan,
  randomEmail,
  randomMobile,
  verifyInvestorOtp,
  wizardState,
} from './onboarding-helpers';

test('an RM onboards an individual with the OTP from the outbox and reaches the wizard', async ({ page }) => {
  const failures: string[] = [];
  page.on('pageerror', (e) => failures.push(e.message));
  await signIn(page, DEMO.rm);
  await expect(page).toHaveURL(/\/applications$/);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Add New', exact: true })
    .click();
  await expect(page).toHaveURL(/\/onboarding\/enter-pan-number$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Onboard Investor' })).toBeVisible();

  // Client validation first, then the real flow.
  await page.getByRole('button', { name: 'Verify PAN' }).click();
  await expect(page.getByText('PAN is required')).toBeVisible();
  await expect(page.getByText('Date of birth is required')).toBeVisible();

  await enterPan(page, individualPan(), '15/08/1988');
  const mobile = randomMobile();
  await enterContact(page, mobile, randomEmail('investor'));
  await verifyInvestorOtp(page, mobile);

  await expect(page).toHaveURL(/\/application\/distributor-details$/);
  const state = await wizardState(page);
  expect(state.id).toBeTruthy();
  expect(state.applicant1ReferenceId).toBeTruthy();
  expect(failures).toEqual([]);
});
