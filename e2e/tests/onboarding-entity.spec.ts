import { expect } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn } from './helpers';
import { entityPan, enterPan, randomEmail, uploadEntityDocuments, wizardState } from './onboarding-helpers';

test('a distributor onboards an entity with its e-mail and the two documents', async ({ page }) => {
  await signIn(page, DEMO.distributor);
  await expect(page).toHaveURL(/\/applications$/);
  await page.goto('/onboarding');
  await expect(page.getByRole('heading', { level: 1, name: 'Onboard Investor' })).toBeVisible();

  const pan = entityPan();
  await page.getByRole('textbox', { name: /^PAN/ }).fill(pan);
  await expect(page.getByRole('combobox', { name: /Date of Incorporation/ })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Onboard Non Individual Investor' }),
  ).toBeVisible();
  await enterPan(page, pan, '12/04/2012');

  await expect(page).toHaveURL(/\/onboarding\/enter-email-id$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByRole('textbox', { name: /Email ID/ }).fill('finance@');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('invalid Email ID')).toBeVisible();
  await page.getByRole('textbox', { name: /Email ID/ }).fill(randomEmail('finance'));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/verify-documents$/);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Please upload Board Resolution')).toBeVisible();

  await uploadEntityDocuments(page);

  await expect(page).toHaveURL(/\/non-individual-application\/distributor-details$/);
  const state = await wizardState(page);
  expect(state.id).toBeTruthy();
  expect(state.applicant1ReferenceId).toBeTruthy();
  expect(state.applicationType).toBe('non_individual');
});
