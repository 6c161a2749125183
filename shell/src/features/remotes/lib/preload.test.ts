import { earlyAnswer } from '../../../lib/early-requests';
import { makeUser } from '../../../testing/users';
import { preloadRouteRemote } from './preload';
import { preloadRemoteApp } from './registry';

jest.mock('../../../lib/early-requests', () => ({ earlyAnswer: jest.fn() }));
jest.mock('./registry', () => ({
  ...jest.requireActual('./registry'),
  preloadRemoteApp: jest.fn(),
}));
const early = jest.mocked(earlyAnswer);
const preload = jest.mocked(preloadRemoteApp);

beforeEach(() => {
  early.mockReset();
  preload.mockReset();
});

it('loads the area of the address for a user who may open it', async () => {
  const admin = makeUser('amcadmin');
  early.mockResolvedValue(admin);
  await preloadRouteRemote('/dashboard');
  expect(preload).toHaveBeenCalledWith('mf_lists_dashboard', `amcadmin:${admin.id}`);
});

it("loads the user's home area for /", async () => {
  early.mockResolvedValue(makeUser('rm'));
  await preloadRouteRemote('/');
  expect(preload).toHaveBeenCalledWith('mf_lists_dashboard', expect.stringMatching(/^rm:/));
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
});

it("loads the investor's own area", async () => {
  early.mockResolvedValue(makeUser('investor'));
  await preloadRouteRemote('/investment-details/ref-1/application-details');
  expect(preload).toHaveBeenCalledWith('mf_individual_wizard', expect.stringMatching(/^investor:/));
});
