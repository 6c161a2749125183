import { accessToggleConfirmation, addSchemeBodySchema, distributorOptionLabel } from '../api/funds';
import type { FundType } from '../enums/fund';
import {
  normalisePlan,
  normaliseScheme,
  planDrawdownMax,
  planFieldVisibility,
  planFormMessages,
  planFormSchema,
  sanitiseWords,
  schemeFormMessages,
  schemeFormSchema,
  type PlanFormValues,
  type SchemeFormValues,
} from './fund-setup';

const today = { year: 2026, month: 11, day: 26 };

const scheme: SchemeFormValues = {
  schemeCode: 'dgf2',
  schemeName: 'Demo Growth Fund II',
  amcCode: 'demoamc',
  fundCategory: 'category_ii',
  fundType: 'domestic',
  bankName: 'State Bank of India',
  bankBranch: 'Fort',
  ifscCode: 'sbin0000300',
  bankAccountNumber: '00000031234567890',
  grievanceEmail: 'Grievance@Demo-AIF.example',
};

const plan: PlanFormValues = {
  planCode: 'dgf2-a',
  planDescription: 'Series A',
  schemeNature: 'Close ended',
  schemeCategory: 'Category II AIF',
  currency: 'inr',
  faceValue: '100',
  premiumPercentage: '5',
  noOfUnits: '100000',
  groupNoOfUnits: '50000',
  loweredUnits: '25000',
  minCommitmentAmount: '1,00,00,000',
  maxCommitmentAmount: '500000000',
  setupFeeType: 'yes',
  setupFee: '2',
  isoperatingExpensesApplicable: 'yes',
  operatingExpensesType: 'percentage',
  operatingExpenses: '0.75',
  isHurdleRateTextApplicable: 'yes',
  hurdleRateText: '8% p.a.',
  isAdditionalReturnTextApplicable: 'no',
  drawDownDate: '2026-12-01',
  fundManagerId: 'im-1',
  trusteeId: 'tr-1',
  isApplicableForDirect: true,
  isApplicableForDistributor: true,
  distributorIds: ['d-1', 'd-1', 'd-2'],
};

const ctx = (fundType: FundType) => ({ fundType, today });

describe('scheme form', () => {
  it('accepts a complete fund and stores codes upper-cased', () => {
    expect(schemeFormMessages(scheme, { mode: 'add' })).toEqual({});
    expect(schemeFormSchema({ mode: 'add' }).safeParse(scheme).success).toBe(true);
    expect(normaliseScheme(scheme)).toMatchObject({
      schemeCode: 'DGF2',
      amcCode: 'DEMOAMC',
      ifscCode: 'SBIN0000300',
      grievanceEmail: 'grievance@demo-aif.example',
    });
  });

  it.each([
    ['schemeCode', 'Scheme Code is required'],
    ['schemeName', 'Scheme Name is required'],
    ['fundCategory', 'Fund Category is required'],
    ['fundType', 'Fund Type is required'],
  ] as const)('requires %s', (field, message) => {
    expect(schemeFormMessages({ ...scheme, [field]: '  ' }, { mode: 'add' })[field]).toBe(message);
  });

  it.each([
    ['fundType', 'hedge', 'Invalid Fund Type'],
    ['fundCategory', 'category_iv', 'Invalid Fund Category'],
    ['schemeCode', 'DG F', 'Invalid Scheme Code'],
    ['ifscCode', 'SBIN000030', 'Invalid IFSC Code'],
    ['bankAccountNumber', '12', 'Invalid Account Number'],
    ['grievanceEmail', 'grievance@', 'Invalid Grievance Email ID'],
  ] as const)('refuses %s %p', (field, value, message) => {
    expect(schemeFormMessages({ ...scheme, [field]: value }, { mode: 'add' })[field]).toBe(message);
  });

  it('keeps the fund type fixed on edit', () => {
    const edit = { mode: 'edit', storedFundType: 'msar' } as const;
    expect(schemeFormMessages(scheme, edit).fundType).toBe(
      'Fund Type cannot be changed once the fund is created',
    );
    expect(schemeFormMessages({ ...scheme, fundType: 'msar' }, edit)).toEqual({});
  });

  it('leaves the bank details optional', () => {
    const bare = {
      ...scheme,
      bankName: '',
      ifscCode: null,
      bankAccountNumber: undefined,
      grievanceEmail: '',
    };
    expect(schemeFormMessages(bare, { mode: 'add' })).toEqual({});
    expect(normaliseScheme(bare)).toMatchObject({
      ifscCode: null,
      bankAccountNumber: null,
      grievanceEmail: null,
    });
  });
});

describe('plan form', () => {
  it('accepts a complete domestic plan', () => {
    expect(planFormMessages(plan, ctx('domestic'))).toEqual({});
    expect(planFormSchema(ctx('domestic')).safeParse(plan).success).toBe(true);
  });

  it.each([
    ['planCode', 'Series Number is required'],
    ['planDescription', 'Series Name is required'],
    ['schemeNature', 'Scheme Nature is required'],
    ['schemeCategory', 'Scheme Category is required'],
    ['fundManagerId', 'Investment Manager Name is required'],
    ['trusteeId', 'Trustee Name is required'],
    ['faceValue', 'Face Value is required'],
    ['premiumPercentage', 'Premium % is required'],
    ['noOfUnits', 'No of Units is required'],
    ['groupNoOfUnits', 'Group Investment No of Units is required'],
    ['loweredUnits', 'Lowered Units is required'],
    ['minCommitmentAmount', 'Minimum Commitment Amount is required'],
    ['setupFeeType', 'Setup Fee Type is required'],
    ['isoperatingExpensesApplicable', 'Operating Expense Applicable is required'],
    ['drawDownDate', 'Drawdown Date is required'],
  ] as const)('requires %s on a domestic plan', (field, message) => {
    expect(planFormMessages({ ...plan, [field]: '' }, ctx('domestic'))[field]).toBe(message);
  });

  it.each([
    ['noOfUnits', '10.5', 'No of Units should be a whole number'],
    ['noOfUnits', '-1', 'No of Units should be greater than or equal to 0'],
    ['lockInPeriod', '2.5', 'Lock in Period (years) should be a whole number'],
    // What the columns hold (an integer of units, years under 1000).
    ['noOfUnits', '1000000001', 'No of Units should be less than or equal to 1,00,00,00,000'],
    [
      'groupNoOfUnits',
      '3000000000',
      'Group Investment No of Units should be less than or equal to 1,00,00,00,000',
    ],
    ['lockInExtension', '100', 'Lock in Extension (years) should be less than or equal to 99'],
    ['faceValue', 'ten', 'Face Value should be greater than or equal to 0'],
    ['faceValue', '10.123', 'Invalid Face Value'],
    ['premiumPercentage', '101', 'Premium % should be between 0 and 100'],
    ['minContributionPercentage', '-5', 'Minimum Contribution % should be between 0 and 100'],
    ['setupFee', '101', 'Setup Fee Percentage should be less then 100%'],
    ['operatingExpenses', '100.5', 'Operating Expenses should be between 0 and 100'],
    ['tcLink', 'demo-aif.example/terms', 'Invalid T&C Link, it should start with http:// or https://'],
    ['currency', 'eur', 'Invalid Currency'],
    ['schemeStartDate', '31/02/2026', 'Invalid Date'],
  ] as const)('refuses %s %p', (field, value, message) => {
    expect(planFormMessages({ ...plan, [field]: value }, ctx('domestic'))[field]).toBe(message);
  });

  it('wants the maximum commitment at or above the minimum, 0 meaning no maximum', () => {
    expect(
      planFormMessages({ ...plan, maxCommitmentAmount: '5000000' }, ctx('domestic')).maxCommitmentAmount,
    ).toBe('Maximum Commitment Amount should be greater than or equal to Minimum Commitment Amount');
    expect(planFormMessages({ ...plan, maxCommitmentAmount: '0' }, ctx('domestic'))).toEqual({});
    expect(planFormMessages({ ...plan, maxCommitmentAmount: '' }, ctx('domestic'))).toEqual({});
  });

  it('refuses a Sunday drawdown date and one past the latest allowed', () => {
    expect(planFormMessages({ ...plan, drawDownDate: '2026-11-29' }, ctx('domestic')).drawDownDate).toBe(
      'Drawdown Date cannot be a Sunday',
    );
    expect(planDrawdownMax(today)).toEqual({ year: 2031, month: 11, day: 26 });
    expect(planFormMessages({ ...plan, drawDownDate: '2031-11-27' }, ctx('domestic')).drawDownDate).toBe(
      'Drawdown Date should be on or before 26/11/2031',
    );
    expect(planFormMessages({ ...plan, drawDownDate: '2031-11-26' }, ctx('domestic'))).toEqual({});
  });

  it('asks for the setup fee in words when the setup fee type is other', () => {
    const other = { ...plan, setupFeeType: 'other', setupFee: '' };
    expect(planFormMessages(other, ctx('gift')).setupFeeInWords).toBe('Setup Fee (in words) is required');
    expect(planFormMessages({ ...other, setupFeeInWords: 'Two percent' }, ctx('gift'))).toEqual({});
  });

  it('follows the operating expense type', () => {
    const opEx = { ...plan, operatingExpensesType: 'other', operatingExpenses: '' };
    expect(planFormMessages(opEx, ctx('domestic')).operatingExpensesInWords).toBe(
      'Operating Expenses (in words) is required',
    );
    expect(
      planFormMessages({ ...plan, operatingExpensesType: '' }, ctx('domestic')).operatingExpensesType,
    ).toBe('Operating Expense Type is required');
    const none = {
      ...plan,
      isoperatingExpensesApplicable: 'no',
      operatingExpensesType: '',
      operatingExpenses: '',
    };
    expect(planFormMessages(none, ctx('domestic'))).toEqual({});
  });

  it('asks for the hurdle rate and additional return texts when applicable', () => {
    const on = { ...plan, hurdleRateText: '', isAdditionalReturnTextApplicable: 'yes' };
    expect(planFormMessages(on, ctx('domestic'))).toEqual({
      hurdleRateText: 'Hurdle Rate is required',
      additionalReturnText: 'Additional Return is required',
    });
  });

  it('hides and does not require the setup fee, hurdle rate and additional return for msar, nor the drawdown date', () => {
    const msar: PlanFormValues = {
      ...plan,
      setupFeeType: '',
      setupFee: '',
      isHurdleRateTextApplicable: '',
      hurdleRateText: '',
      isAdditionalReturnTextApplicable: '',
      drawDownDate: '',
    };
    expect(planFormMessages(msar, ctx('msar'))).toEqual({});
    expect(planFieldVisibility(plan, 'msar')).toMatchObject({
      setupFeeType: false,
      setupFee: false,
      setupFeeInWords: false,
      isHurdleRateTextApplicable: false,
      hurdleRateText: false,
      additionalReturnText: false,
      drawDownDateRequired: false,
    });
    // Values a msar form still carries are not stored.
    expect(normalisePlan(plan, 'msar')).toMatchObject({
      setupFeeType: null,
      setupFee: 0,
      isHurdleRateTextApplicable: 'no',
      hurdleRateText: null,
    });
  });

  it('wants a distributor when Distributor is checked, and stores none when it is not', () => {
    expect(planFormMessages({ ...plan, distributorIds: [] }, ctx('domestic')).distributorIds).toBe(
      'Please select at least one distributor',
    );
    expect(normalisePlan(plan, 'domestic').distributorIds).toEqual(['d-1', 'd-2']);
    expect(normalisePlan({ ...plan, isApplicableForDistributor: false }, 'domestic').distributorIds).toEqual(
      [],
    );
  });

  it('stores numbers parsed, codes upper-cased and in-words texts sanitised', () => {
    const stored = normalisePlan(
      {
        ...plan,
        setupFeeType: 'other',
        setupFeeInWords: '  Two <b>percent</b>\n of   commitment ',
        operatingExpensesType: 'percentage',
        registrationNumber: 'in/aif2/24-25/1',
      },
      'domestic',
    );
    expect(stored).toMatchObject({
      planCode: 'DGF2-A',
      registrationNumber: 'IN/AIF2/24-25/1',
      minCommitmentAmount: 10_000_000,
      maxCommitmentAmount: 500_000_000,
      noOfUnits: 100_000,
      setupFee: 0,
      setupFeeInWords: 'Two b percent /b of commitment',
      operatingExpenses: 0.75,
      drawDownDate: '2026-12-01',
      isApplicableForDirect: true,
    });
    expect(sanitiseWords('a\u0000b  {c}')).toBe('a b c');
  });
});

describe('fund setup calls', () => {
  it('carries the first plan inside the add-fund body', () => {
    expect(addSchemeBodySchema.safeParse({ ...scheme, plan }).success).toBe(true);
    expect(addSchemeBodySchema.safeParse({ ...scheme }).success).toBe(false);
  });

  it('words the access confirmations as the specification does', () => {
    expect(accessToggleConfirmation('plan', false)).toBe(
      'Are you sure you want to disable the access to this Plan ?',
    );
    expect(accessToggleConfirmation('fund', true)).toBe(
      'Are you sure you want to enable the access to the this Fund ?',
    );
  });

  it('labels a distributor as "ARN code or N/A - name (type)"', () => {
    expect(distributorOptionLabel({ arnCode: 'ARN-100001', name: 'Deepak Sharma', type: 'individual' })).toBe(
      'ARN-100001 - Deepak Sharma (Individual)',
    );
    expect(distributorOptionLabel({ arnCode: null, name: 'Horizon', type: 'company' })).toBe(
      'N/A - Horizon (Company)',
    );
  });
});
