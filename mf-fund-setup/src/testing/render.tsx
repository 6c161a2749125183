// The router render helper and test user are shared by every remote (`@aif/ui-kit/testing`).
export { currentPath, currentState, makeUser, renderAt } from '@aif/ui-kit/testing';

import type {
  FundListRow,
  PlanDetails,
  PlanListRow,
  PlanOptionsResponse,
  SchemeDetails,
} from '@aif/contracts';

/** One row of the funds list. */
export function fundRow(overrides: Partial<FundListRow> = {}): FundListRow {
  return {
    id: 'fund-1',
    schemeCode: 'DGF1',
    schemeName: 'Demo Growth Fund I',
    amcCode: 'AMC01',
    fundType: 'domestic',
    isActive: true,
    planCount: 2,
    investmentManagerName: 'Anil Kumar',
    trusteeName: 'Sunita Rao',
    ...overrides,
  };
}

/** One row of a fund's plans. */
export function planRow(overrides: Partial<PlanListRow> = {}): PlanListRow {
  return {
    id: 'plan-1',
    schemeId: 'fund-1',
    planCode: 'SERIES-A',
    planDescription: 'Series A',
    currency: 'inr',
    setupFeeType: 'yes',
    setupFee: 2,
    minCommitmentAmount: 10_000_000,
    isActive: true,
    fundManager: { id: 'fm-1', name: 'Anil Kumar' },
    trustee: { id: 'tr-1', name: 'Sunita Rao' },
    ...overrides,
  };
}

/** A fund with its plans. */
export function schemeDetails(overrides: Partial<SchemeDetails> = {}): SchemeDetails {
  return {
    id: 'fund-1',
    schemeCode: 'DGF1',
    schemeName: 'Demo Growth Fund I',
    amcCode: 'AMC01',
    fundCategory: 'category_ii',
    fundType: 'domestic',
    bankName: 'HDFC Bank',
    bankBranch: 'Fort, Mumbai',
    ifscCode: 'HDFC0000060',
    bankAccountNumber: '50100012345678',
    grievanceEmail: 'grievance@fund.example',
    isActive: true,
    plans: [planRow(), planRow({ id: 'plan-2', planCode: 'SERIES-B', planDescription: 'Series B' })],
    ...overrides,
  };
}

/** Every field of a plan (a domestic fund's, two distributors). */
export function planDetails(overrides: Partial<PlanDetails> = {}): PlanDetails {
  return {
    id: 'plan-1',
    schemeId: 'fund-1',
    scheme: { id: 'fund-1', schemeName: 'Demo Growth Fund I', fundType: 'domestic', isActive: true },
    planCode: 'SERIES-A',
    planDescription: 'Series A',
    schemeNature: 'Close ended',
    schemeCategory: 'Category II AIF',
    registrationNumber: 'IN/AIF2/20-21/0001',
    country: 'India',
    currency: 'inr',
    schemeStartDate: '2025-04-01',
    lockInPeriod: 3,
    lockInExtension: 1,
    faceValue: 100,
    premiumPercentage: 0,
    noOfUnits: 100000,
    groupNoOfUnits: 50000,
    loweredUnits: 75000,
    fundAddress1: '1 Marine Drive',
    fundAddress2: null,
    fundAddress3: null,
    custodian: 'Orbis Financial',
    setupFeeType: 'yes',
    setupFee: 2,
    setupFeeInWords: null,
    minCommitmentAmount: 10_000_000,
    maxCommitmentAmount: 0,
    minContributionPercentage: 25,
    managementFee: 0,
    isoperatingExpensesApplicable: 'yes',
    operatingExpensesType: 'percentage',
    operatingExpenses: 0.5,
    operatingExpensesInWords: null,
    isHurdleRateTextApplicable: 'yes',
    hurdleRateText: '10% IRR',
    isAdditionalReturnTextApplicable: 'no',
    additionalReturnText: null,
    tcLink: 'https://fund.example/terms',
    drawDownDate: '2026-07-15',
    isActive: true,
    isApplicableForDirect: true,
    isApplicableForDistributor: true,
    distributorDetails: {
      distributorIds: ['d-1', 'd-2'],
      distributors: [
        { id: 'd-1', name: 'Deepak Sharma', arnCode: 'ARN-100001', type: 'individual' },
        { id: 'd-2', name: 'Wealth Partners Ltd', arnCode: null, type: 'company' },
      ],
    },
    fundManagerId: 'fm-1',
    fundManager: { id: 'fm-1', name: 'Anil Kumar' },
    trusteeId: 'tr-1',
    trustee: { id: 'tr-1', name: 'Sunita Rao' },
    ...overrides,
  };
}

/** Who a plan may choose. */
export const PLAN_OPTIONS: PlanOptionsResponse = {
  fundManagers: [
    { id: 'fm-1', name: 'Anil Kumar' },
    { id: 'fm-2', name: 'Meera Nair' },
  ],
  trustees: [{ id: 'tr-1', name: 'Sunita Rao' }],
  distributors: [
    { id: 'd-1', name: 'Deepak Sharma', arnCode: 'ARN-100001', type: 'individual' },
    { id: 'd-2', name: 'Wealth Partners Ltd', arnCode: null, type: 'company' },
  ],
};

/** A weekday (not a Sunday) `days` ahead, as the date field is typed: DD/MM/YYYY. */
export function typedWeekdayAhead(days = 30): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  if (d.getDay() === 0) d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** 'DD/MM/YYYY' -> 'YYYY-MM-DD'. */
export function isoOfTyped(typed: string): string {
  const [day, month, year] = typed.split('/');
  return `${year}-${month}-${day}`;
}

/**
 * Each body cell of `table` is labelled with its column's header (the name a phone shows above the value
 * when the rows stack), in the same order, so a renamed or moved column cannot leave a stale label.
 */
export function expectCellsLabelledByHeaders(table: HTMLElement): void {
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
  const rows = [...table.querySelectorAll('tbody tr')];
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect([...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'))).toEqual(headers);
  }
}
