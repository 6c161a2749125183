import type { FastifyInstance, InjectOptions } from 'fastify';
import { API_MESSAGES, MESSAGES, ONBOARDING_MESSAGES } from '@aif/contracts';
import { createTestDatabase, type TestDatabase } from '../testing/db';
import { bearer, createTestApp, removeTempDirs, tokenFor } from '../testing/app';

let db: TestDatabase;
let app: FastifyInstance;
let admin: Record<string, string>;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await createTestApp(db);
  admin = bearer(await tokenFor(app, 'amcadmin'));
});
afterAll(async () => {
  await app.close();
  await db.close();
  removeTempDirs();
});

const send = (opts: InjectOptions) => app.inject({ ...opts, headers: { ...admin, ...opts.headers } });

/** Every code point refused in any text: C0 but tab, line feed, carriage return; DEL; C1. */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => ![0x09, 0x0a, 0x0d].includes(c)),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, i) => 0x80 + i),
];

const ACK = '/api/onboarding/onboarding/acknowledge-aml-check';

describe('control characters are refused wherever a string arrives', () => {
  it('in a JSON body: 400 with the field’s path (before the route’s own rules)', async () => {
    const res = await send({
      method: 'POST',
      url: ACK,
      payload: { panVerificationToken: 'token', amlComments: 'fine\u0000', amlAcknowledgement: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MESSAGES.textControlCharacters,
      errors: [{ path: 'amlComments', message: MESSAGES.textControlCharacters }],
    });
  });

  it('deep inside a wizard save, in a key as well as in a value', async () => {
    const res = await send({
      method: 'POST',
      url: `/api/onboarding/applications/${crypto.randomUUID()}/update`,
      payload: {
        step: 'contributor-details',
        saveType: 'saveForLater',
        version: 0,
        data: { applicants: [{ name: 'A\u001bB' }], ['k\u0007']: 'v' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'data.applicants.0.name', message: MESSAGES.textControlCharacters },
      { path: 'data.k\u0007', message: MESSAGES.textControlCharacters },
    ]);
  });

  it.each(CONTROLS.map((c) => [c.toString(16).padStart(4, '0'), encodeURIComponent(String.fromCharCode(c))]))(
    'U+%s in a query string never reaches the database',
    async (_hex, encoded) => {
      const res = await send({ method: 'GET', url: `/api/onboarding/applications?search=a${encoded}b` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'search', message: MESSAGES.textControlCharacters }]);
    },
  );

  it.each([
    ['/api/onboarding/applications?search=a%00b', 'search'],
    ['/api/onboarding/onboarding/consents?pan=%00', 'pan'],
    ['/api/onboarding/esign/details/%00', 'id'],
    ['/api/onboarding/esign/get-otp/x%00y', 'id'],
    ['/api/onboarding/onboarding-consent/%00', 'verificationToken'],
    [`/api/files/files/%7F`, 'id'],
  ])('a NUL or DEL in %s answers 400 (it answered 500 from PostgreSQL)', async (url, path) => {
    const res = await send({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path, message: MESSAGES.textControlCharacters }]);
  });

  it('a lone surrogate is not text either', async () => {
    const res = await send({
      method: 'POST',
      url: ACK,
      headers: { 'content-type': 'application/json' },
      payload: '{"panVerificationToken":"t","amlComments":"x\\ud800","amlAcknowledgement":true}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'amlComments', message: MESSAGES.textControlCharacters }]);
  });

  it('tabs and line breaks pass the guard: a text area keeps them, a single-line field refuses them', async () => {
    const multi = await send({
      method: 'POST',
      url: ACK,
      payload: { panVerificationToken: 'token', amlComments: 'line 1\r\n\tline 2', amlAcknowledgement: true },
    });
    expect(multi.statusCode).toBe(400);
    expect(multi.json().message).toBe(ONBOARDING_MESSAGES.tokenInvalid);

    const single = await send({ method: 'GET', url: '/api/onboarding/applications?search=a%0Ab' });
    expect(single.statusCode).toBe(400);
    expect(single.json().errors).toEqual([{ path: 'search', message: MESSAGES.textLineBreaks }]);
  });

  it('a body nested deeper than any form is refused', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i++) deep = { a: deep };
    const res = await send({ method: 'POST', url: ACK, payload: { amlComments: deep } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(API_MESSAGES.invalidPayload);
  });

  it('a too-long value is refused by its contracts limit with its path', async () => {
    const res = await send({ method: 'GET', url: `/api/onboarding/applications?search=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'search', message: 'Maximum 100 characters allowed' }]);
  });
});

describe('a malformed request answers 4xx with a message, never 5xx', () => {
  it.each([
    ['invalid JSON', 'application/json', '{"a":', 400, API_MESSAGES.invalidJson],
    ['an empty JSON body', 'application/json', '', 400, API_MESSAGES.invalidJson],
    ['a wrong content type', 'text/xml', '<a/>', 415, API_MESSAGES.unsupportedMediaType],
    ['a __proto__ key', 'application/json', '{"__proto__":{"x":1}}', 400, API_MESSAGES.invalidJson],
    [
      'a constructor.prototype key',
      'application/json',
      '{"constructor":{"prototype":{"x":1}}}',
      400,
      API_MESSAGES.invalidJson,
    ],
  ])('%s', async (_name, type, payload, status, message) => {
    const res = await send({ method: 'POST', url: ACK, headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });

  it('an oversized body: 413', async () => {
    const res = await send({
      method: 'POST',
      url: ACK,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ amlComments: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: API_MESSAGES.bodyTooLarge });
  });

  it('a path segment longer than the router takes: 414 { message } only', async () => {
    const res = await send({ method: 'GET', url: `/api/onboarding/applications/${'x'.repeat(3000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: API_MESSAGES.urlTooLong });
  });

  it.each([
    '/api/onboarding/applications/%E0%A4%A',
    '/api/onboarding/applications/%zz',
    '/api/onboarding/applications?search=%E0%A4%A',
    '/api/onboarding/applications?%zz=1',
    '/api/onboarding/applications?search=%80',
  ])('a bad percent-encoding in %s: 400 { message } only', async (url) => {
    const res = await send({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MESSAGES.badUrl });
  });
});
