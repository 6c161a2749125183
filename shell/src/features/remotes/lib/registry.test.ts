import { getInstance } from '@module-federation/enhanced/runtime';
import { getRemoteManifest } from '@aif/api-client';
import { earlyAnswer } from '../../../lib/early-requests';
import { RemoteLoadError } from './errors';
import {
  loadManifest,
  loadRemoteApp,
  preloadRemoteApp,
  resetRemoteRegistry,
  takePreloadedRemoteApp,
} from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  init: jest.fn(),
}));
jest.mock('@aif/api-client', () => ({ getRemoteManifest: jest.fn() }));
jest.mock('../../../lib/early-requests', () => ({ earlyAnswer: jest.fn() }));
const early = jest.mocked(earlyAnswer);

const manifest = jest.mocked(getRemoteManifest);
const federation = {
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
};

function ReportsApp() {
  return null;
}

beforeEach(() => {
  resetRemoteRegistry();
  manifest.mockReset();
  early.mockReset();
  early.mockResolvedValue(null);
  Object.values(federation).forEach((fn) => fn.mockReset());
  jest.mocked(getInstance).mockReturnValue(federation as never);
});

const ENTRY = 'http://cdn.example/mf-reports/1.0.0/remoteEntry.js';

it('reads the manifest once per session and registers its remotes', async () => {
  manifest.mockResolvedValue({ remotes: [{ name: 'mf_reports', entry: ENTRY }] });
  federation.loadRemote.mockResolvedValue({ default: ReportsApp });

  await loadRemoteApp('mf_reports', { sessionKey: 'amcadmin:1' });
  await loadRemoteApp('mf_reports', { sessionKey: 'amcadmin:1' });

  expect(manifest).toHaveBeenCalledTimes(1);
  expect(federation.registerPlugins).toHaveBeenCalledTimes(1);
  expect(federation.registerRemotes).toHaveBeenCalledTimes(1);
  expect(federation.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_reports', entry: ENTRY }], {
    force: false,
  });
  expect(federation.loadRemote).toHaveBeenCalledWith('mf_reports/App');
});

it('reads the manifest again for another session', async () => {
  manifest.mockResolvedValue({ remotes: [] });
  await loadManifest('amcadmin:1');
  await loadManifest('investor:2');
  expect(manifest).toHaveBeenCalledTimes(2);
});

it('codes a failed manifest read MANIFEST_UNREADABLE and asks again next time', async () => {
  manifest
    .mockRejectedValueOnce(new Error('503'))
    .mockResolvedValueOnce({ remotes: [{ name: 'mf_reports', entry: ENTRY }] });
  federation.loadRemote.mockResolvedValue({ default: ReportsApp });

  await expect(loadRemoteApp('mf_reports', { sessionKey: 'k' })).rejects.toMatchObject({
    code: 'MANIFEST_UNREADABLE',
  });
  await expect(loadRemoteApp('mf_reports', { sessionKey: 'k' })).resolves.toEqual({ default: ReportsApp });
});

it.each([
  ['no remotes list', { items: [] }],
  [
    'an entry that is not a remoteEntry.js URL',
    { remotes: [{ name: 'mf_reports', entry: 'http://x/mf-manifest.json' }] },
  ],
  ['an entry without a URL', { remotes: [{ name: 'mf_reports' }] }],
])('codes a manifest with %s MANIFEST_UNREADABLE', async (_case, body) => {
  manifest.mockResolvedValue(body as never);
  await expect(loadManifest('k')).rejects.toMatchObject({ code: 'MANIFEST_UNREADABLE' });
});

it('codes a remote missing from the manifest REMOTE_UNAVAILABLE (an investor never gets staff areas)', async () => {
  manifest.mockResolvedValue({ remotes: [{ name: 'mf_individual_wizard', entry: ENTRY }] });
  const failure = loadRemoteApp('mf_reports', { sessionKey: 'investor:1' });
  await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
  await expect(failure).rejects.toMatchObject({ code: 'REMOTE_UNAVAILABLE', remote: 'mf_reports' });
  expect(federation.loadRemote).not.toHaveBeenCalled();
});

it('codes a rejected load REMOTE_UNAVAILABLE with its context', async () => {
  manifest.mockResolvedValue({ remotes: [{ name: 'mf_reports', entry: ENTRY }] });
  federation.loadRemote.mockRejectedValue(new Error('RUNTIME-008'));
  await expect(loadRemoteApp('mf_reports', { sessionKey: 'k' })).rejects.toMatchObject({
    code: 'REMOTE_UNAVAILABLE',
    remote: 'mf_reports',
    requestId: 'mf_reports/App',
  });
});

it('on Retry reads the manifest again and re-registers the remote with force and a fresh URL', async () => {
  manifest
    .mockResolvedValueOnce({ remotes: [{ name: 'mf_reports', entry: 'http://127.0.0.1:9/remoteEntry.js' }] })
    .mockResolvedValueOnce({ remotes: [{ name: 'mf_reports', entry: ENTRY }] });
  federation.loadRemote
    .mockRejectedValueOnce(new Error('down'))
    .mockResolvedValueOnce({ default: ReportsApp });

  await expect(loadRemoteApp('mf_reports', { sessionKey: 'k' })).rejects.toMatchObject({
    code: 'REMOTE_UNAVAILABLE',
  });
  await expect(loadRemoteApp('mf_reports', { sessionKey: 'k', attempt: 1 })).resolves.toEqual({
    default: ReportsApp,
  });

  expect(manifest).toHaveBeenCalledTimes(2);
  const [remotes, options] = federation.registerRemotes.mock.calls.at(-1)!;
  expect(options).toEqual({ force: true });
  expect(remotes[0].name).toBe('mf_reports');
  expect(remotes[0].entry).toMatch(/^http:\/\/cdn\.example\/mf-reports\/1\.0\.0\/remoteEntry\.js\?retry=/);
});

it('takes the manifest main.js asked for at start-up, and reads it itself on Retry', async () => {
  early.mockResolvedValue({ remotes: [{ name: 'mf_reports', entry: ENTRY }] });
  manifest.mockResolvedValue({ remotes: [{ name: 'mf_reports', entry: ENTRY }] });
  await expect(loadManifest('amcadmin:1')).resolves.toEqual(new Map([['mf_reports', ENTRY]]));
  expect(early).toHaveBeenCalledWith('/config/remotes');
  expect(manifest).not.toHaveBeenCalled();

  await loadManifest('amcadmin:1', { refresh: true });
  expect(manifest).toHaveBeenCalledTimes(1);
});

it('reads the manifest itself when the early request got nothing (a refusal is then coded as before)', async () => {
  early.mockResolvedValue(null);
  manifest.mockRejectedValue(new Error('503'));
  await expect(loadManifest('k')).rejects.toMatchObject({ code: 'MANIFEST_UNREADABLE' });
  expect(manifest).toHaveBeenCalledTimes(1);
});

it('hands a preloaded load to the first mount, once, and loads the module only once', async () => {
  manifest.mockResolvedValue({ remotes: [{ name: 'mf_reports', entry: ENTRY }] });
  federation.loadRemote.mockResolvedValue({ default: ReportsApp });
  preloadRemoteApp('mf_reports', 'amcadmin:1');
  preloadRemoteApp('mf_reports', 'amcadmin:1');
  expect(takePreloadedRemoteApp('mf_reports', 'investor:2')).toBeUndefined();
  const taken = takePreloadedRemoteApp('mf_reports', 'amcadmin:1');
  await expect(taken).resolves.toEqual({ default: ReportsApp });
  expect(takePreloadedRemoteApp('mf_reports', 'amcadmin:1')).toBeUndefined();
  expect(federation.loadRemote).toHaveBeenCalledTimes(1);
});

it('keeps a failed preload for the mount point to show (coded), without an unhandled rejection', async () => {
  manifest.mockResolvedValue({ remotes: [{ name: 'mf_reports', entry: ENTRY }] });
  federation.loadRemote.mockRejectedValue(new Error('down'));
  preloadRemoteApp('mf_reports', 'k');
  await new Promise((r) => setTimeout(r, 0));
  await expect(takePreloadedRemoteApp('mf_reports', 'k')).rejects.toMatchObject({
    code: 'REMOTE_UNAVAILABLE',
    remote: 'mf_reports',
  });
});
