/**
 * Which application the wizard edits. It arrives as router state `{ id, applicant1ReferenceId }` (see
 * mf-onboarding's `wizardDestination` and the application lists) and is kept in sessionStorage so that a
 * reload of a step still knows it. Back clears it (doc 1 §2).
 */
export interface WizardTarget {
  id: string;
  applicant1ReferenceId: string | null;
}

export const WIZARD_TARGET_KEY = 'aif.individualWizard.application';

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

export function storedTarget(): WizardTarget | null {
  const raw = storage()?.getItem(WIZARD_TARGET_KEY);
  if (!raw) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function storeTarget(target: WizardTarget): void {
  storage()?.setItem(WIZARD_TARGET_KEY, JSON.stringify(target));
}

export function clearTarget(): void {
  storage()?.removeItem(WIZARD_TARGET_KEY);
}

/** The router state wins (a new application opened); else what this tab stored. */
export function readTarget(state: unknown): WizardTarget | null {
  return parse(state) ?? storedTarget();
}
