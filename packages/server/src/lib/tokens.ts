import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque bearer token or verification token: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their SHA-256: high-entropy secrets need no salt or slow hash. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomOtp(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * A 6-digit OTP has only a million values, so a plain hash would fall to a lookup table: it is keyed
 * with a server-wide pepper (kept in the database) and the challenge id.
 */
export function otpHash(pepper: string, challengeId: string, otp: string): string {
  return createHmac('sha256', pepper).update(`${challengeId}:${otp}`).digest('hex');
}

export function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
