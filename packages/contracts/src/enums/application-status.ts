import type { Role } from '../roles';

/** Application statuses (doc 1 §4, doc 3 §4). */
export const APPLICATION_STATUSES = [
  'draft',
  'sent_to_applicant1',
  'approved_by_applicant1',
  'approved_by_applicant2',
  'approved_by_applicant3',
  'approved_by_trustee',
  'approved_by_fundmanager',
  'sent_to_poa_approver',
  'sent_to_amc_approver',
  'approved_by_amc_approver',
  'sent_to_authorised_signatories',
  'approved_by_authorised_signatories',
  'invitationexpired',
  'completed',
  'signed',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Labels given by doc 1 §4 are used verbatim; the others follow the same wording. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: 'Draft',
  sent_to_applicant1: 'Sent to 1st applicant',
  approved_by_applicant1: 'Approved by 1st applicant',
  approved_by_applicant2: 'Approved by 2nd applicant',
  approved_by_applicant3: 'Approved by 3rd applicant',
  approved_by_trustee: 'Approved by trustee',
  approved_by_fundmanager: 'Approved by investment manager',
  sent_to_poa_approver: 'Sent to POA approver',
  sent_to_amc_approver: 'Sent to AIF approver',
  approved_by_amc_approver: 'Approved by AIF approver',
  sent_to_authorised_signatories: 'Sent to authorised signatories',
  approved_by_authorised_signatories: 'Approved by authorised signatories',
  invitationexpired: 'Invitation expired',
  completed: 'Completed',
  signed: 'Completed',
  rejected: 'Rejected',
};

export const PENDING_LABEL = 'Pending';

/** The status that waits on each approver role; that role sees it as "Pending". */
export const PENDING_STATUS_FOR_APPROVER: Partial<Record<Role, ApplicationStatus>> = {
  amcapprover: 'sent_to_amc_approver',
  poaapprover: 'sent_to_poa_approver',
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** Display label of a status for the viewing role (doc 1 §4; doc 3 §2.5). */
export function statusLabel(status: ApplicationStatus, viewerRole?: Role | null): string {
  if (viewerRole && PENDING_STATUS_FOR_APPROVER[viewerRole] === status) return PENDING_LABEL;
  return APPLICATION_STATUS_LABELS[status];
}

/** Statuses offered in a list's status filter: the AIF approver never sees draft or POA-pending work, the POA approver never sees drafts (doc 3 §2.5). */
export function statusFilterOptions(viewerRole: Role): readonly ApplicationStatus[] {
  const hidden: readonly ApplicationStatus[] =
    viewerRole === 'amcapprover'
      ? ['draft', 'sent_to_poa_approver']
      : viewerRole === 'poaapprover'
        ? ['draft']
        : [];
  return APPLICATION_STATUSES.filter((s) => !hidden.includes(s));
}

/** Default status filter of the approver list (doc 3 §2.6). */
export function defaultStatusFilter(viewerRole: Role): ApplicationStatus[] {
  const pending = PENDING_STATUS_FOR_APPROVER[viewerRole];
  return pending ? [pending] : [];
}
