import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  applicants,
  applications,
  controllingPersons,
  entityFatca,
  files,
  signatories,
  signatoryGroups,
  ubos,
  users,
} from '../../db/schema';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../../testing/app';
import { createTestDatabase, type TestDatabase } from '../../testing/db';
import { createApplication, pdfText } from '../esign/test-helpers';

// The entity application PDF (doc 2 "Previews"): steps 7-9 written directly in the tables of migration 0024.
let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

async function entityWithSteps7to9() {
  const a = await createApplication(app.db, {
    applicationType: 'non_individual',
    applicantNames: ['Acme Industries Private Limited'],
  });
  const applicantId = a.applicants[0]!.id;
  await app.db
    .update(applicants)
    .set({ investorType: 'corporate', netWorth: '250000000.00' })
    .where(eq(applicants.id, applicantId));
  await app.db
    .update(applications)
    .set({
      uboDeclarationType: 'listed_company',
      uboDeclarationValue: 'others',
      uboDeclarationOthers: 'Dubai Financial Market',
    })
    .where(eq(applications.id, a.id));
  const [g1, g2] = await app.db
    .insert(signatoryGroups)
    .values([
      { applicationId: a.id, name: 'Directors', threshold: 2, sno: 1 },
      { applicationId: a.id, name: 'Officers', threshold: 1, sno: 2 },
    ])
    .returning();
  await app.db.insert(signatories).values([
    {
      applicationId: a.id,
      groupId: g1!.id,
      sno: 1,
      name: 'Meera Rao',
      pan: 'ABCPR1234K',
      email: 'meera@acme.example',
      designation: 'Director',
    },
    { applicationId: a.id, groupId: g1!.id, sno: 2, name: 'Ravi Shah', pan: 'ABCPS1234K', canEsign: false },
    { applicationId: a.id, groupId: g1!.id, sno: 3, name: 'Deleted Member', isActive: false },
    { applicationId: a.id, groupId: g2!.id, sno: 1, name: 'Kiran Das', pan: 'ABCPD1234K' },
  ]);
  const [staff] = await app.db.select().from(users).limit(1);
  const [proof] = await app.db
    .insert(files)
    .values({
      storageKey: `test/${a.id}`,
      name: 'usha-passport.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 10,
      uploaderKind: 'staff',
      uploaderId: staff!.id,
    })
    .returning();
  await app.db.insert(ubos).values([
    {
      applicationId: a.id,
      sno: 1,
      panNumber: 'ABCPU1234K',
      name: 'Usha Iyer',
      percentageOfBeneficialInterest: '60.50',
      cpUboCode: 'C01',
      amlCheck: false,
      amlComments: 'Name match cleared by compliance',
      amlAcknowledgement: true,
      amlCommentedRole: 'rm',
      fileId: proof!.id,
    },
    { applicationId: a.id, sno: 2, name: 'Vikram Nair', panNumber: 'ABCPV1234K', amlCheck: true },
    { applicationId: a.id, sno: 3, name: 'Removed Owner', isActive: false },
  ]);
  const [fatca] = await app.db
    .insert(entityFatca)
    .values({
      applicationId: a.id,
      applicantId,
      declarationDate: '2026-06-01',
      answers: {
        taxResidentOtherThanIndia: 'Yes',
        entityTin: 'T12345678',
        fatcaClassification: 'Passive Non-Financial Entity',
        giin: 'STALE.GIIN',
      },
    })
    .returning();
  await app.db.insert(controllingPersons).values([
    {
      applicationId: a.id,
      fatcaId: fatca!.id,
      sno: 1,
      name: 'Usha Iyer',
      tin: 'TIN998877',
      controllingPersonType: 'C01',
    },
    { applicationId: a.id, fatcaId: fatca!.id, sno: 2, name: 'Removed Person', isActive: false },
  ]);
  return a;
}

const pdfOf = async (id: string) => {
  const res = await app.inject({
    url: `/api/pdf/onboarding-application/pdf/${id}`,
    headers: bearer(await tokenFor(app, 'rm')),
  });
  expect(res.statusCode).toBe(200);
  // Wrapped values are compared without the line breaks; field labels print in capitals.
  return pdfText(res.rawPayload).replace(/\s+/g, ' ').toUpperCase();
};

describe('the entity application PDF', () => {
  it('prints the entity sections in the wizard’s order, and no individual ones', async () => {
    const text = await pdfOf((await entityWithSteps7to9()).id);
    expect(text).toContain('Non Individual Investor Application Form'.toUpperCase());
    const order = [
      'Contributor Details',
      'Contact Details',
      'Investment and Payment Details',
      'Bank Details',
      'Document Details',
      'Authorised Signatories',
      'Declaration of UBO',
      'FATCA Details',
    ].map((s) => text.indexOf(s.toUpperCase()));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    for (const individual of ['Additional KYC Details', 'Nominee Details'])
      expect(text).not.toContain(individual.toUpperCase());
    expect(text).toContain('Name of Entity'.toUpperCase());
    expect(text).toContain('Registered Office Address'.toUpperCase());
    expect(text).toContain('Contact Person'.toUpperCase());
  });

  it('prints the signatories by group with each group’s threshold, active members only', async () => {
    const text = await pdfOf((await entityWithSteps7to9()).id);
    expect(text).toContain('Directors: 2 of 2 required to sign'.toUpperCase());
    expect(text).toContain('Officers: 1 of 1 required to sign'.toUpperCase());
    for (const name of ['Meera Rao', 'Ravi Shah', 'Kiran Das', 'ABCPR1234K', 'meera@acme.example'])
      expect(text).toContain(name.toUpperCase());
    expect(text).not.toContain('Deleted Member'.toUpperCase());
  });

  it('prints the UBO declaration as the master words it, the UBOs, and the AML block of one that failed', async () => {
    const text = await pdfOf((await entityWithSteps7to9()).id);
    expect(text).toContain(
      'The entity, or its majority-owned subsidiary, is listed on a recognised stock exchange'.toUpperCase(),
    );
    expect(text).toContain('Others: Dubai Financial Market'.toUpperCase());
    expect(text).toContain('UBO 1: Usha Iyer'.toUpperCase());
    expect(text).toContain('60.5%'.toUpperCase());
    expect(text).toContain('usha-passport.pdf'.toUpperCase());
    expect(text).toContain('Name match cleared by compliance'.toUpperCase());
    expect(text).toContain('UBO 2: Vikram Nair'.toUpperCase());
    expect(text).not.toContain('Removed Owner'.toUpperCase());
    // One AML block: the UBO that passed has none.
    expect(text.split('AML Comments'.toUpperCase()).length - 1).toBe(1);
  });

  it('prints the visible FATCA answers and the active controlling persons', async () => {
    const text = await pdfOf((await entityWithSteps7to9()).id);
    expect(text).toContain('Is the entity a tax resident of any country other than India?'.toUpperCase());
    expect(text).toContain('T12345678'.toUpperCase());
    expect(text).toContain('Passive Non-Financial Entity'.toUpperCase());
    expect(text).toContain('2026-06-01'.toUpperCase());
    // The GIIN question is hidden for a passive NFE: its stale answer is not printed.
    expect(text).not.toContain('STALE.GIIN'.toUpperCase());
    expect(text).toContain('Controlling Persons'.toUpperCase());
    expect(text).toContain('TIN998877'.toUpperCase());
    expect(text).not.toContain('Removed Person'.toUpperCase());
  });

  it('prints "No data found" for steps 7-9 not saved yet', async () => {
    const a = await createApplication(app.db, { applicationType: 'non_individual' });
    const text = await pdfOf(a.id);
    expect(text.split('No data found'.toUpperCase()).length - 1).toBeGreaterThanOrEqual(3);
  });
});
