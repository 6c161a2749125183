import { readFileSync } from 'node:fs';
import path from 'node:path';
import { wizardStepSchemaFor } from '../api/application-wizard';
import type { FatcaQuestion } from '../entities/fatca';
import { MESSAGES } from '../validation/messages';
import {
  answerFatcaQuestion,
  ENTITY_FATCA_MESSAGES,
  entityFatcaStepDefaults,
  entityFatcaStepSchema,
} from './entity-fatca';
import {
  controllingPersonQuestion,
  fatcaQuestionnaireSchema,
  isMandatoryQuestion,
  keptFatcaAnswers,
  visibleAnswerKeys,
  visibleFatcaQuestions,
  type FatcaAnswers,
} from './entity-fatca-questions';
import { emptyControllingPerson, type ControllingPersonInput } from './controlling-person';
import { COUNTRIES, TODAY, ctxOf, errorsOf } from './test-helpers';

// The real master file: these rules are the ones the product runs.
const QUESTIONS = fatcaQuestionnaireSchema.parse(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../server/mdms/fatca_data.json'), 'utf8')),
);
const ctx = { questions: QUESTIONS, countries: COUNTRIES, today: TODAY };
const parse = (answers: FatcaAnswers, controllingpersons: ControllingPersonInput[] = []) =>
  entityFatcaStepSchema(ctx).safeParse({ fatca: { answers, controllingpersons } });

const person = (over: Partial<ControllingPersonInput> = {}): ControllingPersonInput => ({
  ...emptyControllingPerson(),
  name: 'Ravi Kumar',
  correspondenceAddress: '12 Marine Drive, Mumbai',
  countryOfResidense: 'INDIA',
  issuingCountry: 'India',
  controllingPersonType: 'C01',
  indentificationType: 'Passport',
  indentificationNumber: 'P1234567',
  occupationType: 'Service',
  occupation: 'PROFESSIONAL',
  dateOfBirth: '1980-04-01',
  countryOfBirth: 'India',
  nationality: 'Indian',
  tin: 'ABCPK1234F',
  ...over,
});

/** Answers of a complete Financial Institution, not tax resident elsewhere. */
const fi: FatcaAnswers = {
  taxResidentOtherThanIndia: 'No',
  fatcaClassification: 'Financial Institution',
  giin: 'A1B2C3',
  fICategory: 'Investment Entity',
  declarationDate: '2026-06-01',
};
const passive: FatcaAnswers = { ...fi, fatcaClassification: 'Passive Non-Financial Entity' };

describe('the master file', () => {
  it('parses, and every showQs id names a question of the file', () => {
    const ids = new Set<string>();
    const walk = (qs: readonly FatcaQuestion[]) =>
      qs.forEach((q) => (ids.add(q.id), walk(q.sub_questions ?? [])));
    walk(QUESTIONS);
    const shown: string[] = [];
    const collect = (qs: readonly FatcaQuestion[]) =>
      qs.forEach((q) => {
        (q.options ?? []).forEach((o) => shown.push(...(o.showQs ?? [])));
        collect(q.sub_questions ?? []);
      });
    collect(QUESTIONS);
    expect(shown.filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each([
    [true, true],
    ['true', true],
    ['false', false],
    [false, false],
    [null, false],
  ] as const)('isMandatory %p reads as %p', (value, expected) => {
    expect(isMandatoryQuestion({ isMandatory: value })).toBe(expected);
  });
});

describe('show and hide on the real master file', () => {
  const ids = (answers: FatcaAnswers) => visibleFatcaQuestions(QUESTIONS, answers).map((v) => v.question.id);

  it.each<[string, FatcaAnswers, string[]]>([
    ['nothing answered', {}, ['Q1', 'Q2', 'Q3', 'Q4']],
    [
      'tax resident elsewhere: Yes',
      { taxResidentOtherThanIndia: 'Yes' },
      ['Q1', 'Q1.1', 'Q1.2', 'Q1.3', 'Q2', 'Q3', 'Q4'],
    ],
    ['tax resident elsewhere: No', { taxResidentOtherThanIndia: 'No' }, ['Q1', 'Q2', 'Q3', 'Q4']],
    [
      'identification type Others',
      { taxResidentOtherThanIndia: 'Yes', entityIdentificationType: 'Others' },
      ['Q1', 'Q1.1', 'Q1.2', 'Q1.3', 'Q1.3.1', 'Q2', 'Q3', 'Q4'],
    ],
    [
      // A sub-question's answer does not reveal anything while its parent hides it.
      'identification type Others under No',
      { taxResidentOtherThanIndia: 'No', entityIdentificationType: 'Others' },
      ['Q1', 'Q2', 'Q3', 'Q4'],
    ],
    [
      'Financial Institution',
      { fatcaClassification: 'Financial Institution' },
      ['Q1', 'Q2', 'Q2.1', 'Q2.2', 'Q3', 'Q4'],
    ],
    ['Active NFE', { fatcaClassification: 'Active Non-Financial Entity' }, ['Q1', 'Q2', 'Q2.3', 'Q3', 'Q4']],
    [
      'Active NFE, listed',
      {
        fatcaClassification: 'Active Non-Financial Entity',
        nFECategory: 'Listed on a recognised stock exchange',
      },
      ['Q1', 'Q2', 'Q2.3', 'Q2.3.1', 'Q3', 'Q4'],
    ],
    [
      'Active NFE, others',
      { fatcaClassification: 'Active Non-Financial Entity', nFECategory: 'Others' },
      ['Q1', 'Q2', 'Q2.3', 'Q2.3.2', 'Q3', 'Q4'],
    ],
    [
      'Passive NFE',
      { fatcaClassification: 'Passive Non-Financial Entity' },
      ['Q1', 'Q2', 'Q2.4', 'Q3', 'Q4'],
    ],
    [
      'labels compare without case',
      { fatcaClassification: 'passive non-financial entity' },
      ['Q1', 'Q2', 'Q2.4', 'Q3', 'Q4'],
    ],
    ['an unknown option reveals nothing', { fatcaClassification: 'Trust' }, ['Q1', 'Q2', 'Q3', 'Q4']],
  ])('%s', (_name, answers, expected) => {
    expect(ids(answers)).toEqual(expected);
  });

  it('gives depth and parent for the form to indent', () => {
    const v = visibleFatcaQuestions(QUESTIONS, {
      taxResidentOtherThanIndia: 'Yes',
      entityIdentificationType: 'Others',
    });
    expect(v.find((x) => x.question.id === 'Q1.3.1')).toMatchObject({ depth: 2, parentId: 'Q1.3' });
  });

  it('the controlling-person question is shown for a passive NFE only', () => {
    expect(controllingPersonQuestion(QUESTIONS, passive)?.backend_key).toBe('controllingpersons');
    expect(controllingPersonQuestion(QUESTIONS, fi)).toBeNull();
  });

  it('keeps the answers of shown questions only, with the master label of a choice', () => {
    const answers = {
      ...fi,
      fatcaClassification: 'financial institution',
      // Hidden: Q1 is No, and the classification is not an Active NFE.
      entityTin: 'XYZ',
      nameOfStockExchange: 'NSE',
      // Unknown to the master.
      somethingElse: 'x',
    };
    expect(keptFatcaAnswers(QUESTIONS, answers)).toEqual(fi);
    // A shown question left blank is kept as null.
    expect(keptFatcaAnswers(QUESTIONS, { ...fi, giin: ' ' })).toEqual({ ...fi, giin: null });
  });

  it('changing a choice drops what the previous option revealed, down the tree', () => {
    const before = {
      taxResidentOtherThanIndia: 'Yes',
      entityCountryOfResidense: 'Singapore',
      entityTin: 'T1',
      entityIdentificationType: 'Others',
      eITypeOthers: 'Registry no',
    };
    expect(answerFatcaQuestion(QUESTIONS, before, 'taxResidentOtherThanIndia', 'No')).toEqual({
      taxResidentOtherThanIndia: 'No',
    });
    expect(answerFatcaQuestion(QUESTIONS, before, 'entityIdentificationType', 'TIN')).toEqual({
      taxResidentOtherThanIndia: 'Yes',
      entityCountryOfResidense: 'Singapore',
      entityTin: 'T1',
      entityIdentificationType: 'TIN',
    });
  });

  it('never asks the NBFC questions, even when a master carries one (0-product-decisions §10)', () => {
    const withNbfc: FatcaQuestion[] = [
      ...QUESTIONS,
      {
        id: 'Q9',
        question_text: 'Is the corporate an NBFC?',
        question_type: 'single_choice_radio',
        backend_key: 'nbfcCorporate',
        isMandatory: true,
        isVisible: true,
        options: [{ label: 'Yes', showQs: [] }],
      },
    ];
    expect(visibleAnswerKeys(withNbfc, {})).not.toContain('nbfcCorporate');
    expect(
      entityFatcaStepSchema({ ...ctx, questions: withNbfc }).safeParse({ fatca: { answers: fi } }).success,
    ).toBe(true);
  });
});

describe('entityFatcaStepSchema: the rules of doc 2 §5 on the real master file', () => {
  it.each<[string, FatcaAnswers, ControllingPersonInput[], Record<string, string>]>([
    [
      'nothing answered',
      {},
      [],
      {
        'fatca.answers.taxResidentOtherThanIndia': MESSAGES.fillAllFields,
        'fatca.answers.fatcaClassification': MESSAGES.questionRequired(
          'FATCA / CRS classification of the entity',
        ),
        'fatca.answers.declarationDate': MESSAGES.questionRequired('Date of declaration'),
      },
    ],
    [
      'tax resident elsewhere, its questions blank',
      { ...fi, taxResidentOtherThanIndia: 'Yes' },
      [],
      {
        'fatca.answers.entityCountryOfResidense': MESSAGES.questionRequired('Country of tax residence'),
        'fatca.answers.entityTin': MESSAGES.questionRequired('Tax Identification Number (or equivalent)'),
        'fatca.answers.entityIdentificationType': MESSAGES.questionRequired('Identification type'),
      },
    ],
    [
      'alphanumeric TIN and GIIN, a country not in the list, an option not in the master',
      {
        ...fi,
        taxResidentOtherThanIndia: 'Yes',
        entityCountryOfResidense: 'Atlantis',
        entityTin: 'AB-12',
        entityIdentificationType: 'Passport',
        giin: 'GI IN',
      },
      [],
      {
        'fatca.answers.entityCountryOfResidense':
          ENTITY_FATCA_MESSAGES.invalidChoice('Country of tax residence'),
        'fatca.answers.entityTin': MESSAGES.alphaNumericOnly,
        'fatca.answers.entityIdentificationType': ENTITY_FATCA_MESSAGES.invalidChoice('Identification type'),
        'fatca.answers.giin': MESSAGES.alphaNumericOnly,
      },
    ],
    [
      'Others needs its explanation',
      { ...fi, fICategory: 'Others' },
      [],
      { 'fatca.answers.fIFatcaCalssifcationOther': MESSAGES.questionRequired('Please specify the category') },
    ],
    [
      'a declaration date in the future',
      { ...fi, declarationDate: '2026-06-16' },
      [],
      { 'fatca.answers.declarationDate': MESSAGES.dateInvalid },
    ],
    [
      'a passive NFE without controlling persons',
      passive,
      [],
      { 'fatca.controllingpersons': MESSAGES.addControllingPerson },
    ],
    [
      'a passive NFE whose only person was deleted',
      passive,
      [person({ id: 'cp-1', isActive: false })],
      { 'fatca.controllingpersons': MESSAGES.addControllingPerson },
    ],
    ['a passive NFE with a person', passive, [person()], {}],
    [
      // The save-time messages of doc 2 §8, named by the person.
      'a person with countries and nationality not in the lists',
      passive,
      [
        person({
          countryOfResidense: 'Atlantis',
          issuingCountry: 'Atlantis',
          countryOfBirth: 'Atlantis',
          nationality: 'Atlantean',
        }),
      ],
      {
        'fatca.controllingpersons.0.countryOfResidense': MESSAGES.cpCountryOfResidenceInvalid('Ravi Kumar'),
        'fatca.controllingpersons.0.issuingCountry': MESSAGES.cpIssuingCountryInvalid('Ravi Kumar'),
        'fatca.controllingpersons.0.countryOfBirth': MESSAGES.cpCountryOfBirthInvalid('Ravi Kumar'),
        'fatca.controllingpersons.0.nationality': MESSAGES.cpNationalityInvalid('Ravi Kumar'),
      },
    ],
    [
      'two persons with one identification number',
      passive,
      [person(), person({ name: 'Meera Iyer', tin: 'OTHER1', indentificationNumber: 'p1234567' })],
      {
        'fatca.controllingpersons.0.indentificationNumber': expect.stringContaining(
          'Identification Number',
        ) as unknown as string,
        'fatca.controllingpersons.1.indentificationNumber': expect.stringContaining(
          'Identification Number',
        ) as unknown as string,
      },
    ],
    // Not asked: the persons' rules do not run (they are flagged inactive instead).
    ['a financial institution with an incomplete person', fi, [person({ name: '' })], {}],
  ])('%s', (_name, answers, persons, expected) => {
    expect(errorsOf(parse(answers, persons))).toEqual(expected);
  });

  it('a mandatory controlling-person question given as the string "false" asks for nobody', () => {
    const relaxed = JSON.parse(
      JSON.stringify(QUESTIONS).replace(
        '"isMandatory":true,"isVisible":false,"backend_key":"controllingpersons"',
        '"isMandatory":"false","isVisible":false,"backend_key":"controllingpersons"',
      ),
    );
    expect(JSON.stringify(relaxed)).toContain(
      '"isMandatory":"false","isVisible":false,"backend_key":"controllingpersons"',
    );
    expect(
      entityFatcaStepSchema({ ...ctx, questions: relaxed }).safeParse({ fatca: { answers: passive } })
        .success,
    ).toBe(true);
  });

  it('parses to the shown answers, and flags the persons inactive when they are not asked', () => {
    const r = entityFatcaStepSchema(ctx).parse({
      fatca: {
        answers: { ...fi, declarationDate: '01/06/2026', nameOfStockExchange: 'NSE' },
        controllingpersons: [
          person({ id: 'cp-1' }),
          person({ name: 'New', indentificationNumber: 'N1', tin: 'N1' }),
        ],
      },
    });
    expect(r.fatca.answers).toEqual({ ...fi, declarationDate: '2026-06-01' });
    // The stored person is kept to be soft-deleted; the new one is dropped.
    expect(r.fatca.controllingpersons).toEqual([expect.objectContaining({ id: 'cp-1', isActive: false })]);
  });

  it('keeps an asked person, upper-cased ids and an ISO birth date', () => {
    const r = entityFatcaStepSchema(ctx).parse({
      fatca: {
        answers: passive,
        controllingpersons: [person({ tin: 'abcpk1234f', dateOfBirth: '01/04/1980' })],
      },
    });
    expect(r.fatca.controllingpersons[0]).toMatchObject({
      tin: 'ABCPK1234F',
      dateOfBirth: '1980-04-01',
      isActive: true,
    });
  });

  it('is the entity fatca schema of wizardStepSchemaFor; the individual flow keeps its own', () => {
    const entity = { ...ctxOf(), applicationType: 'non_individual' as const, fatcaQuestions: QUESTIONS };
    expect(errorsOf(wizardStepSchemaFor('fatca', entity).safeParse({ fatca: { answers: passive } }))).toEqual(
      {
        'fatca.controllingpersons': MESSAGES.addControllingPerson,
      },
    );
    expect(() => wizardStepSchemaFor('fatca', { ...entity, fatcaQuestions: undefined })).toThrow(
      /fatcaQuestions/,
    );
    expect(wizardStepSchemaFor('fatca', ctxOf()).safeParse({ fatca: { answers: passive } }).success).toBe(
      false,
    );
  });

  it('loads the stored answers and active persons', () => {
    expect(
      entityFatcaStepDefaults({
        applicants: [
          {
            fatcadetail: {
              answers: { fatcaClassification: 'Passive Non-Financial Entity' },
              controllingpersons: [
                { id: 'a', name: 'A', isActive: true, dateOfBirth: '1980-04-01' },
                { id: 'b', name: 'B', isActive: false },
              ],
            },
          },
        ],
      }),
    ).toEqual({
      fatca: {
        answers: { fatcaClassification: 'Passive Non-Financial Entity' },
        controllingpersons: [{ ...emptyControllingPerson(), id: 'a', name: 'A', dateOfBirth: '1980-04-01' }],
      },
    });
    expect(entityFatcaStepDefaults({ applicants: [] })).toEqual({
      fatca: { answers: {}, controllingpersons: [] },
    });
  });
});
