import { TEXT_LIMITS, textCharactersMessage } from '@aif/contracts';
import { HttpAml } from './aml/http';
import { HttpKra } from './kra/http';

/**
 * Values the KYC registry and the AML screening send are stored as given but never raw: control
 * characters (PostgreSQL refuses a NUL) become spaces and each value is cut to its field's limit, so a
 * stored record always passes the forms' own limits (0-product-decisions §12).
 */
const answer = (body: unknown) =>
  (async () =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })) as unknown as typeof fetch;

const dirty = (n: number) => `A\u0000B\r\nC\u0085${'x'.repeat(n)}`;
const clean = (v: string | null | undefined, max: number) => {
  expect(v).not.toBeNull();
  expect(v!.length).toBeLessThanOrEqual(max);
  expect(textCharactersMessage(v!)).toBeNull();
};

describe('provider values are cleaned before they are stored', () => {
  it('KRA: names, contact and address fields', async () => {
    const kra = new HttpKra(
      { url: 'https://kra.example/lookup', apiKey: 'k' },
      answer({
        status: 'found',
        data: {
          APP_PAN_NO: 'ABCPS1234F',
          APP_NAME: dirty(500),
          APP_F_NAME: dirty(500),
          APP_EMAIL: dirty(500),
          APP_MOB_NO: dirty(500),
          APP_PER_ADD1: dirty(500),
          APP_PER_ADD2: dirty(500),
          APP_PER_CITY: dirty(500),
          APP_PER_STATE: dirty(500),
          APP_PER_CTRY: dirty(500),
          APP_PER_PINCD: dirty(500),
        },
      }),
    );
    const record = (await kra.lookup({ pan: 'ABCPS1234F', dateOfBirth: '1980-04-12' }))!;
    expect(record.name.startsWith('A B C')).toBe(true);
    clean(record.name, TEXT_LIMITS.name);
    clean(record.fatherOrSpouseName, TEXT_LIMITS.name);
    clean(record.email, TEXT_LIMITS.email);
    clean(record.kraMobileNumber, TEXT_LIMITS.code);
    const address = record.addresses[0]!;
    for (const f of ['address1', 'address2', 'city', 'state', 'country'] as const)
      clean(address[f], TEXT_LIMITS.line);
    clean(address.pincode, TEXT_LIMITS.code);
  });

  it('AML: the match details', async () => {
    const aml = new HttpAml(
      { url: 'https://aml.example/screen', apiKey: 'k' },
      answer({ system_match: [{ FURTHER_INFORMATION: dirty(5000), EXTERNAL_SOURCES: dirty(5000) }] }),
    );
    const result = await aml.screen({ pan: 'ABCPS1234F', name: 'A', dateOfBirth: '1980-04-12' });
    clean(result.matches[0]!.FURTHER_INFORMATION, TEXT_LIMITS.remark);
    clean(result.matches[0]!.EXTERNAL_SOURCES, TEXT_LIMITS.remark);
  });
});
