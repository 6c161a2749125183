import { formatDateTimeIST, formatMonthYearIST } from './datetime';

describe('formatDateTimeIST', () => {
  it('shows date and time in Asia/Kolkata', () => {
    expect(formatDateTimeIST('2024-10-04T10:15:00Z')).toBe('04/10/2024 03:45 PM');
    expect(formatDateTimeIST(new Date('2024-12-31T18:30:00Z'))).toBe('01/01/2025 12:00 AM');
    expect(formatDateTimeIST(Date.parse('2024-05-10T06:30:00Z'))).toBe('10/05/2024 12:00 PM');
  });
  it('returns an empty string for nothing or nonsense', () => {
    expect(formatDateTimeIST(null)).toBe('');
    expect(formatDateTimeIST('yesterday')).toBe('');
  });
  it('labels months in Asia/Kolkata', () => {
    expect(formatMonthYearIST('2024-09-30T19:00:00Z')).toBe('Oct 2024');
    expect(formatMonthYearIST('bad')).toBe('');
  });
});
