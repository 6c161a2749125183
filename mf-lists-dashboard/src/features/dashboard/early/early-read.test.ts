import { EARLY_ANSWER_TTL_MS, api } from '@aif/api-client';
import { DASHBOARD_MONTHS, DASHBOARD_RECENT_APPLICATIONS, DASHBOARD_TOP_DISTRIBUTORS } from '@aif/contracts';
import {
  getDistributorWiseCommitment,
  getMonthwiseCommitment,
  getMonthwiseOnboardingSummary,
  getOnboardingSummary,
} from '../api/dashboard';
import { DASHBOARD_EARLY_PATHS, readDashboardEarly, resetDashboardEarly, takeEarly } from './early-read';

const fetchMock = jest.fn<Promise<Partial<Response>>, [string, RequestInit?]>();

/** window.location as a cold load at `pathname` leaves it. */
function at(pathname: string): Location {
  window.history.replaceState(null, '', pathname);
  return window.location;
}

/** The URLs fetch was asked for. */
const fetched = () => fetchMock.mock.calls.map(([url]) => url);

/** What the server answers each early read: its name, so a test sees which answer it was given. */
function answerWithPath(status = 200) {
  fetchMock.mockImplementation((url) =>
    Promise.resolve({ status, json: () => Promise.resolve({ from: 'early', url }) }),
  );
}

const EXPECTED_URLS = [
  '/api/onboarding/applications?page=1&limit=4&sort=createdAt&order=DESC',
  '/api/onboarding/dashboard/onboardingSummary',
  '/api/onboarding/dashboard/monthwiseOnboardingSummary?months=4',
  '/api/onboarding/dashboard/distributorWisecommitmentAmount?limit=5',
  '/api/onboarding/dashboard/monthwiseCommitmentAmount?months=4',
];

beforeEach(() => {
  jest.restoreAllMocks();
  fetchMock.mockReset();
  resetDashboardEarly();
  localStorage.clear();
  localStorage.setItem('aif.staffToken', 'staff-token');
  answerWithPath();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('readDashboardEarly', () => {
  it("asks for the page's five reads with the session's token and starts the page's code, at /dashboard", () => {
    const preload = jest.fn().mockResolvedValue(undefined);
    readDashboardEarly([preload, preload], at('/dashboard'));
    expect(fetched()).toEqual(EXPECTED_URLS);
    for (const [, init] of fetchMock.mock.calls)
      expect(init?.headers).toMatchObject({ Authorization: 'Bearer staff-token' });
    expect(preload).toHaveBeenCalledTimes(2);
  });

  it('asks for what the page itself asks for (the same paths and queries as the API client builds)', () => {
    expect(DASHBOARD_EARLY_PATHS.recent).toBe(
      api
        .getUri({
          url: '/onboarding/applications',
          params: { page: 1, limit: DASHBOARD_RECENT_APPLICATIONS, sort: 'createdAt', order: 'DESC' },
        })
        .replace(/^\/api/, ''),
    );
    expect(DASHBOARD_EARLY_PATHS.monthly).toBe(
      `/onboarding/dashboard/monthwiseOnboardingSummary?months=${DASHBOARD_MONTHS}`,
    );
    expect(DASHBOARD_EARLY_PATHS.top).toBe(
      `/onboarding/dashboard/distributorWisecommitmentAmount?limit=${DASHBOARD_TOP_DISTRIBUTORS}`,
    );
    expect(DASHBOARD_EARLY_PATHS.commitment).toBe(
      `/onboarding/dashboard/monthwiseCommitmentAmount?months=${DASHBOARD_MONTHS}`,
    );
  });

  it.each(['/applications', '/dashboard/anything', '/login', '/'])('asks for nothing at %s', (path) => {
    const preload = jest.fn().mockResolvedValue(undefined);
    readDashboardEarly([preload], at(path));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
  });

  it('asks for nothing without a session', () => {
    localStorage.clear();
    readDashboardEarly([], at('/dashboard'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('survives a preload that fails (the page loads its code as usual)', async () => {
    const failing = jest.fn().mockRejectedValue(new Error('chunk failed'));
    readDashboardEarly([failing], at('/dashboard/'));
    expect(fetched()).toEqual(EXPECTED_URLS);
    await Promise.resolve();
    expect(failing).toHaveBeenCalled();
  });
});

describe('takeEarly', () => {
  it('hands each answer over once', async () => {
    readDashboardEarly([], at('/dashboard'));
    await expect(takeEarly('summary')).resolves.toEqual({ from: 'early', url: EXPECTED_URLS[1] });
    await expect(takeEarly('summary')).resolves.toBeNull();
    await expect(takeEarly('recent')).resolves.toEqual({ from: 'early', url: EXPECTED_URLS[0] });
  });

  it('hands nothing over when nothing was asked for', async () => {
    readDashboardEarly([], at('/applications'));
    await expect(takeEarly('summary')).resolves.toBeNull();
  });

  it('hands nothing over for a refusal or a network failure', async () => {
    answerWithPath(403);
    readDashboardEarly([], at('/dashboard'));
    await expect(takeEarly('summary')).resolves.toBeNull();
    resetDashboardEarly();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    readDashboardEarly([], at('/dashboard'));
    await expect(takeEarly('monthly')).resolves.toBeNull();
  });

  it('hands nothing over that waited longer than a cold load would (the user went elsewhere first)', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    readDashboardEarly([], at('/dashboard'));
    now.mockReturnValue(1_000_000 + EARLY_ANSWER_TTL_MS);
    await expect(takeEarly('summary')).resolves.toEqual({ from: 'early', url: EXPECTED_URLS[1] });
    now.mockReturnValue(1_000_001 + EARLY_ANSWER_TTL_MS);
    await expect(takeEarly('monthly')).resolves.toBeNull();
  });

  it('hands nothing over once the session has changed', async () => {
    readDashboardEarly([], at('/dashboard'));
    localStorage.setItem('aif.staffToken', 'another-token');
    await expect(takeEarly('summary')).resolves.toBeNull();
    localStorage.clear();
    await expect(takeEarly('top')).resolves.toBeNull();
  });
});

describe("the dashboard's requests", () => {
  const reads = [
    ['getOnboardingSummary', getOnboardingSummary, 1],
    ['getMonthwiseOnboardingSummary', getMonthwiseOnboardingSummary, 2],
    ['getDistributorWiseCommitment', getDistributorWiseCommitment, 3],
    ['getMonthwiseCommitment', getMonthwiseCommitment, 4],
  ] as const;

  it.each(reads)('%s takes the early answer, then asks the server', async (_name, read, index) => {
    const get = jest.spyOn(api, 'get').mockResolvedValue({ data: { from: 'server' } });
    readDashboardEarly([], at('/dashboard'));
    await expect(read()).resolves.toEqual({ from: 'early', url: EXPECTED_URLS[index] });
    expect(get).not.toHaveBeenCalled();
    await expect(read()).resolves.toEqual({ from: 'server' });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it.each(reads)('%s asks the server when the early read was refused', async (_name, read) => {
    answerWithPath(401);
    const get = jest.spyOn(api, 'get').mockResolvedValue({ data: { from: 'server' } });
    readDashboardEarly([], at('/dashboard'));
    await expect(read()).resolves.toEqual({ from: 'server' });
    expect(get).toHaveBeenCalledTimes(1);
  });
});
