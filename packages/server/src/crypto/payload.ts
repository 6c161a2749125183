import {
  constants,
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  publicEncrypt,
  randomBytes,
  webcrypto,
  type KeyObject,
} from 'node:crypto';
import {
  SEALED_PAYLOAD_AES_KEY_BYTES,
  SEALED_PAYLOAD_IV_BYTES,
  SEALED_PAYLOAD_TAG_BYTES,
  SEALED_PAYLOAD_VERSION,
  sealedEnvelopeSchema,
} from '@aif/contracts';

/** The payload could not be decoded or decrypted (format in contracts `api/payload-format.ts`). */
export class PayloadError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PayloadError';
  }
}

type Key = KeyObject | string;

/** Seals a request object the way the browser does (used by tests and server-to-server callers). */
export function sealPayload(publicKey: Key, value: unknown): string {
  const aesKey = randomBytes(SEALED_PAYLOAD_AES_KEY_BYTES);
  const iv = randomBytes(SEALED_PAYLOAD_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const ciphertext = Buffer.concat([
    cipher.update(JSON.stringify(value), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const k = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  const envelope = {
    v: SEALED_PAYLOAD_VERSION,
    k: k.toString('base64'),
    iv: iv.toString('base64'),
    c: ciphertext.toString('base64'),
  };
  return Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
}

/** The private key as WebCrypto takes it for RSA-OAEP (SHA-256) decryption. */
export type PayloadDecryptKey = webcrypto.CryptoKey;

/** Imports the private key once for `openPayload` (KeyService keeps the result). */
export function payloadDecryptKey(privateKey: Key): Promise<PayloadDecryptKey> {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  return webcrypto.subtle.importKey(
    'pkcs8',
    key.export({ type: 'pkcs8', format: 'der' }),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['decrypt'],
  );
}

/**
 * Opens a payload and returns the parsed JSON inside; rejects with PayloadError on any failure. The RSA
 * step, a quarter of a millisecond of CPU, runs on WebCrypto, which works in the thread pool: node's
 * privateDecrypt would hold the event loop for it on each of a sign-in's two calls.
 */
export async function openPayload(decryptKey: PayloadDecryptKey, payload: string): Promise<unknown> {
  let envelope;
  try {
    envelope = sealedEnvelopeSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw new PayloadError('envelope');
  }
  const iv = Buffer.from(envelope.iv, 'base64');
  const sealed = Buffer.from(envelope.c, 'base64');
  if (iv.length !== SEALED_PAYLOAD_IV_BYTES || sealed.length < SEALED_PAYLOAD_TAG_BYTES)
    throw new PayloadError('sizes');
  let aesKey: Buffer;
  try {
    aesKey = Buffer.from(
      await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, decryptKey, Buffer.from(envelope.k, 'base64')),
    );
  } catch {
    throw new PayloadError('key');
  }
  if (aesKey.length !== SEALED_PAYLOAD_AES_KEY_BYTES) throw new PayloadError('key size');
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(sealed.subarray(sealed.length - SEALED_PAYLOAD_TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - SEALED_PAYLOAD_TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    throw new PayloadError('ciphertext');
  }
}
