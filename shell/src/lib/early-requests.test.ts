import { tokenStore } from '@aif/api-client';
import { earlyAnswer, hasEarlyRequests, resetEarlyRequests, startEarlyRequests } from './early-requests';

const fetchMock = jest.fn();
beforeEach(() => {
  resetEarlyRequests();
  tokenStore.clearTokens();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const answer = (status: number, body: unknown = {}) =>
  Promise.resolve({ status, json: () => Promise.resolve(body) } as Response);

it('asks nothing without a stored token, and answers null', async () => {
  expect(startEarlyRequests()).toBe(false);
  expect(hasEarlyRequests()).toBe(false);
  expect(fetchMock).not.toHaveBeenCalled();
  await expect(earlyAnswer('/users/users/me')).resolves.toBeNull();
});

it('asks for the user and the manifest at once with the stored token, as the API client would', async () => {
  tokenStore.setInvestorToken('inv');
  fetchMock.mockImplementation((url: string) =>
    answer(200, url.endsWith('/me') ? { id: 'u1' } : { remotes: [] }),
  );
  expect(startEarlyRequests()).toBe(true);
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/users/users/me', '/api/config/remotes']);
  for (const [, init] of fetchMock.mock.calls) {
    expect(init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer inv' });
  }
  await expect(earlyAnswer('/users/users/me')).resolves.toEqual({ id: 'u1' });
  await expect(earlyAnswer('/config/remotes')).resolves.toEqual({ remotes: [] });
});

it('answers null for a refusal or a network failure, so the caller asks through the API client', async () => {
  tokenStore.setStaffToken('s');
  fetchMock
    .mockImplementationOnce(() => answer(401, { message: 'expired' }))
    .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
  startEarlyRequests();
  await expect(earlyAnswer('/users/users/me')).resolves.toBeNull();
  await expect(earlyAnswer('/config/remotes')).resolves.toBeNull();
});

it('answers null once the stored token has changed (signed out, or someone else signed in)', async () => {
  tokenStore.setStaffToken('first');
  let resolve!: (r: Response) => void;
  fetchMock.mockImplementation(() => new Promise<Response>((r) => (resolve = r)));
  startEarlyRequests();
  const pending = earlyAnswer('/config/remotes');
  tokenStore.setStaffToken('second');
  resolve({ status: 200, json: () => Promise.resolve({ remotes: [] }) } as Response);
  await expect(pending).resolves.toBeNull();
  await expect(earlyAnswer('/config/remotes')).resolves.toBeNull();
});
