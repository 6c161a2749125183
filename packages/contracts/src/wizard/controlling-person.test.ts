import { MESSAGES } from '../validation/messages';
import {
  CONTROLLING_PERSON_LABELS,
  CONTROLLING_PERSON_MESSAGES,
  controllingPersonFormSchema,
  controllingPersonFormValues,
  emptyControllingPerson,
  type ControllingPersonInput,
} from './controlling-person';
import { COUNTRIES, TODAY, errorsOf } from './test-helpers';

const valid: ControllingPersonInput = {
  ...emptyControllingPerson(),
  name: 'Ravi Kumar',
  correspondenceAddress: '12 Marine Drive\nMumbai',
  countryOfResidense: 'INDIA',
  issuingCountry: 'Singapore',
  controllingPersonType: 'C03',
  indentificationType: 'Passport',
  indentificationNumber: 'P1234567',
  occupationType: 'Business',
  occupation: 'BUSINESS',
  dateOfBirth: '1980-04-01',
  countryOfBirth: 'India',
  nationality: 'INDIAN',
  tin: 'ABCPK1234F',
};

const check = (over: Partial<ControllingPersonInput>, others: ControllingPersonInput[] = []) =>
  errorsOf(
    controllingPersonFormSchema({ countries: COUNTRIES, today: TODAY, others }).safeParse({
      ...valid,
      ...over,
    }),
  );

describe('the Add / Edit Controlling Person dialog (doc 2 §5 "Entity FATCA")', () => {
  it('accepts a complete person', () => {
    expect(check({})).toEqual({});
  });

  it('requires every field', () => {
    const blank = Object.fromEntries(
      Object.keys(CONTROLLING_PERSON_LABELS).map((k) => [k, k === 'dateOfBirth' ? '' : '  ']),
    );
    expect(check(blank)).toEqual({
      name: 'Name is required',
      correspondenceAddress: 'Correspondence Address is required',
      countryOfResidense: 'Country of Residence for Tax is required',
      issuingCountry: 'Issuing Country is required',
      controllingPersonType: 'Controlling Person Type is required',
      indentificationType: 'Identification Type is required',
      indentificationNumber: 'Identification Number is required',
      occupationType: 'Occupation Type is required',
      occupation: 'Occupation is required',
      dateOfBirth: MESSAGES.dobRequired,
      countryOfBirth: 'Country of Birth is required',
      nationality: 'Nationality is required',
      tin: 'TIN is required',
    });
  });

  it.each<[string, Partial<ControllingPersonInput>, Record<string, string>]>([
    [
      'country of residence not in the list',
      { countryOfResidense: 'Atlantis' },
      { countryOfResidense: MESSAGES.cpCountryOfResidenceInvalid('Ravi Kumar') },
    ],
    [
      'issuing country not in the list',
      { issuingCountry: 'Atlantis' },
      { issuingCountry: MESSAGES.cpIssuingCountryInvalid('Ravi Kumar') },
    ],
    [
      'country of birth not in the list',
      { countryOfBirth: 'Atlantis' },
      { countryOfBirth: MESSAGES.cpCountryOfBirthInvalid('Ravi Kumar') },
    ],
    // A country's name is not a nationality.
    [
      'nationality not in the list',
      { nationality: 'India' },
      { nationality: MESSAGES.cpNationalityInvalid('Ravi Kumar') },
    ],
    [
      'unknown person type',
      { controllingPersonType: 'C15' },
      { controllingPersonType: CONTROLLING_PERSON_MESSAGES.invalid('Controlling Person Type') },
    ],
    [
      'unknown identification type',
      { indentificationType: 'Ration Card' },
      { indentificationType: CONTROLLING_PERSON_MESSAGES.invalid('Identification Type') },
    ],
    [
      'unknown occupation type',
      { occupationType: 'Farming' },
      { occupationType: CONTROLLING_PERSON_MESSAGES.invalid('Occupation Type') },
    ],
    [
      'unknown occupation',
      { occupation: 'ASTRONAUT' },
      { occupation: CONTROLLING_PERSON_MESSAGES.invalid('Occupation') },
    ],
    [
      'identification number with special characters',
      { indentificationNumber: 'P-123/4' },
      { indentificationNumber: MESSAGES.alphaNumericOnly },
    ],
    ['TIN with special characters', { tin: 'ABC 123' }, { tin: MESSAGES.alphaNumericOnly }],
    ['TIN longer than 20', { tin: 'A'.repeat(21) }, { tin: CONTROLLING_PERSON_MESSAGES.tinTooLong }],
    ['TIN of 20', { tin: 'A'.repeat(20) }, {}],
    ['turned 18 today', { dateOfBirth: '2008-06-15' }, {}],
    ['18 tomorrow', { dateOfBirth: '2008-06-16' }, { dateOfBirth: MESSAGES.ageAbove18 }],
    ['born 125 years ago today', { dateOfBirth: '1901-06-15' }, {}],
    ['born a day before that', { dateOfBirth: '1901-06-14' }, { dateOfBirth: MESSAGES.ageBelow125 }],
    ['a date in the future', { dateOfBirth: '2027-01-01' }, { dateOfBirth: MESSAGES.dateInvalid }],
    ['a date typed DD/MM/YYYY', { dateOfBirth: '01/04/1980' }, {}],
  ])('%s', (_name, over, expected) => {
    expect(check(over)).toEqual(expected);
  });

  it.each<[string, Partial<ControllingPersonInput>, Record<string, string>]>([
    [
      'same identification number, any case',
      { indentificationNumber: 'p1234567', tin: 'OTHER' },
      { indentificationNumber: CONTROLLING_PERSON_MESSAGES.idNumberDuplicate },
    ],
    [
      'same TIN',
      { indentificationNumber: 'OTHER', tin: ' abcpk1234f ' },
      { tin: CONTROLLING_PERSON_MESSAGES.tinDuplicate },
    ],
    ['different numbers', { indentificationNumber: 'OTHER', tin: 'OTHER' }, {}],
  ])('unique among the other persons: %s', (_name, over, expected) => {
    expect(check(over, [valid])).toEqual(expected);
  });

  it('parses to upper-cased numbers and an ISO birth date', () => {
    const r = controllingPersonFormSchema({ countries: COUNTRIES, today: TODAY, others: [] }).parse({
      ...valid,
      indentificationNumber: 'p1234567',
      tin: 'abc1',
      dateOfBirth: '01/04/1980',
    });
    expect(r).toMatchObject({
      indentificationNumber: 'P1234567',
      tin: 'ABC1',
      dateOfBirth: '1980-04-01',
      isActive: true,
    });
  });

  it('loads a stored person with blanks for what it lacks', () => {
    expect(controllingPersonFormValues({ id: 'cp-1', name: 'A', tin: null, isActive: null })).toEqual({
      ...emptyControllingPerson(),
      id: 'cp-1',
      name: 'A',
    });
  });
});
