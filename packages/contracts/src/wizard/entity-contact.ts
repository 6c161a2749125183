import { z } from 'zod';
import { DEFAULT_COUNTRY, DEFAULT_COUNTRY_CODE, DEFAULT_COUNTRY_NAME_AND_CODE } from '../constants';
import type { Application } from '../entities/application';
import type { AddressType } from '../enums/kyc';
import { addressLineSchema, countryMessage, pincodeMessage } from '../validation/address';
import { contactEmailSchema } from '../validation/email';
import { MESSAGES } from '../validation/messages';
import { mobileMessage, normaliseCountryCode } from '../validation/mobile';
import { formText, TEXT_LIMITS } from '../validation/text';
import { addressFormFields, addressToForm, checkAddress, copyOf, type AddressFormValues } from './contact';
import {
  countryNames,
  isLockedAddress,
  issueAdder,
  messageOf,
  type IssueAdder,
  type WizardStepContext,
} from './context';
import { sortApplicants } from './contributor';

/** The contact person of an entity (doc 2 §3 "Contact person"). */
export const contactPersonFields = z.object({
  name: formText(TEXT_LIMITS.name),
  countryNameAndCode: formText(TEXT_LIMITS.line),
  countryCode: formText(TEXT_LIMITS.code),
  mobile: formText(TEXT_LIMITS.code),
  email: formText(TEXT_LIMITS.email),
  stdCode: formText(TEXT_LIMITS.code),
  landLineNumber: formText(TEXT_LIMITS.code),
  address1: formText(TEXT_LIMITS.line),
  address2: formText(TEXT_LIMITS.line),
  address3: formText(TEXT_LIMITS.line),
  city: formText(TEXT_LIMITS.line),
  state: formText(TEXT_LIMITS.line),
  country: formText(TEXT_LIMITS.line),
  pincode: formText(TEXT_LIMITS.code),
});
export type ContactPersonValues = z.output<typeof contactPersonFields>;

export const entityContactFields = z.object({
  id: formText(TEXT_LIMITS.id),
  addresses: z.object({
    correspondence: addressFormFields.nullish(),
    /** The registered office address (stored as the 'permanent' address). */
    permanent: addressFormFields.nullish(),
  }),
  contactperson: contactPersonFields,
});
export type EntityContactValues = z.output<typeof entityContactFields>;

/** STD code: 2 to 5 digits (with or without its leading 0); landline: 5 to 8 digits. */
export const STD_CODE_REGEX = /^\d{2,5}$/;
export const LANDLINE_REGEX = /^\d{5,8}$/;
export const ENTITY_CONTACT_MESSAGES = {
  stdCodeInvalid: 'STD Code should be 2 to 5 digits',
  landlineInvalid: 'Landline number should be 5 to 8 digits',
} as const;

/** Whether the 'same as correspondence' box is offered: not when either address came from the registry. */
export function entitySameAddressOffered(v: Pick<EntityContactValues, 'addresses'>): boolean {
  return !v.addresses.correspondence?.fetchedFromKRA && !v.addresses.permanent?.fetchedFromKRA;
}

function checkContactPerson(p: ContactPersonValues, countries: readonly string[], add: IssueAdder) {
  if (p.name.trim() === '') add(['name'], MESSAGES.nameRequired);
  add(['email'], messageOf(contactEmailSchema, p.email));
  const code = p.countryCode || normaliseCountryCode(p.countryNameAndCode);
  if (code === '') add(['countryCode'], MESSAGES.countryCodeRequired);
  else add(['mobile'], mobileMessage(code, p.mobile));
  // Landline and STD code go together: one given asks for the other; both digits only.
  if (p.stdCode !== '' || p.landLineNumber !== '') {
    add(
      ['stdCode'],
      p.stdCode === ''
        ? MESSAGES.stdCodeRequired
        : STD_CODE_REGEX.test(p.stdCode)
          ? null
          : ENTITY_CONTACT_MESSAGES.stdCodeInvalid,
    );
    add(
      ['landLineNumber'],
      p.landLineNumber === ''
        ? MESSAGES.landlineRequired
        : LANDLINE_REGEX.test(p.landLineNumber)
          ? null
          : ENTITY_CONTACT_MESSAGES.landlineInvalid,
    );
  }
  // The contact person's address is optional; what is filled in is checked.
  add(['address1'], messageOf(addressLineSchema(1, { required: false }), p.address1));
  add(['address2'], messageOf(addressLineSchema(2), p.address2));
  add(['address3'], messageOf(addressLineSchema(3), p.address3));
  if (p.country !== '') add(['country'], countryMessage(p.country, countries));
  if (p.pincode !== '')
    add(['pincode'], pincodeMessage(p.country || DEFAULT_COUNTRY, p.pincode, 'entityContact'));
}

/**
 * Contact details of an entity (doc 2 §2, §5 "Contact"): the correspondence address (line 1, city, state,
 * country and pincode required) and the registered office address (the same, unless 'same as
 * correspondence' is ticked: then it takes the correspondence fields), and the contact person (name,
 * e-mail, mobile valid for its country code; landline with STD code; address when given).
 */
export function entityContactStepSchema(ctx: Pick<WizardStepContext, 'countries' | 'locked'>) {
  const countries = countryNames(ctx);
  return z
    .object({ applicant: entityContactFields })
    .superRefine(({ applicant: a }, zctx) => {
      const sub = (path: (string | number)[]) => issueAdder(zctx, ['applicant', ...path]);
      const corr = a.addresses.correspondence;
      const perm = a.addresses.permanent;
      checkAddress(
        corr,
        'correspondence',
        true,
        countries,
        sub(['addresses', 'correspondence']),
        'entityContact',
      );
      const same = perm?.permanentAddressSameAsCorresponding && entitySameAddressOffered(a);
      // The registered office from the registry is locked and stored as it is.
      if (!same && !isLockedAddress(ctx, 0, 'permanent'))
        checkAddress(perm, 'permanent', true, countries, sub(['addresses', 'permanent']), 'entityContact');
      checkContactPerson(a.contactperson, countries, sub(['contactperson']));
    })
    .transform(({ applicant: a }) => {
      const perm = a.addresses.permanent;
      const same = perm?.permanentAddressSameAsCorresponding === true && entitySameAddressOffered(a);
      const p = a.contactperson;
      return {
        applicant: {
          ...a,
          addresses: {
            correspondence: a.addresses.correspondence ?? null,
            permanent: perm
              ? same
                ? copyOf(a.addresses.correspondence, perm)
                : { ...perm, permanentAddressSameAsCorresponding: false }
              : null,
          },
          contactperson: {
            ...p,
            name: p.name.trim().replace(/\s+/g, ' '),
            countryCode: p.countryCode || normaliseCountryCode(p.countryNameAndCode) || DEFAULT_COUNTRY_CODE,
            country: p.country || DEFAULT_COUNTRY,
          },
        },
      };
    });
}
export type EntityContactStepInput = z.input<ReturnType<typeof entityContactStepSchema>>;
export type EntityContactStepValues = z.output<ReturnType<typeof entityContactStepSchema>>;

/** Form values from the loaded application's entity applicant. */
export function entityContactStepDefaults(
  application: Pick<Application, 'applicants'>,
): EntityContactStepInput {
  const a = sortApplicants(application.applicants)[0];
  const by = (t: AddressType) =>
    (a?.addresses ?? []).find((x) => x.address_type === t && x.isActive !== false);
  const p = a?.contactperson ?? {};
  return {
    applicant: {
      id: a?.id ?? '',
      addresses: {
        correspondence: addressToForm(by('correspondence'), 'correspondence'),
        permanent: addressToForm(by('permanent'), 'permanent'),
      },
      contactperson: {
        name: p.name ?? '',
        countryNameAndCode: p.countryNameAndCode ?? DEFAULT_COUNTRY_NAME_AND_CODE,
        countryCode: p.countryCode ?? DEFAULT_COUNTRY_CODE,
        mobile: p.mobile ?? '',
        email: p.email ?? '',
        stdCode: p.stdCode ?? '',
        landLineNumber: p.landLineNumber ?? '',
        address1: p.address1 ?? '',
        address2: p.address2 ?? '',
        address3: p.address3 ?? '',
        city: p.city ?? '',
        state: p.state ?? '',
        country: p.country ?? DEFAULT_COUNTRY,
        pincode: p.pincode ?? '',
      },
    },
  };
}

export type { AddressFormValues };
