import { expect } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn } from './helpers';
import { accountTypes, at, onboardEntity, throughInvestment, verifyBank } from './entity-helpers';
import { region, saveAndProceed } from './wizard-helpers';

// A company's nine steps, signing included, are the journey of entity-signing.spec.ts.

test.describe.configure({ timeout: 180_000 });

test('an rm onboards an HUF, which is offered a savings account; what was saved loads again', async ({
  page,
}) => {
  await signIn(page, DEMO.rm);
  await expect(page).not.toHaveURL(/\/(login|verify-otp)/);

  await onboardEntity(page);
  await throughInvestment(page, 'huf', null);
  // An HUF's account may be a savings account (a company's is a current account only).
  expect((await accountTypes(page)).filter((t) => /Current|Savings/.test(t))).toEqual(['Current', 'Savings']);
  await verifyBank(page, 'Savings');
  await saveAndProceed(page, at('document-details'));

  // What was saved is what the steps load again: back to the contributor step from the stepper.
  await page
    .getByRole('navigation', { name: 'Application steps' })
    .getByRole('button', { name: /Contributor Details/ })
    .click();
  const entity = region(page, 'Entity Details');
  await expect(entity.getByRole('combobox', { name: /^Investor Type/ })).toHaveValue('huf');
  await expect(entity.getByRole('textbox', { name: /^Place of Registration\/Incorporation/ })).toHaveValue(
    'Mumbai',
  );
  // Nothing changed: Save For Later sends nothing and says it saved.
  await page.getByRole('button', { name: 'Save For Later' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(
    page.locator('.fui-ToastTitle', { hasText: /Application AIF\d{7} - Saved successfully/ }),
  ).toBeVisible();
});
