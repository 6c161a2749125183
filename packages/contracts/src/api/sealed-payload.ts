/**
 * Sealed request payloads (0-product-decisions §5).
 *
 * Credentials, OTPs and PANs marked "encrypted" travel as one JSON field, `{ "payload": "<string>" }`.
 * The browser seals with WebCrypto, the server opens with node:crypto. The format, byte for byte:
 *
 *   payload   = base64url( UTF-8( JSON.stringify(envelope) ) )        (no padding)
 *   envelope  = { "v": 1, "k": <base64>, "iv": <base64>, "c": <base64> }   (standard base64, padded)
 *   k         = RSA-OAEP (SHA-256, MGF1 SHA-256, no label) encryption of the raw 32-byte AES-256 key
 *               under the server's public key from GET /api/users/login/public-key (SPKI PEM)
 *   iv        = 12 random bytes
 *   c         = AES-256-GCM ciphertext followed by the 16-byte tag (exactly what WebCrypto's
 *               `encrypt({ name: 'AES-GCM', iv }, key, data)` returns; no additional data)
 *   plaintext = UTF-8 JSON of the request object (e.g. `loginSendOtpSchema`)
 *
 * A fresh AES key and IV are generated for every payload. The server answers 400 when a payload does
 * not decode, decrypt or validate.
 *
 * Browser side (sketch):
 *   const spki = pemToDer(publicKey);
 *   const rsa = await crypto.subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
 *   const aes = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
 *   const iv = crypto.getRandomValues(new Uint8Array(12));
 *   const c = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode(JSON.stringify(body)));
 *   const k = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, rsa, await crypto.subtle.exportKey('raw', aes));
 *   payload = base64url(JSON.stringify({ v: 1, k: b64(k), iv: b64(iv), c: b64(c) }))
 */
export const SEALED_PAYLOAD_VERSION = 1 as const;
/** The `algorithm` field of the public-key response. */
export const SEALED_PAYLOAD_ALGORITHM = 'RSA-OAEP-256+A256GCM' as const;
export const SEALED_PAYLOAD_RSA_HASH = 'SHA-256' as const;
export const SEALED_PAYLOAD_AES_KEY_BYTES = 32;
export const SEALED_PAYLOAD_IV_BYTES = 12;
export const SEALED_PAYLOAD_TAG_BYTES = 16;
