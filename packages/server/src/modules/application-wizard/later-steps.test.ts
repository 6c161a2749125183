/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the step forms' values freely, as a user would. */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  MESSAGES,
  WIZARD_API_MESSAGES,
  deriveInvestment,
  type ApplicationDetail,
  type Role,
} from '@aif/contracts';
import {
  applicantAddresses,
  applicantDocuments,
  applicants,
  applications,
  auditTrail,
  bankVerifications,
  distributorPlans,
  files,
  nominees,
  plans,
  schemes,
  users,
} from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { STAFF_PHONE, bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { toMobileNumber } from '../../lib/phone';

const NOW = new Date('2026-06-15T06:00:00Z');
let db: TestDatabase;
let app: FastifyInstance;
const t: Partial<Record<Role, string>> = {};
const uid: Record<string, string> = {};
let seq = 0;
const nextMobile = () => `96${String(++seq).padStart(8, '0')}`;
let seriesB: { id: string; schemeId: string };
let seriesA: { id: string; schemeId: string };
let msarPlan: { id: string; schemeId: string };

async function addApplication(
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

const investorToken = async (mobile: string) =>
  (await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', mobile) })).token;

const get = (id: string, token: string) =>
  app.inject({ method: 'GET', url: `/api/onboarding/applications/${id}`, headers: bearer(token) });

async function load(id: string, token = t.rm!): Promise<ApplicationDetail> {
  const res = await get(id, token);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const save = (id: string, token: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/onboarding/applications/${id}/update`,
    headers: bearer(token),
    payload: { saveType: 'saveAndProceed', ...payload },
  });

async function saveStep(id: string, step: string, data: Record<string, unknown>, token = t.rm!) {
  const detail = await load(id, token);
  return save(id, token, { step, version: detail.version, data });
}

const pennyDrop = (body: Record<string, unknown>, token = t.rm!) =>
  app.inject({
    method: 'POST',
    url: '/api/onboarding/pennydropverification',
    headers: bearer(token),
    payload: body,
  });

const nominee = (over: Record<string, unknown> = {}) => ({
  nomineeName: 'Asha Rao',
  Relationship: 'Spouse',
  nomineeRelationship: '',
  dateOfBirth: '1988-02-02',
  nomineePercentage: 100,
  nomineePan: '',
  isActive: true,
  ...over,
});

const bank = (over: Record<string, unknown> = {}) => ({
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

/** Series B of the demo domestic fund: face 100, premium 5 %, 100,000 units, setup fee 1.5 %. */
const investment = (over: Record<string, unknown> = {}) => ({
  schemeId: seriesB.schemeId,
  planId: seriesB.id,
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

async function addFile(uploaderId = uid.rm!, kind: 'staff' | 'investor' = 'staff', name = 'proof.pdf') {
  const [f] = await db.db
    .insert(files)
    .values({
      storageKey: `test/${crypto.randomUUID()}`,
      name,
      mimeType: 'application/pdf',
      sizeBytes: 10,
      uploaderKind: kind,
      uploaderId,
    })
    .returning();
  return f!.id;
}

/** The four documents every individual applicant needs (PAN, address proof, signature, photograph). */
async function requiredDocs(applicantId: string, uploader = uid.rm!) {
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

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: () => NOW });
  for (const role of ['rm', 'distributor', 'amcapprover', 'poaapprover'] as const) {
    t[role] = await tokenFor(app, role);
    const [u] = await db.db
      .select()
      .from(users)
      .where(and(eq(users.role, role), eq(users.phone, STAFF_PHONE[role])));
    uid[role] = u!.id;
  }
  const rows = await db.db
    .select({ id: plans.id, schemeId: plans.schemeId, code: plans.planCode })
    .from(plans)
    .innerJoin(schemes, eq(schemes.id, plans.schemeId));
  seriesA = rows.find((r) => r.code === 'DGF1-A')!;
  seriesB = rows.find((r) => r.code === 'DGF1-B')!;
  msarPlan = rows.find((r) => r.code === 'DMO1-A')!;
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  removeTempDirs();
});

describe('nominee-details', () => {
  it('validates through the API: total 100 %, at most 3, relationships once', async () => {
    const { id } = await addApplication();
    const total = await saveStep(id, 'nominee-details', {
      doNotWishToNominate: false,
      nominees: [nominee({ nomineePercentage: 60 }), nominee({ Relationship: 'Son', nomineePercentage: 30 })],
    });
    expect(total.statusCode).toBe(400);
    expect(total.json().errors).toContainEqual({ path: 'nominees', message: MESSAGES.nomineeTotal100 });
    const four = await saveStep(id, 'nominee-details', {
      nominees: [1, 2, 3, 4].map(() => nominee({ Relationship: 'Son', nomineePercentage: 25 })),
    });
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe('Maximum 3 nominees are allowed');
    const twice = await saveStep(id, 'nominee-details', {
      nominees: [nominee({ nomineePercentage: 50 }), nominee({ nomineePercentage: 50 })],
    });
    expect(twice.json().errors).toContainEqual({
      path: 'nominees.1.Relationship',
      message: 'Spouse can be chosen only once among nominees',
    });
  });

  it('saves nominees, returns them with ids, removes one (inactive) and sets currentStep 6', async () => {
    const { id } = await addApplication();
    const r1 = await saveStep(id, 'nominee-details', {
      doNotWishToNominate: false,
      nominees: [
        nominee({ nomineePercentage: 33.33 }),
        nominee({ Relationship: 'Others', nomineeRelationship: 'Cousin', nomineePercentage: 33.33 }),
        nominee({
          Relationship: 'Son',
          nomineePercentage: 33.34,
          dateOfBirth: '2015-01-01',
          guardianName: 'Asha Rao',
          nomineePan: 'abcpz1234k',
        }),
      ],
    });
    expect(r1.json().message).toBeUndefined();
    expect(r1.statusCode).toBe(200);
    const d1: ApplicationDetail = r1.json();
    expect(d1.currentStep).toBe(6);
    expect(d1.doNotWishToNominate).toBe(false);
    expect(d1.nominees).toHaveLength(3);
    expect(d1.nominees![1]).toMatchObject({ Relationship: 'Others', nomineeRelationship: 'Cousin' });
    expect(d1.nominees![2]).toMatchObject({ guardianName: 'Asha Rao', nomineePan: 'ABCPZ1234K' });
    expect(d1.nominees!.map((n) => n.nomineePercentage)).toEqual([33.33, 33.33, 33.34]);

    const kept = { ...d1.nominees![0]!, nomineePercentage: 100, Relationship: 'Spouse' };
    const r2 = await save(id, t.rm!, {
      step: 'nominee-details',
      version: d1.version,
      data: {
        nominees: [kept, { ...d1.nominees![1], isActive: false }, { ...d1.nominees![2], isActive: false }],
      },
    });
    expect(r2.statusCode).toBe(200);
    expect(r2.json().nominees).toHaveLength(1);
    expect(r2.json().nominees[0].id).toBe(kept.id);
    const all = await db.db.select().from(nominees).where(eq(nominees.applicationId, id));
    expect(all.filter((n) => !n.isActive)).toHaveLength(2);

    const r3 = await saveStep(id, 'nominee-details', { doNotWishToNominate: true, nominees: [] });
    expect(r3.json()).toMatchObject({ doNotWishToNominate: true, nominees: [] });
  });

  it('minor onboarding is forced to do-not-nominate', async () => {
    const { id } = await addApplication({ onboardingType: 'minor' });
    const res = await saveStep(id, 'nominee-details', { doNotWishToNominate: false, nominees: [nominee()] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ doNotWishToNominate: true, nominees: [] });
    expect(res.json().fieldLocks.nomineesReadOnly).toBe(true);
  });

  it('no half-save: an unknown nominee id refuses the whole step', async () => {
    const { id } = await addApplication();
    const res = await saveStep(id, 'nominee-details', {
      nominees: [
        nominee({ nomineePercentage: 50 }),
        nominee({ id: crypto.randomUUID(), Relationship: 'Son', nomineePercentage: 50 }),
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WIZARD_API_MESSAGES.unknownRecord);
    expect(await db.db.select().from(nominees).where(eq(nominees.applicationId, id))).toHaveLength(0);
    expect((await load(id)).version).toBe(0);
  });
});

describe('bank-details', () => {
  it('a client claiming verified without a penny drop is not verified', async () => {
    const { id } = await addApplication();
    const res = await saveStep(id, 'bank-details', { banks: [bank()] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.verifyDefaultBank);
    // A penny drop without the application is not recorded for it.
    expect((await pennyDrop(bank())).statusCode).toBe(200);
    expect((await saveStep(id, 'bank-details', { banks: [bank()] })).json().message).toBe(
      MESSAGES.verifyDefaultBank,
    );
  });

  it('takes pennydropCheck / pennydropVerified from the recorded penny drop', async () => {
    const { id } = await addApplication();
    const pd = await pennyDrop({ ...bank(), applicationId: id });
    expect(pd.statusCode).toBe(200);
    expect(pd.json()).toMatchObject({ pennydropCheck: true, pennydropVerified: true });
    const res = await saveStep(id, 'bank-details', {
      banks: [bank({ pennydropCheck: false, pennydropVerified: false })],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().currentStep).toBe(7);
    expect(res.json().banks[0]).toMatchObject({
      ifscCode: 'SBIN0000300',
      pennydropCheck: true,
      pennydropVerified: true,
      defaultBankAccount: true,
    });

    // A failed penny drop (sandbox: account ending 000) is saved as checked, not verified, whatever the client says.
    const failed = bank({ bankAccountNumber: '123456789000' });
    expect((await pennyDrop({ ...failed, applicationId: id })).json().pennydropVerified).toBe(false);
    const d = await load(id);
    const r2 = await save(id, t.rm!, {
      step: 'bank-details',
      version: d.version,
      data: { banks: [{ ...d.banks![0], isActive: false }, failed] },
    });
    expect(r2.statusCode).toBe(200);
    expect(r2.json().banks).toHaveLength(1);
    expect(r2.json().banks[0]).toMatchObject({ pennydropCheck: true, pennydropVerified: false });

    // Changing the account number needs a new penny drop.
    const r3 = await saveStep(id, 'bank-details', {
      banks: [{ ...r2.json().banks[0], bankAccountNumber: '998877665544' }],
    });
    expect(r3.json().message).toBe(MESSAGES.verifyDefaultBank);
  });

  it('refuses a penny drop for an application the caller does not see', async () => {
    const { id } = await addApplication({ createdBy: uid.amcapprover, rmId: null });
    const res = await pennyDrop({ ...bank(), applicationId: id }, t.distributor!);
    expect(res.statusCode).toBe(404);
    expect(
      await db.db.select().from(bankVerifications).where(eq(bankVerifications.applicationId, id)),
    ).toEqual([]);
  });

  it('at most 2 banks, exactly one default', async () => {
    const { id } = await addApplication();
    const three = await saveStep(id, 'bank-details', {
      banks: [
        bank(),
        bank({ bankAccountNumber: '222222222', defaultBankAccount: false }),
        bank({ bankAccountNumber: '333333333', defaultBankAccount: false }),
      ],
    });
    expect(three.statusCode).toBe(400);
    expect(three.json().message).toBe('Maximum 2 bank accounts are allowed');
    const none = await saveStep(id, 'bank-details', { banks: [bank({ defaultBankAccount: false })] });
    expect(none.json().message).toBe(MESSAGES.checkDefaultBank);
  });

  it('investor and POA approver are read-only on banks: a change is 403, the same banks pass', async () => {
    const { id, mobiles } = await addApplication();
    await pennyDrop({ ...bank(), applicationId: id });
    expect((await saveStep(id, 'bank-details', { banks: [bank()] })).statusCode).toBe(200);
    const token = await investorToken(mobiles[0]!);
    const d = await load(id, token);
    expect(d.fieldLocks).toMatchObject({ banksReadOnly: true, documentsReadOnly: true });
    const same = await save(id, token, {
      step: 'bank-details',
      version: d.version,
      data: { banks: d.banks },
    });
    expect(same.statusCode).toBe(200);
    const changed = await saveStep(
      id,
      'bank-details',
      { banks: [{ ...d.banks![0], bankBranch: 'Pune' }] },
      token,
    );
    expect(changed.statusCode).toBe(403);
    expect(changed.json().message).toBe('You are not allowed to change Bank Details');

    const poa = await addApplication({ hasPoa: true, status: 'sent_to_poa_approver' });
    const p = await saveStep(poa.id, 'bank-details', { banks: [bank()] }, t.poaapprover!);
    expect(p.statusCode).toBe(400); // not verified: the POA approver cannot run a penny drop
    expect((await pennyDrop({ ...bank(), applicationId: poa.id }, t.poaapprover!)).statusCode).toBe(403);
  });
});

describe('investment-payment-details', () => {
  it('recomputes the amounts in paise and keeps commitment_amount filled', async () => {
    const { id } = await addApplication();
    const res = await saveStep(id, 'investment-payment-details', investment());
    expect(res.json().message).toBeUndefined();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      currentStep: 8,
      schemeId: seriesB.schemeId,
      planId: seriesB.id,
      premiumValue: 5,
      perUnitValue: 105,
      commitmentAmount: 10500000,
      setupFeeAmount: 157500,
      setupFeeGST: 28350,
      totalSetupFee: 185850,
      netSetupFeeLessTDS: 185850,
      modeOfPayment: 'neft',
      neftCode: 'NEFT123456',
      drawDownDate: '2026-07-06',
      plan: { id: seriesB.id },
    });
    const [row] = await db.db.select().from(applications).where(eq(applications.id, id));
    expect(row!.commitmentAmount).toBe('10500000.00');

    // Half up to the paisa at each step: premium 5 % of 33.35 = 1.6675 -> 1.67 per unit, then x units.
    const odd = await saveStep(
      id,
      'investment-payment-details',
      investment({ faceValue: '33.35', noOfUnits: 300001, setupFeeTDS: '0.5' }),
    );
    expect(odd.statusCode).toBe(200);
    const expected = deriveInvestment(
      {
        faceValue: '33.35',
        premiumPercentage: 5,
        noOfUnits: 300001,
        setupFeeType: 'yes',
        setupFeePercentage: 1.5,
        setupFeeTDS: '0.5',
      },
      'domestic',
    )!;
    expect(expected.premiumValue).toBe(1.67);
    expect(odd.json()).toMatchObject({
      premiumValue: 1.67,
      perUnitValue: 35.02,
      commitmentAmount: expected.commitmentAmount,
      setupFeeAmount: expected.setupFeeAmount,
      setupFeeGST: expected.setupFeeGST,
      netSetupFeeLessTDS: expected.netSetupFeeLessTDS,
    });
    expect(expected.commitmentAmount).toBe(10506035.02);
  });

  it('refuses a derived amount that disagrees with the server (400 naming the computed value)', async () => {
    const { id } = await addApplication();
    const res = await saveStep(
      id,
      'investment-payment-details',
      investment({ commitmentAmount: 10000000, setupFeeGST: '28,350.00' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        path: 'commitmentAmount',
        message: WIZARD_API_MESSAGES.amountMismatch('Commitment Amount', '10500000.00'),
      },
    ]);
    expect((await load(id)).commitmentAmount).toBeNull();
  });

  it.each([
    [{ noOfUnits: 10 }, 'No of units should be greater than or equal to 100000'],
    [{ planId: '' }, 'Series is required'],
    [{ drawDownDate: '2026-07-05' }, 'Sundays are not allowed'],
    [{ modeOfPayment: 'cash' }, 'Invalid value for mode of payment'],
  ])('validation %o: %s', async (over, message) => {
    const { id } = await addApplication();
    const res = await saveStep(id, 'investment-payment-details', investment(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: any) => e.message)).toContain(message);
  });

  it('the series must belong to the scheme and be offered by the distributor', async () => {
    const { id } = await addApplication();
    const wrong = await saveStep(id, 'investment-payment-details', investment({ planId: msarPlan.id }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WIZARD_API_MESSAGES.planNotAvailable);

    const [d] = await db.db
      .insert(users)
      .values({ role: 'distributor', name: 'Mapped Distributor', phone: '9222222201', rmId: uid.rm })
      .returning();
    await db.db.insert(distributorPlans).values({ distributorId: d!.id, planId: seriesA.id });
    const mapped = await addApplication({ distributorId: d!.id });
    const refused = await saveStep(mapped.id, 'investment-payment-details', investment());
    expect(refused.json().message).toBe(WIZARD_API_MESSAGES.planNotAvailable);

    const list = await app.inject({
      method: 'GET',
      url: `/api/onboarding/applications/${mapped.id}/schemes`,
      headers: bearer(t.rm!),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().schemes).toHaveLength(1);
    expect(list.json().schemes[0].plans.map((p: any) => p.id)).toEqual([seriesA.id]);
    const all = await app.inject({
      method: 'GET',
      url: `/api/onboarding/applications/${id}/schemes`,
      headers: bearer(t.rm!),
    });
    expect(all.json().schemes.flatMap((s: any) => s.plans)).toHaveLength(3);
    expect(all.json().schemes.find((s: any) => s.id === seriesB.schemeId)).toMatchObject({
      fundType: 'domestic',
    });
  });

  it('investor and POA approver cannot change the series, units or payment; unchanged values pass', async () => {
    const { id, mobiles } = await addApplication();
    expect((await saveStep(id, 'investment-payment-details', investment())).statusCode).toBe(200);
    const token = await investorToken(mobiles[0]!);
    const units = await saveStep(id, 'investment-payment-details', investment({ noOfUnits: 200000 }), token);
    expect(units.statusCode).toBe(403);
    expect(units.json().message).toBe('You are not allowed to change No of Units');
    const pay = await saveStep(
      id,
      'investment-payment-details',
      investment({ neftCode: 'NEFT999999' }),
      token,
    );
    expect(pay.json().message).toBe('You are not allowed to change NEFT Code');
    const same = await saveStep(
      id,
      'investment-payment-details',
      investment({ drawDownDate: '06/07/2026', commitmentAmount: '1,05,00,000' }),
      token,
    );
    expect(same.json().message).toBeUndefined();
    expect(same.statusCode).toBe(200);
    expect((await load(id, token)).fieldLocks.investmentLockedFields).toContain('planId');
  });
});

describe('document-details', () => {
  it('marks required documents and refuses a missing upload with "Please upload {name}"', async () => {
    const { id, applicantIds } = await addApplication();
    const docs = await requiredDocs(applicantIds[0]!);
    const missing = await saveStep(id, 'document-details', {
      applicants: [
        { ...docs, documents: docs.documents.filter((d) => d.documentType !== 'investorPhotograph') },
      ],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please upload Investor Photograph');

    const ok = await saveStep(id, 'document-details', { applicants: [docs], documentDeclaration: true });
    expect(ok.json().message).toBeUndefined();
    expect(ok.statusCode).toBe(200);
    const d: ApplicationDetail = ok.json();
    expect(d.currentStep).toBe(9);
    expect(d.documentDeclaration).toBe(true);
    const saved = d.applicants[0]!.documents!;
    expect(saved.map((x) => x.documentType).sort()).toEqual(
      ['address_proof', 'investorPhotograph', 'investorSignature', 'pan'].sort(),
    );
    const photo = saved.find((x) => x.documentType === 'investorPhotograph')!;
    expect(photo.file).toMatchObject({ name: 'photo.png', url: `/api/files/files/${photo.documentId}` });
    expect(saved.find((x) => x.documentType === 'address_proof')!.documentName).toBe('Aadhaar Card');

    // Re-saving what GET answered keeps the same rows; dropping the address proof refuses the save.
    const again = await save(id, t.rm!, {
      step: 'document-details',
      version: d.version,
      data: { applicants: [{ applicantId: applicantIds[0], documents: saved }] },
    });
    expect(again.statusCode).toBe(200);
    const rows = await db.db
      .select()
      .from(applicantDocuments)
      .where(eq(applicantDocuments.applicantId, applicantIds[0]!));
    expect(rows).toHaveLength(4);
  });

  it('a bank not verified by penny drop makes the bank account proof required', async () => {
    const { id, applicantIds } = await addApplication();
    const failed = bank({ bankAccountNumber: '123456789000' });
    await pennyDrop({ ...failed, applicationId: id });
    expect((await saveStep(id, 'bank-details', { banks: [failed] })).statusCode).toBe(200);
    const docs = await requiredDocs(applicantIds[0]!);
    const res = await saveStep(id, 'document-details', { applicants: [docs] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload Bank Account Proof');
  });

  it('attaches only files the caller uploaded (or already on the application); the client file name is ignored', async () => {
    const { id, applicantIds } = await addApplication();
    const docs = await requiredDocs(applicantIds[0]!);
    const foreign = await addFile(uid.distributor!);
    const res = await saveStep(id, 'document-details', {
      applicants: [
        { ...docs, documents: [...docs.documents.slice(1), { documentType: 'pan', documentId: foreign }] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WIZARD_API_MESSAGES.fileNotAttachable);
    const fake = await saveStep(id, 'document-details', {
      applicants: [
        {
          ...docs,
          documents: [...docs.documents.slice(1), { documentType: 'pan', file: { name: 'made-up.pdf' } }],
        },
      ],
    });
    expect(fake.json().message).toBe('Please upload PAN');
  });

  it('the investor is read-only on documents; nominee documents are saved per nominee', async () => {
    const { id, mobiles, applicantIds } = await addApplication();
    const n = await saveStep(id, 'nominee-details', {
      nominees: [nominee({ Relationship: 'Son', dateOfBirth: '2015-01-01', guardianName: 'Asha Rao' })],
    });
    const nomineeId = n.json().nominees[0].id;
    const docs = await requiredDocs(applicantIds[0]!);
    const noGuardian = await saveStep(id, 'document-details', {
      applicants: [docs],
      nominees: [{ nomineeId }],
    });
    expect(noGuardian.json().message).toBe('Please Select Guardian ID Proof');
    const ok = await saveStep(id, 'document-details', {
      applicants: [docs],
      nominees: [
        {
          nomineeId,
          nomineedocuments: [
            { documentType: 'guardian_id_proof', documentName: 'PAN', documentId: await addFile() },
          ],
        },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().nominees[0].nomineedocuments[0]).toMatchObject({
      documentType: 'guardian_id_proof',
      documentName: 'PAN',
      file: { name: 'proof.pdf' },
    });

    const token = await investorToken(mobiles[0]!);
    const d = await load(id, token);
    // Save For Later: "Save Application" (save and proceed) on a draft would submit it.
    const keep = await save(id, token, {
      step: 'document-details',
      saveType: 'saveForLater',
      version: d.version,
      data: {
        applicants: d.applicants.map((a) => ({ applicantId: a.id, documents: a.documents })),
        nominees: d.nominees!.map((x) => ({ nomineeId: x.id, nomineedocuments: x.nomineedocuments })),
      },
    });
    expect(keep.json().message).toBeUndefined();
    expect(keep.statusCode).toBe(200);
    const drop = await saveStep(
      id,
      'document-details',
      {
        applicants: d.applicants.map((a) => ({
          applicantId: a.id,
          documents: a.documents!.map((x) =>
            x.documentType === 'address_proof' ? { ...x, documentName: 'Passport' } : x,
          ),
        })),
        nominees: d.nominees!.map((x) => ({ nomineeId: x.id, nomineedocuments: x.nomineedocuments })),
      },
      token,
    );
    expect(drop.statusCode).toBe(403);
    expect(drop.json().message).toBe('You are not allowed to change Documents');
  });
});

describe('the whole flow', () => {
  it('currentStep rises monotonically to 9; a stale version is 409 and saves nothing; status on save is audited', async () => {
    const { id, applicantIds } = await addApplication({ status: 'sent_to_applicant1' });
    const steps: [string, Record<string, unknown>][] = [
      ['nominee-details', { nominees: [nominee()] }],
      ['bank-details', { banks: [bank()] }],
      ['investment-payment-details', investment()],
      ['document-details', { applicants: [await requiredDocs(applicantIds[0]!)] }],
    ];
    await pennyDrop({ ...bank(), applicationId: id });
    const seen: number[] = [];
    for (const [step, data] of steps) {
      const res = await saveStep(id, step, data);
      expect(res.json().message).toBeUndefined();
      seen.push(res.json().currentStep);
    }
    expect(seen).toEqual([6, 7, 8, 9]);
    const back = await saveStep(id, 'nominee-details', { nominees: [nominee()] });
    expect(back.json()).toMatchObject({ currentStep: 9, status: 'sent_to_amc_approver' });
    const audits = await db.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entityId, id), eq(auditTrail.action, 'status_change')));
    expect(audits.map((a) => a.reason)).toContain('wizard save (nominee-details)');

    const d = await load(id);
    const stale = await save(id, t.rm!, {
      step: 'bank-details',
      version: d.version - 1,
      data: { banks: [{ ...d.banks![0], bankBranch: 'Changed' }] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(WIZARD_API_MESSAGES.stale);
    expect((await load(id)).banks![0]!.bankBranch).toBe('Mumbai');
  });
});

describe("the investor's Save Application", () => {
  /** A draft the AIF admin prepared (every step saved) and sent to the investor. */
  async function preparedDraft() {
    const { id, mobiles, applicantIds } = await addApplication({ status: 'draft', currentStep: 8 });
    const docs = await saveStep(id, 'document-details', {
      applicants: [await requiredDocs(applicantIds[0]!)],
      documentDeclaration: true,
    });
    expect(docs.json()).toMatchObject({ currentStep: 9, status: 'draft' });
    return { id, token: await investorToken(mobiles[0]!) };
  }

  /** The document step as the investor's wizard sends it: what GET answered, unchanged. */
  async function investorSave(id: string, token: string, saveType: string, step = 'document-details') {
    const d = await load(id, token);
    const data =
      step === 'document-details'
        ? {
            applicants: d.applicants.map((a) => ({ applicantId: a.id, documents: a.documents })),
            documentDeclaration: d.documentDeclaration,
          }
        : { doNotWishToNominate: true, nominees: [] };
    return save(id, token, { step, saveType, version: d.version, data });
  }

  it('on the last step submits the draft to the AIF approver, audited; save for later or another step does not', async () => {
    const { id, token } = await preparedDraft();
    const later = await investorSave(id, token, 'saveForLater');
    expect(later.json().message).toBeUndefined();
    expect(later.json().status).toBe('draft');
    const nominee = await investorSave(id, token, 'saveAndProceed', 'nominee-details');
    expect(nominee.json().status).toBe('draft');

    const submitted = await investorSave(id, token, 'saveAndProceed');
    expect(submitted.json().message).toBeUndefined();
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().status).toBe('sent_to_amc_approver');
    const audits = await db.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entityId, id), eq(auditTrail.action, 'status_change')));
    expect(audits).toContainEqual(
      expect.objectContaining({
        actorRole: 'investor',
        fromValue: 'draft',
        toValue: 'sent_to_amc_approver',
        reason: 'investor submit (Save Application)',
      }),
    );

    // Submitted: the investor no longer edits it.
    const again = await investorSave(id, token, 'saveAndProceed');
    expect(again.statusCode).toBe(409);
  });

  it('staff saving the last step of a draft leave it a draft', async () => {
    const { id } = await preparedDraft();
    const d = await load(id);
    const res = await save(id, t.rm!, {
      step: 'document-details',
      version: d.version,
      data: { applicants: d.applicants.map((a) => ({ applicantId: a.id, documents: a.documents })) },
    });
    expect(res.json().status).toBe('draft');
  });
});
