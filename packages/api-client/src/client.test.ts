import MockAdapter from 'axios-mock-adapter';
import { createApiClient } from './client';
import { API_MESSAGES, ApiError, toUserMessage } from './errors';
import { onSessionExpired, SESSION_EXPIRED_EVENT } from './session';
import {
  clearTokens,
  getInvestorToken,
  getStaffToken,
  setInvestorToken,
  setStaffToken,
  STAFF_TOKEN_KEY,
} from './tokenStore';

const client = createApiClient();
const mock = new MockAdapter(client);

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

beforeEach(() => {
  mock.reset();
  localStorage.clear();
});

describe('createApiClient', () => {
  it('uses /api and a 30 s timeout by default, and accepts overrides', () => {
    expect(client.defaults.baseURL).toBe('/api');
    expect(client.defaults.timeout).toBe(30000);
    const custom = createApiClient({ baseURL: 'https://api.example.test', timeoutMs: 5000 });
    expect(custom.defaults.baseURL).toBe('https://api.example.test');
    expect(custom.defaults.timeout).toBe(5000);
  });
});

describe('bearer token', () => {
  function authorizationOf(): Promise<unknown> {
    mock.onGet('/ping').reply((config) => [200, { auth: config.headers?.Authorization ?? null }]);
    return client.get<{ auth: unknown }>('/ping').then((r) => r.data.auth);
  }

  it('sends no Authorization header without a token', async () => {
    await expect(authorizationOf()).resolves.toBeNull();
  });

  it('sends the investor token when it is the only one', async () => {
    setInvestorToken('inv-1');
    await expect(authorizationOf()).resolves.toBe('Bearer inv-1');
  });

  it('prefers the staff token over the investor token', async () => {
    setInvestorToken('inv-1');
    setStaffToken('staff-1');
    await expect(authorizationOf()).resolves.toBe('Bearer staff-1');
  });

  it('reads the token from localStorage at request time (shared by every bundle)', async () => {
    localStorage.setItem(STAFF_TOKEN_KEY, 'written-by-another-bundle');
    await expect(authorizationOf()).resolves.toBe('Bearer written-by-another-bundle');
  });

  it('keeps an Authorization header set by the caller', async () => {
    setStaffToken('staff-1');
    mock.onGet('/ping').reply((config) => [200, { auth: config.headers?.Authorization }]);
    const response = await client.get('/ping', { headers: { Authorization: 'Bearer one-off' } });
    expect(response.data).toEqual({ auth: 'Bearer one-off' });
  });
});

describe('error catalogue', () => {
  it('401 with a token: session message, tokens cleared, aif:session-expired raised once', async () => {
    setStaffToken('staff-1');
    setInvestorToken('inv-1');
    const seen: string[] = [];
    const unsubscribe = onSessionExpired((detail) => seen.push(detail.message));
    mock.onGet('/a').reply(401, { message: 'jwt expired' });
    mock.onGet('/b').reply(401, { message: 'jwt expired' });

    const [first, second] = await Promise.all([failure(client.get('/a')), failure(client.get('/b'))]);

    expect(first).toMatchObject({
      status: 401,
      code: 'SESSION_EXPIRED',
      message: API_MESSAGES.sessionExpired,
    });
    expect(first.message).toBe('Your active session has timeout. Request you re-login.');
    expect(second.code).toBe('SESSION_EXPIRED');
    expect(getStaffToken()).toBeNull();
    expect(getInvestorToken()).toBeNull();
    expect(seen).toEqual([API_MESSAGES.sessionExpired]);

    unsubscribe();
    setStaffToken('staff-2');
    await failure(client.get('/a'));
    expect(seen).toHaveLength(1);
  });

  it('dispatches the event on window', async () => {
    setInvestorToken('inv-1');
    const listener = jest.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    mock.onGet('/a').reply(401);
    await failure(client.get('/a'));
    window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('401 without a token (a refused sign-in) is an ordinary error with the server message', async () => {
    const listener = jest.fn();
    const unsubscribe = onSessionExpired(listener);
    mock.onPost('/users/login/verify-otp').reply(401, { message: 'Invalid OTP' });
    const error = await failure(client.post('/users/login/verify-otp', {}));
    unsubscribe();
    expect(error).toMatchObject({ status: 401, code: 'HTTP_ERROR', message: 'Invalid OTP' });
    expect(listener).not.toHaveBeenCalled();
  });

  it.each([400, 403, 404, 409, 422, 500, 503])('%i uses the server message field', async (status) => {
    mock.onGet('/x').reply(status, { message: `server says ${status}`, code: 'SOME_CODE' });
    const error = await failure(client.get('/x'));
    expect(error).toMatchObject({
      status,
      code: 'HTTP_ERROR',
      message: `server says ${status}`,
      serverCode: 'SOME_CODE',
    });
    expect(error.data).toEqual({ message: `server says ${status}`, code: 'SOME_CODE' });
    expect(error.method).toBe('GET');
    expect(error.url).toBe('/x');
  });

  it.each([
    ['no body', undefined],
    ['an empty message', { message: '  ' }],
    ['a non-string message', { message: { text: 'x' } }],
    ['an HTML page', '<html>Bad gateway</html>'],
  ])('a failure with %s gives the generic message', async (_label, body) => {
    mock.onGet('/x').reply(502, body);
    const error = await failure(client.get('/x'));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR', message: API_MESSAGES.generic });
    expect(error.message).toBe('Sorry! We are unable to process your request. Please re-try after sometime.');
  });

  it('a timeout gives the timeout message', async () => {
    mock.onGet('/slow').timeout();
    const error = await failure(client.get('/slow'));
    expect(error).toMatchObject({ status: 0, code: 'TIMEOUT', message: API_MESSAGES.timeout });
  });

  it('a network failure gives the network message', async () => {
    mock.onGet('/down').networkError();
    const error = await failure(client.get('/down'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: API_MESSAGES.network });
  });

  it('an aborted request gives the network message', async () => {
    mock.onGet('/aborted').abortRequest();
    const error = await failure(client.get('/aborted'));
    expect(error.code).toBe('NETWORK_ERROR');
  });

  it('a cancelled request is marked CANCELLED', async () => {
    mock.onGet('/x').reply(200, {});
    const controller = new AbortController();
    controller.abort();
    const error = await failure(client.get('/x', { signal: controller.signal }));
    expect(error.code).toBe('CANCELLED');
  });
});

describe('toUserMessage', () => {
  it('returns the message of an ApiError', () => {
    expect(
      toUserMessage(new ApiError({ status: 409, code: 'HTTP_ERROR', message: 'Already submitted' })),
    ).toBe('Already submitted');
  });

  it('shows a string thrown by validation as is', () => {
    expect(toUserMessage('Please upload PAN Card')).toBe('Please upload PAN Card');
  });

  it('never shows the text of an unexpected error', () => {
    expect(toUserMessage(new TypeError('x is undefined'))).toBe(API_MESSAGES.generic);
    expect(toUserMessage(undefined)).toBe(API_MESSAGES.generic);
    expect(toUserMessage({ message: 'raw' })).toBe(API_MESSAGES.generic);
  });

  it('maps a raw axios error as the client would', async () => {
    const raw = createApiClient();
    raw.interceptors.response.clear();
    const rawMock = new MockAdapter(raw);
    rawMock.onGet('/x').reply(500, { message: 'Boom from server' });
    const error = await raw.get('/x').catch((e: unknown) => e);
    expect(toUserMessage(error)).toBe('Boom from server');
  });
});

afterAll(() => clearTokens());
