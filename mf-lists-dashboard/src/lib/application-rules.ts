import {
  DISTRIBUTOR_LIKE_ROLES,
  HOLDING_MODE_LABELS,
  ESIGN_PATHS,
  canModifyInvestment as canModify,
  statusFilterOptions,
  statusLabel,
  type ApplicationListRow,
  type ApplicationStatus,
  type HoldingMode,
  type Role,
} from '@aif/contracts';
import { displayValue } from '@aif/ui-kit';
import type { Target } from './status-target';

type Row = Pick<
  ApplicationListRow,
  'id' | 'applicant1ReferenceId' | 'applicationType' | 'status' | 'scheme' | 'editable' | 'deletable'
>;

export { detailsPath, statusTarget, type Target } from './status-target';

/** The wizard at its first step, with the navigation state the wizards read (doc 3 §2.1). */
export function wizardTarget(row: Pick<Row, 'id' | 'applicant1ReferenceId' | 'applicationType'>): Target {
  if (row.applicationType === 'non_individual') {
    return {
      pathname: '/non-individual-application/distributor-details',
      state: {
        id: row.id,
        applicant1ReferenceId: row.applicant1ReferenceId,
        applicationType: row.applicationType,
      },
    };
  }
  return {
    pathname: '/application/distributor-details',
    state: { id: row.id, applicant1ReferenceId: row.applicant1ReferenceId },
  };
}

/** Statuses that still wait on an approver or were never sent: no signing link yet (doc 3 §2.5, §2.6). */
const NO_LINK_STATUSES: readonly ApplicationStatus[] = [
  'draft',
  'rejected',
  'sent_to_poa_approver',
  'sent_to_amc_approver',
];

/** Link icon: not before approval, not when rejected, never for msar funds (signed on paper). */
export function canGetLink(row: Pick<Row, 'status' | 'scheme'>): boolean {
  return !NO_LINK_STATUSES.includes(row.status) && row.scheme?.fundType !== 'msar';
}

/**
 * Download (doc 3 §2.5, §2.6): the signed PDF once signed (signed, or completed); for msar funds the
 * approved application from AIF approval on (0-product-decisions §2).
 */
export function canDownload(row: Pick<Row, 'status' | 'scheme'>): boolean {
  if (row.status === 'signed' || row.status === 'completed') return true;
  return row.scheme?.fundType === 'msar' && !NO_LINK_STATUSES.includes(row.status);
}

/**
 * What Download fetches (doc 3 §2.5): an msar application's approved application (signed on paper, its
 * uploads are separate documents); any other application's e-signed PDF. Both are saved as
 * {applicationNumber}.pdf.
 */
export function downloadPath(row: Pick<Row, 'id' | 'scheme'>): string {
  return row.scheme?.fundType === 'msar' ? ESIGN_PATHS.applicationPdf(row.id) : ESIGN_PATHS.signedPdf(row.id);
}

/**
 * Modify Investment (doc 3 §2.5 "when the status allows"; docs/decisions.md): an individual application
 * sent for approval and not yet approved, that the caller may still edit (the server's rule, contracts
 * `canModifyInvestment`).
 */
export function canModifyInvestment(
  row: Pick<Row, 'status' | 'editable' | 'applicationType'>,
  role: Role,
): boolean {
  return !!row.editable && canModify(row, role);
}

export function canDeleteRole(role: Role): boolean {
  return (DISTRIBUTOR_LIKE_ROLES as readonly Role[]).includes(role);
}

/**
 * The status filter's choices for a role (doc 3 §2.5): 'signed' and 'completed' both read "Completed", so
 * one choice, 'completed', stands for both.
 */
export function statusOptions(role: Role): { value: ApplicationStatus; label: string }[] {
  return statusFilterOptions(role)
    .filter((s) => s !== 'signed')
    .map((s) => ({ value: s, label: statusLabel(s, role) }));
}

/** The status filter as the API reads it: 'completed' includes 'signed'. */
export function statusQuery(selected: readonly string[]): string[] {
  return selected.flatMap((s) => (s === 'completed' ? ['completed', 'signed'] : [s]));
}

/**
 * "Upload Signed Documents" (doc 3 §2.5; 0-product-decisions §2): an msar application approved by the AIF
 * approver waits for its paper-signed documents, uploaded on the wizard's route with the id and an action.
 */
export function uploadSignedDocumentsTarget(row: Pick<Row, 'id' | 'status' | 'scheme'>): Target | null {
  if (row.scheme?.fundType !== 'msar' || row.status !== 'approved_by_amc_approver') return null;
  return { pathname: '/application/upload-signed-documents', state: { id: row.id, action: 'upload' } };
}

/** The Mode of Holding column: the holding mode's label; none stored reads as single. */
export function modeOfHoldingLabel(mode: string | null | undefined): string {
  if (!mode) return HOLDING_MODE_LABELS.single;
  return HOLDING_MODE_LABELS[mode as HoldingMode] ?? mode;
}

/** The Distributor Name column: the distributor's name, else its ARN code, else "N/A". */
export function distributorLabel(row: Pick<ApplicationListRow, 'distributor'>): string {
  return displayValue(row.distributor?.name || row.distributor?.arnCode);
}
