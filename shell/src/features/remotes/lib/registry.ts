import type { ComponentType } from 'react';
import { getInstance, init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { getRemoteManifest } from '@aif/api-client';
import { REMOTES, type RemoteName } from '@aif/contracts';
import { earlyAnswer } from '../../../lib/early-requests';
import type { RemoteAppProps } from '@aif/ui-kit';
import { RemoteLoadError } from './errors';
import { isFallbackModule, remoteErrorPlugin } from './runtime-plugin';

export type RemoteAppModule = { default: ComponentType<RemoteAppProps> };
type Entries = ReadonlyMap<RemoteName, string>;

let federationInstance: ModuleFederation | null = null;

/** The host's Module Federation instance (created by the build, with the shell's shared singletons). */
function federation(): ModuleFederation {
  if (!federationInstance) {
    federationInstance = getInstance() ?? init({ name: 'shell', remotes: [] });
    federationInstance.registerPlugins([remoteErrorPlugin()]);
  }
  return federationInstance;
}

let manifest: { sessionKey: string; entries: Promise<Entries> } | null = null;
/** Entry URL each remote is registered with (without a retry query). */
const registered = new Map<RemoteName, string>();

/** A key that changes when another user signs in: the manifest is filtered per caller. */
export function sessionKeyFor(user: { id: string; role: string } | null): string {
  return user ? `${user.role}:${user.id}` : 'anonymous';
}

function parseManifest(data: unknown): Entries {
  const remotes = (data as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) throw new RemoteLoadError('MANIFEST_UNREADABLE', { remote: '*' });
  const entries = new Map<RemoteName, string>();
  for (const item of remotes) {
    const { name, entry } = (item ?? {}) as { name?: unknown; entry?: unknown };
    // Entries are remoteEntry.js URLs: the runtime is built without the mf-manifest.json loader (mf-config).
    if (typeof name !== 'string' || typeof entry !== 'string' || !/\.js(?:[?#]|$)/.test(entry)) {
      throw new RemoteLoadError('MANIFEST_UNREADABLE', { remote: String(name ?? '*') });
    }
    // A name the shell has no route for is ignored rather than registered.
    if ((REMOTES as readonly string[]).includes(name)) entries.set(name as RemoteName, entry);
  }
  return entries;
}

/** Registers new or moved remotes; registering downloads nothing. */
function registerAll(entries: Entries): void {
  const changed = [...entries].filter(([name, entry]) => registered.get(name) !== entry);
  if (changed.length === 0) return;
  const mf = federation();
  for (const [name, entry] of changed) {
    mf.registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
}

/**
 * The manifest for this session (GET /api/config/remotes), read once per session and registered with the
 * runtime; the first read takes the answer main.js asked for at start-up (lib/early-requests) when there is
 * one for the current token. A failed read is not kept, so the next attempt asks again.
 */
export function loadManifest(sessionKey: string, { refresh = false } = {}): Promise<Entries> {
  if (!refresh && manifest?.sessionKey === sessionKey) return manifest.entries;
  const read = refresh
    ? getRemoteManifest()
    : earlyAnswer('/config/remotes').then((data) => data ?? getRemoteManifest());
  const entries = read.then(
    (data) => {
      const parsed = parseManifest(data);
      registerAll(parsed);
      return parsed;
    },
    (cause: unknown) => {
      throw new RemoteLoadError('MANIFEST_UNREADABLE', { remote: '*', cause });
    },
  );
  const current = { sessionKey, entries };
  manifest = current;
  entries.catch(() => {
    if (manifest === current) manifest = null;
  });
  return entries;
}

/** Reads the manifest early (after sign-in) so opening an area does not wait for it. */
export function prefetchManifest(sessionKey: string): void {
  loadManifest(sessionKey).catch(() => undefined);
}

function withRetryQuery(entry: string, attempt: number): string {
  const url = new URL(entry, window.location.href);
  url.searchParams.set('retry', `${Date.now()}-${attempt}`);
  return url.href;
}

/**
 * Loads `<remote>/App`. With `attempt > 0` (Retry) it reads the manifest again and replaces the remote's
 * registration with `force` and a query on the entry URL: the runtime forgets the failed container and the
 * browser fetches the entry afresh instead of reusing the failed response.
 */
export async function loadRemoteApp(
  remote: RemoteName,
  { sessionKey, attempt = 0 }: { sessionKey: string; attempt?: number },
): Promise<RemoteAppModule> {
  const entries = await loadManifest(sessionKey, { refresh: attempt > 0 });
  const entry = entries.get(remote);
  const requestId = `${remote}/App`;
  if (!entry) throw new RemoteLoadError('REMOTE_UNAVAILABLE', { remote, requestId });

  const mf = federation();
  if (attempt > 0) {
    mf.registerRemotes([{ name: remote, entry: withRetryQuery(entry, attempt) }], { force: true });
    registered.set(remote, entry);
  }

  let loaded: unknown;
  try {
    loaded = await mf.loadRemote<RemoteAppModule>(requestId);
  } catch (cause) {
    throw new RemoteLoadError('REMOTE_UNAVAILABLE', { remote, requestId, cause });
  }
  if (isFallbackModule(loaded)) throw loaded.failure;
  const component = (loaded as Partial<RemoteAppModule> | null)?.default;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new RemoteLoadError('REMOTE_UNAVAILABLE', { remote, requestId });
  }
  return { default: component as ComponentType<RemoteAppProps> };
}

/** First loads started before their mount point rendered (preloadRemoteApp), by session and remote. */
const preloaded = new Map<string, Promise<RemoteAppModule>>();
const preloadKey = (remote: RemoteName, sessionKey: string) => `${sessionKey}|${remote}`;

/**
 * Starts the first load of `<remote>/App` now (the area the address belongs to, at start-up); the mount
 * point's first attempt then takes this load, failure included, so a remote that is down shows the same
 * message and Retry as before.
 */
export function preloadRemoteApp(remote: RemoteName, sessionKey: string): void {
  const key = preloadKey(remote, sessionKey);
  if (preloaded.has(key)) return;
  const load = loadRemoteApp(remote, { sessionKey });
  load.catch(() => undefined);
  preloaded.set(key, load);
}

/** The preloaded first load of `remote` for this session, if any; taken once. */
export function takePreloadedRemoteApp(
  remote: RemoteName,
  sessionKey: string,
): Promise<RemoteAppModule> | undefined {
  const key = preloadKey(remote, sessionKey);
  const load = preloaded.get(key);
  preloaded.delete(key);
  return load;
}

/** Test seam: forget the manifest and registrations between tests. */
export function resetRemoteRegistry(): void {
  manifest = null;
  registered.clear();
  preloaded.clear();
  federationInstance = null;
}
