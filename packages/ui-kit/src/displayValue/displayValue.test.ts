import { DASH, displayOrDash, displayValue, NA } from './displayValue';

it('shows N/A for missing values in tables', () => {
  expect(NA).toBe('N/A');
  for (const missing of [null, undefined, '', '   ', Number.NaN, []])
    expect(displayValue(missing)).toBe('N/A');
});

it('shows values as they are, including 0 and false', () => {
  expect(displayValue('AIF0000001')).toBe('AIF0000001');
  expect(displayValue(0)).toBe('0');
  expect(displayValue(false)).toBe('false');
  expect(displayValue(['NEFT', null, 'Cheque'])).toBe('NEFT, Cheque');
  expect(displayValue(new Date('2024-05-09T20:00:00Z'))).toBe('10/05/2024');
  expect(displayValue(new Date(Number.NaN))).toBe('N/A');
});

it('uses "-" on detail pages', () => {
  expect(DASH).toBe('-');
  expect(displayOrDash(null)).toBe('-');
  expect(displayValue(undefined, DASH)).toBe('-');
  expect(displayOrDash('Mumbai')).toBe('Mumbai');
});
