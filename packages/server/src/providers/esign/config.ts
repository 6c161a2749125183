import { z } from 'zod';

/**
 * E-sign settings, read from the environment like `src/config.ts` (documented in the server README):
 * ESIGN_PROVIDER (sandbox | leegality), ESIGN_URL, ESIGN_AUTH_TOKEN, ESIGN_WEBHOOK_SECRET,
 * ESIGN_INVITATION_EXPIRY_DAYS (30), ESIGN_EXPIRY_JOB_INTERVAL_MINUTES (15; 0 turns the job off).
 */
export interface EsignSettings {
  provider: 'sandbox' | 'leegality';
  url?: string;
  authToken?: string;
  /** Shared with the provider; unset in sandbox mode means a generated secret kept in the database. */
  webhookSecret?: string;
  expiryDays: number;
  /** 0: the expiry job is not scheduled (it can still be run directly). */
  expiryJobIntervalMs: number;
}

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  ESIGN_PROVIDER: z.enum(['sandbox', 'leegality']).default('sandbox'),
  ESIGN_URL: optionalText,
  ESIGN_AUTH_TOKEN: optionalText,
  ESIGN_WEBHOOK_SECRET: optionalText,
  ESIGN_INVITATION_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ESIGN_EXPIRY_JOB_INTERVAL_MINUTES: z.coerce.number().min(0).max(1440).default(15),
});

export function loadEsignSettings(env: NodeJS.ProcessEnv = process.env): EsignSettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.ESIGN_PROVIDER === 'leegality') {
    const missing = (['ESIGN_URL', 'ESIGN_AUTH_TOKEN', 'ESIGN_WEBHOOK_SECRET'] as const).filter((k) => !e[k]);
    if (missing.length)
      throw new Error(`Invalid configuration: ESIGN_PROVIDER=leegality needs ${missing.join(', ')}`);
    if (!URL.canParse(e.ESIGN_URL!)) throw new Error('Invalid configuration: ESIGN_URL is not a URL');
  }
  return {
    provider: e.ESIGN_PROVIDER,
    url: e.ESIGN_URL?.replace(/\/+$/, ''),
    authToken: e.ESIGN_AUTH_TOKEN,
    webhookSecret: e.ESIGN_WEBHOOK_SECRET,
    expiryDays: e.ESIGN_INVITATION_EXPIRY_DAYS,
    expiryJobIntervalMs: Math.round(e.ESIGN_EXPIRY_JOB_INTERVAL_MINUTES * 60_000),
  };
}
