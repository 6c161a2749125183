import type { Role } from '@aif/contracts';

export const STAFF_WIZARD_BASE = '/application';
export const EDIT_WIZARD_BASE = '/investment-details/edit-application';

/** Where a joint holder is added (mf-onboarding reads `{ applicationId }` from the navigation state). */
export const ADD_JOINT_HOLDER_PATH = '/onboarding/enter-pan-number';

interface AppRef {
  id: string;
  applicant1ReferenceId?: string | null;
}

/**
 * Back, and where 'Save For Later' lands (doc 1 §2, §4): the investor on its own application details,
 * the POA and AIF approvers on the application's details, everybody else on the application list.
 */
export function exitPath(role: Role | null | undefined, app: AppRef): string {
  if (role === 'investor') {
    return `/investment-details/${encodeURIComponent(app.applicant1ReferenceId ?? '')}/application-details`;
  }
  if (role === 'poaapprover' || role === 'amcapprover') {
    return `/application-details/${encodeURIComponent(app.id)}`;
  }
  return '/applications';
}

/** An investor without a session is sent to the read-only summary (doc 1 §2). */
export function investorDetailsPath(referenceId: string): string {
  return `/investment-details/${encodeURIComponent(referenceId)}/details`;
}

export function previewPath(id: string): string {
  return `/application-preview/${encodeURIComponent(id)}`;
}
