import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ApiError } from '@aif/api-client';
import type { OnboardedApplication, SessionUser, VerifyPanResponse } from '@aif/contracts';
import { makeUser, renderAt } from '../../testing/render';
import { OnboardingEntryRoutes } from './OnboardingEntryRoutes';
import { useOnboardingFlow, type FlowVerification, type OnboardingFlowState } from './stores/onboarding-flow';

export const RM = makeUser('rm');

/** Renders /onboarding as the shell mounts it. */
export function renderOnboarding(
  route = '/onboarding',
  { user = RM, state }: { user?: SessionUser | null; state?: unknown } = {},
) {
  return renderAt(<OnboardingEntryRoutes path="/onboarding" user={user} />, {
    route,
    mount: '/onboarding',
    state,
  });
}

/** Puts the flow where a later step expects it (what the earlier pages would have stored). */
export function seedFlow(partial: Partial<OnboardingFlowState>) {
  useOnboardingFlow.setState(partial);
}

export const INDIVIDUAL_VERIFICATION: FlowVerification = {
  panVerificationToken: 'pan-token',
  investorKind: 'individual',
  amlCheck: true,
  amlData: { system_match: [] },
  amlCleared: true,
  kraName: 'ABHISHEK KUMAR',
};

export const ENTITY_VERIFICATION: FlowVerification = {
  ...INDIVIDUAL_VERIFICATION,
  investorKind: 'non_individual',
};

export const CONTACT = {
  countryCode: '+91',
  countryNameAndCode: 'India: +91',
  phoneNumber: '9876543210',
  emailId: 'investor@example.com',
};

export function verifyPanAnswer(overrides: Partial<VerifyPanResponse> = {}): VerifyPanResponse {
  return {
    amlCheck: true,
    amlData: { system_match: [] },
    panVerificationToken: 'pan-token',
    investorKind: 'individual',
    kra: { name: 'ABHISHEK KUMAR', dateOfBirth: '1990-01-01', dataFetchedFromKRA: true },
    expiresAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function application(overrides: Partial<OnboardedApplication> = {}): OnboardedApplication {
  return {
    id: 'app-1',
    applicationNumber: 'AIF0000001',
    applicant1ReferenceId: 'ref-1',
    applicationType: 'individual',
    applicantId: 'applicant-1',
    applicantType: 1,
    referenceId: 'ref-1',
    ...overrides,
  };
}

export function apiError(status: number, message: string): ApiError {
  return new ApiError({ status, code: 'HTTP_ERROR', message });
}

/** Fills the PAN page's fields. */
export async function fillPan(user: UserEvent, pan: string, dob?: string) {
  const panBox = await screen.findByRole('textbox', { name: /^PAN/ });
  await user.clear(panBox);
  if (pan) await user.type(panBox, pan);
  if (dob) {
    const date = screen.getByRole('combobox', { name: /Date of (Birth|Incorporation)/ });
    // Typed without a click: a click opens the calendar, a focus-trapping popup that is not under test here.
    act(() => date.focus());
    await user.keyboard(dob);
    await user.tab();
  }
}
