import { MESSAGES } from '../validation/messages';
import { fatcaIndividualStepDefaults, fatcaIndividualStepSchema, normaliseFatcaIndividual } from './fatca';
import { WIZARD_MESSAGES } from './messages';
import { COUNTRIES, errorsOf } from './test-helpers';

const base = {
  id: 'a1',
  isActive: true,
  typeOfAddressProvidedAtKRA: 'Resident',
  taxResidentOfAnyCountryOtherThanIndia: false,
  placeOfBirth: 'Pune',
  countryOfBirth: 'India',
  countryOfNationality: 'INDIA',
};
const taxed = {
  ...base,
  taxResidentOfAnyCountryOtherThanIndia: true,
  taxCountryName: 'United States',
  taxID: 'ab-12/3',
  idType: 'TIN',
};
const parse = (applicants: unknown[]) =>
  fatcaIndividualStepSchema({ countries: COUNTRIES }).safeParse({ applicants });

describe('fatcaIndividualStepSchema', () => {
  it('accepts valid answers and clears the tax fields when not tax resident elsewhere', () => {
    const r = parse([{ ...base, taxCountryName: 'Singapore', taxID: 'X', idType: 'TIN' }]);
    expect(r.success).toBe(true);
    expect(r.data?.applicants[0]).toMatchObject({ taxCountryName: '', taxID: '', idType: '' });
  });

  it('keeps (upper-cased) tax fields when tax resident elsewhere', () => {
    expect(parse([taxed]).data?.applicants[0]).toMatchObject({
      taxCountryName: 'United States',
      taxID: 'AB-12/3',
      idType: 'TIN',
    });
  });

  it.each([
    [base, 'typeOfAddressProvidedAtKRA', '', WIZARD_MESSAGES.kraAddressTypeRequired],
    [base, 'typeOfAddressProvidedAtKRA', 'Home', WIZARD_MESSAGES.kraAddressTypeInvalid],
    [base, 'placeOfBirth', '', WIZARD_MESSAGES.placeOfBirthRequired],
    [base, 'placeOfBirth', 'Pune 411', WIZARD_MESSAGES.placeOfBirthInvalid],
    [base, 'countryOfBirth', '', WIZARD_MESSAGES.countryOfBirthRequired],
    [base, 'countryOfBirth', 'Atlantis', WIZARD_MESSAGES.countryOfBirthInvalid],
    [base, 'countryOfNationality', '', WIZARD_MESSAGES.countryOfNationalityRequired],
    [base, 'countryOfNationality', 'Atlantis', WIZARD_MESSAGES.countryOfNationalityInvalid],
    [taxed, 'taxCountryName', '', WIZARD_MESSAGES.taxCountryRequired],
    [taxed, 'taxCountryName', 'Atlantis', WIZARD_MESSAGES.taxCountryInvalid],
    [taxed, 'taxID', '', MESSAGES.taxIdRequired],
    [taxed, 'taxID', 'A'.repeat(21), MESSAGES.taxIdInvalid],
    [taxed, 'taxID', 'AB#1', MESSAGES.taxIdInvalid],
    [taxed, 'idType', '', WIZARD_MESSAGES.idTypeRequired],
  ])('%#: %s=%j -> %s', (row, field, value, message) => {
    expect(errorsOf(parse([{ ...row, [field]: value }]))).toEqual({ [`applicants.0.${field}`]: message });
  });

  it('does not require tax fields when not tax resident elsewhere', () => {
    expect(parse([{ ...base, taxCountryName: '', taxID: '', idType: '' }]).success).toBe(true);
  });

  it('normaliseFatcaIndividual clears only when not tax resident', () => {
    const a = { ...taxed, applicant_type: 1, taxCountryName: 'Singapore', taxID: 'x1' } as const;
    expect(normaliseFatcaIndividual({ ...a, id: 'a', isActive: true })).toMatchObject({ taxID: 'X1' });
    expect(
      normaliseFatcaIndividual({
        ...a,
        id: 'a',
        isActive: true,
        taxResidentOfAnyCountryOtherThanIndia: false,
      }),
    ).toMatchObject({ taxCountryName: '', taxID: '', idType: '' });
  });

  it('defaults nationality country to INDIA for staff, blank for investors', () => {
    const app = { applicants: [{ id: 'a', applicant_type: 1 }] };
    expect(fatcaIndividualStepDefaults(app, { role: 'amcadmin' }).applicants[0]?.countryOfNationality).toBe(
      'INDIA',
    );
    expect(
      fatcaIndividualStepDefaults(app, { role: 'poaapprover' }).applicants[0]?.countryOfNationality,
    ).toBe('');
  });
});
