import * as React from 'react';
import type { RemoteName } from '@aif/contracts';
import { NotFound } from '../NotFound/NotFound';
import type { RemoteAppProps } from '../types/RemoteAppProps';
import { comparePages, describeMismatch } from './routes';

/** A remote's pages: each top-level path it owns and the component (often a lazy one) that renders it. */
export type RemotePages = Readonly<Record<string, React.ComponentType<RemoteAppProps>>>;

/** The component a remote exposes as './App'. */
export type RemoteApp = React.FunctionComponent<RemoteAppProps>;

/**
 * Builds the component a remote exposes as './App' from its pages. The shell mounts it under
 * `${path}/*` for each path ROUTE_TABLE gives the remote; it renders that path's page, or Not Found for a
 * path it has no page for. A page may be `lazy`: the shell's RemoteMount wraps every remote in Suspense
 * with the Loader, so the exposed module does not carry a boundary (and the Loader) of its own.
 *
 * Outside production builds it throws when the pages and ROUTE_TABLE's paths owned by `remote` differ,
 * so the remote's App test (and its dev server) fail at once; production builds leave the check out.
 */
export function createRemoteApp(remote: RemoteName, pages: RemotePages): RemoteApp {
  if (process.env.NODE_ENV !== 'production') {
    const mismatch = comparePages(remote, Object.keys(pages));
    if (mismatch) throw new Error(describeMismatch(remote, mismatch));
  }

  function App(props: RemoteAppProps): React.JSX.Element {
    const Page = Object.hasOwn(pages, props.path) ? pages[props.path] : undefined;
    return Page ? <Page {...props} /> : <NotFound />;
  }
  App.displayName = `${remote}/App`;
  return App;
}
