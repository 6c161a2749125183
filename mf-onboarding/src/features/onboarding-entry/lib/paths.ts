import { APPROVER_LIST_ROLES, type OnboardedApplication, type Role } from '@aif/contracts';

export const ONBOARDING_BASE = '/onboarding';

/** The sub-pages of /onboarding (doc 3 §2.3). */
export const STEP_PATHS = {
  pan: `${ONBOARDING_BASE}/enter-pan-number`,
  mobile: `${ONBOARDING_BASE}/enter-mobile-number`,
  otp: `${ONBOARDING_BASE}/enter-otp`,
  email: `${ONBOARDING_BASE}/enter-email-id`,
  documents: `${ONBOARDING_BASE}/verify-documents`,
} as const;

function isApprover(role: Role | null | undefined): boolean {
  return role != null && (APPROVER_LIST_ROLES as readonly Role[]).includes(role);
}

/** Cancel and Back on the onboarding pages (doc 3 §2.3): approver roles to their list, others to theirs. */
export function exitPath(role: Role | null | undefined): string {
  return isApprover(role) ? '/applications-list' : '/applications';
}

/** Where the wizard opens once the application exists (doc 1 §2), with the navigation state it reads. */
export function wizardDestination(
  application: OnboardedApplication,
  opts: { jointHolder: boolean; role: Role | null | undefined },
): { to: string; state: Record<string, string> } {
  const state = { id: application.id, applicant1ReferenceId: application.applicant1ReferenceId };
  if (opts.jointHolder) {
    // The AIF approver edits applications in the investor-facing wizard; others in the staff wizard.
    const to =
      opts.role === 'amcapprover'
        ? '/investment-details/edit-application/contributor-details'
        : '/application/contributor-details';
    return { to, state };
  }
  if (application.applicationType === 'non_individual') {
    return {
      to: '/non-individual-application/distributor-details',
      state: { ...state, applicationType: application.applicationType },
    };
  }
  return { to: '/application/distributor-details', state };
}
