import { z } from 'zod';
import type { ProvidersConfig } from '../../config';
import { HttpIfscDetails, HttpPennyDrop, UnconfiguredPennyDrop } from './http';
import { RbiIfscList } from './rbi-list';
import { SandboxIfscDetails, SandboxPennyDrop } from './sandbox';
import type { IfscDetailsProvider, IfscDirectory, PennyDropProvider } from './types';

export type * from './types';
export { RbiIfscList } from './rbi-list';

export interface BankProviders {
  ifscDirectory: IfscDirectory;
  ifscDetails: IfscDetailsProvider;
  pennyDrop: PennyDropProvider;
}

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined))
  .refine((v) => v === undefined || URL.canParse(v), 'is not a URL');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const bankEnvSchema = z.object({
  IFSC_URL: optionalUrl,
  IFSC_API_KEY: optionalText,
  PENNY_DROP_URL: optionalUrl,
  PENNY_DROP_API_KEY: optionalText,
});

export interface BankProvidersConfig {
  ifsc?: { url: string; apiKey?: string };
  pennyDrop?: { url: string; apiKey?: string };
}

/**
 * IFSC_URL / IFSC_API_KEY (branch details service) and PENNY_DROP_URL / PENNY_DROP_API_KEY, read with
 * PROVIDERS=live only; throws one readable error for a malformed URL.
 */
export function loadBankProvidersConfig(env: NodeJS.ProcessEnv = process.env): BankProvidersConfig {
  const parsed = bankEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    ifsc: e.IFSC_URL ? { url: e.IFSC_URL, apiKey: e.IFSC_API_KEY } : undefined,
    pennyDrop: e.PENNY_DROP_URL ? { url: e.PENNY_DROP_URL, apiKey: e.PENNY_DROP_API_KEY } : undefined,
  };
}

/**
 * Sandbox (PROVIDERS=sandbox): RBI list + sandbox branch details + sandbox penny drop. Live: RBI list +
 * the IFSC service when IFSC_URL is set (else the sandbox's branch details, as 0-product-decisions §6
 * allows) + the HTTP penny drop (without PENNY_DROP_URL every verification answers 422, never a success).
 */
export function createBankProviders(
  mode: ProvidersConfig['mode'],
  config: BankProvidersConfig = {},
): BankProviders {
  const ifscDirectory = new RbiIfscList();
  if (mode === 'sandbox') {
    return { ifscDirectory, ifscDetails: new SandboxIfscDetails(), pennyDrop: new SandboxPennyDrop() };
  }
  return {
    ifscDirectory,
    ifscDetails: config.ifsc ? new HttpIfscDetails(config.ifsc) : new SandboxIfscDetails(),
    pennyDrop: config.pennyDrop ? new HttpPennyDrop(config.pennyDrop) : new UnconfiguredPennyDrop(),
  };
}
