import { isIndividualPan, type InvestorKind } from '@aif/contracts';

/** Which path through onboarding entry the user is on; it decides the steps listed beside the form. */
export type FlowKind = 'individual' | 'entity' | 'poa';

const STEPS: Record<FlowKind, readonly string[]> = {
  individual: [
    'PAN and date of birth',
    'Mobile number and e-mail',
    'OTP or e-mail consent',
    'Application form',
  ],
  entity: ['PAN and date of incorporation', 'Entity e-mail', 'Documents', 'Application form'],
  poa: ['PAN and date of birth', 'Application form'],
};

export function stepsFor(kind: FlowKind): readonly string[] {
  return STEPS[kind];
}

/** An entity PAN as soon as its 4th character is typed (doc 3 §5: P is an individual). */
export function looksLikeEntityPan(pan: string): boolean {
  const fourth = pan.trim().toUpperCase().charAt(3);
  return /^[A-Z]$/.test(fourth) && !isIndividualPan(pan);
}

export function flowKindOf(kind: InvestorKind | null, hasPOA: boolean): FlowKind {
  if (kind === 'non_individual') return 'entity';
  return hasPOA ? 'poa' : 'individual';
}

/** The page title (doc 3 §2.3). */
export function onboardingTitle(opts: { otpPage?: boolean; jointHolder: boolean; entity: boolean }): string {
  if (opts.otpPage) return 'OTP';
  if (opts.jointHolder) return 'Add Joint Holder';
  if (opts.entity) return 'Onboard Non Individual Investor';
  return 'Onboard Investor';
}
