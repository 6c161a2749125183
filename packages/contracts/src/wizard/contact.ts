import { z } from 'zod';
import {
  DEFAULT_COUNTRY,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_COUNTRY_NAME_AND_CODE,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
} from '../constants';
import type { Address } from '../entities/address';
import type { Application } from '../entities/application';
import { ADDRESS_TYPES, type AddressType } from '../enums/kyc';
import { addressLineSchema, countryMessage, pincodeMessage } from '../validation/address';
import { contactEmailSchema } from '../validation/email';
import { MESSAGES } from '../validation/messages';
import { mobileMessage, normaliseCountryCode } from '../validation/mobile';
import {
  countryNames,
  flag,
  isLockedAddress,
  issueAdder,
  messageOf,
  type IssueAdder,
  type WizardStepContext,
  applicantTypeInput,
} from './context';
import { formText, list, LIST_LIMITS, TEXT_LIMITS } from '../validation/text';
import { isNri, sortApplicants } from './contributor';
import { WIZARD_MESSAGES } from './messages';

export const addressFormFields = z.object({
  id: formText(TEXT_LIMITS.id),
  address1: formText(TEXT_LIMITS.line),
  address2: formText(TEXT_LIMITS.line),
  address3: formText(TEXT_LIMITS.line),
  city: formText(TEXT_LIMITS.line),
  state: formText(TEXT_LIMITS.line),
  country: formText(TEXT_LIMITS.line),
  pincode: formText(TEXT_LIMITS.code),
  /** On the permanent address: the permanent address is the correspondence one. */
  permanentAddressSameAsCorresponding: flag,
  /** Read-only: the address came from the KYC registry (line 2 is then not required). */
  fetchedFromKRA: flag,
});
export type AddressFormValues = z.output<typeof addressFormFields>;

export const contactApplicantFields = z.object({
  id: formText(TEXT_LIMITS.id),
  applicant_type: applicantTypeInput,
  isActive: z
    .boolean()
    .nullish()
    .transform((v) => v !== false),
  /** Residential status from the contributor step (read-only here): decides which address is required. */
  status: formText(TEXT_LIMITS.code),
  email: formText(TEXT_LIMITS.email),
  countryNameAndCode: formText(TEXT_LIMITS.line),
  countryCode: formText(TEXT_LIMITS.code),
  mobile: formText(TEXT_LIMITS.code),
  phoneNumberoffice: formText(TEXT_LIMITS.code),
  phoneNumberResidence: formText(TEXT_LIMITS.code),
  kraMobileNumber: formText(TEXT_LIMITS.code),
  addresses: z.object({
    correspondence: addressFormFields.nullish(),
    permanent: addressFormFields.nullish(),
    overseas: addressFormFields.nullish(),
  }),
});
export type ContactApplicantValues = z.output<typeof contactApplicantFields>;

export const isBlankAddress = (a: AddressFormValues | null | undefined) =>
  !a || [a.address1, a.address2, a.address3, a.city, a.state, a.pincode].every((v) => v === '');

/**
 * The messages of one address. `required`: every field must be there (line 2 not when fetched from KRA;
 * state not for overseas); otherwise only what is filled in is checked. Overseas: the country cannot be India.
 */
export function checkAddress(
  a: AddressFormValues | null | undefined,
  type: AddressType,
  required: boolean,
  countries: readonly string[],
  add: IssueAdder,
  /** Entity addresses: line 2 is never required, and India's pincode has the entity screen's wording. */
  variant: 'individual' | 'entityContact' = 'individual',
) {
  if (!a) {
    if (required) add(['address1'], MESSAGES.addressLineRequired(1));
    return;
  }
  const overseas = type === 'overseas';
  const need = (v: string) => required && v === '';
  add(['address1'], messageOf(addressLineSchema(1, { required }), a.address1));
  const line2Required = required && !a.fetchedFromKRA && variant === 'individual';
  add(['address2'], messageOf(addressLineSchema(2, { required: line2Required }), a.address2));
  add(['address3'], messageOf(addressLineSchema(3), a.address3));
  if (need(a.city)) add(['city'], MESSAGES.cityRequired);
  if (!overseas && need(a.state)) add(['state'], MESSAGES.stateRequired);
  if (required || a.country !== '') add(['country'], countryMessage(a.country, countries, { overseas }));
  if (required || a.pincode !== '')
    add(['pincode'], pincodeMessage(a.country || (overseas ? '' : DEFAULT_COUNTRY), a.pincode, variant));
}

function phoneMessage(v: string): string | null {
  if (v === '') return null;
  return new RegExp(`^\\d{${PHONE_MIN_LENGTH},${PHONE_MAX_LENGTH}}$`).test(v)
    ? null
    : WIZARD_MESSAGES.phoneInvalid;
}

/**
 * The contact step's fields, built once: its rules depend on the context, its fields do not (building
 * them on every save was 2 % of its CPU).
 */
const contactStepFields = z.object({ applicants: list(contactApplicantFields, LIST_LIMITS.people) });

/**
 * Contact details (doc 1 §2, §5 "Contact"). Per active applicant: e-mail, mobile valid for its country
 * code, optional office/residence phones, and addresses by type:
 * - resident: correspondence required; permanent required unless 'same as correspondence' is ticked;
 * - NRI: overseas required (state optional, country not India); the others checked when filled in;
 * - line 2 is not required on an address fetched from the KYC registry.
 */
export function contactStepSchema(ctx: Pick<WizardStepContext, 'countries' | 'locked'>) {
  const countries = countryNames(ctx);
  return contactStepFields
    .superRefine((v, zctx) => {
      v.applicants.forEach((a, i) => {
        if (!a.isActive) return;
        const add = issueAdder(zctx, ['applicants', i]);
        add(['email'], messageOf(contactEmailSchema, a.email));
        const code = a.countryCode || normaliseCountryCode(a.countryNameAndCode);
        if (code === '') add(['countryCode'], MESSAGES.countryCodeRequired);
        else add(['mobile'], mobileMessage(code, a.mobile));
        add(['phoneNumberoffice'], phoneMessage(a.phoneNumberoffice));
        add(['phoneNumberResidence'], phoneMessage(a.phoneNumberResidence));
        const nri = isNri(a.status);
        const sub = (t: AddressType) => issueAdder(zctx, ['applicants', i, 'addresses', t]);
        const corr = a.addresses.correspondence;
        const perm = a.addresses.permanent;
        const over = a.addresses.overseas;
        // A locked address (the registry's, or one this role may not change) is stored as it is.
        const open = (t: AddressType) => !isLockedAddress(ctx, i, t);
        if (open('correspondence'))
          checkAddress(
            corr,
            'correspondence',
            !nri || !isBlankAddress(corr),
            countries,
            sub('correspondence'),
          );
        if (!perm?.permanentAddressSameAsCorresponding && open('permanent'))
          checkAddress(perm, 'permanent', !nri || !isBlankAddress(perm), countries, sub('permanent'));
        if (open('overseas'))
          checkAddress(over, 'overseas', nri || !isBlankAddress(over), countries, sub('overseas'));
      });
    })
    .transform((v) => ({
      applicants: v.applicants.map((a) => ({
        ...a,
        countryCode: a.countryCode || normaliseCountryCode(a.countryNameAndCode) || DEFAULT_COUNTRY_CODE,
        addresses: {
          correspondence: a.addresses.correspondence ?? null,
          permanent: a.addresses.permanent?.permanentAddressSameAsCorresponding
            ? copyOf(a.addresses.correspondence, a.addresses.permanent)
            : (a.addresses.permanent ?? null),
          overseas: a.addresses.overseas ?? null,
        },
      })),
    }));
}
export type ContactStepInput = z.input<ReturnType<typeof contactStepSchema>>;
export type ContactStepValues = z.output<ReturnType<typeof contactStepSchema>>;

/** 'Same as correspondence': the permanent address takes the correspondence fields. */
export function copyOf(from: AddressFormValues | null | undefined, to: AddressFormValues): AddressFormValues {
  if (!from) return to;
  return { ...from, id: to.id, permanentAddressSameAsCorresponding: true, fetchedFromKRA: to.fetchedFromKRA };
}

export function addressToForm(
  a: Address | undefined,
  type: AddressType,
): z.input<typeof addressFormFields> | null {
  if (!a) return type === 'overseas' ? null : { country: DEFAULT_COUNTRY };
  return {
    id: a.id ?? '',
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    address3: a.address3 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    country: a.country ?? (type === 'overseas' ? '' : DEFAULT_COUNTRY),
    pincode: a.pincode ?? '',
    permanentAddressSameAsCorresponding: a.permanentAddressSameAsCorresponding ?? false,
    fetchedFromKRA: a.fetchedFromKRA ?? false,
  };
}

/** The form's addresses-by-type back to the entity's list (blank addresses are left out). */
export function addressesFromForm(addresses: ContactApplicantValues['addresses']): Address[] {
  return ADDRESS_TYPES.flatMap((t) => {
    const a = addresses[t];
    if (!a || (isBlankAddress(a) && !a.permanentAddressSameAsCorresponding)) return [];
    return [{ ...a, id: a.id || null, address_type: t, isActive: true }];
  });
}

export function contactStepDefaults(application: Pick<Application, 'applicants'>): ContactStepInput {
  return {
    applicants: sortApplicants(application.applicants).map((a) => {
      const by = (t: AddressType) =>
        (a.addresses ?? []).find((x) => x.address_type === t && x.isActive !== false);
      return {
        id: a.id ?? '',
        applicant_type: a.applicant_type ?? null,
        isActive: a.isActive !== false,
        status: a.status ?? '',
        email: a.email ?? '',
        countryNameAndCode: a.countryNameAndCode ?? DEFAULT_COUNTRY_NAME_AND_CODE,
        countryCode: a.countryCode ?? DEFAULT_COUNTRY_CODE,
        mobile: a.mobile ?? '',
        phoneNumberoffice: a.phoneNumberoffice ?? '',
        phoneNumberResidence: a.phoneNumberResidence ?? '',
        kraMobileNumber: a.kraMobileNumber ?? '',
        addresses: {
          correspondence: addressToForm(by('correspondence'), 'correspondence'),
          permanent: addressToForm(by('permanent'), 'permanent'),
          overseas: addressToForm(by('overseas'), 'overseas'),
        },
      };
    }),
  };
}
