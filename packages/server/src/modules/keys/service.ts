import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { API_MESSAGES } from '@aif/contracts';
import { openPayload, payloadDecryptKey, type PayloadDecryptKey } from '../../crypto/payload';
import { badRequest } from '../../lib/errors';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';

const PAYLOAD_KEY = 'payload-rsa-private-key';
const OTP_PEPPER = 'otp-pepper';

export interface PayloadKeyPair {
  privateKey: KeyObject;
  /** The private key imported once for opening sealed payloads. */
  decryptKey: PayloadDecryptKey;
  /** SPKI PEM, as published at /api/users/login/public-key. */
  publicKeyPem: string;
}

/**
 * Secrets every API instance must share. Each is created once by whichever instance needs it first
 * (insert-if-absent, then read back), so two instances starting together settle on the same value.
 * The values are cached per process; they never change once written.
 */
export class KeyService {
  private payloadKeys?: Promise<PayloadKeyPair>;
  private pepper?: Promise<string>;

  constructor(
    private readonly db: Db,
    private readonly configuredPrivateKey?: string,
  ) {}

  payloadKeyPair(): Promise<PayloadKeyPair> {
    this.payloadKeys ??= this.loadPayloadKeys().catch((err) => {
      this.payloadKeys = undefined;
      throw err;
    });
    return this.payloadKeys;
  }

  /**
   * Opens a sealed `payload` and validates what is inside: 400 with a neutral message when it does
   * not decrypt, 400 with the first issue's message when it does not validate.
   */
  async openSealed<S extends z.ZodType>(payload: string, schema: S): Promise<z.output<S>> {
    const { decryptKey } = await this.payloadKeyPair();
    let value: unknown;
    try {
      value = await openPayload(decryptKey, payload);
    } catch {
      throw badRequest(API_MESSAGES.invalidPayload);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? API_MESSAGES.invalidPayload);
    return parsed.data;
  }

  otpPepper(): Promise<string> {
    this.pepper ??= this.getOrCreate(OTP_PEPPER, () => randomBytes(32).toString('base64')).catch((err) => {
      this.pepper = undefined;
      throw err;
    });
    return this.pepper;
  }

  private async loadPayloadKeys(): Promise<PayloadKeyPair> {
    const pem =
      this.configuredPrivateKey ??
      (await this.getOrCreate(PAYLOAD_KEY, () =>
        generateKeyPairSync('rsa', { modulusLength: 2048 })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      ));
    const privateKey = createPrivateKey(pem);
    const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
    return { privateKey, decryptKey: await payloadDecryptKey(privateKey), publicKeyPem };
  }

  private async getOrCreate(name: string, create: () => string): Promise<string> {
    const existing = await this.read(name);
    if (existing !== undefined) return existing;
    await this.db.insert(serverSecrets).values({ name, value: create() }).onConflictDoNothing();
    const stored = await this.read(name);
    if (stored === undefined) throw new Error(`secret ${name} missing after insert`);
    return stored;
  }

  private async read(name: string): Promise<string | undefined> {
    const rows = await this.db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    return rows[0]?.value;
  }
}
