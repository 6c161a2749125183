import { LATER_STEP_MESSAGES } from './messages';
import {
  contributionAmountMessage,
  deriveInvestment,
  drawdownDateMessage,
  investmentRuleContext,
  investmentStepMessages,
  investmentStepSchema,
  isInvestmentReadOnly,
  onSchemeChange,
  onSeriesChange,
  SERIES_DECIDED_INVESTMENT_FIELDS,
  investmentStepDefaults,
  seriesPricing,
  seriesTerms,
  toggleInvestmentOption,
  type InvestmentStepContext,
  type InvestmentStepInput,
} from './investment';

const TODAY = new Date('2026-06-15T06:00:00Z');
const plan = {
  id: 'p1',
  noOfUnits: 100000,
  groupNoOfUnits: 50000,
  loweredUnits: 20000,
  minCommitmentAmount: 0,
};
const ctx: InvestmentStepContext = {
  role: 'rm',
  applicationType: 'individual',
  today: TODAY,
  fundType: 'domestic',
  plan,
};
const entityCtx: InvestmentStepContext = { ...ctx, applicationType: 'non_individual' };
const msarCtx: InvestmentStepContext = { ...ctx, fundType: 'msar' };

const valid: InvestmentStepInput = {
  schemeId: 's1',
  planId: 'p1',
  groupInvestment: false,
  lowerTheUnits: false,
  setupFeeType: 'yes',
  setupFeePercentage: 2,
  setupFeeTDS: 1000,
  drawDownDate: '2026-01-05',
  faceValue: 100,
  premiumPercentage: 10,
  noOfUnits: 100000,
  modeOfPayment: 'cheque',
  paymentRefNo: '123456',
};

describe('deriveInvestment (integer paise)', () => {
  it('derives premium, per-unit, commitment, fee, GST 18 %, total and net', () => {
    const d = deriveInvestment(valid, 'domestic')!;
    expect(d).toMatchObject({
      premiumValue: 10,
      perUnitValue: 110,
      commitmentAmount: 11000000,
      setupFeeAmount: 220000,
      setupFeeGST: 39600,
      totalSetupFee: 259600,
      netSetupFeeLessTDS: 258600,
    });
    expect(d.paise.totalSetupFee).toBe(25960000n);
  });

  it.each<[string, InvestmentStepInput, Record<string, number>]>([
    // 10 x 3.333 % = 0.3333 -> 0.33 per unit, rounded before multiplying by the units.
    [
      'premium rounded per unit first',
      { faceValue: 10, premiumPercentage: 3.333, noOfUnits: 3 },
      { premiumValue: 0.33, perUnitValue: 10.33, commitmentAmount: 30.99 },
    ],
    // 30.99 x 2.5 % = 0.77475 -> 0.77; GST 0.1386 -> 0.14; total 0.91.
    [
      'fee and GST rounded half up to the paisa',
      { faceValue: 10, premiumPercentage: 3.333, noOfUnits: 3, setupFeeType: 'yes', setupFeePercentage: 2.5 },
      { setupFeeAmount: 0.77, setupFeeGST: 0.14, totalSetupFee: 0.91 },
    ],
    // 0.1 + 0.2 style inputs stay exact.
    [
      'no binary floating point error',
      { faceValue: 0.1, premiumPercentage: 200, noOfUnits: 3 },
      { premiumValue: 0.2, perUnitValue: 0.3, commitmentAmount: 0.9 },
    ],
    [
      'strings with grouping',
      { faceValue: '1,000', premiumPercentage: '0', noOfUnits: '12' },
      { commitmentAmount: 12000 },
    ],
    [
      'no setup fee for type other',
      { ...valid, setupFeeType: 'other' },
      { setupFeeAmount: 0, totalSetupFee: 0, netSetupFeeLessTDS: -1000 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(deriveInvestment(input, 'domestic')).toMatchObject(expected);
  });

  it('has no setup fee for msar, and nothing while inputs are missing or unreadable', () => {
    expect(deriveInvestment(valid, 'msar')).toMatchObject({ setupFeeAmount: 0, setupFeeGST: 0 });
    expect(deriveInvestment({ ...valid, faceValue: '' }, 'domestic')).toBeNull();
    expect(deriveInvestment({ ...valid, noOfUnits: 'ten' }, 'domestic')).toBeNull();
    expect(deriveInvestment({ ...valid, setupFeeTDS: 'x' }, 'domestic')).toMatchObject({
      totalSetupFee: 259600,
      netSetupFeeLessTDS: 259600,
    });
  });
});

describe('investmentStepMessages', () => {
  it('accepts a complete step, individual and entity', () => {
    expect(investmentStepMessages(valid, ctx)).toEqual({});
    expect(investmentStepMessages(valid, entityCtx)).toEqual({});
  });

  it.each<[string, InvestmentStepInput, InvestmentStepContext, string, string]>([
    ['scheme required', { ...valid, schemeId: '' }, ctx, 'schemeId', 'Fund Scheme is required'],
    ['series required', { ...valid, planId: null }, ctx, 'planId', 'Series is required'],
    [
      'commitment required (not derivable)',
      { ...valid, faceValue: '', commitmentAmount: null },
      ctx,
      'commitmentAmount',
      'Commitment Amount is required',
    ],
    [
      'commitment minimum of the series',
      { ...valid, noOfUnits: 100000 },
      { ...ctx, plan: { ...plan, minCommitmentAmount: 20000000 } },
      'commitmentAmount',
      'Commitment Amount should be greater than or equal to 2,00,00,000',
    ],
    [
      'commitment minimum 10,000,000 without a series',
      { ...valid, noOfUnits: 1000 },
      { ...ctx, plan: null },
      'commitmentAmount',
      'Commitment Amount should be greater than or equal to 1,00,00,000',
    ],
    [
      'setup fee % required',
      { ...valid, setupFeePercentage: '' },
      ctx,
      'setupFeePercentage',
      'Setup Fee Percentage is required',
    ],
    [
      'setup fee % under 101',
      { ...valid, setupFeePercentage: 101 },
      ctx,
      'setupFeePercentage',
      'Setup Fee Percentage should be less then 100%',
    ],
    ['TDS not negative', { ...valid, setupFeeTDS: -1 }, ctx, 'setupFeeTDS', 'TDS should be greater than 0'],
    [
      'TDS not above the derived total',
      { ...valid, setupFeeTDS: 259600.01 },
      ctx,
      'setupFeeTDS',
      'TDS should not be greater than Total Setup Fee',
    ],
    [
      'drawdown date required (domestic)',
      { ...valid, drawDownDate: '' },
      ctx,
      'drawDownDate',
      'Drawdown Date is required',
    ],
    [
      'drawdown date required (gift)',
      { ...valid, drawDownDate: null },
      { ...ctx, fundType: 'gift' },
      'drawDownDate',
      'Drawdown Date is required',
    ],
    [
      'drawdown date not a Sunday',
      { ...valid, drawDownDate: '04/01/2026' },
      ctx,
      'drawDownDate',
      'Sundays are not allowed',
    ],
    ['drawdown date readable', { ...valid, drawDownDate: '31/02/2026' }, ctx, 'drawDownDate', 'Invalid Date'],
    [
      'group name with group investment',
      { ...valid, groupInvestment: true, groupName: ' ' },
      ctx,
      'groupName',
      'Group Name is required',
    ],
    ['face value required', { ...valid, faceValue: null }, ctx, 'faceValue', 'Face Value is required'],
    [
      'face value at least 0',
      { ...valid, faceValue: -1 },
      ctx,
      'faceValue',
      'Face Value should be greater than or equal to 0',
    ],
    [
      'premium % required',
      { ...valid, premiumPercentage: '' },
      ctx,
      'premiumPercentage',
      'Premium % is required',
    ],
    [
      'premium % 0 to 100',
      { ...valid, premiumPercentage: 100.5 },
      ctx,
      'premiumPercentage',
      'Premium % should be between 0 and 100',
    ],
    [
      'premium value required (not derivable)',
      { ...valid, noOfUnits: '' },
      ctx,
      'premiumValue',
      'Premium Value is required',
    ],
    [
      'per unit value required (not derivable)',
      { ...valid, noOfUnits: '' },
      ctx,
      'perUnitValue',
      'Per Unit Value is required',
    ],
    ['units required', { ...valid, noOfUnits: '' }, ctx, 'noOfUnits', 'No of units is required'],
    [
      'units: plan minimum',
      { ...valid, noOfUnits: 99999 },
      ctx,
      'noOfUnits',
      'No of units should be greater than or equal to 100000',
    ],
    [
      'units: group minimum',
      { ...valid, groupInvestment: true, groupName: 'G', noOfUnits: 49999 },
      ctx,
      'noOfUnits',
      'No of units should be greater than or equal to 50000',
    ],
    [
      'units: lowered minimum',
      { ...valid, lowerTheUnits: true, noOfUnits: 19999 },
      ctx,
      'noOfUnits',
      'No of units should be greater than or equal to 20000',
    ],
    [
      'mode of payment allowed',
      { ...valid, modeOfPayment: 'upi' },
      ctx,
      'modeOfPayment',
      'Invalid value for mode of payment',
    ],
    [
      'cheque / UTR number',
      { ...valid, paymentRefNo: '12' },
      ctx,
      'paymentRefNo',
      'Invalid Cheque No/UTR No',
    ],
    [
      'NEFT code',
      { ...valid, modeOfPayment: 'neft', neftCode: 'AB-1' },
      ctx,
      'neftCode',
      'Invalid NEFT Code',
    ],
    ['DD number', { ...valid, modeOfPayment: 'demand_draft', ddNo: '1' }, ctx, 'ddNo', 'Invalid DD No'],
  ])('%s', (_name, values, c, field, message) => {
    expect(investmentStepMessages(values, c)[field as keyof InvestmentStepInput]).toBe(message);
  });

  it.each<[string, InvestmentStepInput, InvestmentStepContext]>([
    [
      'msar: no setup fee %, no drawdown date',
      { ...valid, setupFeePercentage: null, drawDownDate: null },
      msarCtx,
    ],
    [
      'units at the group minimum',
      { ...valid, groupInvestment: true, groupName: 'G', noOfUnits: 50000 },
      ctx,
    ],
    [
      'setup fee type other needs no %',
      { ...valid, setupFeeType: 'other', setupFeePercentage: null, setupFeeTDS: 0 },
      ctx,
    ],
    ['a Monday drawdown date', { ...valid, drawDownDate: '2026-01-05' }, ctx],
  ])('accepts %s', (_name, values, c) => {
    expect(investmentStepMessages(values, c)).toEqual({});
  });

  it('rule context: 10,000,000 without a series, the series minimum otherwise', () => {
    expect(investmentRuleContext({ fundType: 'gift', plan: null })).toMatchObject({
      minCommitmentAmount: 10000000,
    });
    expect(investmentRuleContext({ fundType: 'gift', plan })).toMatchObject({
      minCommitmentAmount: 0,
      planNoOfUnits: 100000,
    });
    expect(
      investmentRuleContext({ fundType: 'gift', plan: { ...plan, maxCommitmentAmount: 500000000 } }),
    ).toMatchObject({ maxCommitmentAmount: 500000000 });
    expect(investmentRuleContext({ fundType: 'gift', plan: null }).maxCommitmentAmount).toBeNull();
  });

  it('drawdownDateMessage', () => {
    expect(drawdownDateMessage('2026-01-04')).toBe('Sundays are not allowed');
    expect(drawdownDateMessage(new Date('2026-01-05T00:00:00+05:30'))).toBeNull();
    expect(drawdownDateMessage('')).toBeNull();
    // From the creation day in Asia/Kolkata (here 16/06/2026) to a year after it.
    const created = '2026-06-15T20:00:00Z';
    expect(drawdownDateMessage('2026-06-15', created)).toBe(LATER_STEP_MESSAGES.drawdownDateBeforeCreation);
    expect(drawdownDateMessage('2026-06-16', created)).toBeNull();
    expect(drawdownDateMessage('2027-06-16', created)).toBeNull();
    expect(drawdownDateMessage('2027-06-17', created)).toBe(LATER_STEP_MESSAGES.drawdownDateAfterOneYear);
  });
});

describe('investmentStepSchema', () => {
  it('saves the derived amounts, blanks other payment fields and the group name', () => {
    const r = investmentStepSchema(ctx).parse({
      ...valid,
      commitmentAmount: 1, // typed values are replaced by the derived ones
      perUnitValue: 1,
      neftCode: 'NEFT123456',
      ddNo: 'DD123456',
      groupName: 'Left over',
      drawDownDate: '05/01/2026',
    });
    expect(r).toMatchObject({
      commitmentAmount: 11000000,
      perUnitValue: 110,
      premiumValue: 10,
      setupFeeAmount: 220000,
      setupFeeGST: 39600,
      totalSetupFee: 259600,
      setupFeeTDS: 1000,
      netSetupFeeLessTDS: 258600,
      paymentRefNo: '123456',
      neftCode: '',
      ddNo: '',
      groupName: '',
      drawDownDate: '2026-01-05',
      modeOfPayment: 'cheque',
    });
  });

  it('clears the setup fee % and TDS for msar', () => {
    expect(investmentStepSchema(msarCtx).parse(valid)).toMatchObject({
      setupFeePercentage: null,
      setupFeeTDS: null,
      setupFeeAmount: 0,
    });
  });

  it('saves the contribution amount and takes the series terms from the series, not the form', () => {
    const series = {
      ...plan,
      isoperatingExpensesApplicable: 'yes',
      operatingExpensesType: 'percentage',
      operatingExpenses: 0.75,
      operatingExpensesInWords: 'ignored for a percentage',
      isHurdleRateTextApplicable: 'yes',
      hurdleRateText: '8% p.a.',
    };
    const form = {
      ...valid,
      contributionChequeAmount: '25,00,000.50',
      hurdleRate: 'typed',
      operatingExpenses: 9,
    };
    expect(investmentStepSchema({ ...ctx, plan: series }).parse(form)).toMatchObject({
      contributionChequeAmount: 2500000.5,
      isoperatingExpensesApplicable: 'yes',
      operatingExpensesType: 'percentage',
      operatingExpenses: 0.75,
      operatingExpensesInWords: null,
      hurdleRate: '8% p.a.',
    });
    // msar funds hide the hurdle rate (0-product-decisions §2).
    expect(investmentStepSchema({ ...msarCtx, plan: series }).parse(valid)).toMatchObject({
      contributionChequeAmount: null,
      hurdleRate: null,
    });
  });

  it('seriesTerms: the words for operating expenses of another type; nothing when not applicable', () => {
    expect(
      seriesTerms(
        {
          isoperatingExpensesApplicable: 'yes',
          operatingExpensesType: 'other',
          operatingExpenses: 1,
          operatingExpensesInWords: 'At actuals',
        },
        'domestic',
      ),
    ).toEqual({
      isoperatingExpensesApplicable: 'yes',
      operatingExpensesType: 'other',
      operatingExpenses: null,
      operatingExpensesInWords: 'At actuals',
      hurdleRate: null,
    });
    expect(
      seriesTerms(
        { isoperatingExpensesApplicable: 'no', operatingExpensesType: 'percentage', operatingExpenses: 1 },
        'gift',
      ),
    ).toEqual({
      isoperatingExpensesApplicable: 'no',
      operatingExpensesType: null,
      operatingExpenses: null,
      operatingExpensesInWords: null,
      hurdleRate: null,
    });
    expect(seriesTerms(null, 'domestic').isoperatingExpensesApplicable).toBeNull();
  });

  it.each<[unknown, string | null]>([
    [null, null],
    ['', null],
    [0, null],
    ['11000000', null],
    ['1,00,000.25', null],
    ['11000000.01', 'Contribution Amount should not be greater than Commitment Amount'],
    [-1, 'Contribution Amount should be greater than or equal to 0'],
    ['12.345', 'Invalid Contribution Amount'],
    ['abc', 'Invalid Contribution Amount'],
  ])('contribution amount %p: %p', (value, message) => {
    expect(contributionAmountMessage(value, 11000000)).toBe(message);
    expect(
      investmentStepMessages({ ...valid, contributionChequeAmount: value as never }, ctx)
        .contributionChequeAmount,
    ).toBe(message ?? undefined);
  });

  it('reports issues by field', () => {
    const r = investmentStepSchema(ctx).safeParse({ ...valid, modeOfPayment: 'neft', neftCode: '1' });
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['neftCode', 'Invalid NEFT Code'],
    ]);
  });
});

describe('investment transitions', () => {
  it('group investment and lower the units exclude each other', () => {
    expect(toggleInvestmentOption({ lowerTheUnits: true }, 'groupInvestment', true)).toEqual({
      values: { lowerTheUnits: true },
      message: 'To select group investment, you need to uncheck other options',
    });
    expect(toggleInvestmentOption({ groupInvestment: true }, 'lowerTheUnits', true).message).toBe(
      'To select Lower the Units, you need to uncheck other options',
    );
    expect(
      toggleInvestmentOption({ groupInvestment: true, groupName: 'G' }, 'groupInvestment', false),
    ).toEqual({
      values: { groupInvestment: false, groupName: '' },
      message: null,
    });
    expect(toggleInvestmentOption<InvestmentStepInput>({}, 'lowerTheUnits', true).values.lowerTheUnits).toBe(
      true,
    );
  });

  it('a scheme change resets the dependent fields; a series change fills them', () => {
    const reset = onSchemeChange({ ...valid, groupInvestment: true, groupName: 'G' }, 's2');
    expect(reset).toMatchObject({
      schemeId: 's2',
      planId: null,
      faceValue: null,
      noOfUnits: null,
      groupInvestment: false,
      groupName: '',
      modeOfPayment: 'cheque',
    });
    const filled = onSeriesChange(
      reset,
      {
        ...plan,
        id: 'p9',
        faceValue: 100,
        premiumPercentage: 10,
        setupFee: 2,
        setupFeeType: 'yes',
        drawDownDate: '2026-07-01',
      },
      'domestic',
    );
    expect(filled).toMatchObject({
      schemeId: 's2',
      planId: 'p9',
      faceValue: 100,
      premiumPercentage: 10,
      noOfUnits: 100000,
      setupFeePercentage: 2,
      drawDownDate: '2026-07-01',
      commitmentAmount: 11000000,
      totalSetupFee: 259600,
    });
  });

  it('the series decides the price and the setup fee; the stored application fills the form', () => {
    expect(
      seriesPricing({ faceValue: 100, premiumPercentage: 5, setupFeeType: 'yes', setupFee: 1.5 }),
    ).toEqual({
      faceValue: 100,
      premiumPercentage: 5,
      setupFeeType: 'yes',
      setupFeePercentage: 1.5,
      setupFeeInWords: null,
    });
    expect(
      seriesPricing({ faceValue: 1000, setupFeeType: 'other', setupFee: 2, setupFeeInWords: 'Nil' }),
    ).toMatchObject({ setupFeeType: 'other', setupFeePercentage: null, setupFeeInWords: 'Nil' });
    expect(Object.values(seriesPricing(null)).every((v) => v === null)).toBe(true);
    expect(Object.keys(seriesPricing(null)).sort()).toEqual([...SERIES_DECIDED_INVESTMENT_FIELDS].sort());

    const form = investmentStepDefaults({ schemeId: 's1', planId: 'p1', faceValue: 100, noOfUnits: 10 });
    expect(form).toMatchObject({ schemeId: 's1', planId: 'p1', faceValue: 100, noOfUnits: 10 });
    expect(form).toMatchObject({ modeOfPayment: 'cheque', groupName: '', groupInvestment: false });
  });

  it('investor and POA approver see the fields read-only', () => {
    expect(isInvestmentReadOnly('investor')).toBe(true);
    expect(isInvestmentReadOnly('poaapprover')).toBe(true);
    expect(isInvestmentReadOnly('rm')).toBe(false);
  });
});
