import { expect, type Page } from '@playwright/test';
import {
  documentStepDefaults,
  entityContactStepDefaults,
  entityContributorStepDefaults,
  onSeriesChange,
  type ApplicationDetail,
  type InvestmentSchemesResponse,
  type RequiredDocumentMaster,
} from '../../packages/contracts/src';
import {
  entityPan,
  enterPan,
  individualPan,
  randomEmail,
  randomMobile,
  uploadEntityDocuments,
  wizardState,
} from './onboarding-helpers';
import { drawdownDate } from './helpers';
import type { Api } from './review-helpers';
import { fillDateIfEmpty, fillIfEmpty, region, saveAndProceed, selectIfEmpty, shoot } from './wizard-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any -- step data is built as the wizard's forms build it. */

/** Screenshots of the entity journeys stay out of the repository. */
export const ENTITY_SHOTS = '/tmp/entity-shots';

export const ENTITY_BASE = '/non-individual-application';
export const at = (step: string) => new RegExp(`${ENTITY_BASE}/${step}$`);

/** The onboarding entry for an entity: PAN and incorporation date, e-mail, the two documents. */
export async function onboardEntity(page: Page): Promise<{ id: string }> {
  await page.goto('/onboarding');
  await enterPan(page, entityPan(), '12/04/2012');
  await expect(page).toHaveURL(/\/onboarding\/enter-email-id$/);
  await page.getByRole('textbox', { name: /Email ID/ }).fill(randomEmail('finance'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/verify-documents$/);
  await uploadEntityDocuments(page);
  await expect(page).toHaveURL(at('distributor-details'));
  const state = await wizardState(page);
  expect(state.applicationType).toBe('non_individual');
  return { id: state.id! };
}

/** Steps 1-4 in the browser; `shots` names the screenshots (none when null). */
export async function throughInvestment(page: Page, investorType: string, shots: string | null) {
  const snap = async (name: string) => shots && shoot(page, `${shots}-${name}`, ENTITY_SHOTS);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Non Individual Investor Onboarding' }),
  ).toBeVisible();
  await expect(page.getByText(/Application ID:\s*AIF\d{7}/)).toBeVisible();

  // Step 1: the rm fills it as RM.
  await page.getByRole('radio', { name: 'RM' }).check();
  await expect(page.getByRole('textbox', { name: 'RM Name' })).not.toHaveValue('');
  await snap('1-distributor');
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
  await snap('2-contributor');
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
  await snap('3-contact');
  await saveAndProceed(page, at('investment-payment-details'));

  // Step 4: a domestic series.
  await expect(page.getByRole('heading', { level: 2, name: 'Investment and Payment Details' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Fund Scheme/ }).selectOption({ label: 'Demo Growth Fund I' });
  await page.getByRole('combobox', { name: /^Series/ }).selectOption({ label: 'DGF1-A - Series A' });
  await expect(page.getByRole('textbox', { name: /^Commitment Amount/ })).toHaveValue('₹ 1,00,00,000.00');
  await fillDateIfEmpty(region(page, 'Payment Details'), /^Drawdown Date/, '07/12/2026');
  await snap('4-investment');
  await saveAndProceed(page, at('bank-details'));
  await expect(page.getByRole('heading', { level: 2, name: 'Bank Details' })).toBeVisible();
}

/** The first bank from an IFSC lookup, of `type`, verified by the penny drop sandbox. */
export async function verifyBank(page: Page, type: 'Current' | 'Savings') {
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

/** The account types the first bank offers. */
export const accountTypes = (page: Page) =>
  region(page, '1st Bank Account Details')
    .getByRole('combobox', { name: /^Account Type/ })
    .locator('option')
    .allInnerTexts();

/** A date `days` before today as YYYY-MM-DD. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Fills every step of an onboarded entity application through the API as the rm would (each step's `data`
 * is its form's values): a listed company (no UBO asked), one signatory group of one, an active NFE.
 */
export async function completeEntityThroughApi(api: Api, id: string): Promise<ApplicationDetail> {
  const ctx = { role: 'rm' as const, onboardingType: 'normal' as const, fundType: 'domestic' as const };
  await api.saveStep(id, 'distributor-details', () => ({
    loginType: 'rm',
    distributorId: '',
    subdistributorId: '',
  }));
  await api.saveStep(id, 'contributor-details', (app) => {
    const data: any = entityContributorStepDefaults(app, { ...ctx, applicationCreatedAt: new Date() });
    Object.assign(data.applicant, {
      cityOfIncorporation: 'Mumbai',
      investorType: 'corporate',
      grossAnnualIncome: '> 1 CRORE',
      nbfcCorporate: 'no',
      netWorth: '250000000',
      dlclId: 'nsdl',
      dpId: 'IN300001',
      clId: '10000001',
    });
    return data;
  });
  await api.saveStep(id, 'contact-details', (app) => {
    const data: any = entityContactStepDefaults(app);
    Object.assign(data.applicant.contactperson, {
      name: 'Priya Shah',
      mobile: randomMobile(),
      email: randomEmail('contact'),
      stdCode: '022',
      landLineNumber: '22345678',
    });
    return data;
  });
  await api.saveStep(id, 'investment-payment-details', async () => {
    const { schemes } = await api.get<InvestmentSchemesResponse>(`/onboarding/applications/${id}/schemes`);
    const scheme = schemes.find((s) => s.fundType === 'domestic' && s.plans.length > 0)!;
    const data: any = onSeriesChange({ schemeId: scheme.id } as any, scheme.plans[0]! as any, 'domestic');
    Object.assign(data, {
      setupFeeTDS: data.setupFeeTDS ?? 0,
      modeOfPayment: 'neft',
      neftCode: 'NEFT123456',
    });
    Object.assign(data, { paymentRefNo: '', ddNo: '', groupName: '' });
    data.drawDownDate ||= drawdownDate();
    return data;
  });
  const bank = {
    ifscCode: 'SBIN0000300',
    bankAccountNumber: `5${String(Date.now()).slice(-10)}`,
    bankAccountType: 'Current',
    bankName: 'State Bank of India',
    defaultBankAccount: true,
    isActive: true,
  };
  const verified = await api.post<Record<string, unknown>>('/onboarding/pennydropverification', {
    ...bank,
    applicationId: id,
  });
  await api.saveStep(id, 'bank-details', () => ({
    banks: [{ ...bank, ...verified, applicationId: undefined }],
  }));
  const master = await api.getRaw<RequiredDocumentMaster>('/mdms/required_document_master.json');
  await api.saveStep(id, 'document-details', async (app) => {
    const data: any = documentStepDefaults(
      app as any,
      {
        ...ctx,
        applicationType: 'non_individual',
        master,
      } as any,
    );
    for (const entry of data.applicants.flatMap((a: any) => a.documents)) {
      if (!entry.required || entry.file) continue;
      const file = await api.upload(entry.documentType);
      Object.assign(entry, { documentId: file.id, file, documentName: entry.options?.[0] ?? '' });
    }
    data.documentDeclaration = true;
    return data;
  });
  const signatory = {
    name: 'Kavita Menon',
    pan: individualPan(),
    countryNameAndCode: 'India: +91',
    countryCode: '+91',
    mobile: randomMobile(),
    email: randomEmail('signatory'),
    designation: 'Director',
    canEsign: true,
    isActive: true,
  };
  await api.saveStep(id, 'authorised-signatory', () => ({
    groups: [{ name: 'Board', threshold: 1, isActive: true, groupsignatories: [signatory] }],
  }));
  await api.saveStep(id, 'declaration-ubo', () => ({
    uboDeclarationType: 'listed_company',
    uboDeclarationValue: 'nse',
    uboDeclarationOthers: '',
    ubos: [],
  }));
  return api.saveStep(id, 'fatca', () => ({
    fatca: {
      answers: {
        taxResidentOtherThanIndia: 'No',
        fatcaClassification: 'Active Non-Financial Entity',
        nFECategory: 'Government entity, international organisation or central bank',
        declarationDate: daysAgo(1),
      },
      controllingpersons: [],
    },
  }));
}
