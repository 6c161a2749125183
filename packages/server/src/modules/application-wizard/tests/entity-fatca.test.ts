/* eslint-disable @typescript-eslint/no-explicit-any -- the tests edit the step form's values freely, as a user would. */
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  WIZARD_API_MESSAGES,
  emptyControllingPerson,
  entityFatcaStepDefaults,
} from '@aif/contracts';
import { applications, controllingPersons, entityFatca } from '../../../db/schema';
import { createEntity, rowOf, saveEntityStep, setupEntitySteps, throughBank } from './entity-steps';
import { db, load, t } from './setup';

// Step 9 of the entity flow (doc 2 §2 "Entity FATCA", §4, §5, §8) on the real /mdms/fatca_data.json.
setupEntitySteps();

/**
 * An entity application whose steps 1-8 count as saved. Steps 7 and 8 are saved by their own handlers;
 * here the counter is set as if they had been, so the FATCA step is reachable.
 */
async function atFatca(): Promise<string> {
  const { id } = await createEntity();
  await throughBank(id);
  await db.db.update(applications).set({ currentStep: 8 }).where(eq(applications.id, id));
  return id;
}

const person = (over: Record<string, unknown> = {}) => ({
  ...emptyControllingPerson(),
  name: 'Ravi Kumar',
  correspondenceAddress: '12 Marine Drive, Mumbai',
  countryOfResidense: 'INDIA',
  issuingCountry: 'INDIA',
  controllingPersonType: 'C01',
  indentificationType: 'Passport',
  indentificationNumber: 'P1234567',
  occupationType: 'Service',
  occupation: 'PROFESSIONAL',
  dateOfBirth: '1980-04-01',
  countryOfBirth: 'INDIA',
  nationality: 'Indian',
  tin: 'ABCPK1234F',
  ...over,
});

const passive = {
  taxResidentOtherThanIndia: 'No',
  fatcaClassification: 'Passive Non-Financial Entity',
  declarationDate: '2026-06-10',
};
const fi = {
  taxResidentOtherThanIndia: 'No',
  fatcaClassification: 'Financial Institution',
  giin: 'GIIN12345',
  fICategory: 'Investment Entity',
  declarationDate: '2026-06-10',
};

const saveFatca = (id: string, answers: Record<string, unknown>, persons: unknown[] = [], token = t.rm!) =>
  saveEntityStep(id, 'fatca', { fatca: { answers, controllingpersons: persons } }, token);

const personRows = async (id: string) =>
  (await db.db.select().from(controllingPersons).where(eq(controllingPersons.applicationId, id))).sort(
    (a, b) => a.sno - b.sno,
  );
const fatcaRow = async (id: string) =>
  (await db.db.select().from(entityFatca).where(eq(entityFatca.applicationId, id)))[0];

describe('entity FATCA step', () => {
  it('saves the answers of shown questions and the controlling persons; GET reads them back; counter 9', async () => {
    const id = await atFatca();
    // nameOfStockExchange belongs to an Active NFE: hidden here, so dropped.
    const res = await saveFatca(id, { ...passive, nameOfStockExchange: 'NSE' }, [person()]);
    expect(res.statusCode).toBe(200);
    expect(res.json().currentStep).toBe(9);
    const detail = res.json().applicants[0].fatcadetail;
    expect(detail.answers).toEqual(passive);
    expect(detail.controllingpersons).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        name: 'Ravi Kumar',
        dateOfBirth: '1980-04-01',
        isActive: true,
      }),
    ]);
    expect(await fatcaRow(id)).toMatchObject({ answers: passive, declarationDate: '2026-06-10' });
    // GET answers the same, and the form loads it back unchanged.
    const loaded = await load(id);
    expect(loaded.applicants[0]!.fatcadetail).toEqual(detail);
    const again = await saveEntityStep(id, 'fatca', entityFatcaStepDefaults(loaded));
    expect(again.statusCode).toBe(200);
    expect((await personRows(id)).map((p) => [p.name, p.isActive])).toEqual([['Ravi Kumar', true]]);
  });

  it('updates a person by id, adds a new one, and soft-deletes one left out or sent inactive', async () => {
    const id = await atFatca();
    await saveFatca(id, passive, [
      person(),
      person({ name: 'Meera Iyer', indentificationNumber: 'M1', tin: 'M1' }),
      person({ name: 'Arjun Rao', indentificationNumber: 'A1', tin: 'A1' }),
    ]);
    const [ravi, meera, arjun] = (await load(id)).applicants[0]!.fatcadetail!.controllingpersons!;
    const res = await saveFatca(id, passive, [
      person({ id: ravi!.id, occupation: 'BUSINESS' }),
      person({ id: meera!.id, name: 'Meera Iyer', indentificationNumber: 'M1', tin: 'M1', isActive: false }),
      person({ name: 'Kiran Shah', indentificationNumber: 'K1', tin: 'K1' }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(
      res.json().applicants[0].fatcadetail.controllingpersons.map((p: any) => [p.name, p.occupation]),
    ).toEqual([
      ['Ravi Kumar', 'BUSINESS'],
      ['Kiran Shah', 'PROFESSIONAL'],
    ]);
    const rows = await personRows(id);
    expect(rows.map((p) => [p.name, p.isActive])).toEqual(
      expect.arrayContaining([
        ['Ravi Kumar', true],
        ['Meera Iyer', false],
        ['Arjun Rao', false],
        ['Kiran Shah', true],
      ]),
    );
    expect(rows.find((p) => p.id === arjun!.id)?.isActive).toBe(false);
  });

  it('flags every person inactive when the answers no longer ask for them (doc 2 §4)', async () => {
    const id = await atFatca();
    await saveFatca(id, passive, [person()]);
    const stored = (await load(id)).applicants[0]!.fatcadetail!.controllingpersons!;
    const res = await saveFatca(id, fi, stored);
    expect(res.statusCode).toBe(200);
    expect(res.json().applicants[0].fatcadetail).toMatchObject({ answers: fi, controllingpersons: [] });
    expect((await personRows(id)).map((p) => p.isActive)).toEqual([false]);
  });

  it.each<[string, Record<string, unknown>, unknown[], string, string]>([
    [
      'a mandatory radio unanswered',
      { ...fi, taxResidentOtherThanIndia: '' },
      [],
      'fatca.answers.taxResidentOtherThanIndia',
      MESSAGES.fillAllFields,
    ],
    [
      'a revealed question unanswered',
      {
        ...fi,
        taxResidentOtherThanIndia: 'Yes',
        entityCountryOfResidense: 'Singapore',
        entityIdentificationType: 'TIN',
      },
      [],
      'fatca.answers.entityTin',
      MESSAGES.questionRequired('Tax Identification Number (or equivalent)'),
    ],
    [
      'special characters in an alphanumeric answer',
      { ...fi, giin: 'GI-IN' },
      [],
      'fatca.answers.giin',
      MESSAGES.alphaNumericOnly,
    ],
    [
      'no controlling person for a passive NFE',
      passive,
      [],
      'fatca.controllingpersons',
      MESSAGES.addControllingPerson,
    ],
    [
      'a controlling person resident in no known country',
      passive,
      [person({ countryOfResidense: 'Atlantis' })],
      'fatca.controllingpersons.0.countryOfResidense',
      MESSAGES.cpCountryOfResidenceInvalid('Ravi Kumar'),
    ],
    [
      'a controlling person under 18',
      passive,
      [person({ dateOfBirth: '2010-01-01' })],
      'fatca.controllingpersons.0.dateOfBirth',
      MESSAGES.ageAbove18,
    ],
  ])('refuses %s (400) and saves nothing', async (_name, answers, persons, path, message) => {
    const id = await atFatca();
    const before = await rowOf(id);
    const res = await saveFatca(id, answers, persons);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await fatcaRow(id)).toBeUndefined();
    expect(await personRows(id)).toEqual([]);
    const after = await rowOf(id);
    expect([after.currentStep, after.version]).toEqual([before.currentStep, before.version]);
  });

  it("refuses another application's controlling person (400) and leaves both as they were", async () => {
    const other = await atFatca();
    await saveFatca(other, passive, [person()]);
    const foreign = (await load(other)).applicants[0]!.fatcadetail!.controllingpersons![0]!;
    const id = await atFatca();
    await saveFatca(id, passive, [person({ name: 'Own Person' })]);
    const res = await saveFatca(id, fi, [person({ id: foreign.id, name: 'Taken Over' })]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WIZARD_API_MESSAGES.unknownRecord);
    // One transaction: this application's answers and person are untouched too.
    expect((await fatcaRow(id))?.answers).toEqual(passive);
    expect((await personRows(id)).map((p) => [p.name, p.isActive])).toEqual([['Own Person', true]]);
    expect((await personRows(other)).map((p) => [p.name, p.isActive])).toEqual([['Ravi Kumar', true]]);
  });

  it('is not reachable before step 8 is saved (409)', async () => {
    const { id } = await createEntity();
    await throughBank(id);
    await db.db.update(applications).set({ currentStep: 7 }).where(eq(applications.id, id));
    const res = await saveFatca(id, passive, [person()]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(WIZARD_API_MESSAGES.stepNotReachable(['Declaration of UBO']));
  });

  it('the AIF approver saves it at sent_to_amc_approver; the status stays', async () => {
    const id = await atFatca();
    expect((await saveFatca(id, passive, [person()])).statusCode).toBe(200);
    await db.db.update(applications).set({ status: 'sent_to_amc_approver' }).where(eq(applications.id, id));
    const loaded = await load(id, t.amcapprover!);
    const data: any = entityFatcaStepDefaults(loaded);
    data.fatca.answers.declarationDate = '2026-06-12';
    const res = await saveEntityStep(id, 'fatca', data, t.amcapprover!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sent_to_amc_approver', currentStep: 9 });
    expect((await fatcaRow(id))?.declarationDate).toBe('2026-06-12');
  });
});
