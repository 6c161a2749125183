import type { WizardStepContext } from './context';

/** Shared fixtures of the wizard tests (not exported from the package). */
export const TODAY = new Date('2026-06-15T06:00:00Z');
export const COUNTRIES = [
  { name: 'India', nationality: 'Indian' },
  { name: 'United States', nationality: 'American' },
  { name: 'Singapore', nationality: 'Singaporean' },
];
export const BROKERS = ['Angel One Limited', 'HDFC Securities Limited'];

export function ctxOf(over: Partial<WizardStepContext> = {}): WizardStepContext {
  return {
    role: 'rm',
    onboardingType: 'normal',
    fundType: 'msar',
    today: TODAY,
    countries: COUNTRIES,
    brokers: BROKERS,
    applicationCreatedAt: '2026-01-10T10:00:00Z',
    ...over,
  };
}

/** path -> message of a failed parse ('applicants.1.name'). */
export function errorsOf(result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) {
    const k = i.path.map(String).join('.');
    if (!(k in out)) out[k] = i.message;
  }
  return out;
}
