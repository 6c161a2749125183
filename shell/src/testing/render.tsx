import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProvider } from '@aif/ui-kit';

/** Shows where the router is, so tests can assert redirects and navigation state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div hidden data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </div>
  );
}

/** Renders inside the real providers and a memory router at `route` (with navigation `state`). */
export function renderAt(ui: ReactElement, { route = '/', state }: { route?: string; state?: unknown } = {}) {
  return render(
    <AppProvider>
      <MemoryRouter
        initialEntries={[
          {
            pathname: route.split('?')[0],
            search: route.includes('?') ? `?${route.split('?')[1]}` : '',
            state,
          },
        ]}
      >
        {ui}
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
