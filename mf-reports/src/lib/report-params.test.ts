import { parseReportState, reportRequest, writeReportState } from './report-params';

const TODAY = { year: 2025, month: 7, day: 15 };

it('takes the first of the month to today when the link has no range, and keeps an emptied field empty', () => {
  const state = parseReportState(new URLSearchParams(''), TODAY);
  expect(state).toMatchObject({
    report: 'onboardingSummary',
    from: { year: 2025, month: 7, day: 1 },
    to: TODAY,
    page: 1,
  });
  expect(parseReportState(new URLSearchParams('from='), TODAY).from).toBeNull();
});

it('round-trips the report, range, filters and page through the query string', () => {
  const state = {
    report: 'onboardingDetails' as const,
    from: { year: 2025, month: 6, day: 1 },
    to: { year: 2025, month: 6, day: 30 },
    filters: {
      status: ['draft', 'completed'],
      rmId: ['r'],
      distributorId: ['d'],
      investorType: ['nri'],
      schemeId: [],
      planId: ['p'],
    },
    page: 4,
  };
  const written = writeReportState(new URLSearchParams('other=kept'), state);
  expect(written.get('other')).toBe('kept');
  expect(parseReportState(written, TODAY)).toEqual(state);
  // Any change but the page itself starts again at page 1.
  expect(writeReportState(written, { filters: state.filters }).has('page')).toBe(false);
});

it('asks nothing while the range breaks a rule, and the whole report for a download', () => {
  const state = parseReportState(
    new URLSearchParams('report=onboardingDetails&from=2025-07-10&to=2025-07-01'),
    TODAY,
  );
  expect(reportRequest(state, TODAY)).toBeNull();
  expect(reportRequest({ ...state, to: { year: 2025, month: 7, day: 16 } }, TODAY)).toBeNull();
  const good = { ...state, from: { year: 2025, month: 7, day: 1 }, page: 3 };
  expect(reportRequest(good, TODAY)).toEqual({
    from: '2025-06-30T18:30:00.000Z',
    to: '2025-07-01T18:29:59.999Z',
    page: '3',
    limit: '10',
  });
  expect(reportRequest(good, TODAY, true)).toEqual({
    from: '2025-06-30T18:30:00.000Z',
    to: '2025-07-01T18:29:59.999Z',
  });
});
