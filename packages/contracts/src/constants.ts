/** Business constants and limits (section 9 of each document; 0-product-decisions §5, §8). */

export const TIME_ZONE = 'Asia/Kolkata';
/** Display format as users read it; `DISPLAY_DATE_PATTERN` is the same format in date-fns tokens. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DISPLAY_DATE_PATTERN = 'dd/MM/yyyy';

export const AGE_OF_MAJORITY = 18;
export const MAX_AGE = 125;

export const MAX_APPLICANTS = 3;
export const MAX_NOMINEES = 3;
export const MAX_BANKS = 2;
export const NOMINEE_PERCENTAGE_TOTAL = 100;
/** A sole nominee starts at 100 %. */
export const SOLE_NOMINEE_DEFAULT_PERCENTAGE = 100;

export const PAN_LENGTH = 10;
export const CKYC_LENGTH = 14;
export const PINCODE_LENGTH_INDIA = 6;
export const TAX_ID_MAX_LENGTH = 20;
export const DP_ID_LENGTH = 8;
export const DP_ID_PREFIX = 'IN';
export const DPCL_ID_LENGTH = 16;
/** DPCL ID lengths accepted where configuration (or an older application, see cutoffs) allows 8 as well. */
export const DPCL_ID_LENGTHS_LEGACY: readonly number[] = [8, 16];
export const CL_ID_LENGTH = 8;
export const BANK_ACCOUNT_MIN_LENGTH = 9;
export const BANK_ACCOUNT_MAX_LENGTH = 18;
export const IFSC_LENGTH = 11;
/** Input length bounds of phone fields in staff forms (doc 1 §9, doc 2 §9). */
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 16;
export const INDIAN_MOBILE_LENGTH = 10;
export const AML_COMMENT_MAX_LENGTH = 1024;

export const SETUP_FEE_GST_PERCENT = 18;
/** The setup fee percentage must be below this value (doc 1 §5: "under 101"). */
export const SETUP_FEE_PERCENT_LIMIT = 101;
export const PREMIUM_PERCENT_MIN = 0;
export const PREMIUM_PERCENT_MAX = 100;
/**
 * The largest amount a form accepts, in rupees (10 lakh crore): far above any commitment, and within what
 * the database keeps exactly (amount columns hold 16 digits before the decimal point).
 */
export const MAX_AMOUNT = 10_000_000_000_000;
/** Minimum commitment used by the investment step when no series (plan) is loaded, in rupees. */
export const DEFAULT_MIN_COMMITMENT = 10_000_000;
export const UBO_PERCENTAGE_TOTAL_MAX = 100;

export const MAX_SIGNATORIES_PER_GROUP = 20;
export const DEFAULT_REQUIRED_SIGNATORIES = 1;
export const MAX_FILES_PER_MULTI_FILE_DOCUMENT = 2;
/** Guidance only (0-product-decisions §8): shown to the user, never checked. */
export const UPLOAD_MAX_AGE_MONTHS = 2;

export const OTP_LENGTH = 6;
export const OTP_VALIDITY_SECONDS = 300;
export const OTP_RESEND_WAIT_SECONDS = 60;
export const OTP_MAX_FAILED_ATTEMPTS = 3;
export const OTP_MAX_RESENDS_PER_HOUR = 2;

/** An e-sign invitation not signed within this many days expires (configurable on the server). */
export const INVITATION_EXPIRY_DAYS = 30;

export const TOAST_DURATION_MS = 3000;
export const MAX_TOASTS = 2;
export const PAGE_TRANSITION_MS = 300;
export const SEARCH_DEBOUNCE_MS = 500;
export const PAGE_SIZE = 10;
/**
 * A text search of the application list counts its matches up to this many; past it the list says
 * "1,000+" and pages through the first ones (docs/decisions.md): an exact count of a common surname
 * would cost more than the rest of the request.
 */
export const APPLICATION_SEARCH_COUNT_CAP = 1000;
export const DASHBOARD_RECENT_APPLICATIONS = 4;
export const DASHBOARD_MONTHS = 4;
export const DASHBOARD_TOP_DISTRIBUTORS = 5;
export const SIDE_NAV_WIDTH_PX = 169;

export const APPLICATION_NUMBER_PREFIX = 'AIF';
export const APPLICATION_NUMBER_DIGITS = 7;

export const DEFAULT_COUNTRY_CODE = '+91';
export const DEFAULT_COUNTRY_NAME_AND_CODE = 'India: +91';
export const DEFAULT_COUNTRY = 'INDIA';
export const DEFAULT_NATIONALITY = 'INDIAN';
export const DEFAULT_CURRENCY = 'inr';
export const DEFAULT_MODE_OF_PAYMENT = 'cheque';
export const DEFAULT_NAME_PREFIX = 'Mr.';
export const DEFAULT_MODE_OF_HOLDING = 'single';
export const DEFAULT_APPLICANT_TYPE = '1';
/** Fund type preselected in the fund form (doc 3 §3). */
export const DEFAULT_FUND_TYPE = 'msar';
export const DEFAULT_PEP_STATUS = 'Not Applicable';
export const DEFAULT_REPORT_INVESTOR_TYPE = 'all';
export const DEFAULT_DISCRETIONARY_TRUST = 'no';

/** Source of funds are stored as one string joined by this separator (doc 1 §3). */
export const SOURCE_OF_FUNDS_SEPARATOR = '*';

/** The spreadsheet of each report (doc 3 §9; the distributor summary's from 0-product-decisions §11). */
export const REPORT_FILE_NAMES = {
  onboardingSummary: 'aif-onboarding-summary.xlsx',
  distributorOnBoardingSummary: 'aif-distributor-onboarding-summary.xlsx',
  distributorCommitmentAmount: 'aif-distributor-commitment-amount.xlsx',
  onboardingCompletedDetails: 'aif-onboarding-completed.xlsx',
  onboardingDetailsCurrentFields: 'aif-onboarding-details-current-fields.xlsx',
  onboardingDetailsAllFields: 'aif-onboarding-details-all-fields.xlsx',
} as const;

/** Countries display as 'name: +calling code' (doc 1 §9). */
export function countryNameAndCode(name: string, callingCode: string): string {
  const code = callingCode.startsWith('+') ? callingCode : `+${callingCode}`;
  return `${name}: ${code}`;
}

/** The calling code is the text after the colon of `countryNameAndCode` ('India: +91' -> '+91'). */
export function countryCodeFromNameAndCode(value: string): string {
  const idx = value.lastIndexOf(':');
  return (idx >= 0 ? value.slice(idx + 1) : value).trim();
}

/** 'AIF' + 7-digit sequence (0-product-decisions §8). */
export function formatApplicationNumber(sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 0 || sequence >= 10 ** APPLICATION_NUMBER_DIGITS) {
    throw new RangeError(`application sequence out of range: ${sequence}`);
  }
  return `${APPLICATION_NUMBER_PREFIX}${String(sequence).padStart(APPLICATION_NUMBER_DIGITS, '0')}`;
}

const WHOLE_APPLICATION_NUMBER = new RegExp(
  `^${APPLICATION_NUMBER_PREFIX}\\d{${APPLICATION_NUMBER_DIGITS}}$`,
  'i',
);

/**
 * A whole application number in any case ('aif0000042'), as typed into a list's search: the upper-case
 * number, else null. No name or PAN can contain one (seven digits in a row), so the search looks it up.
 */
export function wholeApplicationNumber(text: string): string | null {
  const t = text.trim();
  return WHOLE_APPLICATION_NUMBER.test(t) ? t.toUpperCase() : null;
}
