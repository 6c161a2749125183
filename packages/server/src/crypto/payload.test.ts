import { generateKeyPairSync, webcrypto } from 'node:crypto';
import { PayloadError, openPayload, payloadDecryptKey, sealPayload, type PayloadDecryptKey } from './payload';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** What the browser does, with WebCrypto only (contracts api/payload-format.ts). */
async function sealLikeBrowser(pem: string, value: unknown): Promise<string> {
  const { subtle } = webcrypto;
  const der = Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
  const rsa = await subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const c = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aes,
    new TextEncoder().encode(JSON.stringify(value)),
  );
  const k = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await subtle.exportKey('raw', aes));
  const b64 = (b: ArrayBuffer | Uint8Array) => Buffer.from(b as ArrayBuffer).toString('base64');
  return Buffer.from(JSON.stringify({ v: 1, k: b64(k), iv: b64(iv), c: b64(c) })).toString('base64url');
}

describe('sealed payloads', () => {
  let decryptKey: PayloadDecryptKey;
  beforeAll(async () => {
    decryptKey = await payloadDecryptKey(privateKey);
  });
  const body = { phone: '9000000001', countryCode: '+91', note: 'ünïcödé ✓' };

  it('opens what sealPayload seals, with the key imported from a key object or its PEM', async () => {
    expect(await openPayload(decryptKey, sealPayload(publicPem, body))).toEqual(body);
    const fromPem = await payloadDecryptKey(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    expect(await openPayload(fromPem, sealPayload(publicPem, body))).toEqual(body);
  });

  it('opens what a browser seals with WebCrypto', async () => {
    expect(await openPayload(decryptKey, await sealLikeBrowser(publicPem, body))).toEqual(body);
  });

  it('uses a fresh key and IV every time', () => {
    expect(sealPayload(publicPem, body)).not.toBe(sealPayload(publicPem, body));
  });

  it('refuses another key, tampering, and garbage', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    await expect(openPayload(decryptKey, sealPayload(other, body))).rejects.toThrow(PayloadError);
    const env = JSON.parse(Buffer.from(sealPayload(publicPem, body), 'base64url').toString());
    const iv = Buffer.from(env.iv, 'base64');
    iv[0] = iv[0]! ^ 1;
    env.iv = iv.toString('base64');
    await expect(
      openPayload(decryptKey, Buffer.from(JSON.stringify(env)).toString('base64url')),
    ).rejects.toThrow(PayloadError);
    await expect(openPayload(decryptKey, 'not-a-payload')).rejects.toThrow(PayloadError);
    await expect(
      openPayload(decryptKey, Buffer.from(JSON.stringify({ ...env, v: 2 })).toString('base64url')),
    ).rejects.toThrow(PayloadError);
  });
});
