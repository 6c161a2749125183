import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationListPage,
  type ApplicationListRow,
  type Role,
  type SessionUser,
} from '@aif/contracts';
import { AppProvider } from '@aif/ui-kit';

/** Shows where the router is, so tests can assert navigation and its state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div hidden data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

/**
 * Renders `ui` mounted under `${mount}/*` as the shell does, inside the real providers and a memory router at
 * `route` (with navigation `state`). Other paths render nothing, so navigation away can be asserted.
 */
export function renderAt(
  ui: ReactElement,
  { route, mount, state }: { route: string; mount: string; state?: unknown },
) {
  const [pathname, search] = route.split('?');
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <Routes>
          <Route path={`${mount}/*`} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
}

export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export function currentState(): unknown {
  return JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null');
}

export function makeUser(role: Role, flags: Record<string, boolean> = {}): SessionUser {
  return {
    id: `user-${role}`,
    name: `Test ${role}`,
    role,
    phone: '9000000002',
    countryCode: '+91',
    email: `${role}@example.com`,
    flags: flags as SessionUser['flags'],
  };
}

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
  return { applications: rows, pages, total: rows.length };
}
