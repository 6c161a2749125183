import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants';
import type { Application } from '../entities/application';
import { KRA_ADDRESS_TYPES } from '../enums/kyc';
import { taxIdSchema } from '../validation/kyc';
import { NAME_REGEX, normaliseName } from '../validation/name';
import {
  countryNames,
  inList,
  issueAdder,
  messageOf,
  type WizardStepContext,
  applicantTypeInput,
} from './context';
import { formText, list, LIST_LIMITS, TEXT_LIMITS } from '../validation/text';
import { sortApplicants } from './contributor';
import { WIZARD_MESSAGES } from './messages';

export const fatcaIndividualApplicantFields = z.object({
  id: formText(TEXT_LIMITS.id),
  applicant_type: applicantTypeInput,
  isActive: z
    .boolean()
    .nullish()
    .transform((v) => v !== false),
  typeOfAddressProvidedAtKRA: formText(TEXT_LIMITS.line),
  taxResidentOfAnyCountryOtherThanIndia: z
    .boolean()
    .nullish()
    .transform((v) => v === true),
  placeOfBirth: formText(TEXT_LIMITS.name),
  countryOfBirth: formText(TEXT_LIMITS.line),
  countryOfNationality: formText(TEXT_LIMITS.line),
  taxCountryName: formText(TEXT_LIMITS.line),
  taxID: formText(TEXT_LIMITS.code),
  idType: formText(TEXT_LIMITS.line),
});
export type FatcaIndividualApplicantValues = z.output<typeof fatcaIndividualApplicantFields>;

/** Tax fields are kept only when the applicant is tax resident of another country (cleared on save otherwise). */
export function normaliseFatcaIndividual<T extends FatcaIndividualApplicantValues>(a: T): T {
  if (a.taxResidentOfAnyCountryOtherThanIndia) return { ...a, taxID: a.taxID.toUpperCase() };
  return { ...a, taxCountryName: '', taxID: '', idType: '' };
}

function countryCheck(value: string, known: readonly string[], required: string, invalid: string) {
  if (value === '') return required;
  return inList(value, known) ? null : invalid;
}

/** The step's fields, built once (its rules depend on the context, its fields do not). */
const fatcaIndividualStepFields = z.object({
  applicants: list(fatcaIndividualApplicantFields, LIST_LIMITS.people),
});

/**
 * FATCA for individuals (doc 1 §5 "FATCA (individual)"): type of address at KRA required; place of birth
 * required, letters only; country of birth and of nationality required and in the country list; when tax
 * resident of another country: tax country (in the list), tax ID (at most 20, 'Invalid Tax ID') and ID type
 * required. The parsed value has the tax fields cleared when not tax resident elsewhere.
 */
export function fatcaIndividualStepSchema(ctx: Pick<WizardStepContext, 'countries'>) {
  const countries = countryNames(ctx);
  return fatcaIndividualStepFields
    .superRefine((v, zctx) => {
      v.applicants.forEach((a, i) => {
        if (!a.isActive) return;
        const add = issueAdder(zctx, ['applicants', i]);
        add(
          ['typeOfAddressProvidedAtKRA'],
          a.typeOfAddressProvidedAtKRA === ''
            ? WIZARD_MESSAGES.kraAddressTypeRequired
            : inList(a.typeOfAddressProvidedAtKRA, KRA_ADDRESS_TYPES)
              ? null
              : WIZARD_MESSAGES.kraAddressTypeInvalid,
        );
        const pob = normaliseName(a.placeOfBirth);
        add(
          ['placeOfBirth'],
          pob === ''
            ? WIZARD_MESSAGES.placeOfBirthRequired
            : NAME_REGEX.test(pob)
              ? null
              : WIZARD_MESSAGES.placeOfBirthInvalid,
        );
        add(
          ['countryOfBirth'],
          countryCheck(
            a.countryOfBirth,
            countries,
            WIZARD_MESSAGES.countryOfBirthRequired,
            WIZARD_MESSAGES.countryOfBirthInvalid,
          ),
        );
        add(
          ['countryOfNationality'],
          countryCheck(
            a.countryOfNationality,
            countries,
            WIZARD_MESSAGES.countryOfNationalityRequired,
            WIZARD_MESSAGES.countryOfNationalityInvalid,
          ),
        );
        if (a.taxResidentOfAnyCountryOtherThanIndia) {
          add(
            ['taxCountryName'],
            countryCheck(
              a.taxCountryName,
              countries,
              WIZARD_MESSAGES.taxCountryRequired,
              WIZARD_MESSAGES.taxCountryInvalid,
            ),
          );
          add(['taxID'], messageOf(taxIdSchema, a.taxID));
          if (a.idType === '') add(['idType'], WIZARD_MESSAGES.idTypeRequired);
        }
      });
    })
    .transform((v) => ({
      applicants: v.applicants.map((a) =>
        normaliseFatcaIndividual({ ...a, placeOfBirth: normaliseName(a.placeOfBirth) }),
      ),
    }));
}
export type FatcaIndividualStepInput = z.input<ReturnType<typeof fatcaIndividualStepSchema>>;
export type FatcaIndividualStepValues = z.output<ReturnType<typeof fatcaIndividualStepSchema>>;

/** Country of nationality defaults to INDIA for staff and is blank for investors and POA approvers. */
export function fatcaIndividualStepDefaults(
  application: Pick<Application, 'applicants'>,
  ctx: Pick<WizardStepContext, 'role'>,
): FatcaIndividualStepInput {
  const investorSide = ctx.role === 'investor' || ctx.role === 'poaapprover';
  return {
    applicants: sortApplicants(application.applicants).map((a) => ({
      id: a.id ?? '',
      applicant_type: a.applicant_type ?? null,
      isActive: a.isActive !== false,
      typeOfAddressProvidedAtKRA: a.typeOfAddressProvidedAtKRA ?? '',
      taxResidentOfAnyCountryOtherThanIndia: a.taxResidentOfAnyCountryOtherThanIndia ?? false,
      placeOfBirth: a.placeOfBirth ?? '',
      countryOfBirth: a.countryOfBirth ?? '',
      countryOfNationality: a.countryOfNationality ?? (investorSide ? '' : DEFAULT_COUNTRY),
      taxCountryName: a.taxCountryName ?? '',
      taxID: a.taxID ?? '',
      idType: a.idType ?? '',
    })),
  };
}
