import { getMe, tokenStore } from '@aif/api-client';
import { makeUser } from '../testing/users';
import { earlyAnswer } from '../lib/early-requests';
import { useSession } from './session';

jest.mock('../lib/early-requests', () => ({ earlyAnswer: jest.fn() }));
const early = jest.mocked(earlyAnswer);

jest.mock('@aif/api-client', () => ({
  ...jest.requireActual('@aif/api-client'),
  getMe: jest.fn(),
}));
const me = jest.mocked(getMe);

beforeEach(() => {
  me.mockReset();
  early.mockReset();
  early.mockResolvedValue(null);
  tokenStore.clearTokens();
  useSession.setState({ user: null, tokenKind: null, status: 'idle' });
});

it('stores a staff token for staff and an investor token for an investor', () => {
  useSession.getState().signIn('staff-token', makeUser('rm'));
  expect(tokenStore.getStaffToken()).toBe('staff-token');
  expect(tokenStore.getInvestorToken()).toBeNull();
  expect(useSession.getState()).toMatchObject({ tokenKind: 'staff', status: 'ready' });

  useSession.getState().signIn('investor-token', makeUser('investor'));
  expect(tokenStore.getInvestorToken()).toBe('investor-token');
  expect(tokenStore.getStaffToken()).toBeNull();
  expect(useSession.getState().tokenKind).toBe('investor');
});

it('signOut forgets the user and the tokens', () => {
  useSession.getState().signIn('t', makeUser('amcadmin'));
  useSession.getState().signOut();
  expect(useSession.getState()).toMatchObject({ user: null, tokenKind: null, status: 'ready' });
  expect(tokenStore.getStaffToken()).toBeNull();
});

it('without a stored token is ready at once and asks nothing', async () => {
  await useSession.getState().hydrate();
  expect(useSession.getState()).toMatchObject({ user: null, status: 'ready' });
  expect(me).not.toHaveBeenCalled();
});

it('with a stored token loads the user from /me', async () => {
  const user = makeUser('trustee');
  tokenStore.setStaffToken('t');
  me.mockResolvedValue(user);
  const pending = useSession.getState().hydrate();
  expect(useSession.getState().status).toBe('checking');
  await pending;
  expect(useSession.getState()).toMatchObject({ user, tokenKind: 'staff', status: 'ready' });
});

it('drops a token the server refuses', async () => {
  tokenStore.setInvestorToken('old');
  me.mockRejectedValue(new Error('401'));
  await useSession.getState().hydrate();
  expect(useSession.getState()).toMatchObject({ user: null, status: 'ready' });
  expect(tokenStore.getInvestorToken()).toBeNull();
});

it('runs once', async () => {
  tokenStore.setStaffToken('t');
  me.mockResolvedValue(makeUser('rm'));
  await Promise.all([useSession.getState().hydrate(), useSession.getState().hydrate()]);
  expect(me).toHaveBeenCalledTimes(1);
});

it('takes the user main.js asked for at start-up, without a second /me', async () => {
  const user = makeUser('amcadmin');
  tokenStore.setStaffToken('t');
  early.mockResolvedValue(user);
  await useSession.getState().hydrate();
  expect(early).toHaveBeenCalledWith('/users/users/me');
  expect(me).not.toHaveBeenCalled();
  expect(useSession.getState()).toMatchObject({ user, tokenKind: 'staff', status: 'ready' });
});

it('asks /me itself when the early request got no user, and drops a refused token as before', async () => {
  tokenStore.setStaffToken('expired');
  early.mockResolvedValue(null);
  me.mockRejectedValue(new Error('401'));
  await useSession.getState().hydrate();
  expect(me).toHaveBeenCalledTimes(1);
  expect(useSession.getState()).toMatchObject({ user: null, status: 'ready' });
  expect(tokenStore.getStaffToken()).toBeNull();
});
