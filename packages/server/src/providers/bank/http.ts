import { z } from 'zod';
import { postJson, type HttpJsonConfig } from '../http-json';
import { ProviderUnavailableError } from '../registry-types';
import type {
  IfscBranchDetails,
  IfscDetailsProvider,
  PennyDropProvider,
  PennyDropQuery,
  PennyDropResult,
} from './types';

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim()));

/** The answer of an IFSC service in the shape of the public Razorpay IFSC API (`GET <url>/<IFSC>`). */
const ifscAnswerSchema = z.object({
  BRANCH: text,
  CITY: text,
  DISTRICT: text,
  STATE: text,
  ADDRESS: text,
  MICR: text,
});

/**
 * Live IFSC branch details: GET `${IFSC_URL}/${ifsc}` (header `x-api-key` when IFSC_API_KEY is set),
 * answer `{ BRANCH, CITY, DISTRICT, STATE, ADDRESS, MICR }`. 404: the service has no such code (the
 * lookup then answers with the RBI bank name and no branch details); other failures:
 * ProviderUnavailableError. The address is split into up to three lines of at most 60 characters.
 */
export class HttpIfscDetails implements IfscDetailsProvider {
  readonly name = 'http-ifsc';
  constructor(
    private readonly config: HttpJsonConfig,
    private readonly fetchFn: typeof fetch = fetch,
  ) {
    if (!URL.canParse(config.url)) throw new Error('IFSC URL is not a URL');
  }

  async details(ifsc: string): Promise<IfscBranchDetails | null> {
    let res: Response;
    try {
      res = await this.fetchFn(`${this.config.url.replace(/\/+$/, '')}/${encodeURIComponent(ifsc)}`, {
        headers: {
          accept: 'application/json',
          ...(this.config.apiKey ? { 'x-api-key': this.config.apiKey } : {}),
        },
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new ProviderUnavailableError(this.name, timedOut ? 'timed out' : 'network error');
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new ProviderUnavailableError(this.name, `answered ${res.status}`);
    const parsed = ifscAnswerSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new ProviderUnavailableError(this.name, 'unreadable answer');
    const a = parsed.data;
    const [address1 = null, address2 = null, address3 = null] = splitAddress(a.ADDRESS ?? '');
    return {
      branch: a.BRANCH,
      city: a.CITY ?? a.DISTRICT,
      address1,
      address2,
      address3: address3 ?? ([a.CITY, a.STATE].filter(Boolean).join(', ') || null),
      micr: a.MICR,
    };
  }
}

/** Splits an address at commas into at most 3 lines of up to 60 characters (the rest joins the last line). */
export function splitAddress(address: string, maxLines = 3, width = 60): string[] {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const lines: string[] = [];
  for (const p of parts) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (lines.length === maxLines || `${last}, ${p}`.length <= width))
      lines[lines.length - 1] = `${last}, ${p}`;
    else lines.push(p);
  }
  return lines;
}

const pennyDropAnswerSchema = z.object({
  verified: z.boolean(),
  accountHolderName: z.string().nullish(),
});

/**
 * Live penny drop: POST `{ ifsc, accountNumber, accountType }` to PENNY_DROP_URL with
 * `x-api-key: PENNY_DROP_API_KEY`; answer `{ verified, accountHolderName? }` (10 s timeout). Any other
 * status, a timeout or an unreadable answer: ProviderUnavailableError.
 */
export class HttpPennyDrop implements PennyDropProvider {
  readonly name = 'http-penny-drop';
  constructor(
    private readonly config: HttpJsonConfig,
    private readonly fetchFn: typeof fetch = fetch,
  ) {
    if (!URL.canParse(config.url)) throw new Error('Penny drop URL is not a URL');
  }

  async verify(query: PennyDropQuery): Promise<PennyDropResult> {
    const { status, json } = await postJson(this.name, this.config, query, this.fetchFn);
    if (status < 200 || status >= 300) throw new ProviderUnavailableError(this.name, `answered ${status}`);
    const parsed = pennyDropAnswerSchema.safeParse(json);
    if (!parsed.success) throw new ProviderUnavailableError(this.name, 'unreadable answer');
    return parsed.data;
  }
}

/** Live mode without PENNY_DROP_URL: every verification is refused as unavailable (never a fake success). */
export class UnconfiguredPennyDrop implements PennyDropProvider {
  readonly name = 'unconfigured-penny-drop';
  async verify(): Promise<PennyDropResult> {
    throw new ProviderUnavailableError(this.name, 'PENNY_DROP_URL is not configured');
  }
}
