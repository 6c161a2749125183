import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isRemoteLoadError } from './errors';
import { isFallbackModule, remoteErrorPlugin } from './runtime-plugin';

// A remote whose entry cannot be fetched, injected through the runtime's public loadEntry hook.
function unreachableEntries(): ModuleFederationRuntimePlugin {
  return {
    name: 'test-unreachable-entries',
    loadEntry: () => {
      throw new Error('net::ERR_CONNECTION_REFUSED');
    },
  };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.mocked(console.error).mockRestore());

it('turns a remote that fails to load into a fallback carrying a coded error', async () => {
  const host = createInstance({
    name: 'test_host',
    remotes: [{ name: 'mf_reports', entry: 'http://127.0.0.1:9/remoteEntry.js' }],
    plugins: [unreachableEntries(), remoteErrorPlugin()],
  });

  const loaded = await host.loadRemote('mf_reports/App');

  expect(isFallbackModule(loaded)).toBe(true);
  if (!isFallbackModule(loaded)) return;
  expect(loaded.failure.code).toBe('REMOTE_UNAVAILABLE');
  expect(loaded.failure.remote).toBe('mf_reports');
  expect(loaded.failure.requestId).toBe('mf_reports/App');
  // Rendering the fallback throws the same error, for the boundary at the mount point.
  expect(() => loaded.default()).toThrow(loaded.failure);
  expect(isRemoteLoadError(loaded.failure)).toBe(true);
});

it('hands a module factory to build-time imports', async () => {
  const plugin = remoteErrorPlugin();
  const result = await plugin.errorLoadRemote!({
    id: 'mf_reports/App',
    error: new Error('x'),
    from: 'build',
    lifecycle: 'onLoad',
    origin: {} as never,
  });
  expect(typeof result).toBe('function');
  expect(isFallbackModule((result as () => unknown)())).toBe(true);
});

it('leaves failures of other lifecycles to the loader', async () => {
  const plugin = remoteErrorPlugin();
  const result = await plugin.errorLoadRemote!({
    id: 'http://x/mf-manifest.json',
    error: new Error('x'),
    from: 'runtime',
    lifecycle: 'afterResolve',
    origin: {} as never,
  });
  expect(result).toBeUndefined();
});
