import type { Role, SessionUser } from '@aif/contracts';
import { ApiError } from '@aif/api-client';
import { makeUser, renderAt } from '@aif/ui-kit/testing';
import { ApplicationWizard } from '../frame/ApplicationWizard';
import type { WizardConfig } from '../frame/routes';
import type { WizardApplication } from '../frame/types';
import { INDIVIDUAL_CONFIG } from './config';
import { applicant, stepApplication } from './fixtures';

export const TARGET = { id: 'app-1', applicant1ReferenceId: 'ref-1' };

export { applicant };

/** The package's application fixture, typed as the wizard's. */
export function wizardApplication(overrides: Partial<WizardApplication> = {}): WizardApplication {
  return stepApplication(overrides) as WizardApplication;
}

export function userFor(role: Role): SessionUser {
  const user = makeUser(role);
  return role === 'investor' ? { ...user, referenceIds: ['ref-1'] } : user;
}

/**
 * Renders the wizard where a remote mounts it: at the flow's edit route when `route` is under it, else at
 * its wizard route (the individual remote's configuration unless another is given).
 */
export function renderWizard(
  route: string,
  {
    role = 'rm',
    state = TARGET,
    user,
    config = INDIVIDUAL_CONFIG,
  }: { role?: Role; state?: unknown; user?: SessionUser | null; config?: WizardConfig } = {},
) {
  const who = user === undefined ? userFor(role) : user;
  const { editBase, wizardBase } = config.routes;
  const edit = route === editBase || route.startsWith(`${editBase}/`);
  return renderAt(<ApplicationWizard user={who} config={config} area={edit ? 'edit' : 'wizard'} />, {
    route,
    mount: edit ? editBase : wizardBase,
    state,
  });
}

export function apiError(status: number, message: string): ApiError {
  return new ApiError({ status, code: 'HTTP_ERROR', message });
}

/** Makes the window narrower than 768 px for the rest of the test. */
export function useMobileWidth(mobile = true) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: mobile,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
