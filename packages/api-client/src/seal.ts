import type { AxiosInstance } from 'axios';
import {
  SEALED_PAYLOAD_AES_KEY_BYTES,
  SEALED_PAYLOAD_IV_BYTES,
  SEALED_PAYLOAD_RSA_HASH,
  SEALED_PAYLOAD_VERSION,
  type SealedEnvelope,
} from '@aif/contracts';
import { api } from './client';

/**
 * Sealed payloads (0-product-decisions.md, 5; the byte format is documented in contracts
 * `api/payload-format.ts`, and the server opens it with node:crypto):
 *
 *   payload = base64url(UTF-8 JSON {"v":1,"k":base64(RSA-OAEP-SHA256(aesKey)),"iv":base64(iv),"c":base64(ciphertext+tag)})
 *
 * with a fresh 32-byte AES-256-GCM key and a 12-byte IV per payload; `c` is what WebCrypto returns,
 * the ciphertext followed by the 16-byte authentication tag. Inner base64 is padded, the outer
 * base64url is not.
 */
export const PUBLIC_KEY_PATH = '/users/login/public-key';

/** One fetch of the public key per page load and base URL. */
const keyCache = new Map<string, Promise<CryptoKey>>();

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  // WebCrypto exists only in secure contexts (https or localhost).
  if (!s) throw new Error('WebCrypto is not available (a secure context is required)');
  return s;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64Url(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** DER bytes of an SPKI PEM ("-----BEGIN PUBLIC KEY-----"). */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  if (!body) throw new Error('Empty public key');
  return base64ToBytes(body);
}

function importPublicKey(pem: string): Promise<CryptoKey> {
  return subtle().importKey(
    'spki',
    pemToDer(pem),
    { name: 'RSA-OAEP', hash: SEALED_PAYLOAD_RSA_HASH },
    false,
    ['encrypt'],
  );
}

function publicKeyFor(client: AxiosInstance): Promise<CryptoKey> {
  const cacheKey = client.defaults.baseURL ?? '';
  let pending = keyCache.get(cacheKey);
  if (!pending) {
    pending = client
      .get<{ publicKey: string }>(PUBLIC_KEY_PATH)
      .then((response) => importPublicKey(response.data.publicKey));
    // A failed fetch is not cached, so the next attempt asks again.
    pending.catch(() => keyCache.delete(cacheKey));
    keyCache.set(cacheKey, pending);
  }
  return pending;
}

/** Forgets the cached public key (tests; a key rotation on the server). */
export function resetPublicKeyCache(): void {
  keyCache.clear();
}

/** Seals `value` with an already imported RSA-OAEP public key. */
export async function sealWithKey(value: unknown, publicKey: CryptoKey): Promise<string> {
  const s = subtle();
  const rawKey = crypto.getRandomValues(new Uint8Array(SEALED_PAYLOAD_AES_KEY_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(SEALED_PAYLOAD_IV_BYTES));
  const aesKey = await s.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const plaintext = new TextEncoder().encode(JSON.stringify(value));
  const ciphertext = await s.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, aesKey, plaintext);
  const wrappedKey = await s.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  rawKey.fill(0);
  const envelope: SealedEnvelope = {
    v: SEALED_PAYLOAD_VERSION,
    k: bytesToBase64(new Uint8Array(wrappedKey)),
    iv: bytesToBase64(iv),
    c: bytesToBase64(new Uint8Array(ciphertext)),
  };
  return toBase64Url(bytesToBase64(new TextEncoder().encode(JSON.stringify(envelope))));
}

/**
 * Seals `value` for the server: fetches `GET {baseURL}/users/login/public-key` once per page load, then
 * encrypts. Send the result as `{ payload }`.
 */
export async function sealPayload(value: unknown, client: AxiosInstance = api): Promise<string> {
  return sealWithKey(value, await publicKeyFor(client));
}
