import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { checkA11y } from './a11y';
import { enterContact, enterPan, randomEmail, randomMobile, verifyInvestorOtp } from './onboarding-helpers';

export const SHOTS = '/tmp/wizard-shots';

/** Onboards one individual (PAN, contact, OTP) from the PAN page; `minor` ticks Minor first. */
export async function onboardIndividual(page: Page, pan: string, dob: string, tag: string, minor = false) {
  if (minor) await page.getByRole('checkbox', { name: 'Minor' }).check();
  await enterPan(page, pan, dob);
  const mobile = randomMobile();
  await enterContact(page, mobile, randomEmail(tag));
  await verifyInvestorOtp(page, mobile);
}

/** Screenshots of the current step at 1280 px and at 390 px, into `dir`. */
export async function shoot(page: Page, name: string, dir = SHOTS) {
  await page.waitForLoadState('networkidle');
  await checkA11y(page);
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(300);
}

// A value the registry gave reads as plain text with a "from KRA" mark: there is no control to fill.
const shownAsText = async (control: Locator) => (await control.count()) === 0;

export async function fillIfEmpty(box: Locator, value: string) {
  if ((await shownAsText(box)) || !(await box.isEnabled())) return;
  if ((await box.inputValue()) === '') await box.fill(value);
}

export async function selectIfEmpty(select: Locator, label: string) {
  if ((await shownAsText(select)) || !(await select.isEnabled())) return;
  if ((await select.inputValue()) === '') await select.selectOption({ label });
}

export async function fillDateIfEmpty(region: Locator, name: RegExp, value: string) {
  const box = region.getByRole('combobox', { name });
  if ((await shownAsText(box)) || !(await box.isEnabled())) return;
  if ((await box.inputValue()) === '') {
    await box.fill(value);
    await box.press('Tab');
  }
}

export const region = (page: Page | Locator, name: string) => page.getByRole('region', { name, exact: true });

/** Saves the step and expects the next one; a refusal (server message or field errors) fails with its text. */
export async function saveAndProceed(page: Page, next: RegExp) {
  await checkA11y(page);
  await page.getByRole('button', { name: 'Save and Proceed' }).click();
  await expect(page)
    .toHaveURL(next)
    .catch(async (error: unknown) => {
      const alerts = await page.getByRole('alert').allInnerTexts();
      throw new Error(`${String(error)}\nOn the page: ${alerts.join(' | ')}`);
    });
}

/** Personal details of one applicant on the contributor step. */
export async function fillApplicant(section: Locator, joint: boolean) {
  await selectIfEmpty(section.getByRole('combobox', { name: /^Gender/ }), 'Male');
  await fillIfEmpty(section.getByRole('textbox', { name: /^Name/ }), 'Test Applicant');
  await fillDateIfEmpty(section, /^Date of Birth/, '01/01/1985');
  await fillIfEmpty(section.getByRole('textbox', { name: /^Father\/Spouse Name/ }), 'Father Name');
  await selectIfEmpty(section.getByRole('combobox', { name: /^Nationality/ }), 'INDIAN');
  if (joint)
    await selectIfEmpty(
      section.getByRole('combobox', { name: /^Relationship with first applicant/ }),
      'Brother',
    );
}

/** Correspondence and permanent addresses of one applicant on the contact step. */
export async function fillContact(section: Locator) {
  await fillIfEmpty(section.getByRole('textbox', { name: /^Email/ }), randomEmail('contact'));
  const corr = region(section, 'Correspondence Address');
  await fillIfEmpty(corr.getByRole('textbox', { name: /^Address Line 1/ }), '12 MG Road');
  await fillIfEmpty(corr.getByRole('textbox', { name: /^Address Line 2/ }), 'Near Park');
  await fillIfEmpty(corr.getByRole('textbox', { name: /^City/ }), 'Bengaluru');
  await fillIfEmpty(corr.getByRole('textbox', { name: /^State/ }), 'Karnataka');
  await fillIfEmpty(corr.getByRole('textbox', { name: /^Country/ }), 'INDIA');
  await fillIfEmpty(corr.getByRole('textbox', { name: /^Pincode/ }), '560001');
  const perm = region(section, 'Permanent Address');
  const line1 = perm.getByRole('textbox', { name: /^Address Line 1/ });
  const same = perm.getByRole('checkbox', { name: 'Same as Correspondence Address' });
  if ((await line1.count()) > 0 && (await line1.inputValue()) === '' && (await same.isEnabled()))
    await same.check();
}

export async function fillKyc(section: Locator) {
  await selectIfEmpty(section.getByRole('combobox', { name: /^Occupation Details/ }), 'Professional');
  await selectIfEmpty(
    section.getByRole('combobox', { name: /^Politically Exposed Person/ }),
    'Not Applicable',
  );
}

export async function fillFatca(section: Locator) {
  await selectIfEmpty(
    section.getByRole('combobox', { name: /^Type of address provided at KRA/ }),
    'Resident',
  );
  await fillIfEmpty(section.getByRole('textbox', { name: /^Place of Birth/ }), 'Mumbai');
  await selectIfEmpty(section.getByRole('combobox', { name: /^Country of Birth/ }), 'India');
  await selectIfEmpty(section.getByRole('combobox', { name: /^Country of Nationality/ }), 'India');
}

/** A stored application with three applicants (the third an NRI), as GET /onboarding/applications/:id answers it. */
export function screenshotApplication(onboardingType: 'normal' | 'minor') {
  const applicant = (n: number, extra: Record<string, unknown> = {}) => ({
    id: `shot-applicant-${n}`,
    applicant_type: String(n),
    isActive: true,
    namePrefix: 'Mr.',
    name: ['Abhishek Kumar', 'Bharat Kumar', 'Chitra Kumar'][n - 1],
    gender: n === 3 ? 'Female' : 'Male',
    dateOfBirth: '1985-06-21',
    fatherOrSpouseName: 'Ramesh Kumar',
    panNo: `ABCP${'XYZ'[n - 1]}1234F`,
    status: 'Individual',
    nationality: 'INDIAN',
    email: `applicant${n}@example.com`,
    countryCode: '+91',
    countryNameAndCode: 'India: +91',
    mobile: `987654321${n}`,
    relationShipWithFirstApplicant: n > 1 ? 'Brother' : null,
    dataFetchedFromKRA: n === 1,
    addresses: [
      {
        address_type: 'correspondence',
        address1: '12 MG Road',
        address2: 'Near Park',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'INDIA',
        pincode: '560001',
        fetchedFromKRA: n === 1,
      },
    ],
    ...extra,
  });
  const applicants =
    onboardingType === 'minor'
      ? [applicant(1)]
      : [
          applicant(1),
          applicant(2),
          applicant(3, { status: 'NRI', taxResidentOfAnyCountryOtherThanIndia: true }),
        ];
  return {
    id: 'shot-app',
    applicationNumber: 'AIF0009999',
    applicant1ReferenceId: 'shot-ref',
    applicationType: 'individual',
    onboardingType,
    status: 'draft',
    currentStep: 9,
    version: 1,
    hasPOA: false,
    modeOfHolding: onboardingType === 'minor' ? 'single' : 'either or survivor',
    loginType: 'rm',
    applicants,
    createdAt: '2026-01-01T00:00:00.000Z',
    doNotWishToNominate: onboardingType === 'minor',
    nominees:
      onboardingType === 'minor'
        ? []
        : [
            {
              id: 'shot-nominee-1',
              nomineeName: 'Sunita Kumar',
              nomineeRelationship: 'Spouse',
              dateOfBirth: '1988-01-01',
              nomineePercentage: 60,
              isActive: true,
            },
            {
              id: 'shot-nominee-2',
              nomineeName: 'Little Kumar',
              nomineeRelationship: 'Son',
              dateOfBirth: '2018-05-05',
              nomineePercentage: 40,
              guardianName: 'Sunita Kumar',
              isActive: true,
            },
          ],
    banks: [
      {
        id: 'shot-bank-1',
        ifscCode: 'HDFC0000001',
        bankAccountNumber: '123456789012',
        bankAccountType: 'Savings',
        bankName: 'HDFC Bank',
        bankBranch: 'Mumbai',
        address1: 'Sandoz House',
        micrCode: '400240002',
        defaultBankAccount: true,
        isActive: true,
        pennydropCheck: true,
        pennydropVerified: true,
      },
      {
        id: 'shot-bank-2',
        ifscCode: 'SBIN0000001',
        bankAccountNumber: '987654321000',
        bankAccountType: 'Current',
        bankName: 'State Bank of India',
        bankBranch: 'Kolkata',
        defaultBankAccount: false,
        isActive: true,
        pennydropCheck: true,
        pennydropVerified: false,
      },
    ],
    schemeId: 'shot-scheme',
    planId: 'shot-plan',
    faceValue: 100,
    premiumPercentage: 5,
    noOfUnits: 100000,
    setupFeeType: 'yes',
    setupFeePercentage: 2,
    setupFeeTDS: 7800,
    drawDownDate: '2026-12-07',
    modeOfPayment: 'cheque',
  };
}

/** GET /onboarding/applications/shot-app/schemes for the layout screenshots. */
export const SCREENSHOT_SCHEMES = {
  schemes: [
    {
      id: 'shot-scheme',
      schemeName: 'Demo Growth Fund I',
      fundType: 'domestic',
      plans: [
        {
          id: 'shot-plan',
          planCode: 'DGF1-B',
          planDescription: 'Series B',
          faceValue: 100,
          premiumPercentage: 5,
          noOfUnits: 100000,
          minCommitmentAmount: 10000000,
          setupFeeType: 'yes',
          setupFee: 2,
        },
      ],
    },
  ],
};

export const FIXTURES = path.join(__dirname, '..', 'fixtures');

/** Nominee details: one nominee at 100 %. */
export async function fillNominee(page: Page) {
  const none = page.getByRole('checkbox', { name: 'I do not wish to nominate' });
  if (await none.isChecked()) await none.uncheck();
  const first = region(page, 'Nominee 1');
  await fillIfEmpty(first.getByRole('textbox', { name: /^Nominee Name/ }), 'Sunita Kumar');
  await selectIfEmpty(first.getByRole('combobox', { name: /^Relationship/ }), 'Spouse');
  await fillDateIfEmpty(first, /^Date of Birth/, '01/01/1988');
  await expect(first.getByRole('textbox', { name: /^Nominee %/ })).toHaveValue('100');
}

/** Bank details: the first bank from an IFSC lookup, verified by the penny drop sandbox. */
export async function fillAndVerifyBank(page: Page, ifsc: string, account: string) {
  const first = region(page, '1st Bank Account Details');
  await first.getByRole('textbox', { name: /^IFSC Code/ }).fill(ifsc);
  await expect(first.getByRole('textbox', { name: /^Bank Name/ })).not.toHaveValue('');
  await first.getByRole('textbox', { name: /^Account Number/ }).fill(account);
  await first.getByRole('combobox', { name: /^Account Type/ }).selectOption({ label: 'Savings' });
  await first.getByRole('button', { name: /^Verify/ }).click();
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Verified Successfully' })).toBeVisible();
  await expect(first.getByText('Verified', { exact: true })).toBeVisible();
}

/**
 * Document details: a file in every applicant slot (PNG where only images are accepted), a proof chosen
 * where asked; with `nominees`, the nominees' and guardians' ID proofs too.
 */
export async function uploadDocuments(page: Page, { nominees = false } = {}) {
  const slots = page.getByRole('group');
  const count = await slots.count();
  for (let i = 0; i < count; i++) {
    const slot = slots.nth(i);
    const input = slot.locator('input[type="file"]').first();
    if ((await input.count()) === 0) continue;
    const name = (await slot.getAttribute('aria-label')) ?? '';
    if (!nominees && /^(Nominee|Guardian) ID Proof/.test(name)) continue;
    const kind = await slot.getByRole('combobox').count();
    if (kind > 0) await slot.getByRole('combobox').first().selectOption({ index: 1 });
    const accept = (await input.getAttribute('accept')) ?? '';
    await input.setInputFiles(path.join(FIXTURES, accept.includes('pdf') ? 'document.pdf' : 'photo.png'));
    await expect(slot.getByRole('button', { name: /^View/ }).first()).toBeVisible();
  }
}

/** Nominee details: two nominees sharing 100 % (the second added with "Add Nominee"). */
export async function fillTwoNominees(page: Page) {
  await fillNominee(page);
  await page.getByRole('button', { name: 'Add Nominee' }).click();
  const second = region(page, 'Nominee 2');
  await second.getByRole('textbox', { name: /^Nominee Name/ }).fill('Rohan Kumar');
  await second.getByRole('combobox', { name: /^Relationship/ }).selectOption({ label: 'Son' });
  await fillDateIfEmpty(second, /^Date of Birth/, '05/05/1995');
  await region(page, 'Nominee 1')
    .getByRole('textbox', { name: /^Nominee %/ })
    .fill('66.67');
  await second.getByRole('textbox', { name: /^Nominee %/ }).fill('33.33');
}

/**
 * Two banks: the first (default) fails the penny drop (the sandbox fails accounts ending 000), which
 * shows the dialog asking for bank proof; the second verifies.
 */
export async function fillTwoBanksOneFailing(page: Page) {
  const first = region(page, '1st Bank Account Details');
  await first.getByRole('textbox', { name: /^IFSC Code/ }).fill('HDFC0000001');
  await expect(first.getByRole('textbox', { name: /^Bank Name/ })).not.toHaveValue('');
  await first.getByRole('textbox', { name: /^Account Number/ }).fill('123456789000');
  await first.getByRole('combobox', { name: /^Account Type/ }).selectOption({ label: 'Savings' });
  await first.getByRole('button', { name: /^Verify/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Bank verification' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(first.getByText('Verification failed', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Another Bank' }).click();
  const second = region(page, '2nd Bank Account Details');
  await second.getByRole('textbox', { name: /^IFSC Code/ }).fill('HDFC0000001');
  await expect(second.getByRole('textbox', { name: /^Bank Name/ })).not.toHaveValue('');
  await second.getByRole('textbox', { name: /^Account Number/ }).fill('987654321012');
  await second.getByRole('combobox', { name: /^Account Type/ }).selectOption({ label: 'Current' });
  await second.getByRole('button', { name: /^Verify/ }).click();
  await expect(second.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Another Bank' })).toHaveCount(0);
}
