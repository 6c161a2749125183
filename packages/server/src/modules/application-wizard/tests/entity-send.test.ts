import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ENTITY_STEPS,
  MESSAGES,
  completenessOrder,
  type ApplicationDetail,
  type WizardStep,
} from '@aif/contracts';
import {
  applicantAddresses,
  applicantDocuments,
  applicants,
  applications,
  banks,
  controllingPersons,
  entityFatca,
  signatories,
  signatoryGroups,
  ubos,
} from '../../../db/schema';
import { bearer } from '../../../testing/app';
import { assertComplete, completenessOf } from '../completeness';
import { readUbos } from '../steps/declaration-ubo';
import { registerSteps, type StepRegistry } from '../registry';
import type { StepCheckContext, StepHandler } from '../step-handler';
import { createEntity, rowOf, saveEntityStep, setupEntitySteps, throughBank } from './entity-steps';
import { addFile } from './later-steps';
import { app, db, load, t } from './setup';

// The entity send's final pre-submission validation (doc 2 §5) and what GET answers of steps 7-9.
setupEntitySteps();

/** Steps 1-6 saved by the rm: every step the server has rules for is complete. */
async function throughDocuments(): Promise<{ id: string; applicantId: string }> {
  const created = await createEntity();
  await throughBank(created.id);
  const d = await load(created.id);
  const entries = d.applicants[0]!.documents!;
  const res = await saveEntityStep(created.id, 'document-details', {
    applicants: [
      {
        applicantId: created.applicantId,
        documents: [
          ...entries,
          { documentType: 'pan', documentId: await addFile() },
          {
            documentType: 'address_proof',
            documentName: 'Certificate of Incorporation / Registration',
            documentId: await addFile(),
          },
        ],
      },
    ],
    documentDeclaration: true,
  });
  expect(res.statusCode).toBe(200);
  return created;
}

const send = (id: string) =>
  app.inject({ method: 'POST', url: `/api/onboarding/applications/${id}/send`, headers: bearer(t.rm!) });

const notFilled = (label: string) => MESSAGES.stepNotFilled(label);

/** One step broken on the stored application, directly in its tables. */
const BREAK = {
  contributor: async (id: string, applicantId: string) => {
    const [row] = await db.db.select().from(applicants).where(eq(applicants.id, applicantId));
    const details = { ...row!.details, cityOfIncorporation: null };
    await db.db.update(applicants).set({ details }).where(eq(applicants.id, applicantId));
    return id;
  },
  contact: async (_id: string, applicantId: string) =>
    db.db
      .update(applicantAddresses)
      .set({ city: null })
      .where(
        and(
          eq(applicantAddresses.applicantId, applicantId),
          eq(applicantAddresses.addressType, 'correspondence'),
        ),
      ),
  bank: async (id: string) =>
    db.db
      .update(banks)
      .set({ pennydropCheck: false, pennydropVerified: false })
      .where(eq(banks.applicationId, id)),
  documents: async (_id: string, applicantId: string) =>
    db.db
      .delete(applicantDocuments)
      .where(
        and(eq(applicantDocuments.applicantId, applicantId), eq(applicantDocuments.documentType, 'pan')),
      ),
  distributor: async (id: string) =>
    db.db
      .update(applications)
      .set({ loginType: 'not-a-login-type' as never })
      .where(eq(applications.id, id)),
};

const SLUG = {
  contributor: 'contributor-details',
  contact: 'contact-details',
  bank: 'bank-details',
  documents: 'document-details',
  distributor: 'distributor-details',
} as const;

describe('the entity send: the final pre-submission validation, in its order (doc 2 §5)', () => {
  it.each([
    [
      'contributor, contact, bank and documents broken',
      'Contributor Details',
      ['contributor', 'contact', 'bank', 'documents'],
    ],
    ['contact, bank and documents broken', 'Contact Details', ['contact', 'bank', 'documents']],
    ['the bank not penny-dropped, the documents broken', 'Bank Details', ['bank', 'documents']],
    ['a required document gone', 'Document Details', ['documents']],
    // Steps 7-9 have no rules on the server yet: the first of them fails before the distributor step.
    ['the distributor step broken', 'Authorised Signatory', ['distributor']],
    ['nothing broken', 'Authorised Signatory', []],
  ] as const)('%s: names %s, and nothing moves', async (_what, label, broken) => {
    const { id, applicantId } = await throughDocuments();
    for (const b of broken) await BREAK[b](id, applicantId);
    const before = await rowOf(id);
    const res = await send(id);
    expect([res.statusCode, res.json().message]).toEqual([400, notFilled(label)]);
    // Each broken step is found (its rules listed), whichever the message names.
    const failing = new Set((res.json().errors as { path: string }[]).map((e) => e.path.split('.')[0]));
    for (const b of broken) expect(failing).toContain(SLUG[b]);
    const after = await rowOf(id);
    expect([after.status, after.version]).toEqual([before.status, before.version]);
  });

  it('lists every failing step’s rules under the message, in the check order', async () => {
    const { id, applicantId } = await throughDocuments();
    await BREAK.bank(id);
    await BREAK.contact(id, applicantId);
    const res = await send(id);
    const steps = [...new Set((res.json().errors as { path: string }[]).map((e) => e.path.split('.')[0]))];
    expect(steps.slice(0, 3)).toEqual(['contact-details', 'bank-details', 'document-details']);
    expect(res.json().errors).toContainEqual({
      path: 'bank-details.banks',
      message: MESSAGES.verifyDefaultBank,
    });
    // The steps not saved yet follow with their own rules.
    expect(res.json().errors).toContainEqual({
      path: 'authorised-signatory.groups.0.groupsignatories',
      message: MESSAGES.addAuthorisedSignatories,
    });
  });

  it('the AIF approver’s approval checks it again: an entity application is refused while incomplete', async () => {
    const { id } = await throughDocuments();
    await db.db.update(applications).set({ status: 'sent_to_amc_approver' }).where(eq(applications.id, id));
    const before = await rowOf(id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/onboarding/applications/${id}/approve`,
      headers: bearer(t.amcapprover!),
    });
    expect([res.statusCode, res.json().message]).toEqual([400, notFilled('Authorised Signatory')]);
    expect((await rowOf(id)).status).toBe('sent_to_amc_approver');
    expect((await rowOf(id)).version).toBe(before.version);
  });
});

/** Steps 7-9 as parts of the wizard store them (migration 0024), written here directly. */
async function storeSteps7to9(id: string, applicantId: string) {
  await db.db
    .update(applications)
    .set({
      uboDeclarationType: 'company',
      uboDeclarationValue: 'others',
      uboDeclarationOthers: 'Via a holding trust',
    })
    .where(eq(applications.id, id));
  const [g1, g2, gone] = await db.db
    .insert(signatoryGroups)
    .values([
      { applicationId: id, name: 'Directors', threshold: 2, sno: 1 },
      { applicationId: id, name: 'Officers', threshold: 1, sno: 2 },
      { applicationId: id, name: 'Old', threshold: 1, sno: 3, isActive: false },
    ])
    .returning();
  await db.db.insert(signatories).values([
    { applicationId: id, groupId: g1!.id, sno: 2, name: 'Ravi Shah', pan: 'ABCPS1234K', email: 'r@x.in' },
    { applicationId: id, groupId: g1!.id, sno: 1, name: 'Meera Rao', pan: 'ABCPR1234K', canEsign: false },
    { applicationId: id, groupId: g1!.id, sno: 3, name: 'Deleted', isActive: false },
    { applicationId: id, groupId: g2!.id, sno: 1, name: 'Kiran Das' },
    { applicationId: id, groupId: gone!.id, sno: 1, name: 'In a deleted group' },
  ]);
  const proof = await addFile(undefined, 'staff', 'ubo-id.pdf');
  await db.db.insert(ubos).values([
    {
      applicationId: id,
      sno: 1,
      panNumber: 'ABCPU1234K',
      name: 'Usha Iyer',
      percentageOfBeneficialInterest: '60.50',
      amlCheck: false,
      amlComments: 'Name match on a sanctions list, cleared by the compliance team',
      amlAcknowledgement: true,
      amlCommentedRole: 'rm',
      fileId: proof,
    },
    { applicationId: id, sno: 2, name: 'Removed', isActive: false },
  ]);
  const [fatca] = await db.db
    .insert(entityFatca)
    .values({
      applicationId: id,
      applicantId,
      answers: { entityType: 'Active NFE' },
      declarationDate: '2026-06-01',
    })
    .returning();
  await db.db.insert(controllingPersons).values([
    {
      applicationId: id,
      fatcaId: fatca!.id,
      sno: 1,
      name: 'Usha Iyer',
      tin: 'TIN123',
      dateOfBirth: '1970-01-02',
    },
    { applicationId: id, fatcaId: fatca!.id, sno: 2, name: 'Gone', isActive: false },
  ]);
}

describe('GET answers steps 7-9 of an entity application', () => {
  it('answers the groups, the UBO declaration and UBOs, and the FATCA detail: active rows, in order', async () => {
    const { id, applicantId } = await createEntity();
    await storeSteps7to9(id, applicantId);
    const d: ApplicationDetail = await load(id);
    expect(d.groups!.map((g) => [g.name, g.threshold, g.groupsignatories!.map((s) => s.name)])).toEqual([
      ['Directors', 2, ['Meera Rao', 'Ravi Shah']],
      ['Officers', 1, ['Kiran Das']],
    ]);
    expect(d.groups![0]!.groupsignatories![0]).toMatchObject({ canEsign: false, pan: 'ABCPR1234K' });
    expect(d).toMatchObject({
      ubo_declaration_type: 'company',
      ubo_declaration_value: 'others',
      ubo_declaration_others: 'Via a holding trust',
    });
    expect(d.ubos).toHaveLength(1);
    expect(d.ubos![0]).toMatchObject({
      name: 'Usha Iyer',
      percentageOfBeneficialInterest: 60.5,
      amlCheck: false,
      amlCommentedRole: 'rm',
      file: { name: 'ubo-id.pdf' },
    });
    const fatca = d.applicants[0]!.fatcadetail!;
    expect(fatca).toMatchObject({ answers: { entityType: 'Active NFE' }, declarationDate: '2026-06-01' });
    expect(fatca.controllingpersons!.map((p) => p.name)).toEqual(['Usha Iyer']);
  });

  it('keeps the UBOs’ AML comments from anyone but staff', async () => {
    const { id, applicantId } = await createEntity();
    await storeSteps7to9(id, applicantId);
    const [seen] = await readUbos(db.db, id, true);
    expect(seen).toMatchObject({ amlCheck: false });
    expect(seen).not.toHaveProperty('amlComments');
  });

  it('answers empty lists and no FATCA detail before the steps are saved', async () => {
    const { id } = await createEntity();
    const d: ApplicationDetail = await load(id);
    expect([d.groups, d.ubos, d.applicants[0]!.fatcadetail]).toEqual([[], [], null]);
  });
});

describe('completenessOf is generic over the registered handlers', () => {
  /** A handler of `slug` whose stored values fail its schema when `fails`. */
  const stub = (slug: WizardStep, fails: boolean): StepHandler => ({
    slug,
    schema: () => z.object({ ok: z.literal(true, { error: `${slug} is wrong` }) }),
    save: async () => ({}),
    stored: async () => ({ data: { ok: !fails } }),
  });
  const registry = (failing: WizardStep[]): StepRegistry => ({
    individual: {},
    non_individual: registerSteps(
      'non_individual',
      ENTITY_STEPS.map((s) => stub(s, failing.includes(s))),
    ),
  });
  const ctx = { flow: 'non_individual', app: { currentStep: 9 } } as unknown as StepCheckContext;

  it.each([
    [['fatca', 'declaration-ubo', 'distributor-details'], 'Declaration of UBO'],
    [['fatca', 'investment-payment-details', 'distributor-details'], 'Distributor Details'],
    [['fatca', 'investment-payment-details'], 'Investment and Payment Details'],
    [['fatca'], 'FATCA'],
    [['declaration-ubo', 'authorised-signatory', 'document-details'], 'Document Details'],
  ] as [WizardStep[], string][])('with %j failing, names %s', async (failing, label) => {
    const result = await completenessOf(ctx, registry(failing));
    expect(result.steps).toEqual(completenessOrder('non_individual').filter((s) => failing.includes(s)));
    expect(() => assertComplete(result)).toThrow(MESSAGES.stepNotFilled(label));
  });

  it('passes once every registered step holds', async () => {
    expect(() => assertComplete({ flow: 'non_individual', steps: [], errors: [] })).not.toThrow();
    expect((await completenessOf(ctx, registry([]))).steps).toEqual([]);
  });
});
