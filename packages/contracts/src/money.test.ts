import fc from 'fast-check';
import {
  divRoundHalfUp,
  paiseToDecimalString,
  paiseToRupees,
  parseDecimal,
  percentOfPaise,
  toPaise,
} from './money';

describe('money', () => {
  it('reads decimals exactly', () => {
    expect(parseDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(parseDecimal('1,23,456.789')).toEqual({ units: 123456789n, scale: 3 });
    expect(parseDecimal(-2.5)).toEqual({ units: -25n, scale: 1 });
    expect(parseDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(parseDecimal(1.5e-7)).toEqual({ units: 15n, scale: 8 });
    expect(() => parseDecimal('abc')).toThrow(RangeError);
    expect(() => parseDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('rounds half up to the paisa', () => {
    expect(toPaise(1.005)).toBe(101n);
    expect(toPaise('1.004')).toBe(100n);
    expect(toPaise(0.1 + 0.2)).toBe(30n);
    expect(toPaise(-1.005)).toBe(-101n);
    expect(divRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(() => divRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('prints and converts paise', () => {
    expect(paiseToDecimalString(123450n)).toBe('1234.50');
    expect(paiseToDecimalString(-5n)).toBe('-0.05');
    expect(paiseToRupees(1999n)).toBe(19.99);
  });

  it('takes percentages exactly', () => {
    expect(percentOfPaise(100000n, 18)).toBe(18000n);
    expect(percentOfPaise(333n, '33.333')).toBe(111n);
  });

  it('round-trips any paise amount through rupees', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (p) => {
        expect(toPaise(paiseToRupees(p))).toBe(p);
        expect(toPaise(paiseToDecimalString(p))).toBe(p);
      }),
    );
  });
});
