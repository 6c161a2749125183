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

test('a joint holder is added to a newly created application', async ({ page }) => {
  await signIn(page, DEMO.distributor);
  await expect(page).toHaveURL(/\/applications$/);

  // The application, with its first applicant.
  await page.goto('/onboarding');
  await enterPan(page, individualPan(), '21/06/1985');
  const firstMobile = randomMobile();
  await enterContact(page, firstMobile, randomEmail('first'));
  await verifyInvestorOtp(page, firstMobile);
  await expect(page).toHaveURL(/\/application\/distributor-details$/);
  const { id, applicant1ReferenceId } = await wizardState(page);
  expect(id).toBeTruthy();

  // Add Joint Holder, as the wizard's contributor step opens it.
  await page.goto(`/onboarding?applicationId=${encodeURIComponent(id!)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Joint Holder' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Minor' })).toHaveCount(0);
  await enterPan(page, individualPan(), '03/03/1987');
  const secondMobile = randomMobile();
  await enterContact(page, secondMobile, randomEmail('second'));
  await verifyInvestorOtp(page, secondMobile);

  await expect(page).toHaveURL(/\/application\/contributor-details$/);
  expect(await wizardState(page)).toEqual({ id, applicant1ReferenceId });
});
