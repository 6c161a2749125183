import { isValidPercentage, percentageSchema } from './percentage';

describe('percentageSchema', () => {
  it.each([
    ['0', 0],
    ['100', 100],
    ['100.00', 100],
    ['12.5', 12.5],
    ['99.99', 99.99],
    [7, 7],
    [0.25, 0.25],
    ['NA', 'NA'],
  ])('accepts %p', (input, out) => {
    expect(percentageSchema.parse(input)).toBe(out);
  });

  it.each([['100.01'], ['101'], ['-1'], ['1.234'], ['abc'], [''], [Number.NaN], [null]])(
    'refuses %p',
    (input) => {
      const r = percentageSchema.safeParse(input);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Invalid percentage');
    },
  );

  it('agrees with isValidPercentage', () => {
    expect(isValidPercentage(' 50 ')).toBe(true);
    expect(isValidPercentage(150)).toBe(false);
  });
});
