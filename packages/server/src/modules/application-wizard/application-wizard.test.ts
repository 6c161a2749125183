/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the step forms' values freely, as a user would. */
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  MESSAGES,
  WIZARD_API_MESSAGES,
  additionalKycStepDefaults,
  contactStepDefaults,
  contributorStepDefaults,
  fatcaIndividualStepDefaults,
  type ApplicationDetail,
  type Role,
} from '@aif/contracts';
import {
  applicantAddresses,
  applicants,
  applications,
  auditTrail,
  distributorPlans,
  plans,
  schemes,
  users,
} from '../../db/schema';
import { DEMO_COMPANY_DISTRIBUTOR } from '../../db/seed';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { STAFF_PHONE, bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { toMobileNumber } from '../../lib/phone';

const NOW = new Date('2026-06-15T06:00:00Z');
let db: TestDatabase;
let app: FastifyInstance;
const t: Partial<Record<Role | 'otherRm' | 'companyDistributor', string>> = {};
const uid: Record<string, string> = {};
let mobileSeq = 0;

const nextMobile = () => `97${String(++mobileSeq).padStart(8, '0')}`;

interface ApplicantSeed {
  name?: string;
  pan?: string;
  kra?: boolean;
  mobile?: string;
  status?: string;
  addresses?: { type: 'correspondence' | 'permanent' | 'overseas'; kra?: boolean }[];
}

const DETAILS = {
  namePrefix: 'Mr.',
  gender: 'Male',
  fatherOrSpouseName: 'Anil Kumar',
  nationality: 'INDIAN',
  relationShipWithFirstApplicant: 'Brother',
  occupationDetails: 'BUSINESS',
  politicallyExposedPersonStatus: 'Not Applicable',
  typeOfAddressProvidedAtKRA: 'Resident',
  placeOfBirth: 'Pune',
  countryOfBirth: 'India',
  countryOfNationality: 'India',
};

async function addApplication(
  values: Partial<typeof applications.$inferInsert> = {},
  people: ApplicantSeed[] = [
    { kra: true, addresses: [{ type: 'correspondence' }, { type: 'permanent', kra: true }] },
  ],
) {
  const [row] = await db.db
    .insert(applications)
    .values({
      applicant1ReferenceId: crypto.randomUUID(),
      applicationType: 'individual',
      createdBy: uid.rm,
      rmId: uid.rm,
      modeOfHolding: people.length > 1 ? 'joint' : 'single',
      ...values,
    })
    .returning();
  const mobiles: string[] = [];
  for (const [i, p] of people.entries()) {
    const mobile = p.mobile ?? nextMobile();
    mobiles.push(mobile);
    const name = p.name ?? `Applicant ${'ABC'[i]}`;
    const [a] = await db.db
      .insert(applicants)
      .values({
        applicationId: row!.id,
        applicantType: i + 1,
        referenceId: crypto.randomUUID(),
        name,
        panNo: p.pan ?? `ABCP${'XYZ'[i]}${String(1000 + mobileSeq).slice(-4)}K`,
        dateOfBirth: '1985-05-05',
        email: `a${i}@example.com`,
        mobile,
        residentialStatus: p.status ?? 'Individual',
        dataFetchedFromKra: p.kra ?? false,
        kraData: p.kra
          ? ({
              panNumber: 'X',
              name,
              dateOfBirth: '1985-05-05',
              addresses: [],
              dataFetchedFromKRA: true,
            } as never)
          : null,
        details: DETAILS,
      })
      .returning();
    for (const addr of p.addresses ?? [{ type: 'correspondence' }, { type: 'permanent' }]) {
      await db.db.insert(applicantAddresses).values({
        applicantId: a!.id,
        addressType: addr.type,
        address1: '12 MG Road',
        address2: 'Camp',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'INDIA',
        pincode: '411001',
        fetchedFromKra: addr.kra ?? false,
      });
    }
  }
  return { id: row!.id, mobiles };
}

async function investorToken(mobile: string) {
  return (await app.sessions.issue({ kind: 'investor', number: toMobileNumber('+91', mobile) })).token;
}

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

const ctx = (role: Role) => ({
  role,
  onboardingType: 'normal' as const,
  fundType: null,
  applicationCreatedAt: NOW,
});

/** The step's form values as the wizard would build them from GET, changed by `edit`. */
function stepData(step: string, detail: ApplicationDetail, role: Role, edit?: (d: any) => void) {
  const data: any =
    step === 'contributor-details'
      ? contributorStepDefaults(detail, ctx(role))
      : step === 'contact-details'
        ? contactStepDefaults(detail)
        : step === 'additional-KYC-details'
          ? additionalKycStepDefaults(detail, ctx(role))
          : step === 'fatca'
            ? fatcaIndividualStepDefaults(detail, ctx(role))
            : {
                loginType: detail.loginType,
                distributorId: detail.distributor_id ?? '',
                subdistributorId: detail.subdistributorId ?? '',
              };
  if (step === 'additional-KYC-details') for (const a of data.applicants) a.dlclId = '';
  edit?.(data);
  return data;
}

async function saveStep(
  id: string,
  step: string,
  role: Role,
  edit?: (d: any) => void,
  token = t[role]!,
  extra = {},
) {
  const detail = await load(id, token);
  return save(id, token, {
    step,
    version: detail.version,
    data: stepData(step, detail, role, edit),
    ...extra,
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db, { clock: () => NOW });
  for (const role of [
    'amcadmin',
    'rm',
    'distributor',
    'subdistributor',
    'amcapprover',
    'poaapprover',
  ] as const) {
    t[role] = await tokenFor(app, role);
    const [u] = await db.db
      .select()
      .from(users)
      .where(and(eq(users.role, role), eq(users.phone, STAFF_PHONE[role])));
    uid[role] = u!.id;
  }
  const [company] = await db.db.select().from(users).where(eq(users.phone, DEMO_COMPANY_DISTRIBUTOR.phone));
  uid.companyDistributor = company!.id;
  const [other] = await db.db
    .insert(users)
    .values({ role: 'rm', name: 'Other RM', phone: '9111111111' })
    .returning();
  uid.otherRm = other!.id;
  t.otherRm = (
    await app.sessions.issue({
      kind: 'staff',
      userId: other!.id,
      number: toMobileNumber('+91', '9111111111'),
    })
  ).token;
  const [otherDistributor] = await db.db
    .insert(users)
    .values({ role: 'distributor', name: 'Other Distributor', phone: '9111111112', rmId: other!.id })
    .returning();
  uid.otherDistributor = otherDistributor!.id;
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  removeTempDirs();
});

describe('GET /api/onboarding/applications/:id', () => {
  it('answers the whole application with its version and the caller’s locks', async () => {
    const { id } = await addApplication();
    const d = await load(id);
    expect(d).toMatchObject({ id, version: 0, status: 'draft', currentStep: 0, modeOfHolding: 'single' });
    expect(d.applicants).toHaveLength(1);
    expect(d.applicants[0]).toMatchObject({
      applicant_type: '1',
      gender: 'Male',
      status: 'Individual',
      dataFetchedFromKRA: true,
    });
    expect(d.applicants[0]!.addresses?.map((a) => a.address_type).sort()).toEqual([
      'correspondence',
      'permanent',
    ]);
    expect(d.rm?.id).toBe(uid.rm);
    expect(d.fieldLocks.applicants[0]!.fields).toContain('name');
    expect(d.fieldLocks.applicants[0]!.addresses).toEqual(['permanent']);
  });

  it('shows the registry gender and father/spouse name until a step saves its own, so locked fields are filled', async () => {
    const { id } = await addApplication();
    const { gender: _g, fatherOrSpouseName: _f, ...rest } = DETAILS;
    const [first] = await db.db.select().from(applicants).where(eq(applicants.applicationId, id));
    // As onboarding creates it: the KRA record carries these fields, the step details do not yet.
    await db.db
      .update(applicants)
      .set({
        details: rest,
        kraData: {
          ...(first!.kraData as object),
          gender: 'Female',
          fatherOrSpouseName: 'Ramesh Rao',
        } as never,
      })
      .where(eq(applicants.id, first!.id));
    const detail = await load(id);
    expect(detail.applicants[0]).toMatchObject({ gender: 'Female', fatherOrSpouseName: 'Ramesh Rao' });
    expect(detail.fieldLocks!.applicants[0]!.fields).toContain('gender');
    const saved = await saveStep(id, 'contributor-details', 'rm');
    expect(saved.statusCode).toBe(200);
    const changed = await saveStep(id, 'contributor-details', 'rm', (d) => {
      d.applicants[0].gender = 'Male';
    });
    expect(changed.statusCode).toBe(403);
  });

  it('an applicant whose status was never set reads as resident, so a role with the status locked can save', async () => {
    const { id } = await addApplication({ status: 'sent_to_poa_approver', hasPoa: true }, [
      { kra: true, status: '', addresses: [{ type: 'correspondence' }, { type: 'permanent', kra: true }] },
    ]);
    const detail = await load(id, t.poaapprover!);
    expect(detail.applicants[0]!.status).toBe('Individual');
    expect(detail.fieldLocks!.applicants[0]!.fields).toContain('status');
    const saved = await saveStep(id, 'contributor-details', 'poaapprover');
    expect(saved.statusCode).toBe(200);
  });

  it('404 for unknown, malformed and invisible ids', async () => {
    const { id } = await addApplication();
    expect((await get(crypto.randomUUID(), t.rm!)).statusCode).toBe(404);
    expect((await get('not-a-uuid', t.rm!)).statusCode).toBe(404);
    const res = await get(id, t.otherRm!);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Application not found');
    expect((await get(id, t.subdistributor!)).statusCode).toBe(404);
    expect((await get(id, t.poaapprover!)).statusCode).toBe(404);
    expect((await get(id, t.amcapprover!)).statusCode).toBe(200);
  });

  it('an investor sees only applications with their mobile, without distributor and AML details', async () => {
    const { id, mobiles } = await addApplication({ distributorId: uid.distributor });
    const other = await addApplication();
    const token = await investorToken(mobiles[0]!);
    const d = await load(id, token);
    expect(d.distributor).toBeNull();
    // Only the outcome, which decides whether the document step asks for the compliance document.
    expect(d.applicants[0]!.amlCheck).toBe((await load(id)).applicants[0]!.amlCheck);
    expect(d.applicants[0]!.amlComments).toBeUndefined();
    expect(d.applicants[0]!.amlCommentedRole).toBeUndefined();
    expect(d.fieldLocks.hidden).toContain('distributorDetails');
    expect((await get(other.id, token)).statusCode).toBe(404);
  });
});

describe('POST /api/onboarding/applications/:id/update', () => {
  it('validates the step with the contracts schema: 400, the first message and every error by path', async () => {
    const { id } = await addApplication({}, [{}, { mobile: undefined }]);
    const res = await saveStep(id, 'contributor-details', 'rm', (d) => {
      d.applicants[1].relationShipWithFirstApplicant = 'Others';
      d.applicants[1].jointApplicantRelation = '';
      d.applicants[1].gender = '';
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'applicants.1.gender', message: 'Gender is required' },
        { path: 'applicants.1.jointApplicantRelation', message: MESSAGES.specifyRelationship },
      ]),
    );
  });

  it.each([
    ['additional-KYC-details', (d: any) => (d.applicants[0].ckycNo = '123'), MESSAGES.ckycInvalid],
    [
      'fatca',
      (d: any) => (d.applicants[0].taxResidentOfAnyCountryOtherThanIndia = true),
      'Tax Country Name is required',
    ],
    ['contact-details', (d: any) => (d.applicants[0].email = 'x@'), MESSAGES.emailInvalid],
  ])('%s: 400 %s', async (step, edit, message) => {
    const { id } = await addApplication();
    const res = await saveStep(id, step, 'rm', edit);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a body without a version or with an unknown step', async () => {
    const { id } = await addApplication();
    expect((await save(id, t.rm!, { step: 'fatca', data: {} })).statusCode).toBe(400);
    expect((await save(id, t.rm!, { step: 'preview', version: 0, data: {} })).statusCode).toBe(400);
  });

  it('saves a step, raises currentStep and never lowers it, increments the version', async () => {
    const { id } = await addApplication();
    const r1 = await saveStep(id, 'fatca', 'rm', (d) => {
      d.applicants[0].taxResidentOfAnyCountryOtherThanIndia = true;
      d.applicants[0].taxCountryName = 'Singapore';
      d.applicants[0].taxID = 'T123';
      d.applicants[0].idType = 'TIN';
    });
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ currentStep: 5, version: 1 });
    expect(r1.json().applicants[0]).toMatchObject({ taxCountryName: 'Singapore', taxID: 'T123' });
    const r2 = await saveStep(id, 'fatca', 'rm');
    expect(r2.json().applicants[0]).toMatchObject({ taxCountryName: 'Singapore' });
    const r3 = await saveStep(
      id,
      'fatca',
      'rm',
      (d) => (d.applicants[0].taxResidentOfAnyCountryOtherThanIndia = false),
    );
    expect(r3.json().applicants[0]).toMatchObject({ taxCountryName: null, taxID: null, idType: null });
    const r4 = await saveStep(id, 'distributor-details', 'rm', (d) => (d.loginType = 'rm'));
    expect(r4.statusCode).toBe(200);
    expect(r4.json()).toMatchObject({ currentStep: 5, version: 4, loginType: 'rm' });
  });

  it('409 on a stale save, with a clear message, and nothing saved', async () => {
    const { id } = await addApplication();
    const detail = await load(id);
    const data = stepData('additional-KYC-details', detail, 'rm');
    expect((await save(id, t.rm!, { step: 'additional-KYC-details', version: 0, data })).statusCode).toBe(
      200,
    );
    data.applicants[0].occupationDetails = 'RETIRED';
    const res = await save(id, t.rm!, { step: 'additional-KYC-details', version: 0, data });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WIZARD_API_MESSAGES.stale);
    expect((await load(id)).applicants[0]!.occupationDetails).toBe('BUSINESS');
  });

  describe('status on save', () => {
    it.each([
      ['rm', { status: 'sent_to_applicant1' }, 'sent_to_amc_approver'],
      [
        'distributor',
        { status: 'sent_to_amc_approver', distributorId: 'distributor' },
        'sent_to_amc_approver',
      ],
      [
        'subdistributor',
        { status: 'sent_to_amc_approver', hasPoa: true, subdistributorId: 'subdistributor' },
        'draft',
      ],
      ['amcapprover', { status: 'sent_to_amc_approver' }, 'sent_to_amc_approver'],
      ['poaapprover', { status: 'sent_to_poa_approver', hasPoa: true }, 'sent_to_poa_approver'],
      ['amcadmin', { status: 'draft' }, 'draft'],
      ['rm', { status: 'draft' }, 'draft'],
    ] as const)('%s saving at %j -> %s, audited when it moves', async (role, values, expected) => {
      const v: Record<string, unknown> = { ...values };
      for (const k of ['distributorId', 'subdistributorId']) if (v[k]) v[k] = uid[v[k] as string];
      const { id } = await addApplication(v);
      const res = await saveStep(id, 'fatca', role);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(expected);
      const audits = await db.db
        .select()
        .from(auditTrail)
        .where(and(eq(auditTrail.entityId, id), eq(auditTrail.action, 'status_change')));
      expect(audits.map((a) => [a.fromValue, a.toValue, a.actorRole])).toEqual(
        expected === values.status ? [] : [[values.status, expected, role]],
      );
    });

    it.each([
      ['amcapprover', 'draft'],
      ['poaapprover', 'draft'],
      ['rm', 'completed'],
      ['rm', 'rejected'],
    ] as const)('409 when %s may not edit at %s', async (role, status) => {
      const { id } = await addApplication({ status, hasPoa: role === 'poaapprover' });
      const res = await save(id, t[role]!, { step: 'fatca', version: 0, data: { applicants: [] } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(WIZARD_API_MESSAGES.notEditable);
    });
  });

  describe('field locks', () => {
    it('403 on a KRA-locked change of the first applicant; unchanged locked values pass', async () => {
      const { id } = await addApplication();
      const res = await saveStep(
        id,
        'contributor-details',
        'rm',
        (d) => (d.applicants[0].name = 'Someone Else'),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You are not allowed to change Name');
      expect(
        (await saveStep(id, 'contributor-details', 'rm', (d) => (d.applicants[0].motherName = 'Sita Devi')))
          .statusCode,
      ).toBe(200);
    });

    it('403 on a KRA permanent address change; a KRA correspondence change marks it edited', async () => {
      const { id } = await addApplication({}, [
        {
          kra: true,
          addresses: [
            { type: 'correspondence', kra: true },
            { type: 'permanent', kra: true },
          ],
        },
      ]);
      const denied = await saveStep(
        id,
        'contact-details',
        'rm',
        (d) => (d.applicants[0].addresses.permanent.city = 'Mumbai'),
      );
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('You are not allowed to change Permanent Address');
      const ok = await saveStep(
        id,
        'contact-details',
        'rm',
        (d) => (d.applicants[0].addresses.correspondence.city = 'Mumbai'),
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().applicants[0].correspondenceAddressEdited).toBe(true);
    });

    it.each([
      ['additional-KYC-details', (d: any) => (d.applicants[0].ckycNo = '12345678901234'), 'CKYC Number'],
      ['fatca', (d: any) => (d.applicants[0].placeOfBirth = 'Delhi'), 'Place of Birth'],
      ['contributor-details', (d: any) => (d.applicants[0].nationality = 'AMERICAN'), 'Nationality'],
      [
        'contact-details',
        (d: any) => (d.applicants[0].addresses.permanent.city = 'Mumbai'),
        'Permanent Address',
      ],
    ])('investor: 403 on %s', async (step, edit, label) => {
      const { id, mobiles } = await addApplication({}, [{}]);
      const res = await saveStep(id, step, 'investor', edit, await investorToken(mobiles[0]!));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(`You are not allowed to change ${label}`);
    });

    it("investor changes only the first applicant's contact", async () => {
      const { id, mobiles } = await addApplication({}, [{}, {}]);
      const token = await investorToken(mobiles[0]!);
      const ok = await saveStep(
        id,
        'contact-details',
        'investor',
        (d) => (d.applicants[0].email = 'new@example.com'),
        token,
      );
      expect(ok.json().message).toBeUndefined();
      expect(ok.statusCode).toBe(200);
      expect(ok.json().applicants[0].email).toBe('new@example.com');
      const denied = await saveStep(
        id,
        'contact-details',
        'investor',
        (d) => (d.applicants[1].email = 'x@example.com'),
        token,
      );
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('You are not allowed to change Email');
      const addr = await saveStep(
        id,
        'contact-details',
        'investor',
        (d) => (d.applicants[1].addresses.correspondence.city = 'Goa'),
        token,
      );
      expect(addr.statusCode).toBe(403);
    });

    it('distributor and sub-distributor cannot change the distributor fields', async () => {
      const { id } = await addApplication({ createdBy: uid.distributor, distributorId: uid.distributor });
      const res = await saveStep(
        id,
        'distributor-details',
        'distributor',
        (d) => (d.distributorId = uid.companyDistributor),
      );
      expect(res.statusCode).toBe(403);
      expect((await saveStep(id, 'distributor-details', 'distributor')).statusCode).toBe(200);
    });
  });

  it('no half-saved application: a refused second applicant leaves the first unchanged', async () => {
    const { id, mobiles } = await addApplication({}, [{}, {}]);
    const token = await investorToken(mobiles[0]!);
    const res = await saveStep(
      id,
      'contributor-details',
      'investor',
      (d) => {
        d.applicants[0].motherName = 'Changed Mother';
        d.applicants[1].nationality = 'AMERICAN';
      },
      token,
    );
    expect(res.statusCode).toBe(403);
    const d = await load(id);
    expect(d.applicants[0]!.motherName ?? null).toBeNull();
    expect(d.version).toBe(0);
  });

  it('joint holder removal: inactive, the third becomes the second, holding mode follows', async () => {
    const { id } = await addApplication({ modeOfHolding: 'either or survivor' }, [{}, {}, {}]);
    const before = await load(id);
    const third = before.applicants[2]!.id;
    const res = await saveStep(id, 'contributor-details', 'rm', (d) => {
      d.applicants[1].isActive = false;
      d.modeOfHolding = 'either or survivor';
    });
    expect(res.statusCode).toBe(200);
    const after = res.json() as ApplicationDetail;
    expect(after.applicants.map((a) => [a.id, a.applicant_type])).toEqual([
      [before.applicants[0]!.id, '1'],
      [third, '2'],
    ]);
    expect(after.modeOfHolding).toBe('either or survivor');
    const removed = await saveStep(
      id,
      'contributor-details',
      'rm',
      (d) => (d.applicants[1].isActive = false),
    );
    expect(removed.json().modeOfHolding).toBe('single');
    const rows = await db.db.select().from(applicants).where(eq(applicants.applicationId, id));
    expect(rows.filter((r) => !r.isActive)).toHaveLength(2);
  });

  it('the investor cannot remove a joint holder or change the holding mode', async () => {
    const { id, mobiles } = await addApplication({ modeOfHolding: 'joint' }, [{}, {}]);
    const token = await investorToken(mobiles[0]!);
    expect(
      (
        await saveStep(
          id,
          'contributor-details',
          'investor',
          (d) => (d.applicants[1].isActive = false),
          token,
        )
      ).statusCode,
    ).toBe(403);
    const mode = await saveStep(
      id,
      'contributor-details',
      'investor',
      (d) => (d.modeOfHolding = 'either or survivor'),
      token,
    );
    expect(mode.statusCode).toBe(403);
    expect(mode.json().message).toBe('You are not allowed to change Mode of Holding');
  });

  it('an investor status change to NRI at sent_to_applicant1 needs the confirmation, then goes to draft', async () => {
    const { id } = await addApplication({ status: 'sent_to_applicant1' }, [
      { addresses: [{ type: 'correspondence' }, { type: 'permanent' }, { type: 'overseas' }] },
    ]);
    await db.db.execute(
      sql`update applicant_addresses set country = 'Singapore', pincode = '123456' where address_type = 'overseas'`,
    );
    const edit = (d: any) => {
      d.applicants[0].status = 'NRI';
      d.applicants[0].nationality = 'SINGAPOREAN';
    };
    const refused = await saveStep(id, 'contributor-details', 'rm', edit);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(WIZARD_API_MESSAGES.investorStatusConfirmRequired);
    const ok = await saveStep(id, 'contributor-details', 'rm', edit, t.rm!, { investorStatusChanged: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'draft' });
    expect(ok.json().applicants[0]).toMatchObject({ status: 'NRI', nationality: 'INDIAN' });
  });

  describe('distributor step', () => {
    it('rm: the distributor must be an active distributor of the rm; the sub-distributor one of its own', async () => {
      const { id } = await addApplication();
      const bad = await saveStep(id, 'distributor-details', 'rm', (d) => {
        d.loginType = 'distributor';
        d.distributorId = uid.otherDistributor;
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(WIZARD_API_MESSAGES.distributorNotMapped);
      const badSub = await saveStep(id, 'distributor-details', 'rm', (d) => {
        d.loginType = 'distributor';
        d.distributorId = uid.distributor;
        d.subdistributorId = uid.subdistributor;
      });
      expect(badSub.json().message).toBe(WIZARD_API_MESSAGES.subDistributorNotMapped);
      const ok = await saveStep(id, 'distributor-details', 'rm', (d) => {
        d.loginType = 'distributor';
        d.distributorId = uid.companyDistributor;
        d.subdistributorId = uid.subdistributor;
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        distributor_id: uid.companyDistributor,
        subdistributorId: uid.subdistributor,
        loginType: 'distributor',
      });
      const rmOwn = await saveStep(id, 'distributor-details', 'rm', (d) => (d.loginType = 'rm'));
      expect(rmOwn.json()).toMatchObject({ distributor_id: null, subdistributorId: null, loginType: 'rm' });
      const required = await saveStep(id, 'distributor-details', 'rm', (d) => (d.loginType = null));
      expect(required.statusCode).toBe(400);
      expect(required.json().message).toBe('Login Type is required');
    });

    it('resets scheme, plan and amounts when the new distributor does not offer the plan', async () => {
      const [scheme] = await db.db
        .insert(schemes)
        .values({ schemeCode: 'WZ1', schemeName: 'Wizard Fund' })
        .returning();
      const [p1, p2] = await db.db
        .insert(plans)
        .values([
          { schemeId: scheme!.id, planCode: 'WP1', planDescription: 'One' },
          { schemeId: scheme!.id, planCode: 'WP2', planDescription: 'Two' },
        ])
        .returning();
      await db.db.insert(distributorPlans).values([
        { distributorId: uid.companyDistributor!, planId: p2!.id },
        { distributorId: uid.distributor!, planId: p1!.id },
      ]);
      const { id } = await addApplication({
        schemeId: scheme!.id,
        planId: p1!.id,
        commitmentAmount: '10000000',
        distributorId: uid.distributor,
        loginType: 'distributor',
      });
      const keep = await saveStep(id, 'distributor-details', 'rm', (d) => (d.subdistributorId = ''));
      expect(keep.json()).toMatchObject({ planId: p1!.id, commitmentAmount: 10000000 });
      const res = await saveStep(
        id,
        'distributor-details',
        'rm',
        (d) => (d.distributorId = uid.companyDistributor),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ schemeId: null, planId: null, commitmentAmount: null });
    });
  });
});

describe('GET /api/onboarding/amc/distributors-of-rm', () => {
  it("lists the rm's active distributors with their sub-distributors", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/onboarding/amc/distributors-of-rm',
      headers: bearer(t.rm!),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rm.id).toBe(uid.rm);
    const company = body.distributors.find((d: { id: string }) => d.id === uid.companyDistributor);
    expect(company.subDistributors.map((s: { id: string }) => s.id)).toContain(uid.subdistributor);
    expect(body.distributors.map((d: { id: string }) => d.id)).not.toContain(uid.otherDistributor);
  });
  it('is for the rm only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/onboarding/amc/distributors-of-rm',
      headers: bearer(t.distributor!),
    });
    expect(res.statusCode).toBe(403);
  });
});
