import { expect, type Locator, type Page } from '@playwright/test';
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

/** Screenshots of the current step at 1280 px and at 390 px. */
export async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(300);
}

export async function fillIfEmpty(box: Locator, value: string) {
  if (!(await box.isEnabled())) return;
  if ((await box.inputValue()) === '') await box.fill(value);
}

export async function selectIfEmpty(select: Locator, label: string) {
  if (!(await select.isEnabled())) return;
  if ((await select.inputValue()) === '') await select.selectOption({ label });
}

export async function fillDateIfEmpty(region: Locator, name: RegExp, value: string) {
  const box = region.getByRole('combobox', { name });
  if (!(await box.isEnabled())) return;
  if ((await box.inputValue()) === '') {
    await box.fill(value);
    await box.press('Tab');
  }
}

export const region = (page: Page | Locator, name: string) => page.getByRole('region', { name, exact: true });

/** Saves the step and expects the next one; a refusal (server message or field errors) fails with its text. */
export async function saveAndProceed(page: Page, next: RegExp) {
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
    currentStep: 5,
    version: 1,
    hasPOA: false,
    modeOfHolding: onboardingType === 'minor' ? 'single' : 'either or survivor',
    loginType: 'rm',
    applicants,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}
