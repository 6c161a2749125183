import { eq } from 'drizzle-orm';
import {
  LATER_STEP_MESSAGES,
  MESSAGES,
  WIZARD_API_MESSAGES,
  documentMasterKey,
  requiredDocumentMasterSchema,
  requiredDocuments,
} from '@aif/contracts';
import { applicants, applications, bankVerifications } from '../../../db/schema';
import { bearer } from '../../../testing/app';
import { documentApplicationOf } from '../steps/document-details';
import {
  bank,
  contactData,
  contributorData,
  createEntity,
  entityPan,
  investment,
  pennyDrop,
  rowOf,
  saveEntityStep,
  setupEntitySteps,
  throughBank,
  throughContact,
} from './entity-steps';
import { addFile } from './later-steps';
import { NOW, app, db, load, save, t } from './setup';

// The shared steps 4-6 on entity applications (doc 2 §2, §4): investment, bank, documents; the counter,
// the entity-name bank reset, the status on save, Modify Investment and the refused send.
setupEntitySteps();

const setStatus = (id: string, status: string) =>
  db.db.update(applications).set({ status }).where(eq(applications.id, id));

describe('entity investment and bank steps', () => {
  it('saves steps 4 and 5 and reads them back; the bank step is the 5th (counter 5)', async () => {
    const { id } = await createEntity();
    await throughContact(id);
    const inv = await saveEntityStep(id, 'investment-payment-details', investment());
    expect(inv.statusCode).toBe(200);
    expect(inv.json()).toMatchObject({ currentStep: 4, commitmentAmount: 10500000 });
    expect((await pennyDrop({ ...bank(), applicationId: id })).statusCode).toBe(200);
    const res = await saveEntityStep(id, 'bank-details', { banks: [bank({ bankAccountType: '' })] });
    expect(res.statusCode).toBe(200);
    expect(res.json().currentStep).toBe(5);
    // The account type of a corporate is Current whatever the form left.
    expect(res.json().banks[0]).toMatchObject({
      bankAccountType: 'Current',
      pennydropCheck: true,
      pennydropVerified: true,
    });
    // An earlier step saved again never lowers the counter.
    const again = await saveEntityStep(id, 'contributor-details', contributorData(await load(id)));
    expect(again.json().currentStep).toBe(5);
  });

  it('a step beyond the next one is refused (409), naming the steps to save first', async () => {
    const { id } = await createEntity();
    const res = await saveEntityStep(id, 'bank-details', { banks: [bank()] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      WIZARD_API_MESSAGES.stepNotReachable([
        'Distributor Details',
        'Contributor Details',
        'Contact Details',
        'Investment and Payment Details',
      ]),
    );
  });

  it.each([
    ['huf', 'H', 200],
    ['registered_trust', 'T', 200],
    ['corporate', 'C', 400],
    ['llp', 'E', 400],
  ] as const)('a %s may save a Savings account: %s', async (investorType, status, code) => {
    const { id } = await createEntity('rm', entityPan(status));
    await throughContact(id, (a) => (a.investorType = investorType));
    await saveEntityStep(id, 'investment-payment-details', investment());
    const savings = bank({ bankAccountType: 'Savings' });
    await pennyDrop({ ...savings, applicationId: id });
    const res = await saveEntityStep(id, 'bank-details', { banks: [savings] });
    expect(res.statusCode).toBe(code);
    if (code === 200) expect(res.json().banks[0].bankAccountType).toBe('Savings');
    else
      expect(res.json().errors).toContainEqual({
        path: 'banks.0.bankAccountType',
        message: LATER_STEP_MESSAGES.accountTypeInvalid,
      });
  });

  it('a changed entity name resets every bank’s penny drop; the bank must be verified again', async () => {
    const { id, applicantId } = await createEntity();
    // An entity whose name did not come from the registry (it is then not locked).
    await db.db
      .update(applicants)
      .set({ dataFetchedFromKra: false, kraData: null })
      .where(eq(applicants.id, applicantId));
    await throughBank(id);
    const sameName = await saveEntityStep(id, 'contributor-details', contributorData(await load(id)));
    expect(sameName.json().banks[0]).toMatchObject({ pennydropCheck: true, pennydropVerified: true });

    const renamed = await saveEntityStep(
      id,
      'contributor-details',
      contributorData(await load(id), 'rm', (a) => (a.name = 'Sunrise Textiles Private Limited')),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().applicants[0].name).toBe('Sunrise Textiles Private Limited');
    expect(renamed.json().banks[0]).toMatchObject({ pennydropCheck: false, pennydropVerified: false });
    // The penny drop run before the change no longer verifies the bank; a new one does.
    const stale = await saveEntityStep(id, 'bank-details', { banks: renamed.json().banks });
    expect([stale.statusCode, stale.json().message]).toEqual([400, MESSAGES.verifyDefaultBank]);
    const recorded = await db.db
      .select()
      .from(bankVerifications)
      .where(eq(bankVerifications.applicationId, id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.supersededAt).not.toBeNull();
    await pennyDrop({ ...bank(), applicationId: id });
    const verified = await saveEntityStep(id, 'bank-details', { banks: renamed.json().banks });
    expect(verified.json().banks[0]).toMatchObject({ pennydropCheck: true, pennydropVerified: true });
  });
});

describe('entity document step', () => {
  it('asks for the investor type’s documents; the onboarding entry’s two are already there', async () => {
    const { id, applicantId } = await createEntity();
    await throughBank(id);
    const d = await load(id);
    const entries = d.applicants[0]!.documents!;
    expect(entries.map((e) => e.documentType).sort()).toEqual([
      'authorised_signatories_list',
      'board_resolution',
    ]);
    const pan = { documentType: 'pan', documentId: await addFile() };
    const proof = {
      documentType: 'address_proof',
      documentName: 'Certificate of Incorporation / Registration',
      documentId: await addFile(),
    };
    const missing = await saveEntityStep(id, 'document-details', {
      applicants: [{ applicantId, documents: [...entries, pan] }],
    });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Please upload Address Proof']);
    const ok = await saveEntityStep(id, 'document-details', {
      applicants: [{ applicantId, documents: [...entries, pan, proof] }],
      documentDeclaration: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().currentStep).toBe(6);
    expect(
      ok
        .json()
        .applicants[0].documents.map((e: { documentType: string }) => e.documentType)
        .sort(),
    ).toEqual(['address_proof', 'authorised_signatories_list', 'board_resolution', 'pan']);
  });

  it('reads the document list of the stored investor type (the master’s key)', async () => {
    const { id } = await createEntity('rm', entityPan('H'));
    await throughContact(id, (a) => (a.investorType = 'huf'));
    const docApp = await documentApplicationOf(db.db, await rowOf(id));
    expect(documentMasterKey(docApp, docApp.applicants[0]!)).toBe('huf');
    const entry = (documentType: string) => ({
      documentType,
      documentName: documentType,
      required: true,
      uploadKind: 'any',
    });
    const master = requiredDocumentMasterSchema.parse({
      huf: { applicant: [entry('karta_declaration')], nominee: [] },
      corporate: { applicant: [entry('board_resolution')], nominee: [] },
    });
    const slots = requiredDocuments(docApp, {
      role: 'rm',
      applicationType: 'non_individual',
      today: NOW,
      master,
    });
    expect(slots.applicants[0]!.documents.map((s) => s.documentType)).toEqual(['karta_declaration']);
  });
});

describe('entity status on save, Modify Investment, send', () => {
  it('an rm’s save of a sent entity application does not move it; the AIF approver edits it in place', async () => {
    const { id } = await createEntity();
    await throughBank(id);
    // An individual application saved by the rm here would go back to the AIF approver; an entity stays.
    await setStatus(id, 'sent_to_authorised_signatories');
    const signing = await saveEntityStep(id, 'contact-details', contactData(await load(id)));
    expect(signing.statusCode).toBe(200);
    expect(signing.json().status).toBe('sent_to_authorised_signatories');
    await setStatus(id, 'sent_to_amc_approver');
    const rm = await saveEntityStep(
      id,
      'contributor-details',
      contributorData(await load(id), 'rm', (a) => (a.cityOfIncorporation = 'Pune')),
    );
    expect(rm.statusCode).toBe(200);
    expect(rm.json()).toMatchObject({ status: 'sent_to_amc_approver' });
    const approver = await saveEntityStep(
      id,
      'contributor-details',
      contributorData(
        await load(id, t.amcapprover!),
        'amcapprover',
        (a) => (a.cityOfIncorporation = 'Thane'),
      ),
      t.amcapprover!,
    );
    expect(approver.statusCode).toBe(200);
    expect(approver.json()).toMatchObject({ status: 'sent_to_amc_approver' });
    expect(approver.json().applicants[0].cityOfIncorporation).toBe('Thane');
  });

  it('Modify Investment works on an entity application waiting on the AIF approver', async () => {
    const { id } = await createEntity();
    await throughBank(id);
    await setStatus(id, 'sent_to_amc_approver');
    const d = await load(id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${id}/modify-investment`,
      headers: bearer(t.rm!),
      payload: { saveType: 'saveForLater', version: d.version, data: investment({ noOfUnits: 200000 }) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'sent_to_amc_approver',
      currentStep: 5,
      commitmentAmount: 21000000,
    });
  });

  it('step 9 waits for steps 6-8, and an incomplete entity application cannot be sent (400)', async () => {
    const { id } = await createEntity();
    await throughBank(id);
    const d = await load(id);
    // FATCA has its handler (entity-fatca.test.ts) but is not reachable before steps 6-8 are saved.
    const fatca = await save(id, t.rm!, { step: 'fatca', version: d.version, data: {} });
    expect(fatca.statusCode).toBe(409);
    expect(fatca.json().message).toBe(
      WIZARD_API_MESSAGES.stepNotReachable([
        'Document Details',
        'Authorised Signatory',
        'Declaration of UBO',
      ]),
    );
    const send = await app.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${id}/send`,
      headers: bearer(t.rm!),
    });
    expect(send.statusCode).toBe(400);
    // Document details (step 6) is the first failing step of the final validation (doc 2 §5).
    expect(send.json().message).toBe(MESSAGES.stepNotFilled('Document Details'));
    // Every failing step's rules are listed too, the unsaved signatory and UBO steps among them.
    const paths = (send.json().errors as { path: string }[]).map((e) => e.path.split('.')[0]);
    expect(paths).toEqual(expect.arrayContaining(['authorised-signatory', 'declaration-ubo']));
    expect((await rowOf(id)).status).toBe('draft');
  });
});
