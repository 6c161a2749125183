import { z } from 'zod';
import { text, TEXT_LIMITS } from '../validation/text';
import type { ApplicationStatus } from '../enums/application-status';
import { DISTRIBUTOR_LIKE_ROLES, type Role } from '../roles';
import { canEdit, type StatusSubject } from '../status-machine';
import type { WizardFlow } from '../steps';
import { WIZARD_SAVE_TYPES, type WizardSaveType } from './application-wizard';

/**
 * Modify Investment (doc 3 §2.5, §3 "Investment and payment fields editable through Modify Investment",
 * §4, §5 "Modify Investment"): the investment and payment form of the wizard's investment step, opened in
 * a dialog from All Applications on an application that waits on an approver. Path relative to `/api`:
 *
 *   POST /onboarding/applications/:id/modify-investment  ModifyInvestmentRequest -> ApplicationDetail
 *
 * A dedicated endpoint rather than a flag on `/update`: who may call it, at which statuses, its status
 * effect and its step rule all differ from a wizard save (docs/decisions.md). `data` is the investment
 * step's form values, validated with the same `investmentStepSchema` and the same derived-amount check
 * (400 `amountMismatch`) as `/update` with step investment-payment-details; scheme and series must be
 * available to the application (400 `schemeNotAvailable` / `planNotAvailable`).
 *
 * Errors, each `{ message }`: 400 a step rule (with `errors` by field); 403 a role that may not modify
 * investments (`MODIFY_INVESTMENT_MESSAGES.notAllowed`); 404 unknown or invisible application; 409 a
 * status at which the investment cannot be modified (`notAtThisStatus`) or a stale `version`.
 */

/** Roles offered Modify Investment: the All Applications list's (doc 3 §2.5). */
export const MODIFY_INVESTMENT_ROLES: readonly Role[] = ['amcadmin', ...DISTRIBUTOR_LIKE_ROLES];

/** An application sent for approval and not yet approved (docs/decisions.md, "Lists and dashboard"). */
export const MODIFY_INVESTMENT_STATUSES: readonly ApplicationStatus[] = [
  'sent_to_poa_approver',
  'sent_to_amc_approver',
];

export const MODIFY_INVESTMENT_MESSAGES = {
  notAllowed: 'You are not allowed to modify the investment of this application',
  notAtThisStatus: 'The investment of this application can no longer be modified',
} as const;

/**
 * Whether `role` may modify the investment of `app` now (the list's action and the server's check), for
 * individual and entity applications alike (doc 3 §4 gives both flows' step numbers).
 */
export function canModifyInvestment(
  app: Pick<StatusSubject, 'status' | 'applicationType'>,
  role: Role,
): boolean {
  return (
    MODIFY_INVESTMENT_ROLES.includes(role) &&
    MODIFY_INVESTMENT_STATUSES.includes(app.status) &&
    canEdit(app, role)
  );
}

/**
 * The status after a Modify Investment save (doc 3 §4): a subdistributor's save of a POA application at
 * sent_to_amc_approver goes back to draft; any other save by a role other than the investor and the POA
 * approver of a non-draft individual application goes to (or stays at) sent_to_amc_approver, except
 * that an application still waiting on the POA approver stays with it (a POA application is not sent
 * past its POA approval, 0-product-decisions §3).
 */
export function statusOnModifyInvestment(app: StatusSubject, role: Role): ApplicationStatus {
  if (role === 'investor' || role === 'poaapprover') return app.status;
  if (role === 'subdistributor' && app.hasPOA && app.status === 'sent_to_amc_approver') return 'draft';
  if (app.applicationType !== 'individual' || app.status === 'draft') return app.status;
  if (app.status === 'sent_to_poa_approver') return app.status;
  return 'sent_to_amc_approver';
}

/** The investment step's number in each flow: a full save sets the counter to it. */
const INVESTMENT_STEP_NUMBER: Record<WizardFlow, number> = { individual: 8, non_individual: 4 };

/**
 * The step counter after a Modify Investment save (doc 3 §4): a full save ('saveAndProceed') sets it to
 * the investment step's number (8 individual, 4 non-individual); save for later advances it by one unless
 * it already exceeds the step before (7, 3). Never lowered (0-product-decisions §4).
 */
export function currentStepAfterModifyInvestment(
  flow: WizardFlow,
  previous: number | null | undefined,
  saveType: WizardSaveType,
): number {
  const current = Number.isFinite(previous) ? Math.max(0, Math.trunc(previous as number)) : 0;
  const step = INVESTMENT_STEP_NUMBER[flow];
  if (saveType === 'saveAndProceed') return Math.max(current, step);
  return current > step - 1 ? current : current + 1;
}

/**
 * POST /onboarding/applications/:id/modify-investment. `data`: the investment step's form values (see
 * `investmentStepSchema`); `version`: the loaded application's (a stale one is 409). The dialog saves as
 * 'saveForLater' (it returns to the list, doc 3 §4).
 */
export const modifyInvestmentRequestSchema = z.object({
  version: z.number().int().min(0),
  saveType: z.enum(WIZARD_SAVE_TYPES),
  data: z.record(text(TEXT_LIMITS.code), z.unknown()),
});
export type ModifyInvestmentRequest = z.infer<typeof modifyInvestmentRequestSchema>;
