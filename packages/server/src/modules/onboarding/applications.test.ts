import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, ONBOARDING_MESSAGES } from '@aif/contracts';
import { applicantAddresses, applicantDocuments, applications, auditTrail, users } from '../../db/schema';
import { STAFF_PHONE } from '../../testing/app';
import type { TestDatabase } from '../../testing/db';
import {
  ONB,
  applicantTokenByOtp,
  createByOtp,
  postJson,
  postSealed,
  verifyPan,
} from '../../testing/onboarding';
import {
  applicantRows,
  contact,
  entityPan,
  message,
  pan,
  panToken,
  startOnboardingApp,
  stopOnboardingApp,
  t,
  uploadPdf,
} from './test-helpers';

/** New applications: power of attorney, non-individual, minor and joint holders (shared app and helpers: test-helpers.ts). */
let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  ({ db, app } = await startOnboardingApp());
});
afterAll(stopOnboardingApp);

describe('power of attorney', () => {
  it('goes straight on to the application, which has POA and the registry prefill', async () => {
    const token = await panToken('subdistributor', { pan: pan(), hasPOA: true });
    const poa = await postJson(app, ONB.enablePoa, t.subdistributor!, {
      panVerificationToken: token,
      powerOfAttorney: true,
    });
    expect(poa.statusCode).toBe(200);
    const applicantVerificationToken = poa.json().applicantVerificationToken;
    const mismatch = await postJson(app, ONB.applications, t.subdistributor!, {
      applicantVerificationToken,
      hasPOA: false,
    });
    expect(message(mismatch)).toBe(ONBOARDING_MESSAGES.detailsMismatch);
    const created = await postJson(app, ONB.applications, t.subdistributor!, {
      applicantVerificationToken,
      hasPOA: true,
    });
    expect(created.statusCode).toBe(200);
    const [row] = await db.db.select().from(applications).where(eq(applications.id, created.json().id));
    const [sub] = await db.db.select().from(users).where(eq(users.role, 'subdistributor'));
    expect(row).toMatchObject({ hasPoa: true, subdistributorId: sub!.id, createdBy: sub!.id });
    const [applicant] = await applicantRows(created.json().id);
    expect(applicant).toMatchObject({ mobile: null, email: null, dataFetchedFromKra: true });
    const addresses = await db.db
      .select()
      .from(applicantAddresses)
      .where(eq(applicantAddresses.applicantId, applicant!.id));
    expect(addresses).toHaveLength(2);
    expect(addresses.every((a) => a.fetchedFromKra)).toBe(true);
    const [audit] = await db.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entityId, created.json().id), eq(auditTrail.action, 'create_application')));
    expect(audit!.reason).toBe('contact verified by poa');
  });

  it('applies to individual PANs only', async () => {
    const hinted = await verifyPan(app, t.rm!, { pan: entityPan(), dob: '01/01/2010', hasPOA: true });
    expect(message(hinted)).toBe(ONBOARDING_MESSAGES.poaIndividualOnly);
    const token = await panToken('rm', { pan: entityPan(), dob: '01/01/2010' });
    const res = await postJson(app, ONB.enablePoa, t.rm!, {
      panVerificationToken: token,
      powerOfAttorney: true,
    });
    expect(message(res)).toBe(ONBOARDING_MESSAGES.poaIndividualOnly);
    const notTrue = await postJson(app, ONB.enablePoa, t.rm!, {
      panVerificationToken: token,
      powerOfAttorney: false,
    });
    expect(message(notTrue)).toBe(MESSAGES.fieldRequired);
  });
});

describe('non-individual investor', () => {
  it('e-mail step, then the two documents, then a non-individual application', async () => {
    const token = await panToken('distributor', { pan: entityPan(), dob: '15/05/2005' });
    const otp = await postSealed(app, ONB.sendOtp, t.distributor!, contact(token));
    expect(message(otp)).toBe(ONBOARDING_MESSAGES.individualOnly);
    for (const [emailId, expected] of [
      ['', MESSAGES.emailRequired],
      ['nope', MESSAGES.emailInvalid],
    ] as const) {
      const res = await postSealed(app, ONB.entityToken, t.distributor!, {
        panVerificationToken: token,
        emailId,
      });
      expect([res.statusCode, message(res)]).toEqual([400, expected]);
    }
    const res = await postSealed(app, ONB.entityToken, t.distributor!, {
      panVerificationToken: token,
      emailId: 'cfo@sunrise.example',
    });
    expect(res.statusCode).toBe(200);
    const applicantVerificationToken = res.json().applicantVerificationToken;

    const none = await postJson(app, ONB.applications, t.distributor!, { applicantVerificationToken });
    expect(message(none)).toBe(ONBOARDING_MESSAGES.documentsRequired);
    const boardResolutionFileId = await uploadPdf(t.distributor!, 'board_resolution');
    const authorisedSignatoriesFileId = await uploadPdf(t.distributor!, 'authorised_signatories_list');
    const someoneElses = await uploadPdf(t.rm!, 'board_resolution');
    const bogus = await postJson(app, ONB.applications, t.distributor!, {
      applicantVerificationToken,
      documents: { boardResolutionFileId: someoneElses, authorisedSignatoriesFileId },
    });
    expect(message(bogus)).toBe(ONBOARDING_MESSAGES.documentNotFound);
    const created = await postJson(app, ONB.applications, t.distributor!, {
      applicantVerificationToken,
      documents: { boardResolutionFileId, authorisedSignatoriesFileId },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().applicationType).toBe('non_individual');
    const [row] = await db.db.select().from(applications).where(eq(applications.id, created.json().id));
    const [distributor] = await db.db.select().from(users).where(eq(users.phone, STAFF_PHONE.distributor));
    expect(row).toMatchObject({
      applicationType: 'non_individual',
      status: 'draft',
      distributorId: distributor!.id,
    });
    const [applicant] = await applicantRows(created.json().id);
    expect(applicant).toMatchObject({
      email: 'cfo@sunrise.example',
      mobile: null,
      name: expect.stringMatching(/Private Limited$/),
    });
    const docs = await db.db
      .select()
      .from(applicantDocuments)
      .where(eq(applicantDocuments.applicantId, applicant!.id));
    expect(docs.map((d) => [d.documentType, d.fileId]).sort()).toEqual(
      [
        ['authorised_signatories_list', authorisedSignatoriesFileId],
        ['board_resolution', boardResolutionFileId],
      ].sort(),
    );

    // Those files now belong to that application: another application cannot take them.
    const secondPan = await panToken('distributor', { pan: entityPan(), dob: '15/05/2005' });
    const second = await postSealed(app, ONB.entityToken, t.distributor!, {
      panVerificationToken: secondPan,
      emailId: 'cfo@moonrise.example',
    });
    const reuse = await postJson(app, ONB.applications, t.distributor!, {
      applicantVerificationToken: second.json().applicantVerificationToken,
      documents: {
        boardResolutionFileId,
        authorisedSignatoriesFileId: await uploadPdf(t.distributor!, 'authorised_signatories_list'),
      },
    });
    expect(message(reuse)).toBe(ONBOARDING_MESSAGES.documentNotFound);
  });

  it('the entity e-mail step is for non-individual PANs only', async () => {
    const token = await panToken('rm', { pan: pan() });
    const res = await postSealed(app, ONB.entityToken, t.rm!, {
      panVerificationToken: token,
      emailId: 'a@b.example',
    });
    expect(message(res)).toBe(ONBOARDING_MESSAGES.nonIndividualOnly);
  });
});

describe('minor onboarding', () => {
  it('creates a minor application and takes no joint holder', async () => {
    const created = await createByOtp(app, t.rm!, { pan: pan(), onboardingType: 'minor' });
    const [row] = await db.db.select().from(applications).where(eq(applications.id, created.id));
    expect(row).toMatchObject({ onboardingType: 'minor', applicationType: 'individual' });
    const joint = await verifyPan(app, t.rm!, { pan: pan(), applicationId: created.id });
    expect([joint.statusCode, message(joint)]).toEqual([400, ONBOARDING_MESSAGES.jointHolderNotAllowed]);
  });

  it('refuses an onboarding type that does not match the verification', async () => {
    const { applicantVerificationToken } = await applicantTokenByOtp(app, t.rm!, { pan: pan() });
    const res = await postJson(app, ONB.applications, t.rm!, {
      applicantVerificationToken,
      onboardingType: 'minor',
    });
    expect(message(res)).toBe(ONBOARDING_MESSAGES.detailsMismatch);
  });
});

describe('joint holders (addApplicant)', () => {
  it("reports the application's POA at the PAN check; a POA application's joint holder joins by POA", async () => {
    const plain = await createByOtp(app, t.rm!, { pan: pan() });
    const plainCheck = await verifyPan(app, t.rm!, { pan: pan(), applicationId: plain.id });
    expect(plainCheck.json().applicationHasPOA).toBe(false);
    expect((await verifyPan(app, t.rm!, { pan: pan() })).json()).not.toHaveProperty('applicationHasPOA');

    const token = await panToken('rm', { pan: pan(), hasPOA: true });
    const poa = await postJson(app, ONB.enablePoa, t.rm!, {
      panVerificationToken: token,
      powerOfAttorney: true,
    });
    const created = await postJson(app, ONB.applications, t.rm!, {
      applicantVerificationToken: poa.json().applicantVerificationToken,
      hasPOA: true,
    });
    const poaAppId = created.json().id as string;
    const check = await verifyPan(app, t.rm!, { pan: pan(), applicationId: poaAppId });
    expect(check.json().applicationHasPOA).toBe(true);
    const joint = await postJson(app, ONB.enablePoa, t.rm!, {
      panVerificationToken: check.json().panVerificationToken,
      powerOfAttorney: true,
    });
    expect(joint.statusCode).toBe(200);
    const added = await postJson(app, ONB.addApplicant(poaAppId), t.rm!, {
      applicantVerificationToken: joint.json().applicantVerificationToken,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().applicantType).toBe(2);

    // Without POA on the application, a joint holder cannot come in by POA.
    const notPoa = await postJson(app, ONB.enablePoa, t.rm!, {
      panVerificationToken: plainCheck.json().panVerificationToken,
      powerOfAttorney: true,
    });
    expect(message(notPoa)).toBe(ONBOARDING_MESSAGES.poaNotOnApplication);
  });

  it('adds up to 3 applicants with the duplicate PAN and mobile checks, then refuses a 4th', async () => {
    const firstPan = pan();
    const created = await createByOtp(app, t.rm!, { pan: firstPan });

    const dupPan = await verifyPan(app, t.rm!, { pan: firstPan, applicationId: created.id });
    expect([dupPan.statusCode, message(dupPan)]).toEqual([400, MESSAGES.panDuplicateApplicant]);
    const entity = await verifyPan(app, t.rm!, {
      pan: entityPan(),
      dob: '01/01/2010',
      applicationId: created.id,
    });
    expect(message(entity)).toBe(ONBOARDING_MESSAGES.jointHolderIndividualPanOnly);

    const secondToken = await panToken('rm', { pan: pan(), applicationId: created.id });
    const dupMobile = await postSealed(
      app,
      ONB.sendOtp,
      t.rm!,
      contact(secondToken, { phoneNumber: created.phone }),
    );
    expect([dupMobile.statusCode, message(dupMobile)]).toEqual([400, MESSAGES.mobileDuplicateApplicant]);
    const dupConsent = await postJson(
      app,
      ONB.sendConsent,
      t.rm!,
      contact(secondToken, { phoneNumber: created.phone }),
    );
    expect(message(dupConsent)).toBe(MESSAGES.mobileDuplicateApplicant);

    const second = await applicantTokenByOtp(app, t.rm!, { pan: pan(), applicationId: created.id });
    const wrongPlace = await postJson(app, ONB.applications, t.rm!, {
      applicantVerificationToken: second.applicantVerificationToken,
    });
    expect(message(wrongPlace)).toBe(ONBOARDING_MESSAGES.jointHolderWrongApplication);
    const added = await postJson(app, ONB.addApplicant(created.id), t.rm!, {
      applicantVerificationToken: second.applicantVerificationToken,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      id: created.id,
      applicationNumber: created.applicationNumber,
      applicantType: 2,
    });

    const third = await applicantTokenByOtp(app, t.rm!, { pan: pan(), applicationId: created.id });
    expect((await postJson(app, ONB.addApplicant(created.id), t.rm!, third)).json().applicantType).toBe(3);

    const fourth = await verifyPan(app, t.rm!, { pan: pan(), applicationId: created.id });
    expect([fourth.statusCode, message(fourth)]).toEqual([400, 'Maximum 3 applicants allowed']);

    const rows = await applicantRows(created.id);
    expect(rows.map((r) => r.applicantType)).toEqual([1, 2, 3]);
    expect(rows.every((r) => r.dataFetchedFromKra)).toBe(true);
    const [row] = await db.db.select().from(applications).where(eq(applications.id, created.id));
    expect(row!.modeOfHolding).toBe('joint');
  });

  it('takes only a token verified for that application', async () => {
    const a = await createByOtp(app, t.rm!, { pan: pan() });
    const { applicantVerificationToken } = await applicantTokenByOtp(app, t.rm!, { pan: pan() });
    const res = await postJson(app, ONB.addApplicant(a.id), t.rm!, { applicantVerificationToken });
    expect(message(res)).toBe(ONBOARDING_MESSAGES.jointHolderWrongApplication);
    const unknown = await postJson(app, ONB.addApplicant('00000000-0000-4000-8000-000000000000'), t.rm!, {
      applicantVerificationToken,
    });
    expect([unknown.statusCode, message(unknown)]).toEqual([404, ONBOARDING_MESSAGES.applicationNotFound]);
    const notUuid = await postJson(app, ONB.addApplicant('nope'), t.rm!, { applicantVerificationToken });
    expect(notUuid.statusCode).toBe(404);
  });

  it("is for the application's own preparer side: another distributor gets 403, amcadmin may", async () => {
    const a = await createByOtp(app, t.rm!, { pan: pan() });
    const other = await verifyPan(app, t.distributor!, { pan: pan(), applicationId: a.id });
    expect(other.statusCode).toBe(403);
    expect((await verifyPan(app, t.amcadmin!, { pan: pan(), applicationId: a.id })).statusCode).toBe(200);
    // The AIF approver edits only at sent_to_amc_approver.
    const approver = await verifyPan(app, t.amcapprover!, { pan: pan(), applicationId: a.id });
    expect([approver.statusCode, message(approver)]).toEqual([
      409,
      ONBOARDING_MESSAGES.applicationNotEditable,
    ]);
  });

  it('lets the AIF approver add a joint holder to an application it is editing at sent_to_amc_approver', async () => {
    const a = await createByOtp(app, t.rm!, { pan: pan() });
    await db.db.update(applications).set({ status: 'sent_to_amc_approver' }).where(eq(applications.id, a.id));
    const { applicantVerificationToken } = await applicantTokenByOtp(app, t.amcapprover!, {
      pan: pan(),
      applicationId: a.id,
    });
    const added = await postJson(app, ONB.addApplicant(a.id), t.amcapprover!, { applicantVerificationToken });
    expect([added.statusCode, added.json().applicantType]).toEqual([200, 2]);
    const [row] = await db.db.select().from(applications).where(eq(applications.id, a.id));
    expect(row!.status).toBe('sent_to_amc_approver');
  });

  it('is not for non-individual applications', async () => {
    const [entityApp] = await db.db
      .select()
      .from(applications)
      .where(and(eq(applications.applicationType, 'non_individual'), eq(applications.status, 'draft')));
    const res = await verifyPan(app, t.amcadmin!, { pan: pan(), applicationId: entityApp!.id });
    expect(message(res)).toBe(ONBOARDING_MESSAGES.jointHolderNotAllowed);
  });
});
