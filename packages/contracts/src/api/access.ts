import { APPLICATION_READERS, type Role, type StaffRole } from '../roles';
import { ROUTE_TABLE } from '../routes';
import { APPLICATION_DELETE_ROLES, DISTRIBUTOR_FILTER_ROLES, STAMP_PAPER_ROLES } from './applications';
import { MODIFY_INVESTMENT_ROLES } from './modify-investment';
import { REPORT_ALL_FIELDS_PATH, REPORT_PATHS, REPORT_RM_FILTER_PATH } from './reports';
import {
  AMC_ADMINS_PATHS,
  APPLICATION_STATUS_CHANGE_PATHS,
  USER_ACCESS_FLAGS,
  USER_ADMIN_BASE,
  USER_ADMIN_PATHS,
} from './user-admin';
import { AMC_ADMIN_FLAGS_ROUTE, MAPPED_SRMS_PATH } from './user-admin-saves';

/**
 * Who may call each API route. The server enforces this table in one hook for every route, and refuses
 * to start when a route under /api or /mdms has no entry; the browser may read it to hide actions.
 *
 * - 'public': no session needed (a session, when sent, is still read: some answers depend on it).
 * - 'authenticated': any signed-in user, staff or investor; the handler narrows further (for example an
 *   investor reaches only the applications whose applicant mobile is theirs).
 * - a role list: only these roles. Routes that belong to a screen take that screen's roles from
 *   `ROUTE_TABLE`, so the page guard and the API agree.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiAccess = 'public' | 'authenticated' | readonly Role[];

export interface ApiRouteAccess {
  method: HttpMethod;
  /** Fastify-style path: `/api/files/files/:id`. */
  path: string;
  access: ApiAccess;
}

/** The roles of a screen of the route table (doc 3 §2.1). */
export function screenRoles(screenPath: string): readonly Role[] {
  const rule = ROUTE_TABLE.find((r) => r.path === screenPath);
  if (!rule || rule.roles === 'public') throw new Error(`Screen ${screenPath} has no role list`);
  return rule.roles;
}

const ADMIN_SUPPORT = screenRoles('/admin-support');
const ONBOARDING = screenRoles('/onboarding');
const CONSENT_LIST = screenRoles('/view-consent-email-list');
/** doc 3 §6: amcadmin sees no resend or revoke action on the consent list. */
const CONSENT_ACTIONS = CONSENT_LIST.filter((r) => r !== 'amcadmin');
/** The list API serves both /applications and /applications-list (doc 3 §2.5, §2.6, §7). */
const APPLICATION_LISTS = [
  ...new Set([...screenRoles('/applications'), ...screenRoles('/applications-list')]),
];
const DASHBOARD = screenRoles('/dashboard');
const FUND_SETUP = screenRoles('/funds-setup');
const REPORTS = screenRoles('/reports');
/** The funds with their plans serve fund setup and user management's mapped-plans pages. */
const USER_MANAGEMENT_AND_FUNDS = [...new Set([...FUND_SETUP, ...screenRoles('/user-management')])];
/**
 * The wizards and the approvers' edit pages call the registry lookup (doc 1 §7 kradetails): those who
 * open the details, without the readers who only read them (investment manager, trustee).
 */
const WIZARD = [...new Set([...screenRoles('/application'), ...screenRoles('/application-details')])].filter(
  (r) => !APPLICATION_READERS.includes(r as StaffRole),
);

const USER_MANAGEMENT = screenRoles('/user-management');
/** Every kind's list, add, update and get-by-id, the tabs' access flags and the mapped SRMs page. */
const USER_MANAGEMENT_ROUTES: ApiRouteAccess[] = [
  ...Object.values(USER_ADMIN_PATHS).flatMap((p) => [
    { method: 'GET' as const, path: `/api${USER_ADMIN_BASE}/${p.list}`, access: USER_MANAGEMENT },
    { method: 'POST' as const, path: `/api${USER_ADMIN_BASE}/${p.add}`, access: USER_MANAGEMENT },
    { method: 'POST' as const, path: `/api${USER_ADMIN_BASE}/${p.update}/:id`, access: USER_MANAGEMENT },
    { method: 'GET' as const, path: `/api${USER_ADMIN_BASE}/${p.byId}/:id`, access: USER_MANAGEMENT },
  ]),
  ...USER_ACCESS_FLAGS.map((flag) => ({
    method: 'GET' as const,
    path: `/api${USER_ADMIN_BASE}/${flag}`,
    access: USER_MANAGEMENT,
  })),
  { method: 'GET', path: `/api${MAPPED_SRMS_PATH}/:id`, access: USER_MANAGEMENT },
];

export const API_ACCESS: readonly ApiRouteAccess[] = [
  { method: 'GET', path: '/api/health', access: 'public' },

  // Sign-in and the session (0-product-decisions §5; doc 3 §7 "Login").
  { method: 'GET', path: '/api/users/login/public-key', access: 'public' },
  { method: 'POST', path: '/api/users/login/send-otp', access: 'public' },
  { method: 'POST', path: '/api/users/login/verify-otp', access: 'public' },
  { method: 'POST', path: '/api/users/users/logout', access: 'authenticated' },
  { method: 'GET', path: '/api/users/users/me', access: 'authenticated' },

  // Admin support (doc 3 §2.12, §7); the access flags are checked by the handler.
  { method: 'POST', path: '/api/users/users/unlock-user', access: ADMIN_SUPPORT },
  { method: 'POST', path: '/api/users/users/whitelist-user', access: ADMIN_SUPPORT },
  { method: 'POST', path: '/api/users/users/check-whitelisted', access: ADMIN_SUPPORT },
  { method: 'GET', path: '/api/users/users/unlocking-access', access: ADMIN_SUPPORT },
  { method: 'GET', path: '/api/users/users/whitelisting-access', access: ADMIN_SUPPORT },
  // Admin Support on applications (api/user-admin.ts): adminSupport and applicationStatusChangeAccess.
  { method: 'GET', path: `/api${APPLICATION_STATUS_CHANGE_PATHS.access}`, access: ADMIN_SUPPORT },
  { method: 'POST', path: `/api${APPLICATION_STATUS_CHANGE_PATHS.fromExpired}`, access: ADMIN_SUPPORT },
  { method: 'POST', path: `/api${APPLICATION_STATUS_CHANGE_PATHS.moveToDraft}`, access: ADMIN_SUPPORT },
  // The AIF admin's audit view; the fund house's AIF admins to contact (0-product-decisions §9).
  { method: 'GET', path: `/api${AMC_ADMINS_PATHS.audit}`, access: ['amcadmin'] },
  { method: 'GET', path: `/api${AMC_ADMINS_PATHS.contacts}`, access: ['distributor', 'superadmin'] },

  // Onboarding entry (doc 3 §2.3, §2.10, §2.11, §7; shapes and rules in api/onboarding.ts).
  { method: 'POST', path: '/api/onboarding/onboarding/verify-pan', access: ONBOARDING },
  { method: 'POST', path: '/api/onboarding/onboarding/acknowledge-aml-check', access: ONBOARDING },
  { method: 'POST', path: '/api/onboarding/onboarding/enable-poa', access: ONBOARDING },
  { method: 'POST', path: '/api/onboarding/onboarding/send-otp', access: ONBOARDING },
  { method: 'POST', path: '/api/onboarding/onboarding/verify-otp', access: ONBOARDING },
  { method: 'GET', path: '/api/onboarding/onboarding/bypass-otp-access', access: ONBOARDING },
  {
    method: 'POST',
    path: '/api/onboarding/onboarding/get-non-individual-application-token',
    access: ONBOARDING,
  },
  { method: 'POST', path: '/api/onboarding/onboarding/send-consent-email', access: ONBOARDING },
  { method: 'GET', path: '/api/onboarding/onboarding/consent-status/:id', access: ONBOARDING },
  { method: 'GET', path: '/api/onboarding/onboarding/consents', access: CONSENT_LIST },
  { method: 'POST', path: '/api/onboarding/onboarding/resend-consent-email/:id', access: CONSENT_ACTIONS },
  { method: 'POST', path: '/api/onboarding/onboarding/revoke-consent-email/:id', access: CONSENT_ACTIONS },
  { method: 'POST', path: '/api/onboarding/onboarding/withdraw-consent-email/:id', access: ONBOARDING },
  { method: 'GET', path: '/api/onboarding/onboarding-consent/:verificationToken', access: 'public' },
  { method: 'POST', path: '/api/onboarding/onboarding-consent/approve', access: 'public' },
  { method: 'POST', path: '/api/onboarding/onboarding-consent/reject', access: 'public' },
  { method: 'POST', path: '/api/onboarding/applications', access: ONBOARDING },
  { method: 'POST', path: '/api/onboarding/applications/:id/addApplicant', access: ONBOARDING },
  { method: 'POST', path: '/api/onboarding/kradetails', access: WIZARD },
  // Bank step (api/bank-verification.ts): investors and the POA approver see banks read-only (doc 1 §6),
  // so only the preparers and the AIF approver run a penny drop; the IFSC lookup follows the wizard.
  { method: 'GET', path: '/api/onboarding/ifsc/:ifsc', access: WIZARD },
  {
    method: 'POST',
    path: '/api/onboarding/pennydropverification',
    access: WIZARD.filter((r) => r !== 'poaapprover'),
  },
  // The UBO dialog's Fetch Data (api/ubo-fetch.ts): registry lookup and AML, recorded on the application.
  {
    method: 'POST',
    path: '/api/onboarding/applications/:id/ubo-fetch',
    access: WIZARD.filter((r) => r !== 'poaapprover'),
  },
  // Individual wizard steps 1-5 (doc 1 §7; api/application-wizard.ts): the handler narrows to the
  // applications the caller may see (an investor: those with their mobile) and edit (canEdit).
  {
    method: 'GET',
    path: '/api/onboarding/applications/:id',
    access: [...WIZARD, ...APPLICATION_READERS, 'investor'],
  },
  { method: 'POST', path: '/api/onboarding/applications/:id/update', access: [...WIZARD, 'investor'] },
  // Investment step's scheme and series choice (steps 6-9, api/application-wizard.ts).
  { method: 'GET', path: '/api/onboarding/applications/:id/schemes', access: [...WIZARD, 'investor'] },
  { method: 'GET', path: '/api/onboarding/amc/distributors-of-rm', access: ['rm'] },
  // Modify Investment from All Applications (api/modify-investment.ts); status checked by the handler.
  {
    method: 'POST',
    path: '/api/onboarding/applications/:id/modify-investment',
    access: MODIFY_INVESTMENT_ROLES,
  },

  // Fund setup (doc 3 §2.7, §7 "Funds"; api/funds.ts): the screen's roles; every write also needs the
  // fundSetupAccess flag, read fresh by the handler (0-product-decisions §9).
  { method: 'GET', path: '/api/onboarding/funds/list', access: FUND_SETUP },
  { method: 'GET', path: '/api/onboarding/funds/fundSetupAccess', access: FUND_SETUP },
  { method: 'GET', path: '/api/onboarding/funds/plan-options', access: FUND_SETUP },
  { method: 'GET', path: '/api/onboarding/funds/schemes/:id', access: FUND_SETUP },
  { method: 'GET', path: '/api/onboarding/funds/plans/:id', access: FUND_SETUP },
  { method: 'GET', path: '/api/onboarding/funds', access: USER_MANAGEMENT_AND_FUNDS },
  { method: 'GET', path: '/api/onboarding/funds/direct-applicable-plans', access: USER_MANAGEMENT_AND_FUNDS },
  { method: 'POST', path: '/api/onboarding/funds/addScheme', access: FUND_SETUP },
  { method: 'POST', path: '/api/onboarding/funds/addPlan', access: FUND_SETUP },
  { method: 'POST', path: '/api/onboarding/funds/updateScheme/:id', access: FUND_SETUP },
  { method: 'POST', path: '/api/onboarding/funds/updatePlan/:id', access: FUND_SETUP },
  { method: 'POST', path: '/api/onboarding/funds/updateScheme/:id/access', access: FUND_SETUP },
  { method: 'POST', path: '/api/onboarding/funds/updatePlan/:id/access', access: FUND_SETUP },
  // Update Trustee / Update Investment Manager (doc 3 §4), from user management's mapped-plans pages.
  { method: 'POST', path: '/api/onboarding/funds/updatePlan/:id/trustee', access: USER_MANAGEMENT_AND_FUNDS },
  {
    method: 'POST',
    path: '/api/onboarding/funds/updatePlan/:id/fund-manager',
    access: USER_MANAGEMENT_AND_FUNDS,
  },

  // User management (doc 3 §2.8, §7 "Fund house"; api/user-admin.ts): the screen's roles; writes on
  // trustees, investment managers, AIF approvers and AIF admins also need the tab's flag, read fresh.
  ...USER_MANAGEMENT_ROUTES,
  // The superadmin grants and withdraws AIF admins' flags (0-product-decisions §9).
  { method: 'GET', path: `/api${AMC_ADMINS_PATHS.admins}`, access: ['superadmin'] },
  { method: 'POST', path: `/api${AMC_ADMINS_PATHS.admins}`, access: ['superadmin'] },
  { method: 'POST', path: `/api${AMC_ADMIN_FLAGS_ROUTE}`, access: ['superadmin'] },

  // Reports (doc 3 §2.9, §7 "Reports"; api/reports.ts): the screen's roles; rows limited to what the caller
  // sees in its lists (0-product-decisions §11); the completed report also needs fundSetupAccess.
  ...Object.values(REPORT_PATHS).map((p) => ({ method: 'GET' as const, path: `/api${p}`, access: REPORTS })),
  { method: 'GET', path: `/api${REPORT_ALL_FIELDS_PATH}`, access: REPORTS },
  { method: 'GET', path: `/api${REPORT_RM_FILTER_PATH}`, access: REPORTS },

  // Application lists and the dashboard (doc 3 §2.4-§2.6, §7; api/applications.ts); rows and counts are
  // limited to what the caller may see by the handler.
  { method: 'GET', path: '/api/onboarding/applications', access: APPLICATION_LISTS },
  { method: 'GET', path: '/api/onboarding/dashboard/onboardingSummary', access: DASHBOARD },
  { method: 'GET', path: '/api/onboarding/dashboard/monthwiseOnboardingSummary', access: DASHBOARD },
  { method: 'GET', path: '/api/onboarding/dashboard/distributorWisecommitmentAmount', access: DASHBOARD },
  { method: 'GET', path: '/api/onboarding/dashboard/monthwiseCommitmentAmount', access: DASHBOARD },
  { method: 'DELETE', path: '/api/onboarding/applications/:id', access: APPLICATION_DELETE_ROLES },
  {
    method: 'GET',
    path: '/api/onboarding/applications/:id/link-targets',
    access: [...screenRoles('/applications'), 'amcapprover'],
  },
  { method: 'GET', path: '/api/onboarding/leegality/stampPaperDetails', access: STAMP_PAPER_ROLES },
  {
    method: 'GET',
    path: '/api/onboarding/application-filters/distributors',
    access: DISTRIBUTOR_FILTER_ROLES,
  },

  // Review, approval and e-sign (api/review.ts, api/esign.ts): the handlers narrow to the applications the
  // caller sees; an investor reaches only applications with their mobile.
  {
    method: 'POST',
    path: '/api/onboarding/applications/:id/send',
    access: screenRoles('/application-preview'),
  },
  {
    method: 'POST',
    path: '/api/onboarding/applications/:id/approve',
    access: ['poaapprover', 'amcapprover'],
  },
  { method: 'POST', path: '/api/onboarding/applications/:id/reject', access: ['poaapprover', 'amcapprover'] },
  {
    method: 'POST',
    path: '/api/onboarding/applications/upload-signed-documents/:id',
    access: screenRoles('/applications'),
  },
  { method: 'GET', path: '/api/onboarding/esign/details/:id', access: 'public' },
  { method: 'GET', path: '/api/onboarding/esign/get-otp/:id', access: 'public' },
  { method: 'POST', path: '/api/onboarding/esign/verify-otp/:id', access: 'public' },
  { method: 'GET', path: '/api/onboarding/esign/application-details/:referenceId', access: ['investor'] },
  { method: 'POST', path: '/api/onboarding/esign/sign/:id', access: ['investor'] },
  { method: 'GET', path: '/api/onboarding/esign/get-referenceids/:id', access: ['investor'] },
  { method: 'POST', path: '/api/onboarding/esign/callback', access: 'public' },
  { method: 'GET', path: '/api/pdf/onboarding-application/pdf/:id', access: 'authenticated' },
  { method: 'GET', path: '/api/pdf/onboarding-application/signed-pdf/:id', access: 'authenticated' },

  // Files: anyone signed in uploads; reading is limited to the uploader and staff by the handler.
  { method: 'POST', path: '/api/files/files', access: 'authenticated' },
  { method: 'GET', path: '/api/files/files/:id', access: 'authenticated' },

  // Master data and the remote manifest (filtered by the caller's session).
  { method: 'GET', path: '/mdms/:file', access: 'public' },
  { method: 'GET', path: '/api/config/remotes', access: 'public' },

  // Sandbox outbox: registered only while the provider sandbox is on.
  { method: 'GET', path: '/api/dev/outbox', access: 'public' },
  { method: 'GET', path: '/api/dev/outbox/view', access: 'public' },
];

export function apiRouteKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

const BY_KEY = new Map(API_ACCESS.map((r) => [apiRouteKey(r.method, r.path), r.access]));

/** The access rule of a route, or undefined when the table has no entry. HEAD follows GET. */
export function apiAccessFor(method: string, path: string): ApiAccess | undefined {
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method;
  return BY_KEY.get(apiRouteKey(m, path));
}

export type ApiAccessDecision = 'allowed' | 'login-required' | 'forbidden';

/** What the server does for a rule and a caller's role (null when there is no valid session). */
export function decideApiAccess(access: ApiAccess, role: Role | null | undefined): ApiAccessDecision {
  if (access === 'public') return 'allowed';
  if (!role) return 'login-required';
  if (access === 'authenticated') return 'allowed';
  return access.includes(role) ? 'allowed' : 'forbidden';
}
