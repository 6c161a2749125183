import { lazy, type LazyExoticComponent, type ComponentType } from 'react';
import type { RemoteName } from '@aif/contracts';
import type { RemoteAppProps } from '@aif/ui-kit';
import { loadRemoteApp, takePreloadedRemoteApp } from './registry';

interface Entry {
  /** 0 for the first load; each Retry adds one. */
  generation: number;
  component: LazyExoticComponent<ComponentType<RemoteAppProps>>;
}

/**
 * One lazy component per remote and session, kept outside React. The router navigates in a transition,
 * and React drops the state of a tree that suspends before its first commit: a lazy() created inside the
 * mount point would be created again on every retry of the render and never settle. Kept here, a loaded
 * area opens at once on the next visit, and a failed one keeps showing Retry until Retry is pressed.
 */
const entries = new Map<string, Entry>();

const keyOf = (remote: RemoteName, sessionKey: string) => `${sessionKey}|${remote}`;

function create(remote: RemoteName, sessionKey: string, generation: number): Entry {
  const entry: Entry = {
    generation,
    component: lazy(
      () =>
        (generation === 0 && takePreloadedRemoteApp(remote, sessionKey)) ||
        loadRemoteApp(remote, { sessionKey, attempt: generation }),
    ),
  };
  entries.set(keyOf(remote, sessionKey), entry);
  return entry;
}

export function remoteComponent(remote: RemoteName, sessionKey: string): Entry {
  return entries.get(keyOf(remote, sessionKey)) ?? create(remote, sessionKey, 0);
}

/** Replaces the remote's component with a fresh attempt (the loader then re-reads and re-registers). */
export function retryRemote(remote: RemoteName, sessionKey: string): Entry {
  const previous = entries.get(keyOf(remote, sessionKey));
  return create(remote, sessionKey, (previous?.generation ?? 0) + 1);
}

/** Test seam. */
export function resetRemoteComponents(): void {
  entries.clear();
}
