import { createDecipheriv, constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import MockAdapter from 'axios-mock-adapter';
import { createApiClient } from './client';
import { sealedEnvelopeSchema, type SealedEnvelope } from '@aif/contracts';
import { pemToDer, resetPublicKeyCache, sealPayload } from './seal';

// jsdom has neither SubtleCrypto nor TextEncoder; node's implementations are the browser's APIs.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
Object.assign(globalThis, { TextEncoder });

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** What the server does with node:crypto. */
function open(payload: string): { envelope: SealedEnvelope; key: Buffer; value: unknown } {
  expect(payload).toMatch(/^[A-Za-z0-9_-]+$/);
  const envelope = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SealedEnvelope;
  const key = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(envelope.k, 'base64'),
  );
  const iv = Buffer.from(envelope.iv, 'base64');
  const sealed = Buffer.from(envelope.c, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  return { envelope, key, value: JSON.parse(plain.toString('utf8')) };
}

const client = createApiClient();
const mock = new MockAdapter(client);

beforeEach(() => {
  mock.reset();
  resetPublicKeyCache();
  mock.onGet('/users/login/public-key').reply(200, { publicKey, algorithm: 'RSA-OAEP-256+A256GCM' });
});

it('round-trips through node:crypto with the agreed envelope', async () => {
  const credentials = { phone: '9000000001', countryCode: '+91', note: 'ünïcødé ₹' };
  const payload = await sealPayload(credentials, client);
  const { envelope, key, value } = open(payload);

  expect(value).toEqual(credentials);
  expect(sealedEnvelopeSchema.parse(envelope)).toEqual(envelope);
  expect(Object.keys(envelope).sort()).toEqual(['c', 'iv', 'k', 'v']);
  expect(envelope.v).toBe(1);
  expect(key).toHaveLength(32);
  expect(Buffer.from(envelope.iv, 'base64')).toHaveLength(12);
  expect(Buffer.from(envelope.k, 'base64')).toHaveLength(256);
  // ciphertext (same length as the JSON) followed by the 16-byte tag
  expect(Buffer.from(envelope.c, 'base64')).toHaveLength(Buffer.byteLength(JSON.stringify(credentials)) + 16);
});

it('uses a fresh key and IV for every payload', async () => {
  const a = open(await sealPayload({ otp: '123456' }, client));
  const b = open(await sealPayload({ otp: '123456' }, client));
  expect(a.key.equals(b.key)).toBe(false);
  expect(a.envelope.iv).not.toBe(b.envelope.iv);
  expect(a.envelope.c).not.toBe(b.envelope.c);
});

it('fetches the public key once per page load', async () => {
  await Promise.all([sealPayload({ a: 1 }, client), sealPayload({ b: 2 }, client)]);
  await sealPayload({ c: 3 }, client);
  expect(mock.history.get?.filter((r) => r.url === '/users/login/public-key')).toHaveLength(1);
});

it('asks again after a failed key fetch', async () => {
  mock.reset();
  mock
    .onGet('/users/login/public-key')
    .replyOnce(503)
    .onGet('/users/login/public-key')
    .reply(200, { publicKey });
  await expect(sealPayload({ a: 1 }, client)).rejects.toMatchObject({ status: 503 });
  const { value } = open(await sealPayload({ a: 1 }, client));
  expect(value).toEqual({ a: 1 });
});

it('a tampered payload does not open', async () => {
  const payload = await sealPayload({ pan: 'ABCPE1234F' }, client);
  const envelope = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SealedEnvelope;
  const c = Buffer.from(envelope.c, 'base64');
  c[0] = (c[0] ?? 0) ^ 1;
  const tampered = Buffer.from(JSON.stringify({ ...envelope, c: c.toString('base64') })).toString(
    'base64url',
  );
  expect(() => open(tampered)).toThrow();
});

it('reads an SPKI PEM', () => {
  expect(pemToDer(publicKey)[0]).toBe(0x30);
  expect(() => pemToDer('-----BEGIN PUBLIC KEY-----\n-----END PUBLIC KEY-----')).toThrow('Empty public key');
});
