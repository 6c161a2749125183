import { EARLY_ANSWER_TTL_MS, earlyGet } from './early-get';
import { setInvestorToken, setStaffToken } from './tokenStore';

const fetchMock = jest.fn<Promise<Partial<Response>>, [string, RequestInit?]>();

function answer(status: number, body: unknown = { ok: true }) {
  fetchMock.mockResolvedValue({ status, json: () => Promise.resolve(body) });
}

beforeEach(() => {
  jest.restoreAllMocks();
  fetchMock.mockReset();
  localStorage.clear();
  setStaffToken('staff-token');
  answer(200);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('earlyGet', () => {
  it("asks at once with the session's token, and hands the answer over once", async () => {
    const early = earlyGet<{ ok: boolean }>('/onboarding/dashboard/onboardingSummary');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/onboarding/dashboard/onboardingSummary');
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer staff-token' });
    await expect(early!.take()).resolves.toEqual({ ok: true });
    await expect(early!.take()).resolves.toBeNull();
  });

  it("uses the investor's token when no staff member is signed in", () => {
    localStorage.clear();
    setInvestorToken('investor-token');
    earlyGet('/x');
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer investor-token' });
  });

  it('asks for nothing without a session', () => {
    localStorage.clear();
    expect(earlyGet('/x')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands nothing over for a refusal or a network failure', async () => {
    answer(401);
    await expect(earlyGet('/x')!.take()).resolves.toBeNull();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(earlyGet('/x')!.take()).resolves.toBeNull();
  });

  it('hands nothing over once the session has changed, even while the answer was on its way', async () => {
    const before = earlyGet('/x')!;
    setStaffToken('another-token');
    await expect(before.take()).resolves.toBeNull();
    let resolve!: (r: Partial<Response>) => void;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    const during = earlyGet('/x')!.take();
    setStaffToken(null);
    resolve({ status: 200, json: () => Promise.resolve({ ok: true }) });
    await expect(during).resolves.toBeNull();
  });

  it('hands nothing over that waited longer than a cold load would', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const fresh = earlyGet('/x')!;
    const stale = earlyGet('/y')!;
    now.mockReturnValue(1_000_000 + EARLY_ANSWER_TTL_MS);
    await expect(fresh.take()).resolves.toEqual({ ok: true });
    now.mockReturnValue(1_000_001 + EARLY_ANSWER_TTL_MS);
    await expect(stale.take()).resolves.toBeNull();
  });
});
