import type { ComponentType } from 'react';
import type { Role, WizardFlow, WizardStep } from '@aif/contracts';

/**
 * Where a flow's pages are, given by the remote that shows the flow. The individual remote:
 * `{ wizardBase: '/application', editBase: '/investment-details/edit-application', previewBase:
 * '/application-preview', detailsBase: '/application-details', listPath: '/applications', investorBase:
 * '/investment-details' }`.
 */
export interface WizardRoutes {
  /** The wizard as the preparers fill it: `${wizardBase}/${step}`. */
  wizardBase: string;
  /** The wizard as the investor and the approvers edit it: `${editBase}/${step}`. */
  editBase: string;
  /** The preview with its send button: `${previewBase}/${id}`. */
  previewBase: string;
  /** The read-only details with approval: `${detailsBase}/${id}`. */
  detailsBase: string;
  /** The preparers' application list (Back, Save For Later, after a send). */
  listPath: string;
  /** The investor's pages of an application: `${investorBase}/${referenceId}/details` ... */
  investorBase: string;
}

/**
 * The step forms of a flow by slug (lazy: one chunk each, with `preload` to ask for it before it renders;
 * steps/lazy-step.ts); a slug without a form shows a placeholder.
 */
export type StepForms = Partial<Record<WizardStep, ComponentType & { preload?: () => Promise<unknown> }>>;

/** What a remote hands the application wizard: its flow (step order from contracts), its routes, its forms. */
export interface WizardConfig {
  flow: WizardFlow;
  routes: WizardRoutes;
  forms: StepForms;
}

/** Which of the two wizard routes is mounted: the preparers' or the investor's and approvers' edit route. */
export type WizardArea = 'wizard' | 'edit';

const enc = encodeURIComponent;

interface AppRef {
  id: string;
  applicant1ReferenceId?: string | null;
}

export function stepPath(base: string, slug: WizardStep): string {
  return `${base}/${slug}`;
}

export function previewPath(routes: WizardRoutes, id: string): string {
  return `${routes.previewBase}/${enc(id)}`;
}

export function detailsPath(routes: WizardRoutes, id: string): string {
  return `${routes.detailsBase}/${enc(id)}`;
}

/** The details page's msar upload for one application. */
export function uploadSignedDocumentsPath(routes: WizardRoutes, id: string): string {
  return `${detailsPath(routes, id)}/upload-signed-documents`;
}

/** An investor without a session is sent to the read-only summary (doc 1 §2). */
export function investorSummaryPath(routes: WizardRoutes, referenceId: string): string {
  return `${routes.investorBase}/${enc(referenceId)}/details`;
}

/** The investor's own application, read-only. */
export function investorApplicationPath(routes: WizardRoutes, referenceId: string): string {
  return `${routes.investorBase}/${enc(referenceId)}/application-details`;
}

/**
 * Back, and where 'Save For Later' lands (doc 1 §2, §4): the investor on its own application details,
 * the POA and AIF approvers on the application's details, everybody else on the application list.
 */
export function exitPath(routes: WizardRoutes, role: Role | null | undefined, app: AppRef): string {
  if (role === 'investor') return investorApplicationPath(routes, app.applicant1ReferenceId ?? '');
  if (role === 'poaapprover' || role === 'amcapprover') return detailsPath(routes, app.id);
  return routes.listPath;
}
