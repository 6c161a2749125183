import { MESSAGES } from '../validation/messages';
import {
  additionalKycStepDefaults,
  additionalKycStepSchema,
  defaultDepository,
  depositoryOptions,
  isDematMandatory,
} from './additional-kyc';
import { WIZARD_MESSAGES } from './messages';
import { ctxOf, errorsOf } from './test-helpers';

const base = {
  id: 'a1',
  isActive: true,
  occupationDetails: 'BUSINESS',
  grossAnnualIncome: '10-25 LACS',
  politicallyExposedPersonStatus: 'Not Applicable',
  ckycNo: '',
  sourceOfFunds: ['savings'],
  dlclId: 'nsdl',
  dpId: 'IN123456',
  clId: '12345678',
  nameOfBroker: 'Angel One Limited',
};
const parse = (applicants: unknown[], over = {}) =>
  additionalKycStepSchema(ctxOf(over)).safeParse({ applicants });

describe('additionalKycStepSchema', () => {
  it('accepts a valid applicant and joins source of funds', () => {
    const r = parse([{ ...base, sourceOfFunds: ['savings', 'other'], otherSourceOfFund: 'Rent' }]);
    expect(r.success).toBe(true);
    expect(r.data?.applicants[0]?.sourceOfFunds).toBe('savings*other');
  });

  it.each([
    ['occupationDetails', '', WIZARD_MESSAGES.occupationRequired],
    ['occupationDetails', 'PIRATE', MESSAGES.occupationInvalid],
    ['grossAnnualIncome', 'LOTS', WIZARD_MESSAGES.incomeInvalid],
    ['politicallyExposedPersonStatus', '', WIZARD_MESSAGES.pepRequired],
    ['politicallyExposedPersonStatus', 'Maybe', WIZARD_MESSAGES.pepInvalid],
    ['ckycNo', '1234', MESSAGES.ckycInvalid],
    ['ckycNo', '1234567890123A', MESSAGES.ckycInvalid],
    ['sourceOfFunds', ['treasure'], WIZARD_MESSAGES.sourceOfFundsInvalid],
    ['dpId', 'IN12345', MESSAGES.dpIdInvalid],
    ['dpId', '12345678', MESSAGES.dpIdInvalid],
    ['clId', '1234567', MESSAGES.clIdInvalid],
    ['nameOfBroker', 'Unknown Broker', MESSAGES.brokerInvalid],
    ['dlclId', 'mutual', WIZARD_MESSAGES.dematTypeInvalid],
  ])('%s=%j -> %s', (field, value, message) => {
    expect(errorsOf(parse([{ ...base, [field]: value }]))).toEqual({ [`applicants.0.${field}`]: message });
  });

  it('asks for the other source of funds text', () => {
    expect(errorsOf(parse([{ ...base, sourceOfFunds: ['other'] }]))).toEqual({
      'applicants.0.otherSourceOfFund': MESSAGES.specifySourceOfFunds,
    });
  });

  it('refuses the same CKYC number on two active applicants only', () => {
    const ckyc = '12345678901234';
    const a2 = { ...base, id: 'a2', ckycNo: ckyc };
    expect(errorsOf(parse([{ ...base, ckycNo: ckyc }, a2]))).toEqual({
      'applicants.1.ckycNo': MESSAGES.ckycDuplicateApplicant,
    });
    expect(
      parse([
        { ...base, ckycNo: ckyc },
        { ...a2, isActive: false },
      ]).success,
    ).toBe(true);
  });

  it('CDSL: 16-digit DPCL ID; 8 digits only for applications before the cut-off or by configuration', () => {
    const cdsl = { ...base, dlclId: 'cdsl', dpId: '12345678', clId: '' };
    expect(errorsOf(parse([cdsl]))).toEqual({ 'applicants.0.dpId': MESSAGES.dpclIdInvalid });
    expect(parse([{ ...cdsl, dpId: '1234567890123456' }]).success).toBe(true);
    expect(parse([cdsl], { applicationCreatedAt: '2024-01-10T10:00:00Z' }).success).toBe(true);
    expect(parse([cdsl], { legacyDpclLength: true }).success).toBe(true);
  });

  it('clears the ids the depository does not use', () => {
    const r = parse([{ ...base, dlclId: 'cdsl', dpId: '1234567890123456', clId: '99' }]);
    expect(r.data?.applicants[0]).toMatchObject({ dlclId: 'cdsl', dpId: '1234567890123456', clId: '' });
    const none = parse([{ ...base, dlclId: '', dpId: 'x', clId: 'y' }]);
    expect(none.data?.applicants[0]).toMatchObject({ dlclId: '', dpId: '', clId: '' });
  });

  describe('domestic fund', () => {
    const domestic = { fundType: 'domestic' as const };
    it.each(['', 'none'])('first applicant with depository %j -> the domestic message', (dlclId) => {
      expect(
        errorsOf(parse([{ ...base, dlclId }], { ...domestic, applicationCreatedAt: '2024-01-10T10:00:00Z' })),
      ).toEqual({
        'applicants.0.dlclId': MESSAGES.dematMandatoryForDomestic,
      });
    });
    it('second applicant may have no demat', () => {
      expect(parse([base, { ...base, id: 'a2', dlclId: '' }], domestic).success).toBe(true);
    });
    it('applies from the 2023-09-29 cut-off only', () => {
      expect(
        parse([{ ...base, dlclId: '' }], { ...domestic, applicationCreatedAt: '2023-09-01T10:00:00Z' })
          .success,
      ).toBe(true);
    });
  });

  it("'None' is gone for applications created from 2024-05-10", () => {
    expect(errorsOf(parse([{ ...base, dlclId: 'none' }]))).toEqual({
      'applicants.0.dlclId': WIZARD_MESSAGES.dematTypeInvalid,
    });
    expect(
      parse([{ ...base, dlclId: 'none' }], { applicationCreatedAt: '2024-05-09T10:00:00Z' }).success,
    ).toBe(true);
  });
});

describe('demat helpers', () => {
  it.each([
    ['2024-05-09T10:00:00Z', ['cdsl', 'nsdl', 'none']],
    ['2024-05-10T10:00:00Z', ['cdsl', 'nsdl']],
    [null, ['cdsl', 'nsdl']],
  ])('options for an application created %s', (createdAt, options) => {
    expect(depositoryOptions({ applicationCreatedAt: createdAt })).toEqual(options);
  });
  it('default depository and mandatory flag', () => {
    expect(isDematMandatory({ fundType: 'domestic', applicationCreatedAt: '2025-01-01' })).toBe(true);
    expect(isDematMandatory({ fundType: 'gift', applicationCreatedAt: '2025-01-01' })).toBe(false);
    expect(defaultDepository({ fundType: 'gift', applicationCreatedAt: '2024-01-01' })).toBe('none');
    expect(defaultDepository({ fundType: 'domestic', applicationCreatedAt: '2024-01-01' })).toBe('');
    expect(defaultDepository({ fundType: 'gift', applicationCreatedAt: '2025-01-01' })).toBe('');
  });
  it('PEP defaults to Not Applicable for staff and blank for the investor', () => {
    const app = { applicants: [{ id: 'a', applicant_type: 1, sourceOfFunds: 'savings*other' }] };
    const staff = additionalKycStepDefaults(app, {
      role: 'rm',
      fundType: 'msar',
      applicationCreatedAt: '2025-01-01',
    });
    expect(staff.applicants[0]).toMatchObject({
      politicallyExposedPersonStatus: 'Not Applicable',
      sourceOfFunds: ['savings', 'other'],
    });
    const inv = additionalKycStepDefaults(app, {
      role: 'investor',
      fundType: 'msar',
      applicationCreatedAt: '2025-01-01',
    });
    expect(inv.applicants[0]?.politicallyExposedPersonStatus).toBe('');
  });
});
