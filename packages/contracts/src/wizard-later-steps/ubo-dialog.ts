import { z } from 'zod';
import { AML_COMMENT_MAX_LENGTH, TAX_ID_MAX_LENGTH } from '../constants';
import { isAfterCutoff } from '../cutoffs';
import { toCalendarDate, calendarDateToIso } from '../dates';
import { CONTROLLING_PERSON_TYPES } from '../enums/fatca';
import { GENDERS, OCCUPATIONS } from '../enums/kyc';
import { DISCRETIONARY_TRUST_OPTIONS } from '../enums/ubo';
import { isValidAddressLine, pincodeMessage } from '../validation/address';
import { dateOfBirthMessage } from '../validation/date-of-birth';
import { uboCkycSchema } from '../validation/kyc';
import { MESSAGES } from '../validation/messages';
import { validatePanFormat } from '../validation/pan';
import { optionalNumberish, optionalText, TEXT_LIMITS } from '../validation/text';
import { uboPercentageMessage } from '../validation/ubo';
import { inList } from '../wizard/context';
import { WIZARD_MESSAGES } from '../wizard/messages';
import { isBlank, messageOf, optionalFlag, trimmed, type AddIssue } from './context';
import { LATER_STEP_MESSAGES } from './messages';

/** A Taxpayer ID in PAN format: the registry lookup runs, and an individual PAN has the age rules. */
export const isPanFormatId = (value: string | null | undefined): boolean =>
  validatePanFormat(trimmed(value).toUpperCase());

/** A foreign taxpayer id (any id that is not a PAN): letters, digits, '/' and '-'. */
const FOREIGN_TAX_ID_REGEX = new RegExp(`^[A-Za-z0-9/-]{1,${TAX_ID_MAX_LENGTH}}$`);

/**
 * Fields the registry fills on Fetch Data (a PAN the KYC registry knows). The dialog shows them locked and
 * the server stores the registry's values for them, whatever the browser sends; like every registry value
 * they are not checked again against the typing rules (0-product-decisions §12).
 */
export const UBO_REGISTRY_FIELDS = [
  'name',
  'fatherName',
  'gender',
  'address1',
  'address3',
  'city',
  'state',
  'country',
  'pincode',
] as const;
export type UboRegistryField = (typeof UBO_REGISTRY_FIELDS)[number];

/** One UBO as the dialog and the step send it (doc 2 §3). */
export const uboFormSchema = z.object({
  id: optionalText(TEXT_LIMITS.id),
  panNumber: optionalText(TEXT_LIMITS.code),
  dob: optionalText(TEXT_LIMITS.code),
  name: optionalText(TEXT_LIMITS.name),
  identificationType: optionalText(TEXT_LIMITS.code),
  percentageOfBeneficialInterest: optionalNumberish(),
  countryOfTaxResidency: optionalText(TEXT_LIMITS.line),
  cpUboCode: optionalText(TEXT_LIMITS.code),
  placeAndCountryOfBirth: optionalText(TEXT_LIMITS.line),
  occupation: optionalText(TEXT_LIMITS.code),
  gender: optionalText(TEXT_LIMITS.code),
  nationality: optionalText(TEXT_LIMITS.line),
  fatherName: optionalText(TEXT_LIMITS.name),
  ckycNumber: optionalText(TEXT_LIMITS.code),
  address1: optionalText(TEXT_LIMITS.line),
  address2: optionalText(TEXT_LIMITS.line),
  address3: optionalText(TEXT_LIMITS.line),
  city: optionalText(TEXT_LIMITS.line),
  state: optionalText(TEXT_LIMITS.line),
  country: optionalText(TEXT_LIMITS.line),
  pincode: optionalText(TEXT_LIMITS.code),
  discretionaryTrust: optionalText(TEXT_LIMITS.code),
  isActive: optionalFlag,
  /** Set by the server from the fetch it recorded; what the browser sends is ignored. */
  isFetchData: optionalFlag,
  amlCheck: optionalFlag,
  dataFetchedFromKra: optionalFlag,
  amlComments: optionalText(AML_COMMENT_MAX_LENGTH, { multiLine: true }),
  amlAcknowledgement: optionalFlag,
  /** The identity proof: the id from POST /api/files/files (context 'ubo': PDF/PNG/JPEG up to 3 MB). */
  fileId: optionalText(TEXT_LIMITS.id),
});
export type UboFormValues = z.input<typeof uboFormSchema>;

export interface UboRuleContext {
  /** "Now" for the age rules (Asia/Kolkata). */
  today: Date;
  /** The country master (/mdms/default-countries.json): names and nationalities. */
  countries: readonly { name: string; nationality?: string | null }[];
  /** The application's creation time: the discretionary-trust cut-off compares with it. */
  applicationCreatedAt?: Date | string | null;
  /** CKYC numbers of the application's contributors (applicants). */
  contributorCkycs?: readonly (string | null | undefined)[];
  /** The application's other active UBOs (the one being edited left out). */
  others: readonly { panNumber?: string | null; ckycNumber?: string | null }[];
  /** Fields filled by the registry for this UBO: stored as given, without the typing rules. */
  locked?: readonly string[];
}

const knownCountry = (ctx: UboRuleContext, v: string) =>
  inList(
    v,
    ctx.countries.map((c) => c.name),
  );
const knownNationality = (ctx: UboRuleContext, v: string) =>
  inList(
    v,
    ctx.countries.map((c) => c.nationality ?? '').filter((n) => n !== ''),
  );
const same = (a: string | null | undefined, b: string) => trimmed(a).toUpperCase() === b.toUpperCase();

/** The Taxpayer ID's message: required, a PAN or a foreign id, unique among the application's UBOs. */
export function uboTaxIdMessage(value: string | null | undefined, ctx: Pick<UboRuleContext, 'others'>) {
  const id = trimmed(value).toUpperCase();
  if (id === '') return MESSAGES.uboTaxIdRequired;
  if (!isPanFormatId(id) && !FOREIGN_TAX_ID_REGEX.test(id)) return LATER_STEP_MESSAGES.uboTaxIdInvalid;
  return ctx.others.some((o) => same(o.panNumber, id)) ? MESSAGES.uboTaxIdDuplicate : null;
}

/** Date of birth: required, a real past date; for an individual-pattern PAN an age of 18 to 125. */
export function uboDobMessage(dob: unknown, panNumber: string | null | undefined, today: Date) {
  const individual = isPanFormatId(panNumber) && trimmed(panNumber).toUpperCase().charAt(3) === 'P';
  return dateOfBirthMessage(dob, individual ? { now: today } : { now: today, minAge: 0, maxAge: null });
}

/**
 * Every rule of one UBO (the dialog's, doc 2 §5 "UBO dialog", and the step's per-UBO rules with the UBO's
 * name), in the dialog's field order. `add(path, message)` receives each failure.
 */
export function checkUbo(u: UboFormValues, ctx: UboRuleContext, add: AddIssue): void {
  const locked = new Set(ctx.locked ?? []);
  const name = trimmed(u.name);
  const v = (k: keyof UboFormValues) => trimmed(u[k] as string | null | undefined);
  const required = (k: keyof UboFormValues, message: string) => {
    if (v(k) === '') add([k], message);
    return v(k) !== '';
  };

  add(['panNumber'], uboTaxIdMessage(u.panNumber, ctx));
  add(['dob'], uboDobMessage(u.dob, u.panNumber, ctx.today));
  required('name', MESSAGES.nameRequired);
  required('identificationType', LATER_STEP_MESSAGES.uboIdentificationTypeRequired);

  const trust = v('discretionaryTrust');
  if (trust !== '' && !(DISCRETIONARY_TRUST_OPTIONS as readonly string[]).includes(trust))
    add(['discretionaryTrust'], MESSAGES.uboDiscretionaryTrustRequired(name));
  else if (trust === '' && isAfterCutoff('uboDiscretionaryTrustRequired', ctx.applicationCreatedAt))
    add(['discretionaryTrust'], MESSAGES.uboDiscretionaryTrustRequired(name));
  // A discretionary trust's beneficial interest is not fixed: the percentage may then be left out.
  const pct = u.percentageOfBeneficialInterest;
  add(['percentageOfBeneficialInterest'], uboPercentageMessage(pct, { required: trust !== 'yes' }));

  if (required('countryOfTaxResidency', LATER_STEP_MESSAGES.uboTaxResidencyRequired))
    if (!knownCountry(ctx, v('countryOfTaxResidency')))
      add(['countryOfTaxResidency'], MESSAGES.uboTaxResidencyInvalid(name));
  if (required('cpUboCode', LATER_STEP_MESSAGES.uboCodeRequired))
    if (!(CONTROLLING_PERSON_TYPES as readonly string[]).includes(v('cpUboCode').toUpperCase()))
      add(['cpUboCode'], MESSAGES.uboCodeInvalid);
  required('placeAndCountryOfBirth', LATER_STEP_MESSAGES.uboPlaceOfBirthRequired);
  if (required('occupation', WIZARD_MESSAGES.occupationRequired))
    if (!inList(v('occupation'), OCCUPATIONS)) add(['occupation'], MESSAGES.occupationInvalid);
  if (required('gender', WIZARD_MESSAGES.genderRequired) && !locked.has('gender'))
    if (!inList(v('gender'), GENDERS)) add(['gender'], LATER_STEP_MESSAGES.uboGenderInvalid);
  if (required('nationality', LATER_STEP_MESSAGES.uboNationalityRequired))
    if (!knownNationality(ctx, v('nationality'))) add(['nationality'], MESSAGES.uboNationalityInvalid(name));
  required('fatherName', MESSAGES.fatherNameRequired);

  const ckyc = v('ckycNumber');
  const ckycMessage = messageOf(uboCkycSchema, ckyc);
  if (ckycMessage) add(['ckycNumber'], ckycMessage);
  else if (ckyc !== '' && ctx.others.some((o) => same(o.ckycNumber, ckyc)))
    add(['ckycNumber'], MESSAGES.uboCkycDuplicate);
  else if (ckyc !== '' && (ctx.contributorCkycs ?? []).some((c) => same(c, ckyc)))
    add(['ckycNumber'], MESSAGES.uboCkycSameAsApplicant(name));

  // address1 is shown as Address Line 1, address3 as Address Line 2 (doc 2 §3); address2 travels as stored.
  for (const [k, lineNo] of [
    ['address1', 1],
    ['address2', 2],
    ['address3', 2],
  ] as const)
    if (!locked.has(k) && v(k) !== '' && !isValidAddressLine(v(k)))
      add([k], MESSAGES.addressLineInvalid(lineNo));
  required('city', MESSAGES.cityRequired);
  required('state', MESSAGES.stateRequired);
  if (required('country', MESSAGES.countryRequired) && !locked.has('country'))
    if (!knownCountry(ctx, v('country'))) add(['country'], MESSAGES.uboCountryInvalid(name));
  if (!locked.has('pincode') || v('pincode') === '')
    add(['pincode'], pincodeMessage(v('country'), v('pincode'), 'ubo'));
}

/** The AML pop-up (doc 2 §2): comments (at most 1024) and the acknowledgement, both 'Field is required'. */
export const amlAcknowledgementSchema = z
  .object({
    amlComments: optionalText(AML_COMMENT_MAX_LENGTH, { multiLine: true }),
    amlAcknowledgement: optionalFlag,
  })
  .superRefine((v, ctx) => {
    if (isBlank(v.amlComments))
      ctx.addIssue({ code: 'custom', path: ['amlComments'], message: MESSAGES.fieldRequired });
    if (v.amlAcknowledgement !== true)
      ctx.addIssue({ code: 'custom', path: ['amlAcknowledgement'], message: MESSAGES.fieldRequired });
  });
export type AmlAcknowledgementInput = z.input<typeof amlAcknowledgementSchema>;

/** One UBO as the step stores it: trimmed, PAN upper-cased, date 'YYYY-MM-DD', percentage a number. */
export function normaliseUbo(u: UboFormValues) {
  const t = (x: string | null | undefined) => (trimmed(x) === '' ? null : trimmed(x));
  const dob = toCalendarDate(u.dob);
  const pct = u.percentageOfBeneficialInterest;
  return {
    id: t(u.id),
    panNumber: trimmed(u.panNumber).toUpperCase(),
    dob: dob ? calendarDateToIso(dob) : null,
    name: t(u.name),
    identificationType: t(u.identificationType),
    // Stored with 2 decimals (numeric(5, 2)), as the total rule counts it.
    percentageOfBeneficialInterest: isBlank(pct) ? null : Math.round(Number(pct) * 100) / 100,
    countryOfTaxResidency: t(u.countryOfTaxResidency),
    cpUboCode: t(u.cpUboCode)?.toUpperCase() ?? null,
    placeAndCountryOfBirth: t(u.placeAndCountryOfBirth),
    occupation: t(u.occupation),
    gender: t(u.gender),
    nationality: t(u.nationality),
    fatherName: t(u.fatherName),
    ckycNumber: t(u.ckycNumber),
    address1: t(u.address1),
    address2: t(u.address2),
    address3: t(u.address3),
    city: t(u.city),
    state: t(u.state),
    country: t(u.country),
    pincode: t(u.pincode),
    discretionaryTrust: (t(u.discretionaryTrust) as 'yes' | 'no' | null) ?? null,
    isActive: u.isActive !== false,
    isFetchData: u.isFetchData === true,
    amlCheck: u.amlCheck ?? null,
    dataFetchedFromKra: u.dataFetchedFromKra === true,
    amlComments: t(u.amlComments),
    amlAcknowledgement: u.amlAcknowledgement ?? null,
    fileId: t(u.fileId),
  };
}
export type UboValues = ReturnType<typeof normaliseUbo>;

/** The Add / Edit UBO dialog's schema (doc 2 §5 "UBO dialog"). */
export function uboDialogSchema(ctx: UboRuleContext) {
  return uboFormSchema
    .superRefine((u, zctx) =>
      checkUbo(u, ctx, (path, message) => {
        if (message) zctx.addIssue({ code: 'custom', path, message });
      }),
    )
    .transform(normaliseUbo);
}
