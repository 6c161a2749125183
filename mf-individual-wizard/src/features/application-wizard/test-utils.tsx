import type { Applicant, Role, SessionUser } from '@aif/contracts';
import { ApiError } from '@aif/api-client';
import { makeUser, renderAt } from '../../testing/render';
import { ApplicationWizardRoutes, EditApplicationWizardRoutes } from './ApplicationWizardRoutes';
import type { WizardApplication } from './lib/types';

export const TARGET = { id: 'app-1', applicant1ReferenceId: 'ref-1' };

export function applicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: 'applicant-1',
    applicant_type: '1',
    isActive: true,
    namePrefix: 'Mr.',
    name: 'Abhishek Kumar',
    gender: 'Male',
    dateOfBirth: '1990-01-01',
    fatherOrSpouseName: 'Ramesh Kumar',
    motherName: 'Sita Devi',
    panNo: 'ABCPE1234F',
    status: 'Individual',
    nationality: 'INDIAN',
    email: 'investor@example.com',
    countryCode: '+91',
    countryNameAndCode: 'India: +91',
    mobile: '9876543210',
    dataFetchedFromKRA: true,
    addresses: [],
    ...overrides,
  };
}

export function wizardApplication(overrides: Partial<WizardApplication> = {}): WizardApplication {
  return {
    id: 'app-1',
    applicationNumber: 'AIF0000001',
    applicant1ReferenceId: 'ref-1',
    applicationType: 'individual',
    onboardingType: 'normal',
    status: 'draft',
    currentStep: 0,
    hasPOA: false,
    modeOfHolding: 'single',
    applicants: [applicant()],
    createdAt: '2026-01-01T00:00:00.000Z',
    version: 3,
    ...overrides,
  } as WizardApplication;
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
