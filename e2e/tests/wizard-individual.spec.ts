import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn } from './helpers';
import { individualPan, wizardState } from './onboarding-helpers';
import {
  SHOTS,
  fillApplicant,
  fillContact,
  fillFatca,
  fillTwoBanksOneFailing,
  fillTwoNominees,
  fillDateIfEmpty,
  fillKyc,
  onboardIndividual,
  SCREENSHOT_SCHEMES,
  uploadDocuments,
  region,
  saveAndProceed,
  screenshotApplication,
  shoot,
} from './wizard-helpers';

test.describe.configure({ timeout: 300_000 });
mkdirSync(SHOTS, { recursive: true });

const SECTIONS = ['First Applicant Details', 'Second Applicant Details', 'Third Applicant Details'];

async function addJointHolder(page: Page, dob: string, tag: string) {
  await page.getByRole('button', { name: 'Add Joint Holder' }).click();
  await expect(page).toHaveURL(/\/onboarding\/enter-pan-number/);
  // The URL changes before the onboarding area has replaced the wizard.
  await expect(page.getByRole('region', { name: 'First Applicant Details' })).toHaveCount(0);
  await onboardIndividual(page, individualPan(), dob, tag);
  await expect(page).toHaveURL(/\/application\/contributor-details$/);
}

async function throughContactKycFatca(page: Page, sections: string[], shots: string | null) {
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Details' })).toBeVisible();
  for (const name of sections) await fillContact(region(page, name));
  if (shots) await shoot(page, `${shots}-3-contact`);
  await saveAndProceed(page, /\/application\/additional-KYC-details$/);

  await expect(page.getByRole('heading', { level: 2, name: 'Additional KYC Details' })).toBeVisible();
  for (const name of sections) await fillKyc(region(page, name));
  if (shots) await shoot(page, `${shots}-4-kyc`);
  await saveAndProceed(page, /\/application\/fatca$/);

  await expect(page.getByRole('heading', { level: 2, name: 'FATCA' })).toBeVisible();
  for (const name of sections) await fillFatca(region(page, name));
  if (shots) await shoot(page, `${shots}-5-fatca`);
  await saveAndProceed(page, /\/application\/nominee-details$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Nominee Details' })).toBeVisible();
}

/** Steps 6-9 of the joint application, to the preview. */
async function throughLaterSteps(page: Page, id: string) {
  // Save For Later from an earlier step: back to the list with the toast; this tab still knows the
  // application, so the wizard opens again where the counter allows.
  await page
    .getByRole('navigation', { name: 'Application steps' })
    .getByRole('button', { name: /FATCA/ })
    .click();
  await page.getByRole('button', { name: 'Save For Later' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(
    page.locator('.fui-ToastTitle', { hasText: /Application AIF\d{7} - Saved successfully/ }),
  ).toBeVisible();
  await page.goto('/application/nominee-details');
  await expect(page.getByRole('heading', { level: 2, name: 'Nominee Details' })).toBeVisible();

  // Two nominees whose shares must total exactly 100 %: 66.67 + 33.33.
  await fillTwoNominees(page);
  await shoot(page, 'joint-6-nominee');
  await saveAndProceed(page, /\/application\/bank-details$/);

  await expect(page.getByRole('heading', { level: 2, name: 'Bank Details' })).toBeVisible();
  // Sandbox: a valid RBI code; an account number ending 000 fails the penny drop, which asks for bank
  // proof on the document step because that bank is the default.
  await fillTwoBanksOneFailing(page);
  await shoot(page, 'joint-7-bank');
  await saveAndProceed(page, /\/application\/investment-payment-details$/);

  await expect(page.getByRole('heading', { level: 2, name: 'Investment and Payment Details' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Fund Scheme/ }).selectOption({ label: 'Demo Growth Fund I' });
  await page.getByRole('combobox', { name: /^Series/ }).selectOption({ label: 'DGF1-A - Series A' });
  await expect(page.getByRole('textbox', { name: /^Commitment Amount/ })).toHaveValue('₹ 1,00,00,000.00');
  await expect(page.getByText(/One Crore/i).first()).toBeVisible();
  // Group investment: its name is required, and Lower the Units cannot be ticked with it.
  await page.getByRole('checkbox', { name: 'Group Investment' }).check();
  await page.getByRole('textbox', { name: /^Group Name/ }).fill('Kumar Family Office');
  await page.getByRole('checkbox', { name: 'Lower the Units' }).click();
  await expect(
    page.getByText('To select Lower the Units, you need to uncheck other options').first(),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Lower the Units' })).not.toBeChecked();
  await fillDateIfEmpty(region(page, 'Payment Details'), /^Drawdown Date/, '07/12/2026');
  await shoot(page, 'joint-8-investment');
  await saveAndProceed(page, /\/application\/document-details$/);

  await expect(page.getByRole('heading', { level: 2, name: 'Document Details' })).toBeVisible();
  // The failed default bank makes its proof a required document of the first applicant (the other
  // applicants' bank proof slots stay optional).
  const bankProof = (applicant: string) =>
    page
      .getByRole('region', { name: new RegExp(`^${applicant} Applicant Documents`) })
      .getByRole('group', { name: 'Bank Account Proof' });
  await expect(bankProof('First').getByText('*', { exact: false }).first()).toBeVisible();
  await expect(bankProof('Second').getByText('*', { exact: false })).toHaveCount(0);
  await uploadDocuments(page, { nominees: true });
  await shoot(page, 'joint-9-documents');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/application-preview/${id}$`));
}

test('an rm completes a joint application to the preview, adding two joint holders and removing one', async ({
  page,
}) => {
  await signIn(page, DEMO.rm);
  // signIn returns once Verify is clicked: wait for the session before opening another page.
  await expect(page).not.toHaveURL(/\/(login|verify-otp)/);
  await page.goto('/onboarding');
  await onboardIndividual(page, individualPan(), '21/06/1985', 'first');
  await expect(page).toHaveURL(/\/application\/distributor-details$/);
  const { id } = await wizardState(page);
  expect(id).toBeTruthy();
  await expect(page.getByRole('heading', { level: 1, name: 'Investor Onboarding' })).toBeVisible();

  // Step 1: the rm fills it as RM.
  await page.getByRole('radio', { name: 'RM' }).check();
  await expect(page.getByRole('textbox', { name: 'RM Name' })).not.toHaveValue('');
  await shoot(page, 'joint-1-distributor');
  await saveAndProceed(page, /\/application\/contributor-details$/);

  // Step 2: two joint holders through onboarding, then the third is removed.
  await fillApplicant(region(page, SECTIONS[0]!), false);
  await addJointHolder(page, '03/03/1987', 'second');
  await fillApplicant(region(page, SECTIONS[1]!), true);
  await addJointHolder(page, '04/04/1988', 'third');
  await expect(region(page, SECTIONS[2]!)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Joint Holder' })).toHaveCount(0);
  for (const name of SECTIONS) await fillApplicant(region(page, name), name !== SECTIONS[0]);
  await expect(page.getByRole('checkbox', { name: 'Either or Survivor' })).toBeVisible();
  await shoot(page, 'joint-2-contributor');

  await region(page, SECTIONS[2]!).getByRole('button', { name: 'Remove Joint Holder' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(region(page, SECTIONS[2]!)).toHaveCount(0);
  await saveAndProceed(page, /\/application\/contact-details$/);

  await throughContactKycFatca(page, SECTIONS.slice(0, 2), 'joint');
  await throughLaterSteps(page, id!);
});

test('an rm completes steps 1-5 of a minor application', async ({ page }) => {
  await signIn(page, DEMO.rm);
  // signIn returns once Verify is clicked: wait for the session before opening another page.
  await expect(page).not.toHaveURL(/\/(login|verify-otp)/);
  await page.goto('/onboarding');
  await onboardIndividual(page, individualPan(), '21/06/1980', 'guardian', true);
  await expect(page).toHaveURL(/\/application\/distributor-details$/);

  await page.getByRole('radio', { name: 'RM' }).check();
  await saveAndProceed(page, /\/application\/contributor-details$/);

  const guardian = region(page, 'Guardian Details');
  await fillApplicant(guardian, false);
  await expect(page.getByRole('button', { name: 'Add Joint Holder' })).toHaveCount(0);
  await expect(guardian.getByRole('combobox', { name: /^Status/ })).toBeDisabled();
  const minor = region(guardian, 'Minor Details');
  await minor.getByRole('textbox', { name: /^Minor Name/ }).fill('Little Kumar');
  const dob = minor.getByRole('combobox', { name: /^Minor Date of Birth/ });
  await dob.fill('10/10/2015');
  await dob.press('Tab');
  await minor.getByRole('textbox', { name: /^Minor Father Name/ }).fill('Father Name');
  await minor.getByRole('combobox', { name: /^Minor Gender/ }).selectOption({ label: 'Female' });
  await minor
    .getByRole('combobox', { name: /^Relationship with guardian/ })
    .selectOption({ label: 'Father' });
  await minor.getByRole('radio', { name: 'Yes' }).check();
  await shoot(page, 'minor-2-contributor');
  // The browser's own Back with unsaved edits asks first; Stay keeps the page and what was typed.
  await page.goBack();
  const unsaved = page.getByRole('alertdialog').filter({ hasText: 'Unsaved Changes' });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Stay' }).click();
  await expect(unsaved).toHaveCount(0);
  await expect(page).toHaveURL(/\/application\/contributor-details$/);
  await expect(minor.getByRole('textbox', { name: /^Minor Name/ })).toHaveValue('Little Kumar');
  // So does a link of the shell's side navigation.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'View Existing' }).click();
  await unsaved.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/application\/contributor-details$/);
  await saveAndProceed(page, /\/application\/contact-details$/);

  await throughContactKycFatca(page, ['Guardian Details'], 'minor');
  // A minor cannot nominate.
  await expect(page.getByRole('checkbox', { name: 'I do not wish to nominate' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'I do not wish to nominate' })).toBeDisabled();
});

// The layout of every step at 1280 px and 390 px, with fixed applications (three applicants, the third an NRI
// tax resident elsewhere; and a minor) served in place of the stored one. Screenshots go to /tmp/wizard-shots.
// One sign-in for both: the sandbox limits OTPs per number.
test('every step lays out at 1280 px and 390 px', async ({ page }) => {
  await signIn(page, DEMO.rm);
  await page.evaluate(() =>
    sessionStorage.setItem(
      'aif.individualWizard.application',
      JSON.stringify({ id: 'shot-app', applicant1ReferenceId: 'shot-ref' }),
    ),
  );
  const steps = [
    'distributor-details',
    'contributor-details',
    'contact-details',
    'additional-KYC-details',
    'fatca',
    'nominee-details',
    'bank-details',
    'investment-payment-details',
    'document-details',
  ];
  for (const kind of ['normal', 'minor'] as const) {
    await page.unrouteAll();
    await page.route('**/api/onboarding/applications/shot-app', (route) =>
      route.fulfill({ json: screenshotApplication(kind) }),
    );
    await page.route('**/api/onboarding/applications/shot-app/schemes', (route) =>
      route.fulfill({ json: SCREENSHOT_SCHEMES }),
    );
    for (const [i, step] of steps.entries()) {
      await page.goto(`/application/${step}`);
      await expect(
        page.getByRole('button', { name: step === 'document-details' ? 'Preview' : 'Save and Proceed' }),
      ).toBeVisible();
      await shoot(page, `layout-${kind}-${i + 1}-${step}`);
      if (kind === 'normal' && step === 'contributor-details') {
        // The confirmation dialogs (ui-kit ConfirmDialog) as they render in the portal.
        await region(page, 'Third Applicant Details')
          .getByRole('button', { name: 'Remove Joint Holder' })
          .click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/layout-normal-2-remove-dialog-1280.png` });
        await dialog.getByRole('button', { name: 'No' }).click();
        await expect(region(page, 'Third Applicant Details')).toBeVisible();
        await page.getByRole('checkbox', { name: 'Either or Survivor' }).click();
        await expect(dialog).toContainText('Either or Survivor');
        await page.screenshot({ path: `${SHOTS}/layout-normal-2-eos-dialog-1280.png` });
        await dialog.getByRole('button', { name: 'Yes' }).click();
        await expect(page.getByText('Mode of Holding: Joint')).toBeVisible();
      }
      // Nothing sticks out sideways on a phone.
      await page.setViewportSize({ width: 390, height: 844 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  }
});
