import { expect } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn } from './helpers';
import {
  enterContact,
  enterPan,
  individualPan,
  randomEmail,
  randomMobile,
  wizardState,
} from './onboarding-helpers';

test('a failed AML check is acknowledged and onboarding continues (OTP skipped by an admin with the flag)', async ({
  page,
}) => {
  await signIn(page, DEMO.amcadmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/onboarding');
  await enterPan(page, individualPan('AML'), '10/10/1970');

  const dialog = page.getByRole('alertdialog', { name: 'AML Check Failed' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Further information')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Field is required')).toHaveCount(2);
  await dialog
    .getByRole('textbox', { name: /Comments/ })
    .fill('Name-only match; identity confirmed with documents.');
  await dialog.getByRole('checkbox', { name: /acknowledge/i }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  await enterContact(page, randomMobile(), randomEmail('aml'));
  await page.getByRole('checkbox', { name: 'Skip OTP verification' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/application\/distributor-details$/);
  expect((await wizardState(page)).id).toBeTruthy();
});
