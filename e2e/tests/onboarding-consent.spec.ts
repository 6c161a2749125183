import { expect } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn } from './helpers';
import {
  enterContact,
  enterPan,
  individualPan,
  randomEmail,
  randomMobile,
  readConsentLink,
  wizardState,
} from './onboarding-helpers';

test('an investor approves the e-mail consent through its link and the application opens', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.subdistributor);
  await expect(page).toHaveURL(/\/applications$/);
  await page.goto('/onboarding');
  await enterPan(page, individualPan(), '02/02/1979');
  const email = randomEmail('consent');
  await enterContact(page, randomMobile(), email);
  await page.getByRole('radio', { name: 'Send E-mail Consent' }).check();
  await page.getByRole('button', { name: 'Send E-mail' }).click();
  await expect(
    page.getByText(`Consent e-mail sent to ${email}. Waiting for the investor's approval.`),
  ).toBeVisible();

  // The investor, not signed in, opens the e-mailed link in their own browser.
  const link = await readConsentLink(page.request, email);
  const investor = await browser.newContext();
  const investorPage = await investor.newPage();
  await investorPage.goto(link);
  await expect(investorPage.getByText('AMC is fetching your data from KRA,MF and AML sources')).toBeVisible();
  await investorPage.getByRole('button', { name: 'Approve' }).click();
  await expect(investorPage).toHaveURL(/\/investor-consent-approved$/);
  await expect(investorPage.getByText('Thanks for your approval.')).toBeVisible();
  await expect(investorPage.getByText('You can close this page.')).toBeVisible();

  // A used link says so.
  await investorPage.goto(link);
  await expect(investorPage.getByText('This consent link has already been used.')).toBeVisible();
  await investor.close();

  // The staff page notices the approval (polling every 5 s, or at once with Check now). The poll may
  // already have seen it and opened the wizard, so the button may be gone.
  await page
    .getByRole('button', { name: 'Check now' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/application\/distributor-details$/);
  expect((await wizardState(page)).id).toBeTruthy();
});
