import type { Role, SessionUser } from '@aif/contracts';
import { applicant, stepApplication } from '@aif/wizard-steps/testing';
import { ApiError } from '@aif/api-client';
import { makeUser, renderAt } from '../../testing/render';
import { ApplicationWizardRoutes, EditApplicationWizardRoutes } from './ApplicationWizardRoutes';
import type { WizardApplication } from './lib/types';

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

/** Renders the wizard where the shell mounts it: /application for staff, edit-application for the others. */
export function renderWizard(
  route: string,
  { role = 'rm', state = TARGET, user }: { role?: Role; state?: unknown; user?: SessionUser | null } = {},
) {
  const who = user === undefined ? userFor(role) : user;
  if (route.startsWith('/investment-details/edit-application')) {
    return renderAt(<EditApplicationWizardRoutes path="/investment-details" user={who} />, {
      route,
      mount: '/investment-details/edit-application',
      state,
    });
  }
  return renderAt(<ApplicationWizardRoutes path="/application" user={who} />, {
    route,
    mount: '/application',
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
