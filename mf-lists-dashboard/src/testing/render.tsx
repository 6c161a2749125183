// The router render helper and test user are shared by every remote (`@aif/ui-kit/testing`).
export { currentPath, currentState, makeUser, renderAt } from '@aif/ui-kit/testing';

import { APPLICATION_STATUS_LABELS, type ApplicationListPage, type ApplicationListRow } from '@aif/contracts';

/** One row of the application lists with sensible defaults. */
export function listRow(overrides: Partial<ApplicationListRow> = {}): ApplicationListRow {
  const status = overrides.status ?? 'sent_to_amc_approver';
  return {
    id: 'app-1',
    applicationNumber: 'AIF0000001',
    applicant1ReferenceId: 'ref-1',
    applicationType: 'individual',
    status,
    statusLabel: APPLICATION_STATUS_LABELS[status],
    currentStep: 3,
    hasPOA: false,
    modeOfHolding: 'single',
    investorName: 'Neha Kapoor',
    investorPan: 'BCDPK2345D',
    distributor: { id: 'd-1', name: 'Deepak Sharma', arnCode: 'ARN-100001' },
    filledBy: 'Rohan Iyer',
    scheme: { id: 's-1', schemeName: 'Demo Growth Fund I', fundType: 'domestic' },
    plan: { id: 'p-1', planDescription: 'Series A' },
    commitmentAmount: 15_000_000,
    createdAt: '2025-06-10T06:00:00.000Z',
    rejectedAt: null,
    rejectedByRole: null,
    rejectedReason: null,
    editable: true,
    deletable: false,
    ...overrides,
  };
}

export function page(rows: ApplicationListRow[], pages = 1): ApplicationListPage {
  return { applications: rows, pages, total: rows.length, totalCapped: false };
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
