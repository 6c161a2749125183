/* eslint-disable @typescript-eslint/no-explicit-any -- the step forms' values are built as the wizard builds them. */
/**
 * Full individual applications with three applicants (first, second and third holder) for
 * bench-wizard.ts: the application row and its applicants as a KRA fetch leaves them, then every one of
 * the nine steps saved through the API as the wizard's forms send them (their values built from GET
 * with the contracts' step defaults), the penny drop included. What is stored is complete by the send's
 * check (the bench checks it with `app.applicationWizard.checkComplete`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  MIME_PDF,
  additionalKycStepDefaults,
  contactStepDefaults,
  contributorStepDefaults,
  documentStepDefaults,
  fatcaIndividualStepDefaults,
  investmentStepDefaults,
  nomineeStepDefaults,
  onSeriesChange,
  uploadRuleFor,
  type ApplicationDetail,
  type InvestmentSchemesResponse,
  type RequiredDocumentMaster,
} from '@aif/contracts';
import type { FastifyInstance } from 'fastify';
import { applicantAddresses, applicants, applications, files } from '../src/db/schema';
import { MDMS_DIR } from '../src/modules/mdms/service';
import { KRA_APPLICANT_DETAILS } from '../src/testing/applicant-details';

const master = JSON.parse(
  readFileSync(path.join(MDMS_DIR, 'required_document_master.json'), 'utf8'),
) as RequiredDocumentMaster;

const NAMES = ['Asha Verma', 'Ravi Verma', 'Kavya Verma'];

/** A drawdown date 20 to 21 days ahead (not a Sunday): within a year of the application's creation. */
function drawDownDate(now = new Date()): string {
  const d = new Date(now.getTime() + 20 * 86_400_000);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export interface WizardFixture {
  id: string;
  /** The body of each step's save as the wizard sends it on "Save and Continue" (but `version`). */
  bodies: Record<string, Record<string, unknown>>;
}

const ctx = (createdAt: string) => ({
  role: 'rm' as const,
  onboardingType: 'normal' as const,
  fundType: 'domestic' as const,
  applicationCreatedAt: createdAt,
});

/** One full application of the rm `rmId` (its token `token`), applicants numbered from `seq`. */
export async function fullApplication(
  app: FastifyInstance,
  rmId: string,
  token: string,
  seq: number,
): Promise<WizardFixture> {
  const db = app.db;
  const headers = { authorization: `Bearer ${token}` };
  const [row] = await db
    .insert(applications)
    .values({
      applicant1ReferenceId: crypto.randomUUID(),
      applicationType: 'individual',
      createdBy: rmId,
      rmId,
      modeOfHolding: 'joint',
      currentStep: 0,
    })
    .returning();
  const id = row!.id;
  for (const [i, name] of NAMES.entries()) {
    const n = String(seq * 3 + i).padStart(4, '0');
    const [a] = await db
      .insert(applicants)
      .values({
        applicationId: id,
        applicantType: i + 1,
        referenceId: crypto.randomUUID(),
        name,
        panNo: `ABCP${'XYZ'[i]}${n}K`,
        dateOfBirth: '1985-05-05',
        email: `holder${i + 1}.${seq}@example.com`,
        mobile: `95${String(seq * 3 + i).padStart(8, '0')}`,
        residentialStatus: 'Individual',
        dataFetchedFromKra: true,
        kraData: { panNumber: 'X', name, dateOfBirth: '1985-05-05', addresses: [], dataFetchedFromKRA: true },
        details: KRA_APPLICANT_DETAILS,
      } as typeof applicants.$inferInsert)
      .returning();
    for (const type of ['correspondence', 'permanent'] as const)
      await db.insert(applicantAddresses).values({
        applicantId: a!.id,
        addressType: type,
        address1: `${12 + i} MG Road`,
        address2: 'Camp',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'INDIA',
        pincode: '411001',
        fetchedFromKra: type === 'permanent',
      });
  }

  const load = async (): Promise<ApplicationDetail> => {
    const res = await app.inject({ url: `/api/onboarding/applications/${id}`, headers });
    if (res.statusCode !== 200) throw new Error(`GET ${id}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const bodies: WizardFixture['bodies'] = {};
  const save = async (step: string, build: (d: ApplicationDetail) => any) => {
    const d = await load();
    const data = await build(d);
    const res = await app.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${id}/update`,
      headers,
      payload: { step, version: d.version, saveType: 'saveAndProceed', data },
    });
    if (res.statusCode !== 200) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
    bodies[step] = { step, saveType: 'saveAndProceed', data };
  };

  const c = ctx(row!.createdAt.toISOString());
  await save('distributor-details', () => ({ loginType: 'rm', distributorId: '', subdistributorId: '' }));
  await save('contributor-details', (d) => contributorStepDefaults(d as any, c as any));
  await save('contact-details', (d) => contactStepDefaults(d as any));
  const kyc = (d: ApplicationDetail) => {
    const data: any = additionalKycStepDefaults(d as any, c as any);
    data.applicants.forEach((a: any, i: number) =>
      Object.assign(a, { dlclId: 'nsdl', dpId: 'IN300001', clId: `1234567${i}` }),
    );
    return data;
  };
  await save('additional-KYC-details', kyc);
  await save('fatca', (d) => fatcaIndividualStepDefaults(d as any, c as any));
  await save('nominee-details', (d) => {
    const data: any = nomineeStepDefaults(d as any, { onboardingType: 'normal' });
    Object.assign(data.nominees[0], {
      nomineeName: 'Meera Verma',
      Relationship: 'Daughter',
      dateOfBirth: '2001-05-04',
      nomineePercentage: 100,
    });
    return data;
  });
  const account = {
    ifscCode: 'SBIN0000300',
    bankAccountNumber: `12345${String(seq).padStart(5, '0')}12`,
    bankAccountType: 'Savings',
    bankName: 'State Bank of India',
    bankBranch: 'Mumbai',
    defaultBankAccount: true,
    isActive: true,
  };
  const drop = await app.inject({
    method: 'POST',
    url: '/api/onboarding/pennydropverification',
    headers,
    payload: { ...account, applicationId: id },
  });
  if (!drop.json().pennydropVerified) throw new Error(`penny drop: ${drop.body}`);
  await save('bank-details', () => ({ banks: [account] }));
  await save('investment-payment-details', async (d) => {
    const res = await app.inject({ url: `/api/onboarding/applications/${id}/schemes`, headers });
    const scheme = (res.json() as InvestmentSchemesResponse).schemes.find((s) => s.fundType === 'domestic')!;
    return {
      ...investmentStepDefaults(d as any),
      ...onSeriesChange({ schemeId: scheme.id } as any, scheme.plans[0] as any, 'domestic'),
      setupFeeTDS: 0,
      modeOfPayment: 'neft',
      neftCode: 'NEFT123456',
      drawDownDate: drawDownDate(),
    };
  });
  await save('document-details', async (d) => {
    const data: any = documentStepDefaults(
      d as any,
      {
        role: 'rm',
        applicationType: 'individual',
        onboardingType: 'normal',
        today: new Date(),
        master,
      } as any,
    );
    for (const entry of data.applicants.flatMap((a: any) => a.documents)) {
      if (!entry.required) continue;
      const pdf = uploadRuleFor(entry.documentType).mimeTypes.includes(MIME_PDF);
      const [f] = await db
        .insert(files)
        .values({
          storageKey: `bench/${crypto.randomUUID()}`,
          name: `${entry.documentType}.${pdf ? 'pdf' : 'png'}`,
          mimeType: pdf ? 'application/pdf' : 'image/png',
          sizeBytes: 10,
          uploaderKind: 'staff',
          uploaderId: rmId,
        })
        .returning();
      entry.documentId = f!.id;
      entry.documentName = entry.options?.[0] ?? entry.documentName ?? null;
    }
    return data;
  });
  // A second save sends what the forms load from GET (each step's defaults), unchanged.
  const d: any = await load();
  const docCtx = {
    role: 'rm',
    applicationType: 'individual',
    onboardingType: 'normal',
    today: new Date(),
    master,
  };
  const again: Record<string, unknown> = {
    'contributor-details': contributorStepDefaults(d, c as any),
    'contact-details': contactStepDefaults(d),
    'additional-KYC-details': additionalKycStepDefaults(d, c as any),
    fatca: fatcaIndividualStepDefaults(d, c as any),
    'nominee-details': nomineeStepDefaults(d, { onboardingType: 'normal' }),
    'bank-details': { banks: (d.banks ?? []).map((b: any) => ({ ...b })) },
    'investment-payment-details': investmentStepDefaults(d),
    'document-details': documentStepDefaults(d, docCtx as any),
  };
  for (const [step, data] of Object.entries(again)) bodies[step] = { ...bodies[step], data };
  return { id, bodies };
}
