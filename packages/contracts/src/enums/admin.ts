import type { AccessFlag } from '../roles';

/** Enumerations of user management, admin support and reports (doc 3). */

export const DISTRIBUTOR_TYPES = ['company', 'individual'] as const;
export type DistributorType = (typeof DISTRIBUTOR_TYPES)[number];
export const DISTRIBUTOR_TYPE_LABELS: Record<DistributorType, string> = {
  company: 'Company',
  individual: 'Individual',
};

export const SUPPORT_TYPES = [
  'unlock_user',
  'check_whitelisted',
  'whitelist_user',
  'unwhitelist_user',
  'change_expired_status',
  'change_status_to_draft',
] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];
export const SUPPORT_TYPE_LABELS: Record<SupportType, string> = {
  unlock_user: 'Unlock User',
  check_whitelisted: 'Check Whitelisted',
  whitelist_user: 'Whitelist User',
  unwhitelist_user: 'Unwhitelist User',
  change_expired_status: 'Change Expired Status',
  change_status_to_draft: 'Change Status To Draft',
};
/** The access flag that offers each support type (doc 3 §6). */
export const SUPPORT_TYPE_ACCESS: Record<SupportType, AccessFlag> = {
  unlock_user: 'unlockingAccess',
  check_whitelisted: 'whitelistingAccess',
  whitelist_user: 'whitelistingAccess',
  unwhitelist_user: 'whitelistingAccess',
  change_expired_status: 'applicationStatusChangeAccess',
  change_status_to_draft: 'applicationStatusChangeAccess',
};
/** Support types that act on an application number rather than a mobile number. */
export const APPLICATION_SUPPORT_TYPES: readonly SupportType[] = [
  'change_expired_status',
  'change_status_to_draft',
];

export const REPORT_TYPES = [
  'onboardingSummary',
  'onboardingDetails',
  'distributorOnBoardingSummary',
  'distributorCommitmentAmount',
  'onboardingCompletedDetails',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  onboardingSummary: 'Onboarding Summary',
  onboardingDetails: 'Onboarding Details',
  distributorOnBoardingSummary: 'Distributor Onboarding Summary',
  distributorCommitmentAmount: 'Distributor Commitment Amount',
  onboardingCompletedDetails: 'Onboarding Completed Details',
};
/** onboardingCompletedDetails needs fundSetupAccess (doc 3 §6). */
export const REPORT_TYPE_ACCESS: Partial<Record<ReportType, AccessFlag>> = {
  onboardingCompletedDetails: 'fundSetupAccess',
};

/** Columns of the summary report tables (doc 3 §2.9). */
export const REPORT_SUMMARY_COLUMNS = [
  'total_onboarded',
  'in_progress',
  'draft',
  'pending_with_investor',
  'pending_with_fundmanager',
  'pending_with_trustee',
  'invitationexpired',
  'rejected',
  'completed',
] as const;
export type ReportSummaryColumn = (typeof REPORT_SUMMARY_COLUMNS)[number];
export const REPORT_SUMMARY_COLUMN_LABELS: Record<ReportSummaryColumn, string> = {
  total_onboarded: 'Total Onboarded',
  in_progress: 'In Progress',
  draft: 'Draft',
  pending_with_investor: 'Pending with Investor',
  pending_with_fundmanager: 'Pending with IM',
  pending_with_trustee: 'Pending with Trustee',
  invitationexpired: 'Invitation Expired',
  rejected: 'Rejected',
  completed: 'Completed',
};

/** User management tabs (doc 3 §2.8), in display order. */
export const USER_MANAGEMENT_TABS = [
  'relationship-managers',
  'distributors',
  'trustee',
  'invest-managers',
  'aif-approver',
  'amc-admin',
] as const;
export type UserManagementTab = (typeof USER_MANAGEMENT_TABS)[number];
export const USER_MANAGEMENT_TAB_LABELS: Record<UserManagementTab, string> = {
  'relationship-managers': 'Relationship Managers',
  distributors: 'Distributors',
  trustee: 'Trustees',
  'invest-managers': 'Investment Managers',
  'aif-approver': 'AIF Approver',
  'amc-admin': 'AMC Admin',
};
