import { MESSAGES, ONBOARDING_MESSAGES } from '@aif/contracts';

/** Shown on the PAN page when a later step is opened without the flow behind it (reload, typed URL). */
export const RESTART_NOTICE =
  'The onboarding details were not found (the page may have been reloaded). Please start again with the PAN.';

/** Shown beside 'Data Not Found' (no registry record): what the user can do about it. */
export const DATA_NOT_FOUND_NEXT_STEP =
  'Please check the PAN and the date, then verify again. If both are correct, the investor has no KYC record with the KRA yet: the investor completes KYC with a KRA first, or contact the admin.';

/** The next step to show beside a page message, when there is one. */
export function nextStepFor(message: string | null): string | undefined {
  return message === MESSAGES.dataNotFound ? DATA_NOT_FOUND_NEXT_STEP : undefined;
}

/** The waiting panel of the e-mail consent. */
export const consentWaitingText = (email: string) =>
  `Consent e-mail sent to ${email}. Waiting for the investor's approval.`;

/** Consent refused by the investor, as the staff user reads it. */
export const CONSENT_REJECTED_FOR_STAFF =
  'The investor rejected the consent. Please start again with the PAN.';

/** The server answers with one of these when a step's token is no longer usable: start again from the PAN. */
const RESTART_MESSAGES: readonly string[] = [
  ONBOARDING_MESSAGES.tokenRequired,
  ONBOARDING_MESSAGES.tokenInvalid,
  ONBOARDING_MESSAGES.tokenWrongStep,
  ONBOARDING_MESSAGES.tokenExpired,
  ONBOARDING_MESSAGES.tokenUsed,
  ONBOARDING_MESSAGES.detailsMismatch,
  ONBOARDING_MESSAGES.jointHolderWrongApplication,
];

export function needsRestart(message: string): boolean {
  return RESTART_MESSAGES.includes(message);
}

const PAN_FIELD_MESSAGES: readonly string[] = [
  MESSAGES.panRequired,
  MESSAGES.panLength,
  MESSAGES.panInvalid,
  MESSAGES.panDuplicateApplicant,
  ONBOARDING_MESSAGES.jointHolderIndividualPanOnly,
];
const DOB_FIELD_MESSAGES: readonly string[] = [
  MESSAGES.dobRequired,
  MESSAGES.dateInvalid,
  MESSAGES.ageAbove18,
  MESSAGES.ageBelow125,
  MESSAGES.minorAgeBelow18,
];
const PHONE_FIELD_MESSAGES: readonly string[] = [
  MESSAGES.mobileRequired,
  MESSAGES.mobileInvalid,
  MESSAGES.mobileDuplicateApplicant,
  MESSAGES.countryCodeRequired,
];
const EMAIL_FIELD_MESSAGES: readonly string[] = [
  MESSAGES.onboardingEmailRequired,
  MESSAGES.onboardingEmailInvalid,
  MESSAGES.emailRequired,
  MESSAGES.emailInvalid,
];

/** The field a server message belongs to, so it is shown where the user can fix it; null: the page. */
export function fieldOfMessage(message: string): 'pan' | 'dob' | 'phone' | 'email' | null {
  if (PAN_FIELD_MESSAGES.includes(message)) return 'pan';
  if (DOB_FIELD_MESSAGES.includes(message)) return 'dob';
  if (PHONE_FIELD_MESSAGES.includes(message)) return 'phone';
  if (EMAIL_FIELD_MESSAGES.includes(message)) return 'email';
  return null;
}
