import { readFileSync } from 'node:fs';
import path from 'node:path';
import { wizardStepSchemaFor } from '../api/application-wizard';
import { uboFetchRequestSchema } from '../api/ubo-fetch';
import type { UboDeclarationOption } from '../entities/ubo';
import { COUNTRIES, ctxOf, errorsOf, TODAY } from '../wizard/test-helpers';
import {
  amlAcknowledgementSchema,
  uboDialogSchema,
  type UboFormValues,
  type UboRuleContext,
} from './ubo-dialog';
import { showsDeclarationOthers, uboStepDefaults, uboStepSchema, type UboStepInput } from './ubo';

const MASTER = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../server/mdms/uboTypeMaster.json'), 'utf8'),
) as UboDeclarationOption[];

const UBO: UboFormValues = {
  panNumber: 'ABCPK1234L',
  dob: '1980-05-01',
  name: 'Rohan Kapoor',
  identificationType: 'PAN',
  percentageOfBeneficialInterest: 40,
  countryOfTaxResidency: 'INDIA',
  cpUboCode: 'C01',
  placeAndCountryOfBirth: 'Mumbai, India',
  occupation: 'BUSINESS',
  gender: 'Male',
  nationality: 'INDIAN',
  fatherName: 'Vikram Kapoor',
  ckycNumber: '12345678901234',
  address1: '12, Sea View (East) #4',
  address3: 'Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'INDIA',
  pincode: '400020',
  discretionaryTrust: 'no',
  isActive: true,
  isFetchData: true,
  amlCheck: true,
};

const dialogCtx = (over: Partial<UboRuleContext> = {}): UboRuleContext => ({
  today: TODAY,
  countries: COUNTRIES,
  applicationCreatedAt: '2026-01-10T10:00:00Z',
  contributorCkycs: ['99999999999999'],
  others: [],
  ...over,
});
const dialog = (over: Partial<UboFormValues>, ctx: Partial<UboRuleContext> = {}) =>
  errorsOf(uboDialogSchema(dialogCtx(ctx)).safeParse({ ...UBO, ...over }));

describe('UBO dialog', () => {
  it('accepts a complete UBO and normalises it', () => {
    const r = uboDialogSchema(dialogCtx()).parse({ ...UBO, panNumber: ' abcpk1234l ', dob: '01/05/1980' });
    expect(r).toMatchObject({
      panNumber: 'ABCPK1234L',
      dob: '1980-05-01',
      percentageOfBeneficialInterest: 40,
    });
  });

  const Y = (years: number, days = 0) => {
    const d = new Date(TODAY);
    d.setUTCFullYear(d.getUTCFullYear() - years);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };

  it.each<[string, Partial<UboFormValues>, Partial<UboRuleContext>, Record<string, string>]>([
    [
      'PAN/id required',
      { panNumber: ' ' },
      {},
      { panNumber: 'Taxpayer ID Number/PAN/Equivalent ID Number is required' },
    ],
    [
      'PAN/id unique among UBOs (any case)',
      { panNumber: 'abcpk1234l' },
      { others: [{ panNumber: 'ABCPK1234L' }] },
      {
        panNumber:
          'There is already same Taxpayer ID Number/PAN/Equivalent ID Number for an Ultimate Benificiary Ownership (UBO) associated with this application',
      },
    ],
    [
      'foreign id characters',
      { panNumber: 'US 12*34' },
      {},
      { panNumber: 'Invalid Taxpayer ID Number/PAN/Equivalent ID Number' },
    ],
    ['DOB required', { dob: '' }, {}, { dob: 'Date of birth is required' }],
    ['individual PAN under 18', { dob: Y(18, 1) }, {}, { dob: 'Age should be greater than 18' }],
    ['individual PAN over 125', { dob: Y(125, -1) }, {}, { dob: 'Age should be less than 125' }],
    ['future date', { dob: Y(0, 2) }, {}, { dob: 'Invalid Date' }],
    ['name required', { name: '' }, {}, { name: 'Name is required' }],
    [
      'identification type required',
      { identificationType: null },
      {},
      { identificationType: 'Identification Type is required' },
    ],
    [
      'tax residency required',
      { countryOfTaxResidency: '' },
      {},
      { countryOfTaxResidency: 'Country of Tax Residency is required' },
    ],
    [
      'tax residency in the master',
      { countryOfTaxResidency: 'Atlantis' },
      {},
      { countryOfTaxResidency: 'Invalid Country of Tax Residency for Rohan Kapoor' },
    ],
    ['CP/UBO code required', { cpUboCode: '' }, {}, { cpUboCode: 'CP/UBO Code is required' }],
    ['CP/UBO code known', { cpUboCode: 'C15' }, {}, { cpUboCode: 'Invalid value for CP/UBO Code' }],
    [
      'place and country of birth required',
      { placeAndCountryOfBirth: '' },
      {},
      { placeAndCountryOfBirth: 'Place and Country of Birth is required' },
    ],
    ['occupation required', { occupation: '' }, {}, { occupation: 'Occupation is required' }],
    ['occupation known', { occupation: 'ASTRONAUT' }, {}, { occupation: 'Invalid value for Occupation' }],
    ['gender required', { gender: '' }, {}, { gender: 'Gender is required' }],
    ['nationality required', { nationality: '' }, {}, { nationality: 'Nationality is required' }],
    [
      'nationality in the master',
      { nationality: 'Martian' },
      {},
      { nationality: 'Invalid Nationality for Rohan Kapoor' },
    ],
    ["father's name required", { fatherName: '' }, {}, { fatherName: 'Father name is required' }],
    ['city required', { city: '' }, {}, { city: 'City is required' }],
    ['state required', { state: '' }, {}, { state: 'State is required' }],
    ['country required', { country: '' }, {}, { country: 'Country is required' }],
    ['country in the master', { country: 'Narnia' }, {}, { country: 'Invalid Country for Rohan Kapoor' }],
    [
      'percentage required (not a discretionary trust)',
      { percentageOfBeneficialInterest: '' },
      {},
      { percentageOfBeneficialInterest: 'Percentage Of Beneficial Interest is required' },
    ],
    [
      'percentage above 0',
      { percentageOfBeneficialInterest: 0 },
      {},
      { percentageOfBeneficialInterest: 'Percentage Of Beneficial Interest should be greater than 0' },
    ],
    [
      'percentage not negative',
      { percentageOfBeneficialInterest: '-5' },
      {},
      { percentageOfBeneficialInterest: 'Percentage Of Beneficial Interest should be greater than 0' },
    ],
    [
      'percentage at most 100',
      { percentageOfBeneficialInterest: '100.01' },
      {},
      { percentageOfBeneficialInterest: 'Percentage Of Beneficial Interest must not exceed 100%' },
    ],
    ['CKYC 14 characters', { ckycNumber: '1234' }, {}, { ckycNumber: 'Invalid CKYC Number' }],
    [
      'CKYC digits only',
      { ckycNumber: '1234567890123A' },
      {},
      { ckycNumber: 'CKYC Number allows only digits' },
    ],
    [
      'CKYC unique among UBOs',
      {},
      { others: [{ panNumber: 'XYZPK1111Q', ckycNumber: '12345678901234' }] },
      {
        ckycNumber:
          'There is already same CKYC Number for an Ultimate Benificiary Ownership (UBO) associated with this application',
      },
    ],
    [
      "CKYC not a contributor's",
      {},
      { contributorCkycs: ['12345678901234'] },
      {
        ckycNumber:
          'CKYC Number of Rohan Kapoor should not be same as CKYC Number exist in Contributor Details',
      },
    ],
    [
      'address line 1 characters',
      { address1: 'Flat 1; Road' },
      {},
      { address1: "invalid address line 1 format [special characters are not allowed except -/',&()#:.]" },
    ],
    [
      'address line 2 characters',
      { address3: 'Near @ park' },
      {},
      { address3: "invalid address line 2 format [special characters are not allowed except -/',&()#:.]" },
    ],
    ['pincode required', { pincode: '' }, {}, { pincode: 'Pincode is required' }],
    ['India pincode 6 digits', { pincode: '40002' }, {}, { pincode: 'Pincode length should be 6 digits' }],
    ['foreign pincode looser', { country: 'Singapore', pincode: '!' }, {}, { pincode: 'Invalid Pincode' }],
    [
      'discretionary trust required on or after the cut-off',
      { discretionaryTrust: null },
      {},
      { discretionaryTrust: 'Discretionary Trust of Rohan Kapoor is required' },
    ],
  ])('%s', (_label, over, ctx, expected) => {
    expect(dialog(over, ctx)).toEqual(expected);
  });

  it.each<[string, Partial<UboFormValues>, Partial<UboRuleContext>]>([
    ['foreign id: no age rule, any past date', { panNumber: 'US-123/45', dob: Y(5) }, {}],
    ['entity-pattern PAN: no age rule', { panNumber: 'ABCCK1234L', dob: Y(2) }, {}],
    [
      'discretionary trust before the cut-off may be blank',
      { discretionaryTrust: null },
      { applicationCreatedAt: '2024-10-03T10:00:00Z' },
    ],
    [
      'discretionary trust: percentage may be left out',
      { discretionaryTrust: 'yes', percentageOfBeneficialInterest: null },
      {},
    ],
    ['foreign pincode', { country: 'Singapore', pincode: '018956' }, {}],
    ['CKYC optional', { ckycNumber: '' }, {}],
    [
      'registry values kept as given',
      { address1: 'Flat; 1', gender: 'M' },
      { locked: ['address1', 'gender'] },
    ],
    ['18th birthday today', { dob: Y(18) }, {}],
  ])('allows: %s', (_label, over, ctx) => {
    expect(dialog(over, ctx)).toEqual({});
  });
});

describe('AML pop-up', () => {
  it.each([
    [
      { amlComments: '', amlAcknowledgement: false },
      { amlComments: 'Field is required', amlAcknowledgement: 'Field is required' },
    ],
    [{ amlComments: 'Checked with compliance', amlAcknowledgement: true }, {}],
    [
      { amlComments: 'x'.repeat(1025), amlAcknowledgement: true },
      { amlComments: 'At most 1024 characters are allowed' },
    ],
  ])('%j', (value, expected) => {
    const errors = errorsOf(amlAcknowledgementSchema.safeParse(value));
    expect(Object.keys(errors)).toEqual(Object.keys(expected));
    if ('amlAcknowledgement' in expected) expect(errors).toEqual(expected);
  });
});

const stepCtx = {
  today: TODAY,
  countries: COUNTRIES,
  applicationCreatedAt: '2026-01-10T10:00:00Z',
  master: MASTER,
};
const step = (v: UboStepInput, over: Partial<typeof stepCtx & { contributorCkycs: string[] }> = {}) =>
  errorsOf(uboStepSchema({ ...stepCtx, ...over }).safeParse(v));
const second: UboFormValues = { ...UBO, panNumber: 'XYZPS9876K', ckycNumber: null, name: 'Priya Sharma' };

describe('declaration-ubo step', () => {
  it.each<[string, UboStepInput, Record<string, string>]>([
    [
      'type required',
      { uboDeclarationType: '', ubos: [] },
      { uboDeclarationType: 'Please Select Declaration Type' },
    ],
    [
      'type from the master',
      { uboDeclarationType: 'alien', ubos: [] },
      { uboDeclarationType: 'Please Select Declaration Type' },
    ],
    [
      'value required when the type has values',
      { uboDeclarationType: 'listed_company', uboDeclarationValue: '' },
      { uboDeclarationValue: 'Please Select Declaration value' },
    ],
    [
      'value from the type',
      { uboDeclarationType: 'listed_company', uboDeclarationValue: 'rbi' },
      { uboDeclarationValue: 'Invalid value for Declaration value' },
    ],
    [
      'others must be specified',
      { uboDeclarationType: 'listed_company', uboDeclarationValue: 'others', uboDeclarationOthers: ' ' },
      { uboDeclarationOthers: 'Please Specify Others' },
    ],
    [
      "'none' needs an active UBO",
      { uboDeclarationType: 'none', ubos: [{ ...UBO, id: 'u1', isActive: false }] },
      { ubos: 'Please Add Ultimate Benificiary Owners(UBO)' },
    ],
    [
      'total of active percentages at most 100',
      {
        uboDeclarationType: 'none',
        ubos: [
          { ...UBO, percentageOfBeneficialInterest: 60 },
          { ...second, percentageOfBeneficialInterest: '40.01' },
        ],
      },
      { ubos: 'Percentage Of Beneficial Interest should not greater than 100' },
    ],
    [
      'duplicate PAN between two active UBOs',
      {
        uboDeclarationType: 'none',
        ubos: [
          { ...UBO, percentageOfBeneficialInterest: 10 },
          { ...second, panNumber: 'ABCPK1234L', percentageOfBeneficialInterest: 10 },
        ],
      },
      {
        'ubos.0.panNumber':
          'There is already same Taxpayer ID Number/PAN/Equivalent ID Number for an Ultimate Benificiary Ownership (UBO) associated with this application',
        'ubos.1.panNumber':
          'There is already same Taxpayer ID Number/PAN/Equivalent ID Number for an Ultimate Benificiary Ownership (UBO) associated with this application',
      },
    ],
    [
      'a UBO never fetched',
      { uboDeclarationType: 'none', ubos: [{ ...UBO, isFetchData: false }] },
      { 'ubos.0.panNumber': 'Please fetch data for Rohan Kapoor before saving' },
    ],
    [
      'a failed AML check not acknowledged',
      {
        uboDeclarationType: 'none',
        ubos: [{ ...UBO, amlCheck: false, amlAcknowledgement: true, amlComments: '' }],
      },
      { 'ubos.0.amlAcknowledgement': 'Please acknowledge the AML check of Rohan Kapoor' },
    ],
    [
      'per-UBO rules carry the UBO name',
      { uboDeclarationType: 'none', ubos: [{ ...UBO, nationality: 'Martian' }] },
      { 'ubos.0.nationality': 'Invalid Nationality for Rohan Kapoor' },
    ],
  ])('%s', (_label, value, expected) => {
    expect(step(value)).toEqual(expected);
  });

  it("CKYC of a contributor is refused with the UBO's name", () => {
    expect(
      step({ uboDeclarationType: 'none', ubos: [UBO] }, { contributorCkycs: ['12345678901234'] }),
    ).toEqual({
      'ubos.0.ckycNumber':
        'CKYC Number of Rohan Kapoor should not be same as CKYC Number exist in Contributor Details',
    });
  });

  it('skips removed UBOs and keeps only what the chosen type shows', () => {
    const r = uboStepSchema(stepCtx).parse({
      uboDeclarationType: 'regulated_entity',
      uboDeclarationValue: 'SEBI registration INZ000123',
      uboDeclarationOthers: 'left over',
      ubos: [
        { ...UBO, id: 'u1', isActive: false, nationality: 'Martian', percentageOfBeneficialInterest: 100 },
        UBO,
      ],
    });
    // regulated_entity has openEntryField: the value may be typed; no 'others' box.
    expect(r.uboDeclarationValue).toBe('SEBI registration INZ000123');
    expect(r.uboDeclarationOthers).toBeNull();
    expect(r.ubos.map((u) => u.isActive)).toEqual([false, true]);
    const none = uboStepSchema(stepCtx).parse({
      uboDeclarationType: 'none',
      uboDeclarationValue: 'bse',
      ubos: [UBO],
    });
    expect(none.uboDeclarationValue).toBeNull();
  });

  it('is what wizardStepSchemaFor gives the entity flow', () => {
    const schema = wizardStepSchemaFor('declaration-ubo', {
      ...ctxOf(),
      applicationType: 'non_individual',
      uboMaster: MASTER,
      contributorCkycs: [],
    });
    expect(schema.safeParse({ uboDeclarationType: 'none', ubos: [UBO] }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ uboDeclarationType: 'none', ubos: [] }))).toEqual({
      ubos: 'Please Add Ultimate Benificiary Owners(UBO)',
    });
    expect(() => wizardStepSchemaFor('declaration-ubo', ctxOf())).toThrow(/uboMaster/);
  });

  it("shows 'Please Specify Others' only for a displayOthers type's 'others' value", () => {
    const listed = MASTER.find((o) => o.key === 'listed_company');
    const regulated = MASTER.find((o) => o.key === 'regulated_entity');
    expect(showsDeclarationOthers(listed, 'others')).toBe(true);
    expect(showsDeclarationOthers(listed, 'bse')).toBe(false);
    expect(showsDeclarationOthers(regulated, 'others')).toBe(false);
  });

  it('loads the form from GET detail', () => {
    expect(
      uboStepDefaults({
        ubo_declaration_type: 'none',
        ubos: [{ id: 'u1', name: 'A', file: { id: 'f1', name: 'id.pdf' }, amlCommentedRole: 'rm' }],
      }),
    ).toEqual({
      uboDeclarationType: 'none',
      uboDeclarationValue: '',
      uboDeclarationOthers: '',
      ubos: [{ id: 'u1', name: 'A', fileId: 'f1' }],
    });
  });
});

describe('Fetch Data request', () => {
  const req = (v: object) => errorsOf(uboFetchRequestSchema({ now: TODAY }).safeParse(v));
  it.each<[object, Record<string, string>]>([
    [
      { panNumber: '', dob: '1980-01-01' },
      { panNumber: 'Taxpayer ID Number/PAN/Equivalent ID Number is required' },
    ],
    [{ panNumber: 'ABCPK1234L', dob: '' }, { dob: 'Date of birth is required' }],
    [{ panNumber: 'ABCPK1234L', dob: '2015-01-01' }, { dob: 'Age should be greater than 18' }],
    [{ panNumber: 'US-1234', dob: '1980-01-01' }, { name: 'Name is required' }],
    [{ panNumber: 'US-1234', dob: '1980-01-01', name: 'John Doe' }, {}],
    [{ panNumber: 'abcpk1234l', dob: '01/01/1980' }, {}],
  ])('%j', (value, expected) => {
    expect(req(value)).toEqual(expected);
  });
  it('normalises the id and the date', () => {
    expect(
      uboFetchRequestSchema({ now: TODAY }).parse({ panNumber: 'abcpk1234l', dob: '01/01/1980' }),
    ).toEqual({
      panNumber: 'ABCPK1234L',
      dob: '1980-01-01',
      name: '',
    });
  });
});
