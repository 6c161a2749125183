import { APPLICATION_STATUSES } from '../enums/application-status';
import {
  REPORT_GROUP_STATUSES,
  REPORT_INVESTOR_TYPE_LABELS,
  REPORT_STATUS_GROUPS,
  SUMMARY_INVESTOR_TYPES,
  defaultReportRange,
  reportDateMessages,
  reportInvestorType,
  reportQuerySchema,
  reportStatusGroup,
} from './reports';

const today = { year: 2026, month: 11, day: 26 };

describe('report dates', () => {
  it('defaults to the first of the month to today', () => {
    expect(defaultReportRange(today)).toEqual({ from: { year: 2026, month: 11, day: 1 }, to: today });
  });

  it.each([
    ['a range within the past', '2026-11-01', '2026-11-26', {}],
    ['one day', '2026-11-10', '2026-11-10', {}],
    [
      'from after to',
      '2026-11-20',
      '2026-11-10',
      { from: 'From Date should be less than To Date', to: 'To Date should be greater than From Date' },
    ],
    ['to after today', '2026-11-01', '2026-11-27', { to: 'To Date cannot be after today' }],
    ['from after today', '2026-11-27', '2026-11-26', { from: 'From Date cannot be after today' }],
    ['missing dates', '', null, { from: 'From Date is required', to: 'To Date is required' }],
  ])('%s', (_name, from, to, messages) => {
    expect(reportDateMessages({ from, to }, today)).toEqual(messages);
  });
});

describe('report investor types', () => {
  it.each([
    [{ applicationType: 'non_individual', hasPOA: true, nri: true, minor: false }, 'non_individual'],
    [{ applicationType: 'individual', hasPOA: true, nri: true, minor: false }, 'nri_poa'],
    [{ applicationType: 'individual', hasPOA: false, nri: true, minor: false }, 'nri'],
    [{ applicationType: 'individual', hasPOA: true, nri: false, minor: false }, 'poa'],
    [{ applicationType: 'individual', hasPOA: false, nri: false, minor: true }, 'minor'],
    [{ applicationType: 'individual', hasPOA: false, nri: false, minor: false }, 'individual'],
  ] as const)('%o is %s', (app, type) => {
    expect(reportInvestorType(app)).toBe(type);
  });

  it('keeps only individual and non-individual in the summaries, and labels each type', () => {
    expect(SUMMARY_INVESTOR_TYPES).toEqual(['individual', 'non_individual']);
    expect(REPORT_INVESTOR_TYPE_LABELS.all).toBe('All');
    expect(REPORT_INVESTOR_TYPE_LABELS.nri_poa).toBe('NRI - POA');
  });
});

describe('report status groups', () => {
  it('puts every status in one group, for any number of applicants', () => {
    for (const status of APPLICATION_STATUSES)
      for (const n of [1, 2, 3]) expect(REPORT_STATUS_GROUPS).toContain(reportStatusGroup(status, n));
  });

  it.each([
    ['draft', 1, 'draft'],
    ['sent_to_poa_approver', 1, 'in_progress'],
    ['sent_to_amc_approver', 1, 'in_progress'],
    ['approved_by_amc_approver', 1, 'in_progress'],
    ['sent_to_applicant1', 1, 'pending_with_investor'],
    ['sent_to_authorised_signatories', 1, 'pending_with_investor'],
    ['approved_by_applicant1', 2, 'pending_with_investor'],
    ['approved_by_applicant1', 1, 'pending_with_fundmanager'],
    ['approved_by_applicant2', 3, 'pending_with_investor'],
    ['approved_by_applicant2', 2, 'pending_with_fundmanager'],
    ['approved_by_applicant3', 3, 'pending_with_fundmanager'],
    ['approved_by_authorised_signatories', 1, 'pending_with_fundmanager'],
    ['approved_by_fundmanager', 1, 'pending_with_trustee'],
    ['approved_by_trustee', 1, 'pending_with_trustee'],
    ['invitationexpired', 1, 'invitationexpired'],
    ['rejected', 1, 'rejected'],
    ['signed', 1, 'completed'],
    ['completed', 1, 'completed'],
  ] as const)('%s with %d applicant(s) is %s', (status, n, group) => {
    expect(reportStatusGroup(status, n)).toBe(group);
  });

  it('lists the statuses a group may hold (the first applicants’ approvals in two groups)', () => {
    expect(REPORT_GROUP_STATUSES.completed).toEqual(['completed', 'signed']);
    expect(REPORT_GROUP_STATUSES.pending_with_investor).toContain('approved_by_applicant1');
    expect(REPORT_GROUP_STATUSES.pending_with_fundmanager).toContain('approved_by_applicant1');
    expect(REPORT_GROUP_STATUSES.pending_with_fundmanager).not.toContain('sent_to_applicant1');
  });
});

describe('report query', () => {
  it('reads the filters, paging and the download flag', () => {
    const q = reportQuerySchema.parse({
      from: '2026-10-31T18:30:00.000Z',
      to: '2026-11-26T18:29:59.999Z',
      investorType: 'nri',
      distributorId: 'b594415c-c460-47e0-8ee5-af883175a4d1',
      status: 'draft,completed,draft',
      page: '3',
      downloadFile: 'true',
    });
    expect(q).toMatchObject({
      investorType: 'nri',
      status: ['draft', 'completed'],
      page: 3,
      limit: 10,
      downloadFile: 'true',
    });
    expect(q.from?.toISOString()).toBe('2026-10-31T18:30:00.000Z');
  });

  it('takes "all" as no investor type filter, and defaults page and limit', () => {
    expect(reportQuerySchema.parse({ investorType: 'all' })).toMatchObject({
      investorType: undefined,
      page: 1,
      limit: 10,
    });
  });

  it.each([
    [{ from: '01/11/2026' }, 'Invalid From Date'],
    [{ investorType: 'huf' }, 'Invalid Investor Type'],
    [{ status: 'draft,signed' }, 'Invalid Status'],
    [{ distributorId: 'not-a-uuid' }, 'Invalid Distributor'],
    [{ page: '0' }, 'Invalid page'],
    [{ limit: '1000' }, 'Invalid limit'],
  ])('refuses %o with "%s"', (query, message) => {
    const result = reportQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
