import { z } from 'zod';
import { TAX_ID_MAX_LENGTH } from '../constants';
import { toIsoDate } from '../dates';
import type { ControllingPerson } from '../entities/fatca';
import {
  CONTROLLING_PERSON_ID_TYPES,
  CONTROLLING_PERSON_OCCUPATION_TYPES,
  CONTROLLING_PERSON_TYPES,
} from '../enums/fatca';
import { OCCUPATIONS } from '../enums/kyc';
import { dateOfBirthMessage } from '../validation/date-of-birth';
import { alphaNumericMessage } from '../validation/kyc';
import { MESSAGES } from '../validation/messages';
import { formText, TEXT_LIMITS } from '../validation/text';
import { countryNames, inList, nationalities, type WizardStepContext } from './context';

/**
 * A controlling person of the entity FATCA step (doc 2 §3 "Controlling person", §5 "Entity FATCA", §8):
 * the Add / Edit dialog's schema, and the same rules on every active person when the step is saved.
 */

/** The dialog's labels; the required messages read '{label} is required'. */
export const CONTROLLING_PERSON_LABELS = {
  name: 'Name',
  correspondenceAddress: 'Correspondence Address',
  countryOfResidense: 'Country of Residence for Tax',
  issuingCountry: 'Issuing Country',
  controllingPersonType: 'Controlling Person Type',
  indentificationType: 'Identification Type',
  indentificationNumber: 'Identification Number',
  occupationType: 'Occupation Type',
  occupation: 'Occupation',
  dateOfBirth: 'Date of Birth',
  countryOfBirth: 'Country of Birth',
  nationality: 'Nationality',
  tin: 'TIN',
} as const;
export type ControllingPersonField = keyof typeof CONTROLLING_PERSON_LABELS;

/** Messages the specification does not word, in its style ("<label> is required", "There is already same ..."). */
export const CONTROLLING_PERSON_MESSAGES = {
  required: (label: string) => `${label} is required`,
  invalid: (label: string) => `Invalid value for ${label}`,
  idNumberDuplicate:
    'There is already same Identification Number for a Controlling Person associated with this application',
  tinDuplicate: 'There is already same TIN for a Controlling Person associated with this application',
  tinTooLong: `TIN should not be more than ${TAX_ID_MAX_LENGTH} characters`,
} as const;

/** One person as the form holds it (blanks are ''); `isActive` false is a deleted person kept for its id. */
export const controllingPersonFields = z.object({
  id: formText(TEXT_LIMITS.id),
  name: formText(TEXT_LIMITS.name),
  correspondenceAddress: formText(TEXT_LIMITS.remark, { multiLine: true }),
  countryOfResidense: formText(TEXT_LIMITS.line),
  issuingCountry: formText(TEXT_LIMITS.line),
  controllingPersonType: formText(TEXT_LIMITS.code),
  indentificationType: formText(TEXT_LIMITS.code),
  indentificationNumber: formText(TEXT_LIMITS.code),
  occupationType: formText(TEXT_LIMITS.code),
  occupation: formText(TEXT_LIMITS.code),
  dateOfBirth: formText(TEXT_LIMITS.code),
  countryOfBirth: formText(TEXT_LIMITS.line),
  nationality: formText(TEXT_LIMITS.line),
  tin: formText(TEXT_LIMITS.code),
  isActive: z
    .boolean()
    .nullish()
    .transform((v) => v !== false),
});
export type ControllingPersonInput = z.input<typeof controllingPersonFields>;
export type ControllingPersonValues = z.output<typeof controllingPersonFields>;

/** What a person's rules read besides its own fields. */
export interface ControllingPersonContext extends Pick<WizardStepContext, 'countries' | 'today'> {
  /** The other active persons (the one being edited left out): id number and TIN are unique among them. */
  others: readonly Pick<ControllingPersonInput, 'indentificationNumber' | 'tin'>[];
}

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toUpperCase() === b.toUpperCase();

/**
 * Every message of one person, by field: all fields required; type, identification type, occupation type
 * and occupation from their lists; identification number and TIN alphanumeric and unique; age 18 to 125;
 * countries and nationality in the country master ('Invalid ... for {name} in Controlling Person').
 */
export function controllingPersonIssues(
  p: ControllingPersonValues,
  ctx: ControllingPersonContext,
): [ControllingPersonField, string][] {
  const out: [ControllingPersonField, string][] = [];
  const name = p.name.trim();
  const countries = countryNames(ctx);
  const check = (field: ControllingPersonField, message: (v: string) => string | null) => {
    const v = p[field].trim();
    const m = v === '' ? CONTROLLING_PERSON_MESSAGES.required(CONTROLLING_PERSON_LABELS[field]) : message(v);
    if (m) out.push([field, m]);
  };
  const listed = (field: ControllingPersonField, list: readonly string[]) =>
    check(field, (v) =>
      inList(v, list) ? null : CONTROLLING_PERSON_MESSAGES.invalid(CONTROLLING_PERSON_LABELS[field]),
    );

  check('name', () => null);
  check('correspondenceAddress', () => null);
  check('countryOfResidense', (v) =>
    inList(v, countries) ? null : MESSAGES.cpCountryOfResidenceInvalid(name),
  );
  check('issuingCountry', (v) => (inList(v, countries) ? null : MESSAGES.cpIssuingCountryInvalid(name)));
  listed('controllingPersonType', CONTROLLING_PERSON_TYPES);
  listed('indentificationType', CONTROLLING_PERSON_ID_TYPES);
  check(
    'indentificationNumber',
    (v) =>
      alphaNumericMessage(v) ??
      (ctx.others.some((o) => same(o.indentificationNumber, v))
        ? CONTROLLING_PERSON_MESSAGES.idNumberDuplicate
        : null),
  );
  listed('occupationType', CONTROLLING_PERSON_OCCUPATION_TYPES);
  listed('occupation', OCCUPATIONS);
  const dob = dateOfBirthMessage(p.dateOfBirth, { now: ctx.today });
  if (dob) out.push(['dateOfBirth', dob]);
  check('countryOfBirth', (v) => (inList(v, countries) ? null : MESSAGES.cpCountryOfBirthInvalid(name)));
  check('nationality', (v) => (inList(v, nationalities(ctx)) ? null : MESSAGES.cpNationalityInvalid(name)));
  check(
    'tin',
    (v) =>
      alphaNumericMessage(v) ??
      (v.length > TAX_ID_MAX_LENGTH ? CONTROLLING_PERSON_MESSAGES.tinTooLong : null) ??
      (ctx.others.some((o) => same(o.tin, v)) ? CONTROLLING_PERSON_MESSAGES.tinDuplicate : null),
  );
  return out;
}

/** The stored form of a person: identification number and TIN upper-cased, the birth date 'YYYY-MM-DD'. */
export function normaliseControllingPerson<T extends ControllingPersonValues>(p: T): T {
  return {
    ...p,
    indentificationNumber: p.indentificationNumber.toUpperCase(),
    tin: p.tin.toUpperCase(),
    dateOfBirth: (p.dateOfBirth && toIsoDate(p.dateOfBirth)) || p.dateOfBirth,
  };
}

/** The Add / Edit Controlling Person dialog. */
export function controllingPersonFormSchema(ctx: ControllingPersonContext) {
  return controllingPersonFields
    .superRefine((p, zctx) => {
      for (const [field, message] of controllingPersonIssues(p, ctx))
        zctx.addIssue({ code: 'custom', path: [field], message });
    })
    .transform((p) => normaliseControllingPerson(p));
}

/** A new person's blank form. */
export function emptyControllingPerson(): ControllingPersonInput {
  return {
    id: '',
    name: '',
    correspondenceAddress: '',
    countryOfResidense: '',
    issuingCountry: '',
    controllingPersonType: '',
    indentificationType: '',
    indentificationNumber: '',
    occupationType: '',
    occupation: '',
    dateOfBirth: '',
    countryOfBirth: '',
    nationality: '',
    tin: '',
    isActive: true,
  };
}

/** A stored person (GET's `fatcadetail.controllingpersons`) as the form holds it. */
export function controllingPersonFormValues(p: ControllingPerson): ControllingPersonInput {
  const blank = emptyControllingPerson();
  const out: Record<string, unknown> = { ...blank };
  for (const k of Object.keys(blank) as (keyof ControllingPersonInput)[]) {
    if (k === 'isActive') continue;
    const v = (p as Record<string, unknown>)[k];
    if (typeof v === 'string') out[k] = v;
  }
  out.isActive = p.isActive !== false;
  return out as ControllingPersonInput;
}
