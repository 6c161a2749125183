/**
 * The applicants as steps 2-5 (contributor, contact, additional KYC, FATCA) and GET see them: the registry
 * prefill, the caller's field locks, matching submitted applicants to stored ones, and the lock check.
 */
import {
  DEFAULT_COUNTRY_NAME_AND_CODE,
  KRA_LOCKED_FIELDS,
  WIZARD_API_MESSAGES,
  canonicalApplicantStatus,
  wizardFieldLocks,
  type ApplicationStatus,
  type WizardFieldLocks,
} from '@aif/contracts';
import type { ApplicantDetails } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { Session } from '../../lib/session';
import { fieldLocked } from './errors';
import { updateApplicant, type AddressRow, type ApplicantRow, type ApplicationRow } from './records';
import type { StepContext } from './step-handler';
import { same } from './values';

/** What the contributor form shows for an applicant whose residential status was never set. */
export const DEFAULT_APPLICANT_STATUS = 'Individual';

/** How a locked field reads in the 403 message. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  dateOfBirth: 'Date of Birth',
  fatherOrSpouseName: 'Father/Spouse Name',
  gender: 'Gender',
  panNo: 'PAN',
  nationality: 'Nationality',
  status: 'Status',
  kraMobileNumber: 'KRA Mobile Number',
  email: 'Email',
  mobile: 'Mobile Number',
  countryCode: 'Country Code',
  countryNameAndCode: 'Country Code',
  phoneNumberoffice: 'Phone (Office)',
  phoneNumberResidence: 'Phone (Residence)',
  ckycNo: 'CKYC Number',
  dlclId: 'Demat Account Type',
  dpId: 'DP ID',
  clId: 'CL ID',
  nameOfBroker: 'Name of Broker',
  placeOfBirth: 'Place of Birth',
  countryOfBirth: 'Country of Birth',
  countryOfNationality: 'Country of Nationality',
  taxResidentOfAnyCountryOtherThanIndia: 'Tax Residency',
  taxCountryName: 'Tax Country Name',
  taxID: 'Tax ID',
  idType: 'ID Type',
  correspondence: 'Correspondence Address',
  permanent: 'Permanent Address',
  overseas: 'Overseas Address',
};
export const labelOf = (field: string) => FIELD_LABELS[field] ?? field;

/**
 * Registry values the step form shows until a step saves its own: the KRA record fills gender and
 * father/spouse name, which the first applicant's locks then keep (a locked field must not be empty).
 */
export function kraPrefill(a: ApplicantRow): Record<string, unknown> {
  const k = (a.kraData ?? {}) as Record<string, unknown>;
  const d = (a.details ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of ['gender', 'fatherOrSpouseName'] as const) {
    const v = k[f];
    if ((d[f] === undefined || d[f] === null || d[f] === '') && typeof v === 'string' && v !== '') out[f] = v;
  }
  return out;
}

/** The registry fields the first applicant got from the KRA (locked): those the record filled in. */
function kraFieldsOf(a: ApplicantRow): string[] {
  const k = (a.kraData ?? {}) as Record<string, unknown>;
  return KRA_LOCKED_FIELDS.filter((f) => k[f] !== undefined && k[f] !== null && k[f] !== '');
}

/** The caller's field locks on the stored application (contracts `wizardFieldLocks`). */
export function locksFor(
  session: Session,
  app: ApplicationRow,
  rows: ApplicantRow[],
  addresses: AddressRow[],
): WizardFieldLocks {
  return wizardFieldLocks(session.role, {
    status: app.status as ApplicationStatus,
    sentToInvestor: app.sentToInvestorAt !== null,
    applicationType: app.applicationType as 'individual' | 'non_individual',
    onboardingType: app.onboardingType as 'normal' | 'minor',
    applicants: rows.map((a) => ({
      applicant_type: a.applicantType,
      isActive: a.isActive,
      status: a.residentialStatus,
      dataFetchedFromKRA: a.dataFetchedFromKra,
      kraFields: kraFieldsOf(a),
      addresses: addresses
        .filter((x) => x.applicantId === a.id)
        .map((x) => ({ address_type: x.addressType, fetchedFromKRA: x.fetchedFromKra })),
    })),
  });
}

/** An applicant's stored values as a submitted form is compared with them. */
export function storedValues(a: ApplicantRow): Record<string, unknown> {
  return {
    ...(a.details ?? {}),
    ...kraPrefill(a),
    name: a.name,
    panNo: a.panNo,
    dateOfBirth: a.dateOfBirth,
    email: a.email,
    countryCode: a.countryCode,
    // The form's default ('India: +91') for a record that never had one.
    countryNameAndCode: a.countryNameAndCode ?? DEFAULT_COUNTRY_NAME_AND_CODE,
    mobile: a.mobile,
    status: canonicalApplicantStatus(a.residentialStatus) || DEFAULT_APPLICANT_STATUS,
    kraMobileNumber: a.details?.kraMobileNumber ?? a.kraData?.kraMobileNumber ?? null,
  };
}

/** Submitted applicants matched to the stored active ones by id (each must be one of them; all must be sent). */
export function matchApplicants<T extends { id: string; isActive: boolean }>(
  rows: ApplicantRow[],
  submitted: T[],
): [ApplicantRow, T, number][] {
  const out: [ApplicantRow, T, number][] = [];
  for (const s of submitted) {
    const i = rows.findIndex((r) => r.id === s.id);
    if (i < 0) {
      if (!s.isActive) continue; // already removed
      throw badRequest(WIZARD_API_MESSAGES.unknownApplicant);
    }
    out.push([rows[i]!, s, i]);
  }
  if (out.length !== rows.length) throw badRequest(WIZARD_API_MESSAGES.applicantMissing);
  return out;
}

/** 403 when a field locked for the applicant at `index` is submitted with another value than the stored one. */
export function checkLocked(
  locks: WizardFieldLocks,
  index: number,
  fields: readonly string[],
  submitted: Record<string, unknown>,
  stored: Record<string, unknown>,
  /** How a field reads in the 403 message (the entity steps name theirs as the entity screens do). */
  label: (field: string) => string = labelOf,
) {
  const locked = locks.applicants[index]?.fields ?? [];
  for (const f of fields) {
    if (locked.includes(f) && f in submitted && !same(submitted[f], stored[f])) throw fieldLocked(label(f));
  }
}

/**
 * Additional KYC and FATCA: `fields` of each active submitted applicant are kept in its `details`
 * (locked ones checked first; '' stored as null).
 */
export async function saveApplicantDetails<T extends { id: string; isActive: boolean }>(
  ctx: StepContext,
  submitted: T[],
  fields: readonly string[],
): Promise<void> {
  const { tx, locks, now } = ctx;
  for (const [row, s, index] of matchApplicants(ctx.applicants, submitted).filter(([, x]) => x.isActive)) {
    const values = s as unknown as Record<string, unknown>;
    checkLocked(locks, index, fields, values, storedValues(row));
    const details: Record<string, unknown> = { ...(row.details ?? {}) };
    for (const f of fields) {
      const val = values[f];
      details[f] = typeof val === 'boolean' ? val : val === '' || val === undefined ? null : val;
    }
    await updateApplicant(tx, row, { details: details as ApplicantDetails }, now);
  }
}
