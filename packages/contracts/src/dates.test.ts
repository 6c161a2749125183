import fc from 'fast-check';
import { format } from 'date-fns';
import { tz } from '@date-fns/tz';
import {
  addYearsToCalendarDate,
  ageInYears,
  calendarDateInIST,
  endOfDayIST,
  formatDisplayDate,
  isSunday,
  parseDisplayDate,
  startOfDayIST,
  toCalendarDate,
  toIsoDate,
} from './dates';

describe('parseDisplayDate', () => {
  it('reads DD/MM/YYYY as the start of that day in Asia/Kolkata', () => {
    expect(parseDisplayDate('10/05/2024')?.toISOString()).toBe('2024-05-09T18:30:00.000Z');
    expect(parseDisplayDate(' 29/02/2024 ')?.toISOString()).toBe('2024-02-28T18:30:00.000Z');
  });
  it('refuses impossible or badly formed dates', () => {
    for (const s of [
      '31/02/2024',
      '29/02/2023',
      '00/01/2024',
      '12/13/2024',
      '2024-05-10',
      '1/5/2024',
      '',
      'abc',
    ]) {
      expect(parseDisplayDate(s)).toBeNull();
    }
  });
});

describe('formatDisplayDate', () => {
  it('formats instants in Asia/Kolkata', () => {
    expect(formatDisplayDate(new Date('2024-05-09T18:30:00Z'))).toBe('10/05/2024');
    expect(formatDisplayDate(new Date('2024-05-09T18:29:59Z'))).toBe('09/05/2024');
    expect(formatDisplayDate('2024-05-09T19:00:00Z')).toBe('10/05/2024');
    expect(formatDisplayDate(Date.parse('2024-12-31T20:00:00Z'))).toBe('01/01/2025');
  });
  it('shows a date-only value as that day, whatever the zone', () => {
    expect(formatDisplayDate('2024-05-10')).toBe('10/05/2024');
    expect(formatDisplayDate('10/05/2024')).toBe('10/05/2024');
  });
  it('returns an empty string for nothing or nonsense', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate(undefined)).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDate(new Date('x'))).toBe('');
    expect(formatDisplayDate(Number.NaN)).toBe('');
  });
  it('formats a timestamp (number) as date-fns dd/MM/yyyy does in Asia/Kolkata', () => {
    // Any millisecond from 1800 to 2200, including the zone's older offsets (+05:21:10, +05:53:20).
    const instant = fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2200, 0, 1) });
    fc.assert(
      fc.property(instant, (t) => {
        expect(formatDisplayDate(t)).toBe(format(t, 'dd/MM/yyyy', { in: tz('Asia/Kolkata') }));
      }),
      { numRuns: 2000 },
    );
  });
  it('round-trips with parseDisplayDate', () => {
    for (const s of ['01/01/1900', '29/02/2000', '31/12/2099', '15/08/1947']) {
      expect(formatDisplayDate(parseDisplayDate(s))).toBe(s);
    }
  });
});

describe('calendar helpers', () => {
  it('converts between forms', () => {
    expect(toCalendarDate('05/06/2001')).toEqual({ year: 2001, month: 6, day: 5 });
    expect(toCalendarDate('2001-06-05')).toEqual({ year: 2001, month: 6, day: 5 });
    expect(toCalendarDate(42)).toBeNull();
    expect(toIsoDate('05/06/2001')).toBe('2001-06-05');
    expect(toIsoDate(new Date('2024-05-09T18:30:00Z'))).toBe('2024-05-10');
    expect(toIsoDate('31/02/2001')).toBeNull();
    expect(calendarDateInIST(new Date('2024-01-01T00:00:00Z'))).toEqual({ year: 2024, month: 1, day: 1 });
  });

  it('computes completed years, counting the birthday itself', () => {
    expect(ageInYears({ year: 2000, month: 5, day: 10 }, { year: 2018, month: 5, day: 10 })).toBe(18);
    expect(ageInYears({ year: 2000, month: 5, day: 10 }, { year: 2018, month: 5, day: 9 })).toBe(17);
    expect(ageInYears({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 2, day: 28 })).toBe(17);
    expect(ageInYears({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 3, day: 1 })).toBe(18);
  });

  it('adds years, moving 29 February to the 28th in common years', () => {
    expect(addYearsToCalendarDate({ year: 2024, month: 2, day: 29 }, -18)).toEqual({
      year: 2006,
      month: 2,
      day: 28,
    });
    expect(addYearsToCalendarDate({ year: 2024, month: 3, day: 1 }, -125)).toEqual({
      year: 1899,
      month: 3,
      day: 1,
    });
  });

  it('bounds a day in Asia/Kolkata', () => {
    expect(startOfDayIST({ year: 2024, month: 1, day: 1 }).toISOString()).toBe('2023-12-31T18:30:00.000Z');
    expect(endOfDayIST({ year: 2024, month: 1, day: 1 }).toISOString()).toBe('2024-01-01T18:29:59.999Z');
  });

  it('spots Sundays', () => {
    expect(isSunday({ year: 2024, month: 10, day: 6 })).toBe(true);
    expect(isSunday({ year: 2024, month: 10, day: 4 })).toBe(false);
  });
});
