import * as React from 'react';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteName } from '@aif/contracts';
import { AppProvider } from '../AppProvider/AppProvider';
import type { RemoteAppProps } from '../types/RemoteAppProps';
import { devUser } from './devUser';
import { ownedPaths } from './routes';

export interface StandaloneProps {
  /** The remote's Module Federation name, as in ROUTE_TABLE's `owner` column. */
  remote: RemoteName;
  /** The component the remote exposes as './App'. */
  App: React.ComponentType<RemoteAppProps>;
}

/**
 * A remote on its own, as the shell would mount it: `App` under each top-level path ROUTE_TABLE gives the
 * remote, for the `devUser` of the URL's `?role=`; any other URL goes to the first of those paths.
 */
export function Standalone({ remote, App }: StandaloneProps): React.JSX.Element {
  const { search } = useLocation();
  const user = React.useMemo(() => devUser(search), [search]);
  const paths = React.useMemo(() => ownedPaths(remote), [remote]);
  return (
    <Routes>
      {paths.map((path) => (
        <Route key={path} path={`${path}/*`} element={<App path={path} user={user} />} />
      ))}
      {paths[0] !== undefined && (
        <Route path="*" element={<Navigate to={`${paths[0]}${search}`} replace />} />
      )}
    </Routes>
  );
}

/**
 * The standalone page of a remote (`pnpm dev` on its own port): `Standalone` in the portal's providers
 * and a browser router, rendered into `#root`. Call it from the remote's `bootstrap.tsx`; inside the
 * portal the shell mounts './App' instead.
 */
export function mountStandalone(
  remote: RemoteName,
  App: React.ComponentType<RemoteAppProps>,
  container: HTMLElement | null = document.getElementById('root'),
): Root {
  if (!container) throw new Error(`${remote}: the standalone page needs an element with id "root"`);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <Standalone remote={remote} App={App} />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
  return root;
}
