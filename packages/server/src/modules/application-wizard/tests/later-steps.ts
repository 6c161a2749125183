/**
 * Fixtures of the tests of steps 6-9 (not a test file): applications straight in the tables, the step
 * forms' values (nominee, bank, investment on the demo series, the required documents), the penny drop.
 */
import { eq } from 'drizzle-orm';
import { applicantAddresses, applicants, applications, files, plans, schemes } from '../../../db/schema';
import { bearer } from '../../../testing/app';
import { NOW, app, db, load, save, setupWizardApp, t, uid } from './setup';

/** The file's database and app, with the staff these tests act as, and the demo series. */
export function setupLaterSteps(): void {
  setupWizardApp(['rm', 'distributor', 'amcapprover', 'poaapprover'], async () => {
    const rows = await db.db
      .select({ id: plans.id, schemeId: plans.schemeId, code: plans.planCode })
      .from(plans)
      .innerJoin(schemes, eq(schemes.id, plans.schemeId));
    seriesA = rows.find((r) => r.code === 'DGF1-A')!;
    seriesB = rows.find((r) => r.code === 'DGF1-B')!;
    msarPlan = rows.find((r) => r.code === 'DMO1-A')!;
  });
}

let seq = 0;
const nextMobile = () => `96${String(++seq).padStart(8, '0')}`;
/** Series A and B of the demo domestic fund, and a series of the demo msar fund (set by `setupLaterSteps`). */
export let seriesB: { id: string; schemeId: string };
export let seriesA: { id: string; schemeId: string };
export let msarPlan: { id: string; schemeId: string };

export async function addApplication(
  values: Partial<typeof applications.$inferInsert> = {},
  people = 1,
): Promise<{ id: string; mobiles: string[]; applicantIds: string[] }> {
  const [row] = await db.db
    .insert(applications)
    .values({
      applicant1ReferenceId: crypto.randomUUID(),
      applicationType: 'individual',
      createdBy: uid.rm,
      rmId: uid.rm,
      modeOfHolding: people > 1 ? 'joint' : 'single',
      // Steps 1-5 saved (the applicants below are filled): step 6 is the next one. A test of a later step
      // says which steps are saved, as the counter only lets the saved steps and the next be saved.
      currentStep: 5,
      // Created on the tests' clock day, so the fixtures' drawdown date lies within its year.
      createdAt: NOW,
      ...values,
    })
    .returning();
  const mobiles: string[] = [];
  const applicantIds: string[] = [];
  for (let i = 0; i < people; i++) {
    const mobile = nextMobile();
    mobiles.push(mobile);
    const [a] = await db.db
      .insert(applicants)
      .values({
        applicationId: row!.id,
        applicantType: i + 1,
        referenceId: crypto.randomUUID(),
        name: `Applicant ${'ABC'[i]}`,
        panNo: `ABCP${'XYZ'[i]}${String(2000 + seq).slice(-4)}K`,
        dateOfBirth: '1985-05-05',
        email: `a${i}@example.com`,
        mobile,
        residentialStatus: 'Individual',
        dataFetchedFromKra: true,
        amlCheck: true,
        details: { gender: 'Male' },
      })
      .returning();
    applicantIds.push(a!.id);
    for (const type of ['correspondence', 'permanent'] as const)
      await db.db.insert(applicantAddresses).values({
        applicantId: a!.id,
        addressType: type,
        address1: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'INDIA',
        pincode: '411001',
        fetchedFromKra: true,
      });
  }
  return { id: row!.id, mobiles, applicantIds };
}

export async function saveStep(id: string, step: string, data: Record<string, unknown>, token = t.rm!) {
  const detail = await load(id, token);
  return save(id, token, { step, version: detail.version, data });
}

export const pennyDrop = (body: Record<string, unknown>, token = t.rm!) =>
  app.inject({
    method: 'POST',
    url: '/api/onboarding/pennydropverification',
    headers: bearer(token),
    payload: body,
  });

export const nominee = (over: Record<string, unknown> = {}) => ({
  nomineeName: 'Asha Rao',
  Relationship: 'Spouse',
  nomineeRelationship: '',
  dateOfBirth: '1988-02-02',
  nomineePercentage: 100,
  nomineePan: '',
  isActive: true,
  ...over,
});

export const bank = (over: Record<string, unknown> = {}) => ({
  ifscCode: 'SBIN0000300',
  bankAccountNumber: '123456789012',
  bankAccountType: 'Savings',
  bankName: 'State Bank of India',
  bankBranch: 'Mumbai',
  defaultBankAccount: true,
  isActive: true,
  pennydropCheck: true,
  pennydropVerified: true,
  ...over,
});

/** The investment step's values on a series (the demo series: face 100, premium 5 %, 100,000 units, setup fee 1.5 %). */
export const investmentOn = (
  series: { id: string; schemeId: string },
  over: Record<string, unknown> = {},
) => ({
  schemeId: series.schemeId,
  planId: series.id,
  setupFeeType: 'yes',
  setupFeePercentage: 1.5,
  setupFeeTDS: 0,
  faceValue: 100,
  premiumPercentage: 5,
  noOfUnits: 100000,
  drawDownDate: '2026-07-06',
  groupInvestment: false,
  lowerTheUnits: false,
  groupName: '',
  modeOfPayment: 'neft',
  neftCode: 'NEFT123456',
  paymentRefNo: '',
  ddNo: '',
  ...over,
});

/** Series B of the demo domestic fund: face 100, premium 5 %, 100,000 units, setup fee 1.5 %. */
export const investment = (over: Record<string, unknown> = {}) => investmentOn(seriesB, over);

export async function addFile(
  uploaderId = uid.rm!,
  kind: 'staff' | 'investor' = 'staff',
  name = 'proof.pdf',
  stored: { mimeType?: string; sizeBytes?: number; documentType?: string } = {},
) {
  const [f] = await db.db
    .insert(files)
    .values({
      storageKey: `test/${crypto.randomUUID()}`,
      name,
      // The type the upload detected, as its name says (a signature or photograph is an image).
      mimeType: name.endsWith('.png') ? 'image/png' : 'application/pdf',
      sizeBytes: 10,
      ...stored,
      uploaderKind: kind,
      uploaderId,
    })
    .returning();
  return f!.id;
}

/** The four documents every individual applicant needs (PAN, address proof, signature, photograph). */
export async function requiredDocs(applicantId: string, uploader = uid.rm!) {
  return {
    applicantId,
    documents: [
      { documentType: 'pan', documentId: await addFile(uploader) },
      { documentType: 'address_proof', documentName: 'Aadhaar Card', documentId: await addFile(uploader) },
      { documentType: 'investorSignature', documentId: await addFile(uploader, 'staff', 'sign.png') },
      { documentType: 'investorPhotograph', documentId: await addFile(uploader, 'staff', 'photo.png') },
    ],
  };
}
