import { HttpEsign } from './http';
import { SandboxEsign } from './sandbox';
import type { EsignSettings } from './config';
import type { EsignProvider } from './types';

export { loadEsignSettings, type EsignSettings } from './config';
export { HttpEsign } from './http';
export { SandboxEsign, SANDBOX_MESSAGES, type SandboxRequest } from './sandbox';
export * from './types';

/** The sandbox (default) or the Leegality-like HTTP adapter, from ESIGN_PROVIDER. */
export function createEsignProvider(
  settings: EsignSettings,
  sandboxDeps: ConstructorParameters<typeof SandboxEsign>[0],
): EsignProvider {
  if (settings.provider === 'leegality')
    return new HttpEsign({ url: settings.url!, authToken: settings.authToken! });
  return new SandboxEsign(sandboxDeps);
}
