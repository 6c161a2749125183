import { earlyAnswer } from '../../../lib/early-requests';
import { makeUser } from '../../../testing/users';
import { preloadRouteRemote } from './preload';
import { preloadPageFiles } from './page-files';
import { loadManifest, preloadRemoteApp } from './registry';

jest.mock('../../../lib/early-requests', () => ({ earlyAnswer: jest.fn() }));
jest.mock('./registry', () => ({
  ...jest.requireActual('./registry'),
  preloadRemoteApp: jest.fn(),
  loadManifest: jest.fn(),
}));
jest.mock('./page-files', () => ({ preloadPageFiles: jest.fn() }));
const early = jest.mocked(earlyAnswer);
const preload = jest.mocked(preloadRemoteApp);
const manifest = jest.mocked(loadManifest);
const pageFiles = jest.mocked(preloadPageFiles);
const ENTRIES = new Map([
  ['mf_lists_dashboard', '/remotes/mf_lists_dashboard/remoteEntry.js'],
  ['mf_individual_wizard', '/remotes/mf_individual_wizard/remoteEntry.js'],
] as const);

beforeEach(() => {
  early.mockReset();
  preload.mockReset();
  manifest.mockReset().mockResolvedValue(ENTRIES);
  pageFiles.mockReset().mockResolvedValue(undefined);
});

it('loads the area of the address for a user who may open it', async () => {
  const admin = makeUser('amcadmin');
  early.mockResolvedValue(admin);
  await preloadRouteRemote('/dashboard');
  expect(preload).toHaveBeenCalledWith('mf_lists_dashboard', `amcadmin:${admin.id}`);
  // And the page's files, beside the entry the session's manifest gives.
  expect(manifest).toHaveBeenCalledWith(`amcadmin:${admin.id}`);
  expect(pageFiles).toHaveBeenCalledWith('/remotes/mf_lists_dashboard/remoteEntry.js', ['/dashboard']);
});

it("loads the user's home area for /", async () => {
  early.mockResolvedValue(makeUser('rm'));
  await preloadRouteRemote('/');
  expect(preload).toHaveBeenCalledWith('mf_lists_dashboard', expect.stringMatching(/^rm:/));
  // An RM's home is the applications list.
  expect(pageFiles).toHaveBeenCalledWith('/remotes/mf_lists_dashboard/remoteEntry.js', ['/applications']);
});

it.each([
  ['no early user (no token, or refused)', null, '/dashboard'],
  ['a page the role may not open', makeUser('rm'), '/reports'],
  ["a staff area for an investor (the investor's remotes only)", makeUser('investor'), '/dashboard'],
  ['a shell page', makeUser('amcadmin'), '/profile'],
  ['an unknown page', makeUser('amcadmin'), '/nowhere'],
])('loads nothing for %s', async (_case, user, path) => {
  early.mockResolvedValue(user);
  await preloadRouteRemote(path);
  expect(preload).not.toHaveBeenCalled();
  expect(pageFiles).not.toHaveBeenCalled();
});

it.each([
  ['a remote missing from the manifest', () => manifest.mockResolvedValue(new Map())],
  ['an unreadable manifest', () => manifest.mockRejectedValue(new Error('MANIFEST_UNREADABLE'))],
])('still loads the area, and asks for no page files, with %s', async (_case, arrange) => {
  arrange();
  early.mockResolvedValue(makeUser('amcadmin'));
  await expect(preloadRouteRemote('/dashboard')).resolves.toBeUndefined();
  expect(preload).toHaveBeenCalled();
  expect(pageFiles).not.toHaveBeenCalled();
});

it("loads the investor's own area", async () => {
  early.mockResolvedValue(makeUser('investor'));
  await preloadRouteRemote('/investment-details/ref-1/application-details');
  expect(preload).toHaveBeenCalledWith('mf_individual_wizard', expect.stringMatching(/^investor:/));
  // The top-level page the remote's build names (page-investment-details), and the address itself.
  expect(pageFiles).toHaveBeenCalledWith('/remotes/mf_individual_wizard/remoteEntry.js', [
    '/investment-details',
    '/investment-details/ref-1/application-details',
  ]);
});
