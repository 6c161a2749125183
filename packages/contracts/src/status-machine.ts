import { APPLICATION_STATUSES, type ApplicationStatus } from './enums/application-status';
import type { FundType } from './enums/fund';
import type { ApplicationType } from './enums/investor';
import type { Signer } from './enums/signing';
import { DISTRIBUTOR_LIKE_ROLES, type Role } from './roles';

/**
 * The application status machine (0-product-decisions §3). The server refuses (409) any move these
 * functions do not produce; the browser uses the same functions to label buttons and hide actions.
 * Every `nextStatusOn...` returns the new status, or null when the move is refused.
 */

/** What the machine needs to know about an application. */
export interface StatusSubject {
  status: ApplicationStatus;
  hasPOA: boolean;
  applicationType: ApplicationType;
  /** The scheme's fund type; msar applications are signed on paper. */
  fundType?: FundType | null;
  /** Active applicants (1..3) of an individual application; they e-sign in order. Default 1. */
  applicantCount?: number;
  /**
   * The AIF admin's "Send to Investor" handed the draft to the investor, who may then complete it until it
   * submits it (0-product-decisions §12). A draft still being prepared by staff is read-only to the investor.
   */
  sentToInvestor?: boolean | null;
  /**
   * The role of the staff user who prepared (created) the application: the preview's send follows it,
   * not the role of whoever presses the button (0-product-decisions §12).
   */
  preparedByRole?: Role | null;
}

export type StatusAction =
  | 'preview_send'
  | 'investor_submit'
  | 'approve'
  | 'reject'
  | 'sign'
  | 'finalise_signing'
  | 'upload_signed_documents'
  | 'expire_invitation'
  | 'change_expired_status'
  | 'move_to_draft'
  | 'save';

export interface StatusTransition {
  from: ApplicationStatus;
  to: ApplicationStatus;
  action: StatusAction;
}

const CLOSED_STATUSES: readonly ApplicationStatus[] = [
  'invitationexpired',
  'signed',
  'completed',
  'rejected',
];
const NOT_EDITABLE_STATUSES: readonly ApplicationStatus[] = ['signed', 'completed', 'rejected'];
const FINAL_STATUSES: readonly ApplicationStatus[] = ['signed', 'completed'];

/** Still open unless invitationexpired, signed, completed or rejected (doc 1 §4). */
export function isOpenStatus(status: ApplicationStatus): boolean {
  return !CLOSED_STATUSES.includes(status);
}

/** Nobody edits a signed, completed or rejected application (0-product-decisions §3). */
export function isEditableStatus(status: ApplicationStatus): boolean {
  return !NOT_EDITABLE_STATUSES.includes(status);
}

export function isFinalStatus(status: ApplicationStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

const isDistributorLike = (role: Role) => (DISTRIBUTOR_LIKE_ROLES as readonly Role[]).includes(role);
const PREPARER_ROLES: readonly Role[] = ['amcadmin', ...DISTRIBUTOR_LIKE_ROLES];

// ---------------------------------------------------------------- preview send and investor submit

/** Draft -> where the preview's send button takes it, or null when this role may not send it. */
export function nextStatusOnPreviewSend(app: StatusSubject, role: Role): ApplicationStatus | null {
  if (app.status !== 'draft' || !PREPARER_ROLES.includes(role)) return null;
  if (app.applicationType === 'non_individual') return 'sent_to_amc_approver';
  if (app.hasPOA) return 'sent_to_poa_approver';
  // Who prepared it decides (0-product-decisions §12); the presser's role when that is not known.
  if (isDistributorLike(app.preparedByRole ?? role)) return 'sent_to_amc_approver';
  // amcadmin: the investor is e-mailed a link to review and complete it; it stays draft.
  return 'draft';
}

/** The preview's send button text for this application and role. */
export function previewSendLabel(
  app: Pick<StatusSubject, 'hasPOA' | 'applicationType' | 'preparedByRole'>,
  role: Role,
): string {
  if (app.applicationType === 'non_individual') return 'Send to AIF Approver';
  if (app.hasPOA) return 'Send to POA Approver';
  return isDistributorLike(app.preparedByRole ?? role) ? 'Send to AIF Approver' : 'Send to Investor';
}

/** The investor's "Save Application" on the last step of a draft sent to them submits it. */
export function nextStatusOnInvestorSubmit(app: StatusSubject): ApplicationStatus | null {
  if (app.status !== 'draft' || app.applicationType !== 'individual') return null;
  return app.hasPOA ? 'sent_to_poa_approver' : 'sent_to_amc_approver';
}

// ---------------------------------------------------------------- approval

/** The role that approves or rejects at a status, if any. */
export function approverRoleFor(status: ApplicationStatus): Role | null {
  if (status === 'sent_to_poa_approver') return 'poaapprover';
  if (status === 'sent_to_amc_approver') return 'amcapprover';
  return null;
}

export function canApproveOrReject(app: Pick<StatusSubject, 'status'>, role: Role): boolean {
  return approverRoleFor(app.status) === role;
}

/**
 * POA approver: sent_to_poa_approver -> sent_to_amc_approver. AIF approver: sent_to_amc_approver ->
 * approved_by_amc_approver (msar, signed on paper) | sent_to_authorised_signatories (POA or
 * non-individual) | sent_to_applicant1 (individual).
 */
export function nextStatusOnApprove(app: StatusSubject): ApplicationStatus | null {
  if (app.status === 'sent_to_poa_approver') return 'sent_to_amc_approver';
  if (app.status !== 'sent_to_amc_approver') return null;
  if (app.fundType === 'msar') return 'approved_by_amc_approver';
  if (app.hasPOA || app.applicationType === 'non_individual') return 'sent_to_authorised_signatories';
  return 'sent_to_applicant1';
}

/** Either approver rejects at their own status (reason required, role and time recorded by the caller). */
export function nextStatusOnReject(app: Pick<StatusSubject, 'status'>): ApplicationStatus | null {
  return approverRoleFor(app.status) ? 'rejected' : null;
}

// ---------------------------------------------------------------- e-sign

/** The status each signer's signature produces. */
export const SIGNER_APPROVED_STATUS: Record<Signer, ApplicationStatus> = {
  applicant1: 'approved_by_applicant1',
  applicant2: 'approved_by_applicant2',
  applicant3: 'approved_by_applicant3',
  authorised_signatories: 'approved_by_authorised_signatories',
  fundmanager: 'approved_by_fundmanager',
  trustee: 'approved_by_trustee',
};

const APPLICANT_SIGNERS: readonly Signer[] = ['applicant1', 'applicant2', 'applicant3'];

/**
 * Who e-signs, in order: the applicants 1..n (individual without POA) or the authorised signatories
 * (POA or non-individual), then the investment manager, then the trustee. msar funds are signed on paper: [].
 */
export function signingOrder(
  app: Pick<StatusSubject, 'hasPOA' | 'applicationType' | 'fundType' | 'applicantCount'>,
): Signer[] {
  if (app.fundType === 'msar') return [];
  const n = Math.min(Math.max(Math.trunc(app.applicantCount ?? 1), 1), APPLICANT_SIGNERS.length);
  const first: Signer[] =
    app.hasPOA || app.applicationType === 'non_individual'
      ? ['authorised_signatories']
      : APPLICANT_SIGNERS.slice(0, n);
  return [...first, 'fundmanager', 'trustee'];
}

/** Whose signature the application waits for at its status, or null. */
export function currentSigner(app: StatusSubject): Signer | null {
  const order = signingOrder(app);
  if (order.length === 0) return null;
  if (app.status === 'sent_to_applicant1' || app.status === 'sent_to_authorised_signatories') {
    const first = order[0] ?? null;
    const expected: ApplicationStatus =
      first === 'authorised_signatories' ? 'sent_to_authorised_signatories' : 'sent_to_applicant1';
    return app.status === expected ? first : null;
  }
  const i = order.findIndex((s) => SIGNER_APPROVED_STATUS[s] === app.status);
  return i >= 0 ? (order[i + 1] ?? null) : null;
}

/** A signer's completed signature advances the status; out-of-turn signatures are refused. */
export function nextStatusOnSign(app: StatusSubject, signer: Signer): ApplicationStatus | null {
  return currentSigner(app) === signer ? SIGNER_APPROVED_STATUS[signer] : null;
}

/**
 * The authorised signatories' stage is done when every group has reached its threshold of signatures
 * (0-product-decisions §10); no group at all is never done. Signatures beyond a threshold still count.
 */
export function signatoryGroupsDone(groups: readonly { threshold: number; signed: number }[]): boolean {
  return groups.length > 0 && groups.every((g) => g.signed >= Math.max(1, g.threshold));
}

/** After the trustee signs, the signed PDF is stored and the application is signed. */
export function nextStatusOnSigningFinalised(app: Pick<StatusSubject, 'status'>): ApplicationStatus | null {
  return app.status === 'approved_by_trustee' ? 'signed' : null;
}

/** Statuses at which an e-sign invitation is outstanding (and can therefore expire). */
export const AWAITING_SIGNATURE_STATUSES: readonly ApplicationStatus[] = [
  'sent_to_applicant1',
  'approved_by_applicant1',
  'approved_by_applicant2',
  'approved_by_applicant3',
  'sent_to_authorised_signatories',
  'approved_by_authorised_signatories',
  'approved_by_fundmanager',
];

export function isAwaitingSignature(status: ApplicationStatus): boolean {
  return AWAITING_SIGNATURE_STATUSES.includes(status);
}

/** An invitation not signed within the expiry period. */
export function nextStatusOnInvitationExpiry(app: Pick<StatusSubject, 'status'>): ApplicationStatus | null {
  return isAwaitingSignature(app.status) ? 'invitationexpired' : null;
}

/** msar: approved_by_amc_approver -> completed once the signed documents are uploaded. */
export function nextStatusOnSignedDocumentsUpload(app: StatusSubject): ApplicationStatus | null {
  return app.status === 'approved_by_amc_approver' && app.fundType === 'msar' ? 'completed' : null;
}

// ---------------------------------------------------------------- admin support

/** Targets offered by "change expired status": every open status. */
export const EXPIRED_STATUS_TARGETS: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(isOpenStatus);

export function nextStatusOnChangeExpiredStatus(
  app: Pick<StatusSubject, 'status'>,
  target: ApplicationStatus,
): ApplicationStatus | null {
  return app.status === 'invitationexpired' && EXPIRED_STATUS_TARGETS.includes(target) ? target : null;
}

/** Any status but signed or completed goes back to draft; a draft is refused (nothing to change). */
export function nextStatusOnMoveToDraft(app: Pick<StatusSubject, 'status'>): ApplicationStatus | null {
  return isFinalStatus(app.status) || app.status === 'draft' ? null : 'draft';
}

// ---------------------------------------------------------------- edits after sending

export interface SaveOptions {
  /** The user confirmed an investor status change to or from NRI. */
  investorStatusChanged?: boolean;
  /** The investor's "Save Application" on the last step (submits a draft sent to them). */
  submit?: boolean;
}

/** Which roles may save at which statuses. The approvers edit only while the application waits on them. */
export function canEdit(app: Pick<StatusSubject, 'status' | 'sentToInvestor'>, role: Role): boolean {
  if (!isEditableStatus(app.status)) return false;
  switch (role) {
    case 'amcadmin':
    case 'rm':
    case 'distributor':
    case 'subdistributor':
      return true;
    case 'amcapprover':
      return app.status === 'sent_to_amc_approver';
    case 'poaapprover':
      return app.status === 'sent_to_poa_approver';
    case 'investor':
      // The investor completes a draft sent to them ("Send to Investor") until it submits it; a draft
      // still being prepared by staff, and later changes, go through staff.
      return app.status === 'draft' && app.sentToInvestor === true;
    default:
      return false;
  }
}

/**
 * Status after a save (0-product-decisions §3 "Edits after sending"), or null when this role may not
 * save the application at its status:
 * - a confirmed investor status change (to or from NRI) -> draft;
 * - the investor's final "Save Application" on a draft -> submitted (see `nextStatusOnInvestorSubmit`);
 * - rm, distributor or subdistributor saving an individual application that is not draft and has no POA
 *   -> sent_to_amc_approver;
 * - subdistributor saving a POA application at sent_to_amc_approver -> draft;
 * - otherwise unchanged (the AIF approver edits at sent_to_amc_approver without moving it).
 */
export function statusOnSave(
  app: StatusSubject,
  role: Role,
  opts: SaveOptions = {},
): ApplicationStatus | null {
  if (!canEdit(app, role)) return null;
  if (opts.investorStatusChanged) return 'draft';
  if (role === 'investor' && opts.submit) return nextStatusOnInvestorSubmit(app);
  if (
    isDistributorLike(role) &&
    app.applicationType === 'individual' &&
    !app.hasPOA &&
    app.status !== 'draft'
  ) {
    return 'sent_to_amc_approver';
  }
  if (role === 'subdistributor' && app.hasPOA && app.status === 'sent_to_amc_approver') return 'draft';
  return app.status;
}

// ---------------------------------------------------------------- the table

function build(): StatusTransition[] {
  const t: StatusTransition[] = [];
  const add = (action: StatusAction, from: ApplicationStatus, ...to: ApplicationStatus[]) => {
    for (const s of to) t.push({ from, to: s, action });
  };
  add('preview_send', 'draft', 'sent_to_poa_approver', 'sent_to_amc_approver', 'draft');
  add('investor_submit', 'draft', 'sent_to_poa_approver', 'sent_to_amc_approver');
  add('approve', 'sent_to_poa_approver', 'sent_to_amc_approver');
  add(
    'approve',
    'sent_to_amc_approver',
    'approved_by_amc_approver',
    'sent_to_authorised_signatories',
    'sent_to_applicant1',
  );
  add('reject', 'sent_to_poa_approver', 'rejected');
  add('reject', 'sent_to_amc_approver', 'rejected');
  add('sign', 'sent_to_applicant1', 'approved_by_applicant1');
  add('sign', 'approved_by_applicant1', 'approved_by_applicant2', 'approved_by_fundmanager');
  add('sign', 'approved_by_applicant2', 'approved_by_applicant3', 'approved_by_fundmanager');
  add('sign', 'approved_by_applicant3', 'approved_by_fundmanager');
  add('sign', 'sent_to_authorised_signatories', 'approved_by_authorised_signatories');
  add('sign', 'approved_by_authorised_signatories', 'approved_by_fundmanager');
  add('sign', 'approved_by_fundmanager', 'approved_by_trustee');
  add('finalise_signing', 'approved_by_trustee', 'signed');
  add('upload_signed_documents', 'approved_by_amc_approver', 'completed');
  for (const s of AWAITING_SIGNATURE_STATUSES) add('expire_invitation', s, 'invitationexpired');
  add('change_expired_status', 'invitationexpired', ...EXPIRED_STATUS_TARGETS);
  for (const s of APPLICATION_STATUSES)
    if (!isFinalStatus(s) && s !== 'draft') add('move_to_draft', s, 'draft');
  for (const s of APPLICATION_STATUSES) {
    if (!isEditableStatus(s)) continue;
    if (s !== 'draft') add('save', s, 'sent_to_amc_approver', 'draft');
    if (s === 'draft') add('save', s, 'sent_to_poa_approver', 'sent_to_amc_approver');
  }
  return t;
}

/** Every move the server permits, as data (`save` also permits keeping an editable status). */
export const STATUS_TRANSITIONS: readonly StatusTransition[] = build();

/** Whether `action` may move an application from `from` to `to`. */
export function canTransition(from: ApplicationStatus, to: ApplicationStatus, action: StatusAction): boolean {
  if (action === 'save' && from === to) return isEditableStatus(from);
  return STATUS_TRANSITIONS.some((t) => t.from === from && t.to === to && t.action === action);
}
