import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fatcaDataSchema, uboTypeMasterSchema } from '../api/mdms';
import { fatcaAnswerRows, uboDeclarationText } from './entity-answers';

const MDMS = path.resolve(__dirname, '../../../server/mdms');
const read = (f: string) => JSON.parse(readFileSync(path.join(MDMS, f), 'utf8')) as unknown;
const questions = fatcaDataSchema.parse(read('fatca_data.json'));
const uboTypes = uboTypeMasterSchema.parse(read('uboTypeMaster.json'));

describe('fatcaAnswerRows on the real questionnaire', () => {
  const ids = (answers: Record<string, string | null>, declarationDate?: string) =>
    fatcaAnswerRows(questions, { answers, declarationDate }).map((r) => r.id);

  it.each([
    ['nothing answered: the top-level questions only', {}, ['Q1', 'Q2', 'Q4']],
    [
      'tax resident elsewhere: its three questions',
      { taxResidentOtherThanIndia: 'Yes' },
      ['Q1', 'Q1.1', 'Q1.2', 'Q1.3', 'Q2', 'Q4'],
    ],
    [
      'identification type Others: asks to specify',
      { taxResidentOtherThanIndia: 'Yes', entityIdentificationType: 'Others' },
      ['Q1', 'Q1.1', 'Q1.2', 'Q1.3', 'Q1.3.1', 'Q2', 'Q4'],
    ],
    [
      'an answer under a hidden question stays hidden',
      { taxResidentOtherThanIndia: 'No', entityTin: 'STALE1', fatcaClassification: 'Financial Institution' },
      ['Q1', 'Q2', 'Q2.1', 'Q2.2', 'Q4'],
    ],
    [
      'a listed active NFE: the stock exchange',
      {
        fatcaClassification: 'Active Non-Financial Entity',
        nFECategory: 'Listed on a recognised stock exchange',
      },
      ['Q1', 'Q2', 'Q2.3', 'Q2.3.1', 'Q4'],
    ],
    // The controlling persons are listed apart; the declaration text (info) has no answer.
    ['a passive NFE', { fatcaClassification: 'Passive Non-Financial Entity' }, ['Q1', 'Q2', 'Q4']],
  ] as const)('%s', (_what, answers, expected) => {
    expect(ids(answers)).toEqual(expected);
  });

  it('answers by backend_key, the declaration date from the detail, with the section header', () => {
    const rows = fatcaAnswerRows(questions, {
      answers: { taxResidentOtherThanIndia: 'No' },
      declarationDate: '2026-06-01',
    });
    expect(rows[0]).toEqual({
      id: 'Q1',
      sectionHeader: 'FATCA and CRS declaration',
      question: 'Is the entity a tax resident of any country other than India?',
      answer: 'No',
    });
    expect(rows.find((r) => r.id === 'Q4')!.answer).toBe('2026-06-01');
    expect(rows.find((r) => r.id === 'Q2')!.answer).toBeNull();
    expect(fatcaAnswerRows(questions, null).map((r) => r.answer)).toEqual([null, null, null]);
  });
});

describe('uboDeclarationText on the real master', () => {
  it.each([
    [
      'none',
      null,
      null,
      { type: 'None of the below: details of the beneficial owners are given', value: null },
    ],
    ['listed_company', 'nse', null, { type: uboTypes[1]!.displayText, value: 'NSE' }],
    [
      'listed_company',
      'others',
      ' Dubai Financial Market ',
      { type: uboTypes[1]!.displayText, value: 'Others: Dubai Financial Market' },
    ],
    ['retired_key', 'x', null, { type: 'retired_key', value: 'x' }],
    [null, null, null, { type: null, value: null }],
  ] as const)('%s / %s / %s', (type, value, others, expected) => {
    expect(uboDeclarationText(uboTypes, type, value, others)).toEqual(expected);
  });
});
