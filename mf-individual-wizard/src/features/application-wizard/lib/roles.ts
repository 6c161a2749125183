import { DISTRIBUTOR_LIKE_ROLES, type Role } from '@aif/contracts';

/** Roles that use the investor-facing wizard at /investment-details/edit-application (doc 1 §2, §6). */
const EDIT_APPLICATION_ROLES: readonly Role[] = ['investor', 'poaapprover', 'amcapprover'];

export function isEditApplicationRole(role: Role | null | undefined): boolean {
  return role != null && EDIT_APPLICATION_ROLES.includes(role);
}

/** The wizard's h1 (doc 1 §2). */
export function wizardTitle(role: Role | null | undefined): string {
  return isEditApplicationRole(role) ? 'Edit Application' : 'Investor Onboarding';
}

// The step buttons' rules live with the shared step modules.
export { lastStepLabel, showsSaveForLater } from '@aif/wizard-steps';

export function isDistributorLike(role: Role | null | undefined): boolean {
  return role != null && (DISTRIBUTOR_LIKE_ROLES as readonly Role[]).includes(role);
}
