import { z } from 'zod';
import { APPLICATION_STATUSES } from '../enums/application-status';
import { STEP_LABELS, type WizardFlow, type WizardStep } from '../steps';
import { MESSAGES } from '../validation/messages';
import { text, TEXT_LIMITS } from '../validation/text';

/**
 * Review and approval of an application after its last wizard step (doc 1 §4 "Approval flows", §6
 * "Approver detail"; doc 2 "Previews"; 0-product-decisions §3). Paths are relative to the API base (`/api`):
 *
 *   POST /onboarding/applications/:id/send     (preview's send button)  -> ReviewActionResponse
 *   POST /onboarding/applications/:id/approve  (POA / AIF approver)     -> ReviewActionResponse
 *   POST /onboarding/applications/:id/reject   body RejectRequest       -> ReviewActionResponse
 *
 * 400: send of an incomplete application, reject without a reason; 403: a role that does not act at this
 * status; 404: not visible to the caller; 409: the status does not allow the action, or (approve) the
 * plan has no investment manager or trustee to e-sign it (`planSignersMissing`).
 *
 * Completeness (send, and the investor's "Save Application" that submits): every step of the flow must
 * have been saved (`currentStep` = the flow's length) and every step's rules must hold on what is stored,
 * with the same schemas the step saves use, on the stored application (so the rules that span steps hold
 * too: the documents required by the stored banks, addresses and nominees, the default bank's penny drop,
 * the demat details of a domestic fund). A refusal is a 400 `{ message, errors }`: `message` is
 * `incompleteSteps` naming the incomplete steps in order, each error's `path` is `<step slug>.<field path
 * in the step form>` ('bank-details.banks', 'additional-KYC-details.applicants.0.dlclId') or the slug alone
 * (`stepNotSaved`), its message the step rule's.
 */

/** Who a preview send button sends to, in running text ('Send to AIF Approver' -> 'the AIF approver'). */
export function sendRecipient(label: string): string {
  const to = label.replace(/^Send to /, '');
  return `the ${to.replace(/\bApprover\b/, 'approver').replace(/^Investor$/, 'investor')}`;
}

export const REVIEW_MESSAGES = {
  incompleteSteps: (steps: readonly string[]) =>
    `Please complete the following steps before sending: ${steps.join(', ')}`,
  /** An entity send names the first failing step of its final validation (doc 2 §5). */
  stepNotFilled: MESSAGES.stepNotFilled,
  /** The error of a step not saved yet (path: the step's slug). */
  stepNotSaved: 'This step has not been saved yet',
  /** The error of a step the server has no rules for yet (a flow whose steps are not registered). */
  stepNotChecked: 'This step cannot be checked yet',
  /**
   * Approve (409) of an e-signed application whose plan lacks an active signer (0-product-decisions §9,
   * 10): `who` are the missing ones ('Investment Manager', 'Trustee').
   */
  planSignersMissing: (who: readonly string[]) =>
    `The plan of this application has no active ${who.join(' or ')} to e-sign it. Map ${
      who.length > 1 ? 'them' : 'one'
    } to the plan before approving.`,
  notAllowedAtStatus: "This action is not allowed at the application's current status",
  /** The preview's send, said plainly: `label` is the send button's (`previewSendLabel`). */
  sent: (applicationNumber: string, label: string) =>
    `Application ${applicationNumber} was sent to ${sendRecipient(label)}`,
  /** The question asked before the preview's send. */
  sendConfirm: (applicationNumber: string | null | undefined, label: string) =>
    `Send ${applicationNumber ? `application ${applicationNumber}` : 'this application'} to ${sendRecipient(label)}?`,
  approved: (applicationNumber: string) => `Application ${applicationNumber} approved successfully`,
  rejected: (applicationNumber: string) => `Application ${applicationNumber} rejected successfully`,
  rejectReasonRequired: MESSAGES.rejectReasonRequired,
  rejectReasonTooLong: MESSAGES.textTooLong(TEXT_LIMITS.remark),
} as const;

/**
 * The message of a refused send: an individual application lists its incomplete steps; an entity
 * application names the first one (`steps` in `completenessOrder`), 'In Bank Details, the required fields
 * are not filled.'. `errors` still carry every failing step's rules, which the preview lists under it.
 */
export function incompleteMessage(flow: WizardFlow, steps: readonly WizardStep[]): string {
  const labels = steps.map((s) => STEP_LABELS[s]);
  return flow === 'non_individual'
    ? REVIEW_MESSAGES.stepNotFilled(labels[0] ?? '')
    : REVIEW_MESSAGES.incompleteSteps(labels);
}

/** One incomplete step of a refused send, with what its rules said (each message once). */
export interface IncompleteStep {
  step: WizardStep;
  label: string;
  messages: string[];
}

/**
 * The `errors` of a refused send (or investor submit) grouped by step, in the order given (the flow's):
 * what a screen lists under the message. Errors whose path does not start with a step's slug are left out.
 */
export function incompleteStepsOf(errors: readonly { path: string; message: string }[]): IncompleteStep[] {
  const out: IncompleteStep[] = [];
  for (const e of errors) {
    const slug = e.path.split('.')[0] ?? '';
    if (!Object.hasOwn(STEP_LABELS, slug)) continue;
    const step = slug as WizardStep;
    let item = out.find((x) => x.step === step);
    if (!item) out.push((item = { step, label: STEP_LABELS[step], messages: [] }));
    if (!item.messages.includes(e.message)) item.messages.push(e.message);
  }
  return out;
}

export const rejectRequestSchema = z.object({
  /** A text area: line breaks allowed. */
  reason: text(TEXT_LIMITS.remark, {
    multiLine: true,
    missing: REVIEW_MESSAGES.rejectReasonRequired,
  }).min(1, REVIEW_MESSAGES.rejectReasonRequired),
});
export type RejectRequest = z.infer<typeof rejectRequestSchema>;

export const reviewActionResponseSchema = z.object({
  message: z.string(),
  id: z.string(),
  applicationNumber: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Send to Investor: where the investor's link points (`/investment-details/{ref}/details`). */
  investorLink: z.string().nullish(),
});
export type ReviewActionResponse = z.infer<typeof reviewActionResponseSchema>;

export const REVIEW_PATHS = {
  send: (id: string) => `/onboarding/applications/${id}/send`,
  approve: (id: string) => `/onboarding/applications/${id}/approve`,
  reject: (id: string) => `/onboarding/applications/${id}/reject`,
} as const;
