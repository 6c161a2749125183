/**
 * Wizard step orders (doc 1 §2, doc 2 §2) and the step counter (0-product-decisions §4): saving the k-th
 * step (1-based) sets `currentStep` to at least k, it is never lowered, and steps 1..currentStep+1 are reachable.
 */

export const INDIVIDUAL_STEPS = [
  'distributor-details',
  'contributor-details',
  'contact-details',
  'additional-KYC-details',
  'fatca',
  'nominee-details',
  'bank-details',
  'investment-payment-details',
  'document-details',
] as const;
export type IndividualStep = (typeof INDIVIDUAL_STEPS)[number];

export const ENTITY_STEPS = [
  'distributor-details',
  'contributor-details',
  'contact-details',
  'investment-payment-details',
  'bank-details',
  'document-details',
  'authorised-signatory',
  'declaration-ubo',
  'fatca',
] as const;
export type EntityStep = (typeof ENTITY_STEPS)[number];

export type WizardFlow = 'individual' | 'non_individual';
export type WizardStep = IndividualStep | EntityStep;

export const STEP_ORDER: Record<WizardFlow, readonly WizardStep[]> = {
  individual: INDIVIDUAL_STEPS,
  non_individual: ENTITY_STEPS,
};

export const STEP_LABELS: Record<WizardStep, string> = {
  'distributor-details': 'Distributor Details',
  'contributor-details': 'Contributor Details',
  'contact-details': 'Contact Details',
  'additional-KYC-details': 'Additional KYC Details',
  fatca: 'FATCA',
  'nominee-details': 'Nominee Details',
  'bank-details': 'Bank Details',
  'investment-payment-details': 'Investment and Payment Details',
  'document-details': 'Document Details',
  'authorised-signatory': 'Authorised Signatory',
  'declaration-ubo': 'Declaration of UBO',
};

/** Steps checked before an entity application is sent, in order (doc 2 §5 "Final pre-submission validation"). */
export const ENTITY_FINAL_VALIDATION_STEPS: readonly EntityStep[] = [
  'contributor-details',
  'contact-details',
  'bank-details',
  'document-details',
  'authorised-signatory',
  'declaration-ubo',
];

/**
 * The order in which a send checks the steps of a flow, the first failing one being the one a refusal
 * names: an individual application in its step order; an entity application the final pre-submission
 * validation's steps first (doc 2 §5), then its other steps in the flow's order (distributor,
 * investment, FATCA), which the specification does not order.
 */
export function completenessOrder(flow: WizardFlow): readonly WizardStep[] {
  if (flow === 'individual') return STEP_ORDER.individual;
  const first: readonly WizardStep[] = ENTITY_FINAL_VALIDATION_STEPS;
  return [...first, ...ENTITY_STEPS.filter((s) => !first.includes(s))];
}

/** 0-based position of a slug in the flow's order, or -1 when the flow has no such step. */
export function stepIndex(flow: WizardFlow, slug: string): number {
  return (STEP_ORDER[flow] as readonly string[]).indexOf(slug);
}

/** 1-based step number (the k of the step counter); throws for a slug the flow does not have. */
export function stepNumber(flow: WizardFlow, slug: string): number {
  const i = stepIndex(flow, slug);
  if (i < 0) throw new RangeError(`unknown ${flow} step: ${slug}`);
  return i + 1;
}

export function isWizardStep(flow: WizardFlow, slug: string): slug is WizardStep {
  return stepIndex(flow, slug) >= 0;
}

function clampCounter(value: number | null | undefined): number {
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value as number)) : 0;
}

/** The stored counter after saving `slug`: at least its 1-based number, never below `previous`. */
export function currentStepAfterSave(
  flow: WizardFlow,
  slug: string,
  previous: number | null | undefined,
): number {
  return Math.max(clampCounter(previous), stepNumber(flow, slug));
}

/** Slugs the user may open: steps 1..currentStep+1 (the first step always). */
export function reachableSteps(flow: WizardFlow, currentStep: number | null | undefined): WizardStep[] {
  const order = STEP_ORDER[flow];
  return order.slice(0, Math.min(order.length, clampCounter(currentStep) + 1));
}

export function isStepReachable(
  flow: WizardFlow,
  currentStep: number | null | undefined,
  slug: string,
): boolean {
  const i = stepIndex(flow, slug);
  return i >= 0 && i <= clampCounter(currentStep);
}

/**
 * The steps to save before `slug` may be saved: those after the counter and before `slug` (none when
 * `slug` is reachable). The server refuses a save of a step that is not reachable and names these.
 */
export function stepsToSaveBefore(
  flow: WizardFlow,
  currentStep: number | null | undefined,
  slug: string,
): WizardStep[] {
  const i = stepIndex(flow, slug);
  if (i < 0) return [];
  return STEP_ORDER[flow].slice(clampCounter(currentStep), i) as WizardStep[];
}

/** The step a wizard opens on: the first one not yet saved (or the last). */
export function resumeStep(flow: WizardFlow, currentStep: number | null | undefined): WizardStep {
  const reachable = reachableSteps(flow, currentStep);
  return reachable[reachable.length - 1] as WizardStep;
}

export function firstStep(flow: WizardFlow): WizardStep {
  return STEP_ORDER[flow][0] as WizardStep;
}

export function nextStep(flow: WizardFlow, slug: string): WizardStep | null {
  const i = stepIndex(flow, slug);
  return i < 0 ? null : (STEP_ORDER[flow][i + 1] ?? null);
}

export function previousStep(flow: WizardFlow, slug: string): WizardStep | null {
  const i = stepIndex(flow, slug);
  return i <= 0 ? null : (STEP_ORDER[flow][i - 1] ?? null);
}

export function isLastStep(flow: WizardFlow, slug: string): boolean {
  return stepIndex(flow, slug) === STEP_ORDER[flow].length - 1;
}

/** The mobile step dropdown's text: 'Page 3/9'. */
export function stepPageLabel(flow: WizardFlow, slug: string): string {
  return `Page ${stepNumber(flow, slug)}/${STEP_ORDER[flow].length}`;
}
