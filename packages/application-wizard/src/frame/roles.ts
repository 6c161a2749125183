import type { Role } from '@aif/contracts';

/** Roles that use the wizard at the flow's edit route (doc 1 §2, §6). */
const EDIT_APPLICATION_ROLES: readonly Role[] = ['investor', 'poaapprover', 'amcapprover'];

export function isEditApplicationRole(role: Role | null | undefined): boolean {
  return role != null && EDIT_APPLICATION_ROLES.includes(role);
}

/** The wizard's h1 (doc 1 §2). */
export function wizardTitle(role: Role | null | undefined): string {
  return isEditApplicationRole(role) ? 'Edit Application' : 'Investor Onboarding';
}

// The step buttons' rules live with the step kit.
export { lastStepLabel, showsSaveForLater } from '../step-kit/StepActions';
