import {
  addYearsToCalendarDate,
  calendarDateToDisplay,
  calendarDateToIso,
  todayInIST,
  type CalendarDate,
} from '../dates';
import {
  dateOfBirthForPanMessage,
  dateOfBirthMessage,
  dateOfBirthSchema,
  isMinorOn,
  minorDateOfBirthMessage,
  minorDateOfBirthSchema,
  reportDateRangeMessages,
} from './date-of-birth';

const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

const plusDays = (d: CalendarDate, days: number): CalendarDate => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};
const today = () => todayInIST();
const yearsAgo = (n: number) => addYearsToCalendarDate(today(), -n);

describe('dateOfBirthSchema (adult)', () => {
  const schema = dateOfBirthSchema({ minAge: 18 });

  it('requires a date', () => {
    for (const v of ['', '  ', null, undefined])
      expect(msg(schema.safeParse(v))).toEqual(['Date of birth is required']);
  });

  it('refuses impossible, malformed and future dates', () => {
    for (const v of ['31/02/2000', '2000-13-01', '1/1/2000', 'yesterday'])
      expect(msg(schema.safeParse(v))).toEqual(['Invalid Date']);
    expect(msg(schema.safeParse(calendarDateToDisplay(plusDays(today(), 1))))).toEqual(['Invalid Date']);
  });

  it('accepts someone who turns 18 today, refuses someone who turns 18 tomorrow', () => {
    const exactly18 = yearsAgo(18);
    expect(schema.parse(calendarDateToDisplay(exactly18))).toBe(calendarDateToIso(exactly18));
    expect(msg(schema.safeParse(calendarDateToDisplay(plusDays(exactly18, 1))))).toEqual([
      'Age should be greater than 18',
    ]);
  });

  it('accepts a birth date exactly 125 years ago, refuses one day earlier', () => {
    const exactly125 = yearsAgo(125);
    expect(schema.safeParse(calendarDateToIso(exactly125)).success).toBe(true);
    expect(msg(schema.safeParse(calendarDateToIso(plusDays(exactly125, -1))))).toEqual([
      'Age should be less than 125',
    ]);
  });

  it('reads DD/MM/YYYY, YYYY-MM-DD and Date, and returns YYYY-MM-DD', () => {
    expect(schema.parse('15/08/1980')).toBe('1980-08-15');
    expect(schema.parse('1980-08-15')).toBe('1980-08-15');
    expect(schema.parse(new Date('1980-08-14T20:00:00Z'))).toBe('1980-08-15');
  });

  it('computes age on the Asia/Kolkata day', () => {
    // 20:00 UTC on 9 May 2024 is already 10 May in India: born 10/05/2006 turns 18 that day.
    const now = new Date('2024-05-09T20:00:00Z');
    expect(dateOfBirthMessage('10/05/2006', { now })).toBeNull();
    expect(dateOfBirthMessage('11/05/2006', { now })).toBe('Age should be greater than 18');
    const utcSameDay = new Date('2024-05-09T18:00:00Z'); // 23:30 on 9 May in India
    expect(dateOfBirthMessage('10/05/2006', { now: utcSameDay })).toBe('Age should be greater than 18');
    expect(dateOfBirthMessage('09/05/1899', { now: () => now })).toBe('Age should be less than 125');
    expect(dateOfBirthMessage('10/05/1899', { now })).toBeNull();
  });

  it('handles 29 February birthdays', () => {
    expect(dateOfBirthMessage('29/02/2004', { now: new Date('2022-02-28T06:00:00Z') })).toBe(
      'Age should be greater than 18',
    );
    expect(dateOfBirthMessage('29/02/2004', { now: new Date('2022-03-01T06:00:00Z') })).toBeNull();
  });

  it('supports other minimum ages and no maximum', () => {
    const now = new Date('2024-01-01T06:00:00Z');
    expect(dateOfBirthMessage('01/01/2020', { minAge: 0, maxAge: null, now })).toBeNull();
    expect(dateOfBirthMessage('01/01/1800', { minAge: 0, maxAge: null, now })).toBeNull();
    expect(dateOfBirthMessage('02/01/2003', { minAge: 21, now })).toBe('Age should be greater than 21');
  });
});

describe('minor date of birth', () => {
  const schema = minorDateOfBirthSchema();
  it('requires a real, past date', () => {
    expect(msg(schema.safeParse(''))).toEqual(['Date of birth is required']);
    expect(msg(schema.safeParse('30/02/2020'))).toEqual(['Invalid Date']);
    expect(msg(schema.safeParse(calendarDateToIso(plusDays(today(), 1))))).toEqual(['Invalid Date']);
  });

  it('accepts today and the day before the 18th birthday, refuses the 18th birthday', () => {
    expect(schema.parse(calendarDateToIso(today()))).toBe(calendarDateToIso(today()));
    expect(schema.safeParse(calendarDateToIso(plusDays(yearsAgo(18), 1))).success).toBe(true);
    expect(msg(schema.safeParse(calendarDateToIso(yearsAgo(18))))).toEqual(['Age should be less than 18']);
  });

  it('answers isMinorOn', () => {
    const now = new Date('2024-05-10T06:00:00Z');
    expect(isMinorOn('2006-05-11', now)).toBe(true);
    expect(isMinorOn('2006-05-10', now)).toBe(false);
    expect(isMinorOn('junk', now)).toBe(false);
    expect(minorDateOfBirthMessage('2006-05-11', { now })).toBeNull();
  });
});

describe('dateOfBirthForPanMessage', () => {
  const now = new Date('2024-01-01T06:00:00Z');
  it('applies the adult rules to an individual PAN', () => {
    expect(dateOfBirthForPanMessage('ABCPE1234F', '01/01/2010', { now })).toBe(
      'Age should be greater than 18',
    );
    expect(dateOfBirthForPanMessage('ABCPE1234F', '01/01/1990', { now })).toBeNull();
  });
  it('treats the date of an entity PAN as a registration date', () => {
    expect(dateOfBirthForPanMessage('AAACB1234C', '01/01/2020', { now })).toBeNull();
    expect(dateOfBirthForPanMessage('AAACB1234C', '01/01/1850', { now })).toBeNull();
    expect(dateOfBirthForPanMessage('AAACB1234C', '02/01/2024', { now })).toBe('Invalid Date');
    expect(dateOfBirthForPanMessage('AAACB1234C', '', { now })).toBe('Date of birth is required');
  });
});

describe('reportDateRangeMessages', () => {
  it('flags From after To on both fields', () => {
    expect(reportDateRangeMessages('10/05/2024', '09/05/2024')).toEqual({
      from: 'From Date should be less than To Date',
      to: 'To Date should be greater than From Date',
    });
    expect(reportDateRangeMessages('10/05/2024', '10/05/2024')).toEqual({});
    expect(reportDateRangeMessages('01/05/2024', '2024-05-10')).toEqual({});
    expect(reportDateRangeMessages(null, '10/05/2024')).toEqual({});
  });
});
