// The router render helper and test user are shared by every remote (`@aif/ui-kit/testing`).
export { currentPath, makeUser, renderAt } from '@aif/ui-kit/testing';

import type {
  CommitmentReport,
  DetailReport,
  DistributorOptionsResponse,
  FundsWithPlansResponse,
  ReportDetailRow,
  ReportRmOptions,
  SummaryReport,
} from '@aif/contracts';

/** A UUID per label, as the server's ids are. */
export const ids = {
  distributor: '11111111-1111-4111-8111-111111111111',
  scheme: '22222222-2222-4222-8222-222222222222',
  plan: '33333333-3333-4333-8333-333333333333',
} as const;

export const DISTRIBUTORS: DistributorOptionsResponse = [
  { id: ids.distributor, name: 'Deepak Sharma', arnCode: 'ARN-100001', isActive: true },
  { id: '44444444-4444-4444-8444-444444444444', name: 'Wealth Partners Ltd', arnCode: null, isActive: true },
];

export const RMS: ReportRmOptions = {
  rms: [
    { id: '55555555-5555-4555-8555-555555555555', name: 'Meera Pillai', isActive: false },
    { id: '66666666-6666-4666-8666-666666666666', name: 'Rohan Iyer', isActive: true },
  ],
};

export const FUNDS: FundsWithPlansResponse = {
  funds: [
    {
      id: ids.scheme,
      schemeName: 'Demo Growth Fund I',
      fundType: 'domestic',
      isActive: true,
      plans: [
        {
          id: ids.plan,
          schemeId: ids.scheme,
          planCode: 'SERIES-A',
          planDescription: 'Series A',
          currency: 'inr',
          setupFeeType: 'yes',
          setupFee: 2,
          minCommitmentAmount: 10_000_000,
          isActive: true,
          fundManager: null,
          trustee: null,
        },
      ],
    },
  ],
};

/** Counts in REPORT_SUMMARY_COLUMNS order. */
const counts = (values: number[]) =>
  (
    [
      'total_onboarded',
      'in_progress',
      'draft',
      'pending_with_investor',
      'pending_with_fundmanager',
      'pending_with_trustee',
      'invitationexpired',
      'rejected',
      'completed',
    ] as const
  ).map((status, i) => ({ status, count: values[i] ?? 0 }));

export const SUMMARY: SummaryReport = {
  data: [
    {
      name: 'Demo Growth Fund I',
      types: [
        { investorType: 'individual', counts: counts([1234, 2, 3, 4, 5, 6, 7, 8, 1199]) },
        { investorType: 'non_individual', counts: counts([9, 1, 1, 1, 1, 1, 1, 1, 2]) },
      ],
    },
  ],
};

export const COMMITMENT: CommitmentReport = {
  data: [
    {
      name: 'Direct',
      types: [
        {
          investorType: 'individual',
          completed: 3,
          commitmentAmount: 12_345_678,
          contributionAmount: 3_000_000.5,
        },
      ],
    },
  ],
};

export function detailRow(overrides: Partial<ReportDetailRow> = {}): ReportDetailRow {
  return {
    id: 'app-1',
    firstHolderName: 'Neha Kapoor',
    applicationNumber: 'AIF0000001',
    modeOfHolding: 'single',
    scheme: 'Demo Growth Fund I',
    // 10 June 2025 20:00 UTC is already 11 June in Asia/Kolkata.
    createdAt: '2025-06-10T20:00:00.000Z',
    commitmentAmount: 15_000_000,
    firstHolderPan: 'BCDPK2345D',
    distributor: 'Deepak Sharma',
    esignDocumentId: 'ESIGN-42',
    status: 'sent_to_applicant1',
    investorType: 'individual',
    ...overrides,
  };
}

export function details(rows: ReportDetailRow[], pages = 1): DetailReport {
  return { data: rows, pages, total: rows.length };
}

/** Today's day in Asia/Kolkata as DD/MM/YYYY, worked out apart from the code under test. */
export function todayTyped(): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
}
