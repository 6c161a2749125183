import { ProviderUnavailableError } from '../registry-types';
import { createBankProviders, loadBankProvidersConfig } from '.';
import { HttpIfscDetails, HttpPennyDrop, splitAddress, UnconfiguredPennyDrop } from './http';
import { RbiIfscList } from './rbi-list';
import { SandboxIfscDetails, SandboxPennyDrop } from './sandbox';

type Call = { url: string; init?: RequestInit };
function fakeFetch(answer: () => Response | Promise<Response>, calls: Call[] = []) {
  return (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('RBI IFSC list (offline, ifsc package)', () => {
  const list = new RbiIfscList();
  it.each([
    ['HDFC0000001', 'HDFC Bank'],
    ['hdfc0000001', 'HDFC Bank'],
    ['SBIN0000BGL', 'State Bank of India'],
    ['ICIC0000001', 'ICICI Bank'],
    // A sublet: a co-operative bank's branch under its sponsor bank's code.
    ['APBL0001001', 'District Co-operative Central Bank Srikakul'],
  ])('%s is %s', (ifsc, name) => {
    expect(list.bankName(ifsc)).toBe(name);
  });
  it.each(['SBIN0099999', 'HDFC0ZZZZZZ', 'ZZZZ0000001', 'HDFC1000001', 'HDFC000001', 'SBIN0000XYZ'])(
    '%s is not in the list',
    (ifsc) => {
      expect(list.bankName(ifsc)).toBeNull();
    },
  );
});

describe('bank sandboxes', () => {
  it('builds the same branch details for a code every time', async () => {
    const s = new SandboxIfscDetails();
    const a = await s.details('HDFC0000001', 'HDFC Bank');
    expect(a).toEqual(await s.details('HDFC0000001', 'HDFC Bank'));
    expect(a.micr).toMatch(/^\d{9}$/);
    expect(a.address1).toBe('HDFC Bank, Branch 000001');
    expect(a.city).toEqual(expect.any(String));
  });
  it('penny drop: an account ending 000 fails, others verify', async () => {
    const p = new SandboxPennyDrop();
    expect(
      (await p.verify({ ifsc: 'HDFC0000001', accountNumber: '123456789000', accountType: 'Savings' }))
        .verified,
    ).toBe(false);
    expect(
      (await p.verify({ ifsc: 'HDFC0000001', accountNumber: '123456789001', accountType: 'Savings' }))
        .verified,
    ).toBe(true);
  });
});

describe('HTTP IFSC adapter', () => {
  const config = { url: 'https://ifsc.example/', apiKey: 'k', timeoutMs: 50 };
  it('GETs <url>/<ifsc> with the key and maps the answer', async () => {
    const calls: Call[] = [];
    const http = new HttpIfscDetails(
      config,
      fakeFetch(
        () =>
          json({
            BRANCH: 'Fort',
            CITY: 'MUMBAI',
            STATE: 'MAHARASHTRA',
            ADDRESS: 'Manekji Wadia Bldg, Nanik Motwani Marg, Fort, Mumbai 400001',
            MICR: 400240002,
          }),
        calls,
      ),
    );
    expect(await http.details('HDFC0000001')).toEqual({
      branch: 'Fort',
      city: 'MUMBAI',
      address1: 'Manekji Wadia Bldg, Nanik Motwani Marg, Fort, Mumbai 400001',
      address2: null,
      address3: 'MUMBAI, MAHARASHTRA',
      micr: '400240002',
    });
    expect(calls[0]!.url).toBe('https://ifsc.example/HDFC0000001');
    expect((calls[0]!.init!.headers as Record<string, string>)['x-api-key']).toBe('k');
  });
  it('404 is no details; errors and bad answers are unavailable', async () => {
    expect(
      await new HttpIfscDetails(
        config,
        fakeFetch(() => json({}, 404)),
      ).details('HDFC0000001'),
    ).toBeNull();
    await expect(
      new HttpIfscDetails(
        config,
        fakeFetch(() => json({}, 500)),
      ).details('HDFC0000001'),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(
      new HttpIfscDetails(
        config,
        fakeFetch(() => json('x')),
      ).details('HDFC0000001'),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(new HttpIfscDetails(config, failing).details('HDFC0000001')).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });
  it('splits long addresses into at most 3 lines', () => {
    expect(splitAddress('a, b, c')).toEqual(['a, b, c']);
    expect(splitAddress(`${'x'.repeat(50)}, ${'y'.repeat(50)}, ${'z'.repeat(50)}, w`)).toEqual([
      'x'.repeat(50),
      'y'.repeat(50),
      `${'z'.repeat(50)}, w`,
    ]);
  });
});

describe('HTTP penny drop adapter', () => {
  const config = { url: 'https://bank.example/penny-drop', apiKey: 'k', timeoutMs: 50 };
  const query = { ifsc: 'HDFC0000001', accountNumber: '123456789012', accountType: 'Savings' };
  it('posts the account and reads the outcome', async () => {
    const calls: Call[] = [];
    const http = new HttpPennyDrop(
      config,
      fakeFetch(() => json({ verified: true, accountHolderName: 'ASHA RAO' }), calls),
    );
    expect(await http.verify(query)).toEqual({ verified: true, accountHolderName: 'ASHA RAO' });
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual(query);
  });
  it('anything else is unavailable; unconfigured never verifies', async () => {
    await expect(
      new HttpPennyDrop(
        config,
        fakeFetch(() => json({}, 503)),
      ).verify(query),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(
      new HttpPennyDrop(
        config,
        fakeFetch(() => json({ ok: 1 })),
      ).verify(query),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(new UnconfiguredPennyDrop().verify()).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('bank provider selection', () => {
  it('sandbox by default; live uses the configured services', () => {
    expect(createBankProviders('sandbox').pennyDrop.name).toBe('sandbox-penny-drop');
    const live = createBankProviders(
      'live',
      loadBankProvidersConfig({ PENNY_DROP_URL: 'https://p.example' }),
    );
    expect([live.ifscDetails.name, live.pennyDrop.name]).toEqual(['sandbox-ifsc', 'http-penny-drop']);
    expect(
      createBankProviders('live', loadBankProvidersConfig({ IFSC_URL: 'https://i.example' })).pennyDrop.name,
    ).toBe('unconfigured-penny-drop');
    expect(() => loadBankProvidersConfig({ IFSC_URL: 'not a url' })).toThrow(
      'Invalid configuration: IFSC_URL: is not a URL',
    );
  });
});
