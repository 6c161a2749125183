import { CUTOFFS, cutoffInstant, isAfterCutoff, type CutoffName } from './cutoffs';

describe('cut-off dates', () => {
  it('holds the four dates of the specification, each with its rule', () => {
    expect(
      Object.values(CUTOFFS)
        .map((c) => c.date)
        .sort(),
    ).toEqual(['2023-09-29', '2024-03-15', '2024-05-10', '2024-10-04']);
    for (const c of Object.values(CUTOFFS)) expect(c.rule.length).toBeGreaterThan(0);
    expect(CUTOFFS.depositoryNoneRemoved.date).toBe('2024-05-10');
  });

  it('starts each cut-off at midnight in Asia/Kolkata', () => {
    expect(cutoffInstant('depositoryNoneRemoved').toISOString()).toBe('2024-05-09T18:30:00.000Z');
    expect(cutoffInstant('dematMandatoryForDomestic').toISOString()).toBe('2023-09-28T18:30:00.000Z');
  });

  it('compares createdAt in Asia/Kolkata, the cut-off day included', () => {
    // 23:59 on 9 May in India is before; 00:00 on 10 May in India (still 9 May in UTC) is after.
    expect(isAfterCutoff('depositoryNoneRemoved', '2024-05-09T18:29:59.999Z')).toBe(false);
    expect(isAfterCutoff('depositoryNoneRemoved', '2024-05-09T18:30:00.000Z')).toBe(true);
    expect(isAfterCutoff('depositoryNoneRemoved', '2024-05-10T00:00:00+05:30')).toBe(true);
    expect(isAfterCutoff('depositoryNoneRemoved', '2024-05-09T23:59:00+05:30')).toBe(false);
    expect(isAfterCutoff('depositoryNoneRemoved', new Date('2025-01-01T00:00:00Z'))).toBe(true);
    expect(isAfterCutoff('uboDiscretionaryTrustRequired', Date.parse('2024-10-03T12:00:00Z'))).toBe(false);
  });

  it('treats a new application (no createdAt) as after every cut-off', () => {
    for (const name of Object.keys(CUTOFFS) as CutoffName[]) {
      expect(isAfterCutoff(name, null)).toBe(true);
      expect(isAfterCutoff(name, undefined)).toBe(true);
    }
  });
});
