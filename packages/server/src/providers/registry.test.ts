import { loadConfig } from '../config';
import { createRegistryProviders } from '.';
import { HttpAml } from './aml/http';
import { SandboxAml } from './aml/sandbox';
import { HttpKra } from './kra/http';
import { SandboxKra } from './kra/sandbox';
import { ProviderUnavailableError } from './registry-types';

type Call = { url: string; init: RequestInit };
function fakeFetch(answer: () => Response | Promise<Response>, calls: Call[] = []) {
  return (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('KRA sandbox', () => {
  const kra = new SandboxKra();
  it('builds a record from the PAN with the date of birth as given and addresses from KRA', async () => {
    const record = await kra.lookup({ pan: 'ABCPS1234F', dateOfBirth: '1980-04-12' });
    expect(record).toMatchObject({
      panNumber: 'ABCPS1234F',
      name: expect.stringMatching(/ Sharma$/),
      dateOfBirth: '1980-04-12',
      dataFetchedFromKRA: true,
    });
    expect(record!.addresses.map((a) => a.address_type)).toEqual(['permanent', 'correspondence']);
    expect(record!.addresses.every((a) => a.fetchedFromKRA)).toBe(true);
    expect(await kra.lookup({ pan: 'ABCPS1234F', dateOfBirth: '1980-04-12' })).toEqual(record);
  });
  it('names an entity by its PAN status', async () => {
    expect((await kra.lookup({ pan: 'AAACS1234C', dateOfBirth: '2005-05-15' }))!.name).toBe(
      'Sunrise Private Limited',
    );
  });
  it('has no record when the 6th to 9th characters are 0000, and cannot answer for ERR', async () => {
    expect(await kra.lookup({ pan: 'ABCPS0000F', dateOfBirth: '1980-04-12' })).toBeNull();
    await expect(kra.lookup({ pan: 'ERRPS1234F', dateOfBirth: '1980-04-12' })).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });
});

describe('AML sandbox', () => {
  it('fails PANs starting AML with one system_match entry, passes the others', async () => {
    const aml = new SandboxAml();
    expect(await aml.screen({ pan: 'ABCPS1234F', name: 'A', dateOfBirth: '1980-01-01' })).toEqual({
      passed: true,
      matches: [],
    });
    const failed = await aml.screen({ pan: 'AMLPS1234F', name: 'A', dateOfBirth: '1980-01-01' });
    expect(failed.passed).toBe(false);
    expect(failed.matches).toEqual([
      { FURTHER_INFORMATION: expect.any(String), EXTERNAL_SOURCES: expect.any(String) },
    ]);
  });
});

describe('HTTP KRA adapter', () => {
  const config = { url: 'https://kra.example/lookup', apiKey: 'secret', timeoutMs: 50 };
  const query = { pan: 'ABCPS1234F', dateOfBirth: '1980-04-12' };

  it('posts the PAN and DD/MM/YYYY date with the API key and maps the KRA fields', async () => {
    const calls: Call[] = [];
    const kra = new HttpKra(
      config,
      fakeFetch(
        () =>
          json({
            status: 'found',
            data: {
              APP_PAN_NO: 'abcps1234f',
              APP_NAME: ' Neha Sharma ',
              APP_F_NAME: 'Ravi Sharma',
              APP_GEN: 'F',
              APP_DOB_DT: '12-04-1980',
              APP_MOB_NO: '9876543210',
              APP_COR_ADD1: '12 Hill Road',
              APP_COR_CITY: 'Pune',
              APP_COR_STATE: 'Maharashtra',
              APP_COR_CTRY: 'India',
              APP_COR_PINCD: '411001',
            },
          }),
        calls,
      ),
    );
    const record = await kra.lookup(query);
    expect(calls[0]!.url).toBe(config.url);
    expect(calls[0]!.init.headers).toMatchObject({
      'x-api-key': 'secret',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ pan: 'ABCPS1234F', dob: '12/04/1980' });
    expect(record).toEqual({
      panNumber: 'ABCPS1234F',
      name: 'Neha Sharma',
      dateOfBirth: '1980-04-12',
      fatherOrSpouseName: 'Ravi Sharma',
      gender: 'Female',
      email: null,
      kraMobileNumber: '9876543210',
      addresses: [
        {
          address_type: 'correspondence',
          address1: '12 Hill Road',
          address2: null,
          address3: null,
          city: 'Pune',
          state: 'Maharashtra',
          country: 'INDIA',
          pincode: '411001',
          fetchedFromKRA: true,
          isActive: true,
        },
      ],
      dataFetchedFromKRA: true,
    });
  });

  it('reads 404 and status not_found as no record', async () => {
    expect(
      await new HttpKra(
        config,
        fakeFetch(() => json({}, 404)),
      ).lookup(query),
    ).toBeNull();
    expect(
      await new HttpKra(
        config,
        fakeFetch(() => json({ status: 'not_found' })),
      ).lookup(query),
    ).toBeNull();
  });

  it('reports an error status, an unreadable answer, a network failure or a timeout as unavailable', async () => {
    const failing = [
      fakeFetch(() => json({ error: 'boom' }, 500)),
      fakeFetch(() => new Response('<html>', { status: 200 })),
      fakeFetch(() => Promise.reject(new TypeError('fetch failed'))),
      (async (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        )) as unknown as typeof fetch,
    ];
    for (const f of failing) {
      await expect(new HttpKra(config, f).lookup(query)).rejects.toBeInstanceOf(ProviderUnavailableError);
    }
  });
});

describe('HTTP AML adapter', () => {
  const config = { url: 'https://aml.example/screen', apiKey: 'k' };
  const query = { pan: 'ABCPS1234F', name: 'Neha Sharma', dateOfBirth: '1980-04-12' };
  it('maps system_match: none is a pass, any is a failure', async () => {
    const calls: Call[] = [];
    expect(
      await new HttpAml(
        config,
        fakeFetch(() => json({ system_match: [] }), calls),
      ).screen(query),
    ).toEqual({
      passed: true,
      matches: [],
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      pan: 'ABCPS1234F',
      name: 'Neha Sharma',
      dob: '1980-04-12',
    });
    const failed = await new HttpAml(
      config,
      fakeFetch(() => json({ system_match: [{ FURTHER_INFORMATION: 'PEP', EXTERNAL_SOURCES: 'list' }] })),
    ).screen(query);
    expect(failed).toEqual({
      passed: false,
      matches: [{ FURTHER_INFORMATION: 'PEP', EXTERNAL_SOURCES: 'list' }],
    });
  });
  it('reports a failure status as unavailable', async () => {
    await expect(
      new HttpAml(
        config,
        fakeFetch(() => json({}, 503)),
      ).screen(query),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('registry provider choice', () => {
  it('uses the sandboxes by default and the HTTP adapters when live', () => {
    const sandbox = createRegistryProviders(loadConfig({}).providers);
    expect([sandbox.kra.name, sandbox.aml.name]).toEqual(['sandbox-kra', 'sandbox-aml']);
    const live = createRegistryProviders(
      loadConfig({
        PROVIDERS: 'live',
        SMTP_URL: 'smtp://mail:587',
        SMTP_FROM: 'noreply@fund.example',
        SMS_GATEWAY_URL: 'https://sms.example',
        KRA_URL: 'https://kra.example',
        AML_URL: 'https://aml.example',
        PUBLIC_URL: 'https://portal.example',
        ESIGN_PROVIDER: 'leegality',
      }).providers,
    );
    expect([live.kra.name, live.aml.name]).toEqual(['http-kra', 'http-aml']);
  });
  it('checks PUBLIC_URL and drops its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example/' }).publicUrl).toBe('https://portal.example');
    expect(() => loadConfig({ PUBLIC_URL: 'portal' })).toThrow(/PUBLIC_URL/);
  });
});
