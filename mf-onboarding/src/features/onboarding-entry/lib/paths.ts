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
  // The AIF approver edits individual applications in the edit-application wizard (doc 1 §2, §6); the
  // staff wizard under /application is not among its routes.
  const individualBase =
    opts.role === 'amcapprover' ? '/investment-details/edit-application' : '/application';
  if (opts.jointHolder) return { to: `${individualBase}/contributor-details`, state };
  if (application.applicationType === 'non_individual') {
    const entityBase =
      opts.role === 'amcapprover' ? '/non-individual-application-edit' : '/non-individual-application';
    return {
      to: `${entityBase}/distributor-details`,
      state: { ...state, applicationType: application.applicationType },
    };
  }
  return { to: `${individualBase}/distributor-details`, state };
}
