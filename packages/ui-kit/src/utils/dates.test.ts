import { addYears, formatLocalDate, parseTypedDate, todayInIndia, toIsoDate, toLocalDate } from './dates';

it('takes today from Asia/Kolkata, not from the browser', () => {
  // 20:00 UTC on 9 June is 01:30 on 10 June in India.
  const today = todayInIndia(new Date('2026-06-09T20:00:00Z'));
  expect([today.getFullYear(), today.getMonth(), today.getDate()]).toEqual([2026, 5, 10]);
  expect([today.getHours(), today.getMinutes()]).toEqual([0, 0]);
});

it('formats DD/MM/YYYY and YYYY-MM-DD', () => {
  const date = new Date(1990, 7, 5);
  expect(formatLocalDate(date)).toBe('05/08/1990');
  expect(toIsoDate(date)).toBe('1990-08-05');
  expect(formatLocalDate(null)).toBe('');
});

it('parses typed dates strictly', () => {
  expect(toIsoDate(parseTypedDate('15/08/1990') as Date)).toBe('1990-08-15');
  expect(toIsoDate(parseTypedDate('1/8/1990') as Date)).toBe('1990-08-01');
  expect(toIsoDate(parseTypedDate('01-08-1990') as Date)).toBe('1990-08-01');
  for (const bad of ['31/02/1990', '1990-08-15', '15/13/1990', '15/08/90', 'today', ''])
    expect(parseTypedDate(bad)).toBeNull();
});

it('reads stored values as local calendar days', () => {
  expect(toIsoDate(toLocalDate('1985-12-31') as Date)).toBe('1985-12-31');
  expect(toIsoDate(toLocalDate('2024-05-09T20:00:00Z') as Date)).toBe('2024-05-10');
  expect(toLocalDate('')).toBeNull();
  expect(toLocalDate(new Date(Number.NaN))).toBeNull();
});

it('adds years keeping 29 February in range', () => {
  expect(toIsoDate(addYears(new Date(2024, 1, 29), -125))).toBe('1899-02-28');
  expect(toIsoDate(addYears(new Date(2026, 5, 10), -125))).toBe('1901-06-10');
});
