import { expect, type Page } from '@playwright/test';
import { test } from './a11y';
import { DEMO, signIn } from './helpers';
import { entityPan, enterPan, randomEmail, uploadEntityDocuments, wizardState } from './onboarding-helpers';
import {
  fillDateIfEmpty,
  fillIfEmpty,
  region,
  saveAndProceed,
  selectIfEmpty,
  shoot,
  uploadDocuments,
} from './wizard-helpers';

test.describe.configure({ timeout: 300_000 });

const BASE = '/non-individual-application';
const at = (step: string) => new RegExp(`${BASE}/${step}$`);

/** The onboarding entry for an entity: PAN and incorporation date, e-mail, the two documents. */
async function onboardEntity(page: Page) {
  await page.goto('/onboarding');
  await enterPan(page, entityPan(), '12/04/2012');
  await expect(page).toHaveURL(/\/onboarding\/enter-email-id$/);
  await page.getByRole('textbox', { name: /Email ID/ }).fill(randomEmail('finance'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/verify-documents$/);
  await uploadEntityDocuments(page);
  await expect(page).toHaveURL(at('distributor-details'));
  expect((await wizardState(page)).applicationType).toBe('non_individual');
}

/** Steps 1-4; `shots` names the screenshots (none when null). */
async function throughInvestment(page: Page, investorType: string, shots: string | null) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Non Individual Investor Onboarding' }),
  ).toBeVisible();
  await expect(page.getByText(/Application ID:\s*AIF\d{7}/)).toBeVisible();

  // Step 1: the rm fills it as RM.
  await page.getByRole('radio', { name: 'RM' }).check();
  await expect(page.getByRole('textbox', { name: 'RM Name' })).not.toHaveValue('');
  if (shots) await shoot(page, `${shots}-1-distributor`);
  await saveAndProceed(page, at('contributor-details'));

  // Step 2: the registry's name and date are locked; the rules refuse a save with fields missing.
  await expect(page.getByRole('heading', { level: 2, name: 'Contributor Details' })).toBeVisible();
  const entity = region(page, 'Entity Details');
  await expect(entity.getByRole('textbox', { name: /^Name of Entity/ })).not.toBeEditable();
  await expect(entity.getByText('from KRA').first()).toBeVisible();
  await expect(entity.getByRole('textbox', { name: /^PAN/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Save and Proceed' }).click();
  await expect(page.getByText('Place of Registration/Incorporation is required').first()).toBeVisible();
  await expect(page).toHaveURL(at('contributor-details'));
  await entity.getByRole('textbox', { name: /^Place of Registration\/Incorporation/ }).fill('Mumbai');
  await entity.getByRole('combobox', { name: /^Investor Type/ }).selectOption({ value: investorType });
  await selectIfEmpty(entity.getByRole('combobox', { name: /^Gross Annual Income/ }), '> 1 Crore');
  await entity.getByRole('textbox', { name: /^Net Worth/ }).fill('250000000');
  await expect(page.getByText(/Twenty Five Crore/i).first()).toBeVisible();
  if (investorType === 'corporate') {
    // A corporate is asked whether it is an NBFC; "Yes" asks its type and importance.
    await entity.getByRole('radio', { name: 'Yes', exact: true }).check();
    await expect(entity.getByRole('combobox', { name: /^Type of NBFC/ })).toBeVisible();
    await entity.getByRole('radio', { name: 'No', exact: true }).check();
    await expect(entity.getByRole('combobox', { name: /^Type of NBFC/ })).toHaveCount(0);
  } else {
    await expect(entity.getByRole('radio', { name: 'Yes', exact: true })).toHaveCount(0);
  }
  // A domestic fund needs the demat account (NSDL: DP ID and CL ID).
  const demat = region(page, 'Demat Details');
  await demat.getByRole('radio', { name: 'NSDL' }).check();
  await demat.getByRole('textbox', { name: /^DP ID/ }).fill('IN300001');
  await demat.getByRole('textbox', { name: /^CL ID/ }).fill('10000001');
  if (shots) await shoot(page, `${shots}-2-contributor`);
  await saveAndProceed(page, at('contact-details'));

  // Step 3: both addresses and the contact person; the landline goes with its STD code.
  await expect(page.getByRole('heading', { level: 2, name: 'Contact Details' })).toBeVisible();
  for (const name of ['Correspondence Address', 'Registered Office Address']) {
    const address = region(page, name);
    const same = address.getByRole('checkbox', { name: 'Same as Correspondence Address' });
    if ((await same.count()) > 0 && (await same.isEnabled())) {
      await same.check();
      continue;
    }
    await fillIfEmpty(address.getByRole('textbox', { name: /^Address Line 1/ }), '4 Nariman Point');
    await fillIfEmpty(address.getByRole('textbox', { name: /^City/ }), 'Mumbai');
    await fillIfEmpty(address.getByRole('textbox', { name: /^State/ }), 'Maharashtra');
    await fillIfEmpty(address.getByRole('textbox', { name: /^Country/ }), 'INDIA');
    await fillIfEmpty(address.getByRole('textbox', { name: /^Pincode/ }), '400021');
  }
  const person = region(page, 'Contact Person Details');
  await person.getByRole('textbox', { name: /^Name/ }).fill('Priya Shah');
  await person.getByRole('textbox', { name: /^Email/ }).fill(randomEmail('contact'));
  await person.getByRole('textbox', { name: /^Mobile Number/ }).fill('9876543210');
  await person.getByRole('textbox', { name: /^STD Code/ }).fill('022');
  await page.getByRole('button', { name: 'Save and Proceed' }).click();
  await expect(page.getByText('Please enter Landline number').first()).toBeVisible();
  await person.getByRole('textbox', { name: /^Landline Number/ }).fill('22345678');
  if (shots) await shoot(page, `${shots}-3-contact`);
  await saveAndProceed(page, at('investment-payment-details'));

  // Step 4: a domestic series.
  await expect(page.getByRole('heading', { level: 2, name: 'Investment and Payment Details' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Fund Scheme/ }).selectOption({ label: 'Demo Growth Fund I' });
  await page.getByRole('combobox', { name: /^Series/ }).selectOption({ label: 'DGF1-A - Series A' });
  await expect(page.getByRole('textbox', { name: /^Commitment Amount/ })).toHaveValue('₹ 1,00,00,000.00');
  await fillDateIfEmpty(region(page, 'Payment Details'), /^Drawdown Date/, '07/12/2026');
  if (shots) await shoot(page, `${shots}-4-investment`);
  await saveAndProceed(page, at('bank-details'));
  await expect(page.getByRole('heading', { level: 2, name: 'Bank Details' })).toBeVisible();
}

/** The first bank from an IFSC lookup, of `type`, verified by the penny drop sandbox. */
async function verifyBank(page: Page, type: 'Current' | 'Savings') {
  const first = region(page, '1st Bank Account Details');
  await first.getByRole('textbox', { name: /^IFSC Code/ }).fill('HDFC0000001');
  await expect(first.getByRole('textbox', { name: /^Bank Name/ })).not.toHaveValue('');
  await first.getByRole('textbox', { name: /^Account Number/ }).fill('123456789012');
  const accountType = first.getByRole('combobox', { name: /^Account Type/ });
  if (await accountType.isEnabled()) await accountType.selectOption({ label: type });
  await expect(accountType).toHaveValue(type);
  await first.getByRole('button', { name: /^Verify/ }).click();
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Verified Successfully' })).toBeVisible();
  await expect(first.getByText('Verified', { exact: true })).toBeVisible();
}

const accountTypes = (page: Page) =>
  region(page, '1st Bank Account Details')
    .getByRole('combobox', { name: /^Account Type/ })
    .locator('option')
    .allInnerTexts();

test('an rm onboards a company through steps 1-6 with a penny-dropped bank, then an HUF is offered Savings', async ({
  page,
}) => {
  await signIn(page, DEMO.rm);
  await expect(page).not.toHaveURL(/\/(login|verify-otp)/);

  // A company: steps 1-6, every step looked at on a desktop and on a phone.
  await onboardEntity(page);
  const { id } = await wizardState(page);
  await throughInvestment(page, 'corporate', 'entity');
  // A company's account is a current account, the only type offered.
  expect((await accountTypes(page)).filter((t) => /Current|Savings/.test(t))).toEqual(['Current']);
  await verifyBank(page, 'Current');
  await expect(page.getByRole('button', { name: 'Add Another Bank' })).toBeVisible();
  await shoot(page, 'entity-5-bank');
  await saveAndProceed(page, at('document-details'));

  await expect(page.getByRole('heading', { level: 2, name: 'Document Details' })).toBeVisible();
  await uploadDocuments(page);
  await shoot(page, 'entity-6-documents');
  await saveAndProceed(page, at('authorised-signatory'));
  await expect(page.getByText(/coming in the next release/i)).toBeVisible();

  // What was saved is what the steps load again: back to the contributor step from the stepper.
  await page
    .getByRole('navigation', { name: 'Application steps' })
    .getByRole('button', { name: /Contributor Details/ })
    .click();
  const entity = region(page, 'Entity Details');
  await expect(entity.getByRole('combobox', { name: /^Investor Type/ })).toHaveValue('corporate');
  await expect(entity.getByRole('textbox', { name: /^Place of Registration\/Incorporation/ })).toHaveValue(
    'Mumbai',
  );
  // Nothing changed: Save For Later sends nothing and says it saved.
  await page.getByRole('button', { name: 'Save For Later' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(
    page.locator('.fui-ToastTitle', { hasText: /Application AIF\d{7} - Saved successfully/ }),
  ).toBeVisible();
  expect(id).toBeTruthy();

  // An HUF: its account may be a savings account.
  await onboardEntity(page);
  await throughInvestment(page, 'huf', null);
  expect((await accountTypes(page)).filter((t) => /Current|Savings/.test(t))).toEqual(['Current', 'Savings']);
  await verifyBank(page, 'Savings');
  await saveAndProceed(page, at('document-details'));
});
