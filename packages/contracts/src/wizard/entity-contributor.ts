import { z } from 'zod';
import { MAX_AGE } from '../constants';
import type { Application } from '../entities/application';
import {
  ENTITY_INVESTOR_TYPES,
  NBFC_ELIGIBLE_INVESTOR_TYPES,
  type EntityInvestorType,
} from '../enums/investor';
import { INCOME_BANDS, NBFC_IMPORTANCE_TYPES, NBFC_TYPES, PEP_STATUSES } from '../enums/kyc';
import {
  addYearsToCalendarDate,
  calendarDateToIso,
  compareCalendarDates,
  toCalendarDate,
  todayInIST,
} from '../dates';
import { CKYC_REGEX } from '../validation/kyc';
import { MESSAGES } from '../validation/messages';
import { panMessage } from '../validation/pan';
import { formText, TEXT_LIMITS } from '../validation/text';
import { checkDemat, defaultDepository, normaliseDemat } from './additional-kyc';
import { flag, inList, issueAdder, type WizardStepContext } from './context';
import { sortApplicants } from './contributor';
import { WIZARD_MESSAGES } from './messages';

/** Messages of the entity's own fields that the specification does not word (same pattern as WIZARD_MESSAGES). */
export const ENTITY_MESSAGES = {
  entityNameRequired: 'Name of Entity is required',
  registrationDateRequired: 'Date of Registration/Incorporation is required',
  registrationDateFuture: 'Date of Registration/Incorporation cannot be a future date',
  registrationDateTooOld: 'Date of Registration/Incorporation cannot be more than 125 years ago',
  placeRequired: 'Place of Registration/Incorporation is required',
  investorTypeRequired: 'Investor Type is required',
  investorTypeInvalid: 'Invalid value for Investor Type',
  incomeRequired: 'Gross Annual Income is required',
  netWorthInvalid: 'Please enter a valid Net Worth',
  netWorthDateFuture: 'Net worth as on cannot be a future date',
  netWorthDateInvalid: 'Invalid Date',
  nbfcTypeRequired: 'Type of NBFC is required',
  nbfcTypeInvalid: 'Invalid value for Type of NBFC',
  nbfcImportanceRequired:
    'Please select whether the NBFC is systemically important or non-systemically important',
  nbfcImportanceInvalid: 'Invalid value for NBFC importance',
} as const;

/** Net worth: a rupee amount, digits with at most 2 decimals (commas allowed as typed). */
export const NET_WORTH_REGEX = /^\d{1,15}(\.\d{1,2})?$/;

export function isNbfcEligible(investorType: string | null | undefined): boolean {
  return (NBFC_ELIGIBLE_INVESTOR_TYPES as readonly string[]).includes((investorType ?? '').trim());
}

/** The entity applicant on the contributor step (doc 2 §2 "Contributor details", §3 entity applicant). */
export const entityContributorFields = z.object({
  id: formText(TEXT_LIMITS.id),
  /** Name of Entity. */
  name: formText(TEXT_LIMITS.name),
  /** Date of Registration/Incorporation ('DD/MM/YYYY' or 'YYYY-MM-DD'; stored as the applicant's dateOfBirth). */
  dateOfBirth: formText(TEXT_LIMITS.code),
  /** Place of Registration/Incorporation. */
  cityOfIncorporation: formText(TEXT_LIMITS.line),
  /** CKYC No./CKYC Acknowledge No./KIN No (14 digits when given). */
  ckycNo: formText(TEXT_LIMITS.code),
  investorType: formText(TEXT_LIMITS.code),
  /** Read-only (from the onboarding entry). */
  panNo: formText(TEXT_LIMITS.code),
  grossAnnualIncome: formText(TEXT_LIMITS.line),
  /** Rupees as typed ('' when not given). */
  netWorth: formText(TEXT_LIMITS.code),
  netWorthDate: formText(TEXT_LIMITS.code),
  /** Read-only, 'Not Applicable' by default. */
  politicallyExposedPersonStatus: formText(TEXT_LIMITS.line),
  /** Corporate types: 'yes' | 'no' ('' not answered). */
  nbfcCorporate: formText(TEXT_LIMITS.code),
  nbfcType: formText(TEXT_LIMITS.code),
  nbfcImportanceType: formText(TEXT_LIMITS.code),
  dlclId: formText(TEXT_LIMITS.code),
  dpId: formText(TEXT_LIMITS.code),
  clId: formText(TEXT_LIMITS.code),
  nameOfBroker: formText(TEXT_LIMITS.line),
  /** Read-only: the name and date came from the KYC registry. */
  dataFetchedFromKRA: flag,
});
export type EntityContributorValues = z.output<typeof entityContributorFields>;

/** '' | 'YYYY-MM-DD' from a typed or picked date ('' and unreadable values stay as they are). */
function isoDate(value: string): string {
  const d = value === '' ? null : toCalendarDate(value);
  return d ? calendarDateToIso(d) : value;
}

function registrationDateMessage(value: string, now: Date): string | null {
  if (value === '') return ENTITY_MESSAGES.registrationDateRequired;
  const d = toCalendarDate(value);
  if (!d) return MESSAGES.dateInvalid;
  const today = todayInIST(now);
  if (compareCalendarDates(d, today) > 0) return ENTITY_MESSAGES.registrationDateFuture;
  if (compareCalendarDates(d, addYearsToCalendarDate(today, -MAX_AGE)) < 0)
    return ENTITY_MESSAGES.registrationDateTooOld;
  return null;
}

function netWorthDateMessage(value: string, now: Date): string | null {
  if (value === '') return null;
  const d = toCalendarDate(value);
  if (!d) return ENTITY_MESSAGES.netWorthDateInvalid;
  return compareCalendarDates(d, todayInIST(now)) > 0 ? ENTITY_MESSAGES.netWorthDateFuture : null;
}

/** Net worth as typed ('1,00,00,000.50') to a number, or null when blank; NaN when not an amount. */
export function parseNetWorth(value: string): number | null {
  const v = value.replace(/,/g, '').trim();
  if (v === '') return null;
  return NET_WORTH_REGEX.test(v) ? Number(v) : Number.NaN;
}

/**
 * Contributor details of an entity (doc 2 §2, §5 "Entity applicant"): name, registration date and place
 * required; CKYC 14 digits; PAN required, 10 characters of the entity format; investor type known; gross
 * annual income required and known; net worth an amount and its date not in the future; PEP a known status;
 * for corporate types 'Please confirm whether the corporate is a NBFC', and when yes the NBFC type and
 * importance; the demat and broker rules of the first applicant. The parsed value has ISO dates, net worth
 * as a number, NBFC answers cleared when they do not apply and the demat ids the depository does not use
 * cleared.
 */
export function entityContributorStepSchema(ctx: WizardStepContext) {
  return z
    .object({ applicant: entityContributorFields })
    .superRefine(({ applicant: a }, zctx) => {
      const add = issueAdder(zctx, ['applicant']);
      if (a.name.trim() === '') add(['name'], ENTITY_MESSAGES.entityNameRequired);
      add(['dateOfBirth'], registrationDateMessage(a.dateOfBirth, ctx.today));
      if (a.cityOfIncorporation.trim() === '') add(['cityOfIncorporation'], ENTITY_MESSAGES.placeRequired);
      if (a.ckycNo !== '' && !CKYC_REGEX.test(a.ckycNo)) add(['ckycNo'], MESSAGES.ckycInvalid);
      add(
        ['investorType'],
        a.investorType === ''
          ? ENTITY_MESSAGES.investorTypeRequired
          : (ENTITY_INVESTOR_TYPES as readonly string[]).includes(a.investorType)
            ? null
            : ENTITY_MESSAGES.investorTypeInvalid,
      );
      // Read-only on the form, but "exactly 10 characters" (doc 2 §5): a missing PAN is refused too.
      add(['panNo'], panMessage(a.panNo.toUpperCase(), 'entity'));
      add(
        ['grossAnnualIncome'],
        a.grossAnnualIncome === ''
          ? ENTITY_MESSAGES.incomeRequired
          : inList(a.grossAnnualIncome, INCOME_BANDS)
            ? null
            : WIZARD_MESSAGES.incomeInvalid,
      );
      if (Number.isNaN(parseNetWorth(a.netWorth))) add(['netWorth'], ENTITY_MESSAGES.netWorthInvalid);
      add(['netWorthDate'], netWorthDateMessage(a.netWorthDate, ctx.today));
      if (a.politicallyExposedPersonStatus !== '' && !inList(a.politicallyExposedPersonStatus, PEP_STATUSES))
        add(['politicallyExposedPersonStatus'], WIZARD_MESSAGES.pepInvalid);
      if (isNbfcEligible(a.investorType)) {
        if (a.nbfcCorporate !== 'yes' && a.nbfcCorporate !== 'no')
          add(['nbfcCorporate'], MESSAGES.nbfcConfirmationRequired);
        if (a.nbfcCorporate === 'yes') {
          add(
            ['nbfcType'],
            a.nbfcType === ''
              ? ENTITY_MESSAGES.nbfcTypeRequired
              : (NBFC_TYPES as readonly string[]).includes(a.nbfcType)
                ? null
                : ENTITY_MESSAGES.nbfcTypeInvalid,
          );
          add(
            ['nbfcImportanceType'],
            a.nbfcImportanceType === ''
              ? ENTITY_MESSAGES.nbfcImportanceRequired
              : (NBFC_IMPORTANCE_TYPES as readonly string[]).includes(a.nbfcImportanceType)
                ? null
                : ENTITY_MESSAGES.nbfcImportanceInvalid,
          );
        }
      }
      checkDemat(a, true, ctx, add);
    })
    .transform(({ applicant: a }) => {
      const nbfc = isNbfcEligible(a.investorType) ? a.nbfcCorporate : '';
      return {
        applicant: {
          ...a,
          ...normaliseDemat(a),
          name: a.name.trim().replace(/\s+/g, ' '),
          cityOfIncorporation: a.cityOfIncorporation.trim(),
          dateOfBirth: isoDate(a.dateOfBirth),
          netWorthDate: isoDate(a.netWorthDate),
          netWorth: parseNetWorth(a.netWorth),
          panNo: a.panNo.toUpperCase(),
          investorType: a.investorType as EntityInvestorType,
          nbfcCorporate: nbfc === 'yes' || nbfc === 'no' ? nbfc : null,
          nbfcType: nbfc === 'yes' ? a.nbfcType : '',
          nbfcImportanceType: nbfc === 'yes' ? a.nbfcImportanceType : '',
        },
      };
    });
}
export type EntityContributorStepInput = z.input<ReturnType<typeof entityContributorStepSchema>>;
export type EntityContributorStepValues = z.output<ReturnType<typeof entityContributorStepSchema>>;

/** Form values from the loaded application: its one (first) applicant. PEP starts 'Not Applicable' for staff. */
export function entityContributorStepDefaults(
  application: Pick<Application, 'applicants'>,
  ctx: Pick<WizardStepContext, 'role' | 'fundType' | 'applicationCreatedAt'>,
): EntityContributorStepInput {
  const a = sortApplicants(application.applicants)[0];
  const investorSide = ctx.role === 'investor' || ctx.role === 'poaapprover';
  return {
    applicant: {
      id: a?.id ?? '',
      name: a?.name ?? '',
      dateOfBirth: a?.dateOfBirth ?? '',
      cityOfIncorporation: a?.cityOfIncorporation ?? '',
      ckycNo: a?.ckycNo ?? '',
      investorType: a?.investorType ?? '',
      panNo: a?.panNo ?? '',
      grossAnnualIncome: a?.grossAnnualIncome ?? '',
      netWorth: a?.netWorth == null ? '' : String(a.netWorth),
      netWorthDate: a?.netWorthDate ?? '',
      politicallyExposedPersonStatus:
        a?.politicallyExposedPersonStatus ?? (investorSide ? '' : 'Not Applicable'),
      nbfcCorporate: a?.nbfcCorporate ?? '',
      nbfcType: a?.nbfcType ?? '',
      nbfcImportanceType: a?.nbfcImportanceType ?? '',
      dlclId: a?.dlclId ?? (investorSide ? '' : defaultDepository(ctx)),
      dpId: a?.dpId ?? '',
      clId: a?.clId ?? '',
      nameOfBroker: a?.nameOfBroker ?? '',
      dataFetchedFromKRA: a?.dataFetchedFromKRA ?? false,
    },
  };
}
