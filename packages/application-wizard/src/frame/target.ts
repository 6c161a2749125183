import type { WizardFlow } from '@aif/contracts';

/**
 * Which application the wizard edits. It arrives as router state `{ id, applicant1ReferenceId }` (see
 * mf-onboarding's `wizardDestination` and the application lists) and is kept in sessionStorage so that a
 * reload of a step still knows it. Back clears it (doc 1 §2).
 */
export interface WizardTarget {
  id: string;
  applicant1ReferenceId: string | null;
}

/** sessionStorage key of the individual wizard's application (kept from before the entity wizard). */
export const WIZARD_TARGET_KEY = 'aif.individualWizard.application';

/** Each flow keeps its own, so that the individual and the entity wizard in one tab do not mix them up. */
export function wizardTargetKey(flow: WizardFlow): string {
  return flow === 'individual' ? WIZARD_TARGET_KEY : 'aif.entityWizard.application';
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function parse(value: unknown): WizardTarget | null {
  if (!value || typeof value !== 'object') return null;
  const { id, applicant1ReferenceId } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id.trim() === '') return null;
  return {
    id: id.trim(),
    applicant1ReferenceId: typeof applicant1ReferenceId === 'string' ? applicant1ReferenceId : null,
  };
}

export function storedTarget(flow: WizardFlow): WizardTarget | null {
  const raw = storage()?.getItem(wizardTargetKey(flow));
  if (!raw) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function storeTarget(flow: WizardFlow, target: WizardTarget): void {
  storage()?.setItem(wizardTargetKey(flow), JSON.stringify(target));
}

export function clearTarget(flow: WizardFlow): void {
  storage()?.removeItem(wizardTargetKey(flow));
}

/** The router state wins (a new application opened); else what this tab stored. */
export function readTarget(flow: WizardFlow, state: unknown): WizardTarget | null {
  return parse(state) ?? storedTarget(flow);
}
