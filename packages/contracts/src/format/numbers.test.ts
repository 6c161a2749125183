import fc from 'fast-check';
import { formatAmountShort, formatCurrency, formatIndianNumber } from './numbers';
import { amountInWords } from './in-words';
import type * as Numbers from './numbers';

describe('formatIndianNumber', () => {
  it('groups digits the Indian way', () => {
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678');
    expect(formatIndianNumber(100000)).toBe('1,00,000');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1234567.891)).toBe('12,34,567.89');
    expect(formatIndianNumber(-1500)).toBe('-1,500');
    expect(formatIndianNumber(10n ** 10n)).toBe('10,00,00,00,000');
    expect(formatIndianNumber(Number.NaN)).toBe('');
  });
});

describe('formatAmountShort', () => {
  it.each([
    [1500, '1.50 K'],
    [150000, '1.50 L'],
    [25000000, '2.50 Cr'],
    [1000, '1.00 K'],
    [100000, '1.00 L'],
    [10000000, '1.00 Cr'],
    [123456, '1.23 L'],
    [155555, '1.56 L'],
    [99999, '1.00 L'],
    [9999999, '1.00 Cr'],
    [999.995, '1.00 K'],
    [999, '1.00 K'],
    [995, '1.00 K'],
    [994.99, '994.99'],
    [12.5, '12.50'],
    [0, '0.00'],
    [123456789012, '12,345.68 Cr'],
    [-150000, '-1.50 L'],
  ])('%p -> %p', (n, out) => {
    expect(formatAmountShort(n)).toBe(out);
  });

  it('returns an empty string for a non-finite amount', () => {
    expect(formatAmountShort(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('always shows 2 decimals and a unit from 1,000 up (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 10 ** 13 }), (n) => {
        expect(formatAmountShort(n)).toMatch(/^[\d,]+\.\d{2} (K|L|Cr)$/);
      }),
    );
  });
});

describe('amountInWords', () => {
  it('uses lakh and crore for INR', () => {
    expect(amountInWords(25000000, 'inr')).toBe('Two Crore Fifty Lakh Rupees Only');
    expect(amountInWords(150000, 'inr')).toBe('One Lakh Fifty Thousand Rupees Only');
    expect(amountInWords(10000000, 'inr')).toBe('One Crore Rupees Only');
    expect(amountInWords(1234.5, 'inr')).toBe(
      'One Thousand Two Hundred Thirty Four Rupees And Fifty Paise Only',
    );
  });
  it('uses million for USD', () => {
    expect(amountInWords(10000000, 'usd')).toBe('Ten Million Dollars Only');
    expect(amountInWords(1250000.25, 'usd')).toBe(
      'One Million Two Hundred Fifty Thousand Dollars And Twenty Five Cents Only',
    );
  });
  it('accepts strings and rounds to the paisa', () => {
    expect(amountInWords('100.004', 'inr')).toBe('One Hundred Rupees Only');
  });
});

describe('formatCurrency', () => {
  it('prefixes the symbol and keeps 2 decimals', () => {
    expect(formatCurrency(123456, 'inr')).toBe('₹ 1,23,456.00');
    expect(formatCurrency(1234.5, 'usd')).toBe('$ 1,234.50');
    expect(formatCurrency(-5, 'inr')).toBe('-₹ 5.00');
  });
});

describe('the number formats', () => {
  const RealNumberFormat = Intl.NumberFormat;
  /** Intl with its NumberFormat replaceable (writable; the type says read-only). */
  const intl = Intl as { NumberFormat: typeof Intl.NumberFormat };
  afterEach(() => {
    intl.NumberFormat = RealNumberFormat;
  });

  /** A fresh copy of the module, counting the Intl.NumberFormat objects it creates. */
  function freshNumbers(): { numbers: typeof Numbers; created: () => number } {
    let created = 0;
    intl.NumberFormat = class extends RealNumberFormat {
      constructor(...args: ConstructorParameters<typeof RealNumberFormat>) {
        super(...args);
        created += 1;
      }
    } as typeof Intl.NumberFormat;
    let numbers!: typeof Numbers;
    jest.isolateModules(() => {
      numbers = jest.requireActual<typeof Numbers>('./numbers');
    });
    return { numbers, created: () => created };
  }

  it('are built on first use, once, not when the module loads (a page with no amount loads no locale data)', () => {
    const { numbers, created } = freshNumbers();
    expect(created()).toBe(0);
    expect(numbers.formatIndianNumber(12345678)).toBe('1,23,45,678');
    expect(numbers.formatAmountShort(150000)).toBe('1.50 L');
    expect(numbers.formatCurrency(123456, 'inr')).toBe('₹ 1,23,456.00');
    expect(created()).toBe(1);
    expect(numbers.formatCurrency(1234.5, 'usd')).toBe('$ 1,234.50');
    expect(numbers.formatCurrency(99.5, 'usd')).toBe('$ 99.50');
    expect(created()).toBe(2);
  });
});
