import fc from 'fast-check';
import { computeInvestment, setupFeeBreakdown } from './fees';

describe('computeInvestment', () => {
  it('derives every amount of the investment step', () => {
    const r = computeInvestment({
      faceValue: 100,
      premiumPercentage: 10,
      noOfUnits: 100000,
      setupFeePercentage: 2,
      tdsAmount: 1000,
    });
    expect(r).toMatchObject({
      premiumValue: 10,
      perUnitValue: 110,
      commitmentAmount: 11000000,
      setupFeeAmount: 220000,
      setupFeeGST: 39600,
      totalSetupFee: 259600,
      netSetupFeeLessTDS: 258600,
    });
  });

  it('avoids floating point error', () => {
    // 0.1 + 0.2 style inputs: floats would give 0.30000000000000004 and friends.
    const r = computeInvestment({
      faceValue: 0.1,
      premiumPercentage: 200,
      noOfUnits: 3,
      setupFeePercentage: 0.1,
      tdsAmount: 0,
    });
    expect(r.premiumValue).toBe(0.2);
    expect(r.perUnitValue).toBe(0.3);
    expect(r.commitmentAmount).toBe(0.9);
    const s = computeInvestment({
      faceValue: 1000,
      premiumPercentage: 1.15,
      noOfUnits: 1,
      setupFeePercentage: 1.15,
    });
    expect(s.premiumValue).toBe(11.5);
    expect(s.commitmentAmount).toBe(1011.5);
    expect(s.setupFeeAmount).toBe(11.63); // 11.63225 rounds down
    expect(s.setupFeeGST).toBe(2.09); // 2.0934
  });

  it('rounds half up to the paisa', () => {
    // 18 % of 0.25 = 0.045 -> 0.05
    const r = computeInvestment({ faceValue: 25, premiumPercentage: 0, noOfUnits: 1, setupFeePercentage: 1 });
    expect(r.setupFeeAmount).toBe(0.25);
    expect(r.setupFeeGST).toBe(0.05);
    expect(r.totalSetupFee).toBe(0.3);
  });

  it('has no setup fee without a percentage', () => {
    for (const setupFeePercentage of [null, undefined, '']) {
      const r = computeInvestment({
        faceValue: 10,
        premiumPercentage: 5,
        noOfUnits: 10,
        setupFeePercentage,
        tdsAmount: null,
      });
      expect(r.setupFeeAmount).toBe(0);
      expect(r.totalSetupFee).toBe(0);
      expect(r.netSetupFeeLessTDS).toBe(0);
    }
  });

  it('accepts strings from form inputs', () => {
    const r = computeInvestment({
      faceValue: '1,000',
      premiumPercentage: '5.5',
      noOfUnits: '10000',
      setupFeePercentage: '2',
      tdsAmount: '500.50',
    });
    expect(r.commitmentAmount).toBe(10550000);
    expect(r.setupFeeAmount).toBe(211000);
    expect(r.setupFeeGST).toBe(37980);
    expect(r.netSetupFeeLessTDS).toBe(248479.5);
  });

  const rupees = (maxPaise: number) => fc.integer({ min: 0, max: maxPaise }).map((p) => p / 100);
  const pct = fc.integer({ min: 0, max: 10000 }).map((bp) => bp / 100); // 0..100 with 2 decimals
  const input = fc.record({
    faceValue: rupees(10_000_000),
    premiumPercentage: pct,
    noOfUnits: fc.integer({ min: 0, max: 1_000_000 }),
    setupFeePercentage: pct,
    tdsAmount: rupees(100_000_000),
  });

  it('keeps its identities for any input (property)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { paise: p, ...r } = computeInvestment(i);
        expect(p.perUnitValue).toBe(BigInt(Math.round(i.faceValue * 100)) + p.premiumValue);
        expect(p.commitmentAmount).toBe(p.perUnitValue * BigInt(i.noOfUnits));
        expect(p.totalSetupFee).toBe(p.setupFeeAmount + p.setupFeeGST);
        expect(p.netSetupFeeLessTDS).toBe(p.totalSetupFee - BigInt(Math.round(i.tdsAmount * 100)));
        // Every rupee value is a whole number of paise and matches the exact integer.
        for (const [k, v] of Object.entries(r)) {
          expect(Number.isInteger(Math.round(v * 100))).toBe(true);
          expect(BigInt(Math.round(v * 100))).toBe(p[k as keyof typeof p]);
        }
      }),
    );
  });

  it('rounds each percentage to the nearest paisa (property)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { paise: p } = computeInvestment(i);
        const face = BigInt(Math.round(i.faceValue * 100));
        const premBp = BigInt(Math.round(i.premiumPercentage * 100));
        // |premium x 10000 - face x bp| <= 5000: within half a paisa of the exact value.
        const premErr = p.premiumValue * 10000n - face * premBp;
        expect(premErr <= 5000n && premErr > -5000n).toBe(true);
        const gstErr = p.setupFeeGST * 100n - p.setupFeeAmount * 18n;
        expect(gstErr <= 50n && gstErr > -50n).toBe(true);
        expect(p.setupFeeGST >= 0n && p.setupFeeAmount >= 0n).toBe(true);
      }),
    );
  });

  it('grows with the number of units (property)', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 1000 }), (i, extra) => {
        const a = computeInvestment(i).paise;
        const b = computeInvestment({ ...i, noOfUnits: i.noOfUnits + extra }).paise;
        expect(b.commitmentAmount >= a.commitmentAmount).toBe(true);
        expect(b.setupFeeAmount >= a.setupFeeAmount).toBe(true);
      }),
    );
  });
});

describe('setupFeeBreakdown', () => {
  it('matches computeInvestment', () => {
    expect(setupFeeBreakdown(11000000, 2)).toEqual({
      feeAmount: 220000,
      feeGst: 39600,
      totalSetupFee: 259600,
    });
  });
});
