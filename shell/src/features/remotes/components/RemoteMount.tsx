import { Suspense, useReducer } from 'react';
import type { RemoteName } from '@aif/contracts';
import { Loader } from '@aif/ui-kit';
import { useSession } from '../../../stores/session';
import { sessionKeyFor } from '../lib/registry';
import { remoteComponent, retryRemote } from '../lib/remote-components';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemoteMountProps {
  /** The remote that owns this route (ROUTE_TABLE `owner`). */
  remote: RemoteName;
  /** The top-level route it is mounted under; passed on as RemoteAppProps.path. */
  path: string;
}

/**
 * Where an area is mounted. The remote is downloaded only when this renders, i.e. when its route is
 * visited; a failure shows the message and Retry here while the rest of the shell keeps working.
 */
export function RemoteMount({ remote, path }: RemoteMountProps) {
  const user = useSession((s) => s.user);
  const signIn = useSession((s) => s.signIn);
  const sessionKey = sessionKeyFor(user);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { generation, component: RemoteApp } = remoteComponent(remote, sessionKey);

  const onRetry = () => {
    retryRemote(remote, sessionKey);
    rerender();
  };

  return (
    // Keyed by remote too: the router reuses this component when moving between two areas' routes, and
    // one area's failure must not stay on screen for the next.
    <RemoteErrorBoundary key={`${remote}:${generation}`} remote={remote} onRetry={onRetry}>
      <Suspense fallback={<Loader />}>
        {/* Public areas (investor consent) render for anonymous visitors too, with no user. */}
        {/* onSignIn: a remote that signs someone in (the investor's OTP) updates this session in place. */}
        <RemoteApp path={path} user={user} onSignIn={signIn} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
