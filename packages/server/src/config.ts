import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CONCURRENCY } from './modules/messages/schedule';

/** The workspace root (packages/server/src -> ../../..). Default data, static and config paths hang off it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
/** Embedded database and local files live here unless DATA_DIR (or PGLITE_DIR / FILES_DIR) says otherwise. */
const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalText,
  // API processes sharing the port (node:cluster); more than one needs DATABASE_URL (PostgreSQL).
  API_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: optionalText,
  PGLITE_DIR: optionalText,
  SEED_DEMO: bool.default(true),
  PAYLOAD_PRIVATE_KEY: optionalText,
  SESSION_TTL_MINUTES: z.coerce.number().int().positive().default(480),
  PROVIDERS: z.enum(['sandbox', 'live']).default('sandbox'),
  SMTP_URL: optionalText,
  SMTP_FROM: optionalText,
  SMS_GATEWAY_URL: optionalText,
  SMS_GATEWAY_TOKEN: optionalText,
  SMS_SENDER_ID: optionalText,
  KRA_URL: optionalText,
  KRA_API_KEY: optionalText,
  KRA_DOCUMENTS_URL: optionalText,
  AML_URL: optionalText,
  AML_API_KEY: optionalText,
  PUBLIC_URL: optionalText,
  // Read here only to refuse live providers with the sandbox e-sign (providers/esign/config.ts reads it).
  ESIGN_PROVIDER: optionalText,
  MESSAGE_POLL_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).default(2),
  MESSAGE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  MESSAGE_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(DEFAULT_CONCURRENCY),
  FILES_DIR: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PREFIX: optionalText,
  REMOTES_MANIFEST: optionalText,
  STATIC_ROOT: optionalText,
  TRUST_PROXY: optionalText,
  OTP_IP_LIMIT: z.coerce.number().int().positive().default(100),
  OTP_IP_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
});
export type Env = z.input<typeof envSchema>;

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint?: string;
      region: string;
      forcePathStyle: boolean;
      prefix: string;
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

export type ProvidersConfig =
  | { mode: 'sandbox' }
  | {
      mode: 'live';
      smtp: { url: string; from: string };
      sms: { url: string; token?: string; senderId?: string };
      /** `documentsUrl`: the registry's document download; without it no KRA documents are fetched. */
      kra: { url: string; apiKey?: string; documentsUrl?: string };
      aml: { url: string; apiKey?: string };
    };

export interface AppConfig {
  port: number;
  host: string;
  logLevel: string;
  databaseUrl?: string;
  /**
   * API processes on this machine, sharing the port (API_WORKERS; each one is a whole instance, as two
   * machines behind a load balancer would be). PGlite runs in its process: one only.
   */
  apiWorkers: number;
  /** PostgreSQL connections each API process keeps at most. */
  databasePoolMax: number;
  pgliteDir: string;
  seedDemo: boolean;
  payloadPrivateKey?: string;
  sessionTtlMs: number;
  providers: ProvidersConfig;
  storage: StorageConfig;
  remotesManifest: string;
  /** Where shell/dist and the mf-<area>/dist folders are looked for. */
  staticRoot: string;
  /**
   * Origin of the portal in every link a message carries, as configured (PUBLIC_URL). Never taken from a
   * request: a forged Host header would send a real token to another site. See `withPublicUrl`.
   */
  publicUrl?: string;
  /**
   * Which peers may tell the client's address and protocol (X-Forwarded-For, X-Forwarded-Proto): none
   * (false), every peer (true), or those at these addresses and CIDR ranges. Fastify's `trustProxy`.
   */
  trustProxy: boolean | string[];
  /** OTP requests one client address may make per sliding window, per kind (modules/ip-limits). */
  otpIpLimit: { max: number; windowMs: number };
  messages: MessagesConfig;
}

/** The message worker (modules/messages): how often each instance looks for due messages, and retries. */
export interface MessagesConfig {
  /** 0: this instance runs no worker (another instance delivers; tests call deliverDue()). */
  pollIntervalMs: number;
  /** Attempts before a message is given up. */
  maxAttempts: number;
  /** Messages this instance sends at the same time. */
  concurrency: number;
}

/** The configuration the app runs with: the link origin resolved. */
export type RunConfig = AppConfig & { publicUrl: string };

/**
 * The origin of links in messages: PUBLIC_URL; in sandbox mode `http://localhost:<PORT>` when unset.
 * Live providers without it refuse to start.
 */
export function withPublicUrl(config: AppConfig): RunConfig {
  if (config.publicUrl) return { ...config, publicUrl: config.publicUrl };
  if (config.providers.mode === 'live')
    throw new Error(
      'Invalid configuration: PROVIDERS=live needs PUBLIC_URL (the origin of links in messages)',
    );
  return { ...config, publicUrl: `http://localhost:${config.port}` };
}

/** Reads and checks the environment; throws one readable error listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    apiWorkers: e.DATABASE_URL ? e.API_WORKERS : 1,
    databasePoolMax: e.DATABASE_POOL_MAX,
    pgliteDir: e.PGLITE_DIR ?? path.join(e.DATA_DIR ?? DEFAULT_DATA_DIR, 'pglite'),
    seedDemo: e.SEED_DEMO,
    // PEM in one env line is often written with literal "\n".
    payloadPrivateKey: e.PAYLOAD_PRIVATE_KEY?.replace(/\\n/g, '\n'),
    sessionTtlMs: e.SESSION_TTL_MINUTES * 60_000,
    providers: providersConfig(e),
    storage: storageConfig(e),
    remotesManifest: e.REMOTES_MANIFEST ?? path.join(REPO_ROOT, 'config', 'remotes.json'),
    staticRoot: e.STATIC_ROOT ?? REPO_ROOT,
    publicUrl: publicUrl(e.PUBLIC_URL),
    trustProxy: trustProxy(e.TRUST_PROXY),
    otpIpLimit: { max: e.OTP_IP_LIMIT, windowMs: e.OTP_IP_WINDOW_MINUTES * 60_000 },
    messages: {
      pollIntervalMs: Math.round(e.MESSAGE_POLL_INTERVAL_SECONDS * 1000),
      maxAttempts: e.MESSAGE_MAX_ATTEMPTS,
      concurrency: e.MESSAGE_CONCURRENCY,
    },
  };
}

/** proxy-addr's names for the private ranges, accepted in TRUST_PROXY like addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or `false` trusts no one (X-Forwarded-* are ignored); `true` every peer (only when
 * nothing but the load balancer can reach the server); otherwise a comma-separated list of the load
 * balancers' addresses, CIDR ranges or loopback / linklocal / uniquelocal. (Fastify 5 trusts no one for
 * a hop count, since a count cannot tell the load balancer from a client: it is refused here.)
 */
function trustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  const entries = value.split(',').map((v) => v.trim());
  const bad = entries.filter((v) => {
    if (PROXY_RANGE_NAMES.has(v)) return false;
    const [address, bits, extra] = v.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined) return true;
    if (bits === undefined) return false;
    return !/^\d+$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128);
  });
  if (bad.length)
    throw new Error(
      `Invalid configuration: TRUST_PROXY must be true, false, or addresses and CIDR ranges (not ${bad.join(', ')})`,
    );
  return entries;
}

function providersConfig(e: z.output<typeof envSchema>): ProvidersConfig {
  if (e.PROVIDERS === 'sandbox') return { mode: 'sandbox' };
  const missing: string[] = (
    ['SMTP_URL', 'SMTP_FROM', 'SMS_GATEWAY_URL', 'KRA_URL', 'AML_URL', 'PUBLIC_URL'] as const
  ).filter((k) => !e[k]);
  // The sandbox e-sign serves its own signing pages: never with live providers.
  if (!e.ESIGN_PROVIDER || e.ESIGN_PROVIDER === 'sandbox')
    missing.push('ESIGN_PROVIDER (a live e-sign provider)');
  if (missing.length) throw new Error(`Invalid configuration: PROVIDERS=live needs ${missing.join(', ')}`);
  for (const k of ['SMTP_URL', 'SMS_GATEWAY_URL', 'KRA_URL', 'AML_URL', 'KRA_DOCUMENTS_URL'] as const) {
    if (e[k] !== undefined && !URL.canParse(e[k]))
      throw new Error(`Invalid configuration: ${k} is not a URL`);
  }
  return {
    mode: 'live',
    smtp: { url: e.SMTP_URL!, from: e.SMTP_FROM! },
    sms: { url: e.SMS_GATEWAY_URL!, token: e.SMS_GATEWAY_TOKEN, senderId: e.SMS_SENDER_ID },
    kra: { url: e.KRA_URL!, apiKey: e.KRA_API_KEY, documentsUrl: e.KRA_DOCUMENTS_URL },
    aml: { url: e.AML_URL!, apiKey: e.AML_API_KEY },
  };
}

/** 'https://portal.example/' -> 'https://portal.example' (links append their own path). */
function publicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error('Invalid configuration: PUBLIC_URL is not a URL');
  return value.replace(/\/+$/, '');
}

/** S3-compatible storage when S3_BUCKET is set; a local folder otherwise. */
function storageConfig(e: z.output<typeof envSchema>): StorageConfig {
  if (!e.S3_BUCKET)
    return { kind: 'local', dir: e.FILES_DIR ?? path.join(e.DATA_DIR ?? DEFAULT_DATA_DIR, 'files') };
  if (e.S3_ENDPOINT && !URL.canParse(e.S3_ENDPOINT))
    throw new Error('Invalid configuration: S3_ENDPOINT is not a URL');
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  const prefix = (e.S3_PREFIX ?? '').replace(/^\/+/, '');
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    // MinIO and most S3-compatible servers want path-style URLs; AWS itself prefers virtual-hosted ones.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? !!e.S3_ENDPOINT,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    // Without keys the SDK's default chain applies (instance role, shared config).
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
