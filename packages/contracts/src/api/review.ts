import { z } from 'zod';
import { APPLICATION_STATUSES } from '../enums/application-status';
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
 * 400: send of an incomplete application (the message names the missing steps or documents), reject
 * without a reason; 403: a role that does not act at this status; 404: not visible to the caller;
 * 409: the status does not allow the action.
 */

export const REVIEW_MESSAGES = {
  incompleteSteps: (steps: readonly string[]) =>
    `Please complete the following steps before sending: ${steps.join(', ')}`,
  missingDocuments: (documents: readonly string[]) =>
    `Please upload the following documents before sending: ${documents.join(', ')}`,
  notAllowedAtStatus: "This action is not allowed at the application's current status",
  sent: (applicationNumber: string, label: string) =>
    `Application ${applicationNumber} - ${label} done successfully`,
  approved: (applicationNumber: string) => `Application ${applicationNumber} approved successfully`,
  rejected: (applicationNumber: string) => `Application ${applicationNumber} rejected successfully`,
  rejectReasonRequired: MESSAGES.rejectReasonRequired,
  rejectReasonTooLong: MESSAGES.textTooLong(TEXT_LIMITS.remark),
} as const;

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
