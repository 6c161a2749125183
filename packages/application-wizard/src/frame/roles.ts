import type { Role, WizardFlow } from '@aif/contracts';

/** Roles that use the wizard at the flow's edit route (doc 1 §2, §6). */
const EDIT_APPLICATION_ROLES: readonly Role[] = ['investor', 'poaapprover', 'amcapprover'];

export function isEditApplicationRole(role: Role | null | undefined): boolean {
  return role != null && EDIT_APPLICATION_ROLES.includes(role);
}

/** The wizard's h1 (doc 1 §2, doc 2 §2): the flow's onboarding title, or 'Edit Application' at the edit route's roles. */
export function wizardTitle(role: Role | null | undefined, flow: WizardFlow = 'individual'): string {
  if (isEditApplicationRole(role)) return 'Edit Application';
  return flow === 'non_individual' ? 'Non Individual Investor Onboarding' : 'Investor Onboarding';
}

// The step buttons' rules live with the step kit.
export { lastStepLabel, showsSaveForLater } from '../step-kit/StepActions';
