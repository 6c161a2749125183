import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  additionalKycStepDefaults,
  contactStepDefaults,
  contributorStepDefaults,
  distributorStepDefaults,
  documentStepDefaults,
  fatcaIndividualStepDefaults,
  onSeriesChange,
  uploadRuleFor,
  type ApplicationDetail,
  type InvestmentSchemesResponse,
  type RequiredDocumentMaster,
  type WizardSaveStep,
} from '../../packages/contracts/src';
import { checkA11y } from './a11y';
import { drawdownDate } from './helpers';
import { individualPan, pdfFixture, randomEmail, randomMobile } from './onboarding-helpers';

/* eslint-disable @typescript-eslint/no-explicit-any -- step data is built as the wizard's forms build it. */

export const SHOTS = '/tmp/review-shots';

/** A 1x1 PNG (signature and photograph slots take images only). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface OutboxMessage {
  channel: string;
  to: string;
  subject?: string;
  body: string;
  createdAt: string;
}

/** The bearer token the signed-in page keeps (api-client keeps tokens in localStorage). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => localStorage.getItem('aif.staffToken') ?? localStorage.getItem('aif.investorToken'),
  );
  expect(token, 'a signed-in session').toBeTruthy();
  return token!;
}

/** JSON calls to /api with a bearer token; a refusal fails the test with the server's answer. */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  async get<T>(path: string): Promise<T> {
    const res = await this.request.get(`/api${path}`, { headers: this.headers() });
    if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** A path outside /api (master data under /mdms). */
  async getRaw<T>(path: string): Promise<T> {
    const res = await this.request.get(path, { headers: this.headers() });
    if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  }

  async post<T>(path: string, data?: unknown): Promise<T> {
    const res = await this.request.post(`/api${path}`, { headers: this.headers(), data: data ?? {} });
    if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  }

  async upload(documentType: string): Promise<{ id: string; name: string }> {
    const rule = uploadRuleFor(documentType);
    const pdf = rule.mimeTypes.includes('application/pdf');
    const res = await this.request.post('/api/files/files', {
      headers: this.headers(),
      multipart: {
        documentType,
        file: {
          name: `${documentType}.${pdf ? 'pdf' : 'png'}`,
          mimeType: pdf ? 'application/pdf' : 'image/png',
          buffer: pdf ? pdfFixture(documentType) : PNG,
        },
      },
    });
    if (!res.ok()) throw new Error(`upload ${documentType}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as { id: string; name: string };
  }

  detail(id: string): Promise<ApplicationDetail> {
    return this.get<ApplicationDetail>(`/onboarding/applications/${id}`);
  }

  async saveStep(id: string, step: WizardSaveStep, build: (app: ApplicationDetail) => any | Promise<any>) {
    const app = await this.detail(id);
    return this.post<ApplicationDetail>(`/onboarding/applications/${id}/update`, {
      step,
      saveType: 'saveAndProceed',
      version: app.version,
      data: await build(app),
    });
  }
}

export interface CompleteOptions {
  /**
   * Who fills the steps (the defaults follow the role); rm unless told. A distributor's own application
   * keeps the distributor step as onboarding set it (the fields are locked to it).
   */
  role?: 'rm' | 'amcadmin' | 'distributor';
  /** Stop before this step (the test goes on in the browser). */
  stopBefore?: WizardSaveStep;
  /** The fund of the scheme chosen on the investment step; domestic unless told. */
  fundType?: 'domestic' | 'msar';
}

/**
 * Fills every step of an onboarded individual application through the API as the rm would (the `data` of
 * each step is the step form's values, built with the contracts' defaults as the wizard builds them).
 */
export async function completeThroughApi(
  api: Api,
  id: string,
  { role = 'rm', fundType = 'domestic', stopBefore }: CompleteOptions = {},
): Promise<ApplicationDetail> {
  const ctx = { role, onboardingType: 'normal' as const, fundType };
  await api.saveStep(id, 'distributor-details', (app: any) =>
    role === 'distributor'
      ? distributorStepDefaults(app)
      : { loginType: 'rm', distributorId: '', subdistributorId: '' },
  );
  await api.saveStep(id, 'contributor-details', (app) => {
    const data: any = contributorStepDefaults(app, ctx);
    for (const a of data.applicants) {
      a.gender ||= 'Male';
      a.name ||= 'Review Applicant';
      a.fatherOrSpouseName ||= 'Father Name';
      a.nationality ||= 'INDIAN';
      if (a.applicant_type !== '1' && a.applicant_type !== 1) a.relationShipWithFirstApplicant ||= 'Brother';
    }
    return data;
  });
  await api.saveStep(id, 'contact-details', (app) => {
    const data: any = contactStepDefaults(app);
    data.applicants.forEach((a: any, i: number) => {
      a.email ||= `review.${Date.now()}.${i}@example.com`;
      // A POA application's applicant comes without a mobile (no contact OTP at onboarding).
      a.mobile ||= `9${String(Date.now() + i).slice(-9)}`;
      const c = (a.addresses.correspondence ??= { country: 'INDIA' });
      c.address1 ||= '12 MG Road';
      c.address2 ||= 'Near Park';
      c.city ||= 'Bengaluru';
      c.state ||= 'Karnataka';
      c.country ||= 'INDIA';
      c.pincode ||= '560001';
      const p = a.addresses.permanent;
      if (!p?.address1) {
        a.addresses.permanent = { ...c, id: p?.id ?? '', fetchedFromKRA: false };
        c.permanentAddressSameAsCorresponding = true;
      }
    });
    return data;
  });
  await api.saveStep(id, 'additional-KYC-details', (app) => {
    const data: any = additionalKycStepDefaults(app, {
      ...ctx,
      applicationCreatedAt: new Date(app.createdAt),
    });
    for (const a of data.applicants) {
      a.occupationDetails ||= 'BUSINESS';
      a.grossAnnualIncome ||= '10-25 LACS';
      a.politicallyExposedPersonStatus ||= 'Not Applicable';
      if (!a.sourceOfFunds?.length) a.sourceOfFunds = ['employment'];
      a.dlclId = 'nsdl';
      a.dpId = 'IN300001';
      a.clId = '12345678';
    }
    return data;
  });
  await api.saveStep(id, 'fatca', (app) => {
    const data: any = fatcaIndividualStepDefaults(app, ctx);
    for (const a of data.applicants) {
      a.typeOfAddressProvidedAtKRA ||= 'Resident';
      a.placeOfBirth ||= 'Pune';
      a.countryOfBirth ||= 'INDIA';
      a.countryOfNationality ||= 'INDIA';
    }
    return data;
  });
  await api.saveStep(id, 'nominee-details', () => ({ doNotWishToNominate: true, nominees: [] }));

  const bank = {
    ifscCode: 'SBIN0000300',
    bankAccountNumber: `5${String(Date.now()).slice(-10)}`,
    bankAccountType: 'Savings',
    bankName: 'State Bank of India',
    defaultBankAccount: true,
    isActive: true,
  };
  const verified = await api.post<Record<string, unknown>>('/onboarding/pennydropverification', {
    ...bank,
    applicationId: id,
  });
  expect(verified.pennydropVerified).toBe(true);
  await api.saveStep(id, 'bank-details', () => ({
    banks: [{ ...bank, ...verified, applicationId: undefined }],
  }));

  if (stopBefore === 'investment-payment-details') return api.detail(id);
  await api.saveStep(id, 'investment-payment-details', async () => {
    const { schemes } = await api.get<InvestmentSchemesResponse>(`/onboarding/applications/${id}/schemes`);
    const scheme = schemes.find((s) => s.fundType === fundType && s.plans.length > 0)!;
    expect(scheme, `a ${fundType} scheme with a series`).toBeTruthy();
    const plan = scheme.plans[0]!;
    const data: any = onSeriesChange({ schemeId: scheme.id } as any, plan as any, fundType);
    data.setupFeeTDS ??= 0;
    data.modeOfPayment = 'neft';
    data.neftCode = 'NEFT123456';
    data.paymentRefNo = '';
    data.ddNo = '';
    data.groupName = '';
    if (!data.drawDownDate && fundType !== 'msar') data.drawDownDate = drawdownDate();
    return data;
  });

  const master = await api.getRaw<RequiredDocumentMaster>('/mdms/required_document_master.json');
  return api.saveStep(id, 'document-details', async (app) => {
    const data: any = documentStepDefaults(
      app as any,
      { ...ctx, applicationType: 'individual', master } as any,
    );
    for (const group of [
      ...data.applicants.map((a: any) => a.documents),
      ...data.nominees.map((n: any) => n.nomineedocuments),
    ]) {
      for (const entry of group) {
        if (!entry.required || entry.file) continue;
        const file = await api.upload(entry.documentType);
        entry.documentId = file.id;
        entry.file = { id: file.id, name: file.name };
        entry.documentName = entry.options?.[0] ?? entry.documentName ?? null;
      }
    }
    data.documentDeclaration = true;
    // A POA application is sent only with its POA holder (0-product-decisions §10).
    if (app.hasPOA)
      data.poaHolders = [
        {
          name: 'Vikram Holder',
          pan: individualPan(),
          countryNameAndCode: 'India: +91',
          countryCode: '+91',
          mobile: randomMobile(),
          email: randomEmail('poa-holder'),
        },
      ];
    return data;
  });
}

/**
 * The newest outbox message to `to` whose body matches, delivered after `since`; polls, since messages go
 * out after the answer.
 */
export async function readOutbox(
  request: APIRequestContext,
  to: string,
  match: RegExp,
  since = 0,
): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const messages = (await res.json()) as OutboxMessage[];
        for (const m of messages) {
          if (Date.parse(m.createdAt) < since) continue;
          found = m.body.match(match);
          if (found) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The current page at 1280 px and at 390 px, full height, into SHOTS. */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await checkA11y(page);
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(size);
  await page.waitForTimeout(200);
}
