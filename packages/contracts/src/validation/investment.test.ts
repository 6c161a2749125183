import {
  exclusiveInvestmentOptionMessage,
  investmentMessages,
  investmentPaymentSchema,
  minimumUnits,
  normalisePaymentFields,
  type InvestmentFormValues,
  type InvestmentRuleContext,
} from './investment';

const valid: InvestmentFormValues = {
  schemeId: 's1',
  planId: 'p1',
  commitmentAmount: 11000000,
  groupInvestment: false,
  lowerTheUnits: false,
  setupFeeType: 'yes',
  setupFeePercentage: 2,
  totalSetupFee: 259600,
  setupFeeTDS: 1000,
  drawDownDate: '2024-10-04',
  faceValue: 100,
  premiumPercentage: 10,
  premiumValue: 10,
  perUnitValue: 110,
  noOfUnits: 100000,
  modeOfPayment: 'cheque',
  paymentRefNo: '123456',
};
const ctx: InvestmentRuleContext = {
  fundType: 'domestic',
  planNoOfUnits: 100000,
  groupNoOfUnits: 50000,
  loweredUnits: 20000,
};

describe('investmentMessages', () => {
  it('accepts a complete investment', () => {
    expect(investmentMessages(valid, ctx)).toEqual({});
    expect(investmentPaymentSchema(ctx).safeParse(valid).success).toBe(true);
  });

  it('requires scheme, series, commitment and the unit values', () => {
    const m = investmentMessages({ modeOfPayment: 'cheque' }, { fundType: 'msar' });
    expect(m).toEqual({
      schemeId: 'Fund Scheme is required',
      planId: 'Series is required',
      commitmentAmount: 'Commitment Amount is required',
      faceValue: 'Face Value is required',
      premiumPercentage: 'Premium % is required',
      premiumValue: 'Premium Value is required',
      perUnitValue: 'Per Unit Value is required',
      noOfUnits: 'No of units is required',
    });
  });

  it('requires the setup fee percentage for setup fee type yes, except for msar', () => {
    expect(investmentMessages({ ...valid, setupFeePercentage: '' }, ctx).setupFeePercentage).toBe(
      'Setup Fee Percentage is required',
    );
    expect(
      investmentMessages({ ...valid, setupFeePercentage: '' }, { ...ctx, fundType: 'msar' })
        .setupFeePercentage,
    ).toBeUndefined();
    expect(
      investmentMessages({ ...valid, setupFeeType: 'other', setupFeePercentage: null }, ctx)
        .setupFeePercentage,
    ).toBeUndefined();
  });

  it('keeps the setup fee percentage under 101', () => {
    expect(
      investmentMessages({ ...valid, setupFeePercentage: 100.99 }, ctx).setupFeePercentage,
    ).toBeUndefined();
    expect(investmentMessages({ ...valid, setupFeePercentage: 101 }, ctx).setupFeePercentage).toBe(
      'Setup Fee Percentage should be less then 100%',
    );
  });

  it('keeps TDS between 0 and the total setup fee', () => {
    expect(investmentMessages({ ...valid, setupFeeTDS: -1 }, ctx).setupFeeTDS).toBe(
      'TDS should be greater than 0',
    );
    expect(investmentMessages({ ...valid, setupFeeTDS: 0 }, ctx).setupFeeTDS).toBeUndefined();
    expect(investmentMessages({ ...valid, setupFeeTDS: 259600 }, ctx).setupFeeTDS).toBeUndefined();
    expect(investmentMessages({ ...valid, setupFeeTDS: 259600.01 }, ctx).setupFeeTDS).toBe(
      'TDS should not be greater than Total Setup Fee',
    );
  });

  it('requires the drawdown date for domestic and gift funds only', () => {
    const without = { ...valid, drawDownDate: null };
    expect(investmentMessages(without, ctx).drawDownDate).toBe('Drawdown Date is required');
    expect(investmentMessages(without, { ...ctx, fundType: 'gift' }).drawDownDate).toBe(
      'Drawdown Date is required',
    );
    expect(investmentMessages(without, { ...ctx, fundType: 'msar' }).drawDownDate).toBeUndefined();
  });

  it('requires a group name for a group investment', () => {
    expect(investmentMessages({ ...valid, groupInvestment: true, groupName: ' ' }, ctx).groupName).toBe(
      'Group Name is required',
    );
    expect(
      investmentMessages({ ...valid, groupInvestment: true, groupName: 'Family' }, ctx).groupName,
    ).toBeUndefined();
  });

  it('checks face value and premium ranges', () => {
    expect(investmentMessages({ ...valid, faceValue: -1 }, ctx).faceValue).toBe(
      'Face Value should be greater than or equal to 0',
    );
    expect(investmentMessages({ ...valid, faceValue: 0 }, ctx).faceValue).toBeUndefined();
    expect(investmentMessages({ ...valid, premiumPercentage: 100 }, ctx).premiumPercentage).toBeUndefined();
    expect(investmentMessages({ ...valid, premiumPercentage: 100.5 }, ctx).premiumPercentage).toBe(
      'Premium % should be between 0 and 100',
    );
    expect(investmentMessages({ ...valid, premiumPercentage: -0.5 }, ctx).premiumPercentage).toBe(
      'Premium % should be between 0 and 100',
    );
  });

  it('applies the minimum units of the chosen option', () => {
    expect(minimumUnits({}, ctx)).toBe(100000);
    expect(minimumUnits({ groupInvestment: true }, ctx)).toBe(50000);
    expect(minimumUnits({ lowerTheUnits: true }, ctx)).toBe(20000);
    expect(investmentMessages({ ...valid, noOfUnits: 99999 }, ctx).noOfUnits).toBe(
      'No of units should be greater than or equal to 100000',
    );
    expect(
      investmentMessages({ ...valid, noOfUnits: '20000', lowerTheUnits: true }, ctx).noOfUnits,
    ).toBeUndefined();
    expect(
      investmentMessages({ ...valid, noOfUnits: 49999, groupInvestment: true, groupName: 'G' }, ctx)
        .noOfUnits,
    ).toBe('No of units should be greater than or equal to 50000');
  });

  it('refuses fractional units: a series is sold in whole units', () => {
    for (const units of [100000.5, '100000.25', 150000.001])
      expect(investmentMessages({ ...valid, noOfUnits: units }, ctx).noOfUnits).toBe(
        'No of units should be a whole number',
      );
    expect(investmentMessages({ ...valid, noOfUnits: '100000.00' }, ctx).noOfUnits).toBeUndefined();
    // Below the minimum, the minimum is what to fix first.
    expect(investmentMessages({ ...valid, noOfUnits: 10.5 }, ctx).noOfUnits).toBe(
      'No of units should be greater than or equal to 100000',
    );
  });

  it('checks the commitment against a series minimum', () => {
    expect(
      investmentMessages({ ...valid, commitmentAmount: 9999999 }, { ...ctx, minCommitmentAmount: 10000000 })
        .commitmentAmount,
    ).toBe('Commitment Amount should be greater than or equal to 1,00,00,000');
    expect(
      investmentMessages({ ...valid, commitmentAmount: 10000000 }, { ...ctx, minCommitmentAmount: 10000000 })
        .commitmentAmount,
    ).toBeUndefined();
  });

  it('checks the commitment against a series maximum (0: none), group and lowered units included', () => {
    const withMaximum = { ...ctx, maxCommitmentAmount: 500000000 };
    expect(
      investmentMessages({ ...valid, commitmentAmount: 500000000.01 }, withMaximum).commitmentAmount,
    ).toBe('Commitment Amount should be less than or equal to 50,00,00,000');
    expect(
      investmentMessages({ ...valid, commitmentAmount: 500000000 }, withMaximum).commitmentAmount,
    ).toBeUndefined();
    expect(
      investmentMessages({ ...valid, lowerTheUnits: true, commitmentAmount: 600000000 }, withMaximum)
        .commitmentAmount,
    ).toBe('Commitment Amount should be less than or equal to 50,00,00,000');
    expect(
      investmentMessages({ ...valid, commitmentAmount: 600000000 }, { ...ctx, maxCommitmentAmount: 0 })
        .commitmentAmount,
    ).toBeUndefined();
  });

  it('caps the commitment at what the database keeps (10 lakh crore)', () => {
    expect(investmentMessages({ ...valid, commitmentAmount: 1e13 }, ctx).commitmentAmount).toBeUndefined();
    expect(investmentMessages({ ...valid, commitmentAmount: 1e13 + 0.01 }, ctx).commitmentAmount).toBe(
      'Commitment Amount should be less than or equal to 1,00,00,00,00,00,000',
    );
    expect(investmentMessages({ ...valid, commitmentAmount: '9'.repeat(40) }, ctx).commitmentAmount).toBe(
      'Commitment Amount should be less than or equal to 1,00,00,00,00,00,000',
    );
  });

  it('leaves the series minimum commitment to the unit minimum of a group investment or lowered units', () => {
    const withMinimum = { ...ctx, minCommitmentAmount: 10000000 };
    for (const option of [{ groupInvestment: true, groupName: 'G' }, { lowerTheUnits: true }]) {
      const out = investmentMessages({ ...valid, ...option, commitmentAmount: 5000000 }, withMinimum);
      expect(out.commitmentAmount).toBeUndefined();
    }
    expect(
      investmentMessages(
        { ...valid, lowerTheUnits: true, noOfUnits: 19999, commitmentAmount: 1 },
        withMinimum,
      ).noOfUnits,
    ).toBe('No of units should be greater than or equal to 20000');
  });

  it('checks the payment mode and its reference', () => {
    expect(investmentMessages({ ...valid, modeOfPayment: 'upi' }, ctx).modeOfPayment).toBe(
      'Invalid value for mode of payment',
    );
    expect(investmentMessages({ ...valid, modeOfPayment: null }, ctx).modeOfPayment).toBe(
      'Invalid value for mode of payment',
    );
    expect(investmentMessages({ ...valid, paymentRefNo: '12#4' }, ctx).paymentRefNo).toBe(
      'Invalid Cheque No/UTR No',
    );
    expect(investmentMessages({ ...valid, modeOfPayment: 'rtgs', paymentRefNo: 'X' }, ctx).paymentRefNo).toBe(
      'Invalid Cheque No/UTR No',
    );
    expect(investmentMessages({ ...valid, modeOfPayment: 'neft', neftCode: 'N-1' }, ctx).neftCode).toBe(
      'Invalid NEFT Code',
    );
    expect(investmentMessages({ ...valid, modeOfPayment: 'demand_draft', ddNo: '1' }, ctx).ddNo).toBe(
      'Invalid DD No',
    );
    expect(
      investmentMessages({ ...valid, modeOfPayment: 'neft', neftCode: 'UTIBR52024100400123' }, ctx),
    ).toEqual({});
  });

  it('reports every failing field through the zod schema', () => {
    const r = investmentPaymentSchema(ctx).safeParse({ ...valid, planId: '', setupFeeTDS: -5 });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['planId', 'Series is required'],
      ['setupFeeTDS', 'TDS should be greater than 0'],
    ]);
  });
});

describe('group investment and lower the units', () => {
  it('exclude each other', () => {
    expect(exclusiveInvestmentOptionMessage({ lowerTheUnits: true }, 'groupInvestment')).toBe(
      'To select group investment, you need to uncheck other options',
    );
    expect(exclusiveInvestmentOptionMessage({ groupInvestment: true }, 'lowerTheUnits')).toBe(
      'To select Lower the Units, you need to uncheck other options',
    );
    expect(exclusiveInvestmentOptionMessage({}, 'lowerTheUnits')).toBeNull();
  });
});

describe('normalisePaymentFields', () => {
  it('keeps only the field of the chosen mode and the group name of a group investment', () => {
    expect(
      normalisePaymentFields({
        modeOfPayment: 'neft',
        neftCode: 'N1',
        paymentRefNo: 'C1',
        ddNo: 'D1',
        groupInvestment: false,
        groupName: 'G',
      }),
    ).toEqual({
      modeOfPayment: 'neft',
      neftCode: 'N1',
      paymentRefNo: '',
      ddNo: '',
      groupInvestment: false,
      groupName: '',
    });
    expect(
      normalisePaymentFields({
        modeOfPayment: 'cheque',
        paymentRefNo: 'C1',
        neftCode: 'N1',
        groupInvestment: true,
        groupName: 'G',
      }),
    ).toMatchObject({
      paymentRefNo: 'C1',
      neftCode: '',
      groupName: 'G',
    });
  });
});
