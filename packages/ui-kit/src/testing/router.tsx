import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Role, SessionUser } from '@aif/contracts';
import { AppProvider } from '../AppProvider/AppProvider';

/** Shows where the router is, so tests can assert navigation and its state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div hidden data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

/** Renders `ui` inside the real providers and a memory router at `route` (with navigation `state`). */
export function renderInRouter(
  ui: ReactElement,
  { route = '/', state }: { route?: string; state?: unknown } = {},
) {
  const [pathname, search] = route.split('?');
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
}

/**
 * Renders `ui` mounted under `${mount}/*` as the shell mounts a remote, at `route` (with navigation
 * `state`). Other paths render nothing, so navigation away can be asserted with `currentPath`.
 */
export function renderAt(
  ui: ReactElement,
  { route, mount, state }: { route: string; mount: string; state?: unknown },
) {
  return renderInRouter(
    <Routes>
      <Route path={`${mount}/*`} element={ui} />
      <Route path="*" element={null} />
    </Routes>,
    { route, state },
  );
}

/** The router's path and query string after the test's actions. */
export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The router's navigation state after the test's actions. */
export function currentState(): unknown {
  return JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null');
}

/** A signed-in user of `role` as the shell passes it to a remote (an investor gets one application reference). */
export function makeUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: `user-${role}`,
    name: `Test ${role}`,
    role,
    phone: '9000000001',
    countryCode: '+91',
    email: `${role}@example.com`,
    flags: {},
    ...(role === 'investor' ? { referenceIds: ['REF-1'] } : {}),
    ...overrides,
  };
}
