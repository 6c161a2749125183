/** Step 3, contact-details (doc 1 §3): e-mail, mobile, phones and the addresses of each applicant. */
import { and, eq } from 'drizzle-orm';
import {
  CONTACT_FIELDS,
  MESSAGES,
  addressesFromForm,
  contactStepDefaults,
  type Address,
  type AddressType,
  type ContactStepValues,
} from '@aif/contracts';
import type { Tx } from '../../../db/client';
import { applicantAddresses, type ApplicantDetails } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { checkLocked, labelOf, matchApplicants, storedValues } from '../applicants';
import { fieldLocked } from '../errors';
import { updateApplicant, type AddressRow, type ApplicantRow } from '../records';
import { contractsStepSchema, type StepHandler } from '../step-handler';
import { same } from '../values';

/** The registry's KRA mobile number stays as fetched (KRA_LOCKED_FIELDS); typed, it is stored with the step. */
const CONTACT_CHECKED_FIELDS = [...CONTACT_FIELDS, 'kraMobileNumber'];
const ADDRESS_FIELDS = ['address1', 'address2', 'address3', 'city', 'state', 'country', 'pincode'] as const;

export const contactDetails: StepHandler<ContactStepValues> = {
  slug: 'contact-details',
  schema: contractsStepSchema('contact-details'),
  stored: async ({ detail }) => ({ data: contactStepDefaults(detail) }),
  complete(_ctx, v) {
    const i = duplicateMobileIndex(v.applicants);
    return i < 0 ? [] : [{ path: `applicants.${i}.mobile`, message: MESSAGES.mobileDuplicateApplicant }];
  },

  /**
   * Mobiles must differ between applicants. A changed address is written (one row per applicant and type);
   * a locked one (registry, role) is 403; a changed registry correspondence address is marked edited.
   */
  async save({ tx, applicants: rows, addresses, locks, now }, v) {
    const matched = matchApplicants(rows, v.applicants).filter(([, s]) => s.isActive);
    if (duplicateMobileIndex(v.applicants) >= 0) throw badRequest(MESSAGES.mobileDuplicateApplicant);
    for (const [row, s, index] of matched) {
      checkLocked(locks, index, CONTACT_CHECKED_FIELDS, s, storedValues(row));
      const correspondenceEdited = await saveAddresses(tx, row, addresses, addressesFromForm(s.addresses), {
        types: ['correspondence', 'permanent', 'overseas'],
        locked: locks.applicants[index]?.addresses ?? [],
        label: labelOf,
        now,
      });
      const details: ApplicantDetails = {
        ...(row.details ?? {}),
        phoneNumberoffice: s.phoneNumberoffice || null,
        phoneNumberResidence: s.phoneNumberResidence || null,
        // Typed on this step (or kept from the registry's record when blank: GET falls back to kraData).
        kraMobileNumber: s.kraMobileNumber || null,
      };
      await updateApplicant(
        tx,
        row,
        {
          email: s.email,
          countryCode: s.countryCode,
          countryNameAndCode: s.countryNameAndCode || null,
          mobile: s.mobile,
          correspondenceAddressEdited: correspondenceEdited,
          details,
        },
        now,
      );
    }
    return {};
  },
};

/**
 * An applicant's addresses of `types` as submitted: a changed one is written; one locked for the caller
 * (registry, role) is 403; a changed registry correspondence address is marked edited (its proof is then
 * asked for). Returns the applicant's `correspondenceAddressEdited` after the save.
 */
export async function saveAddresses(
  tx: Tx,
  applicant: Pick<ApplicantRow, 'id' | 'correspondenceAddressEdited'>,
  stored: readonly AddressRow[],
  submitted: readonly Address[],
  opts: {
    types: readonly AddressType[];
    locked: readonly AddressType[];
    label: (type: string) => string;
    now: Date;
  },
): Promise<boolean> {
  const mine = stored.filter((a) => a.applicantId === applicant.id);
  let correspondenceEdited = applicant.correspondenceAddressEdited;
  for (const type of opts.types) {
    const old = mine.find((a) => a.addressType === type);
    const next = submitted.find((a) => a.address_type === type);
    if (sameAddress(old, next)) continue;
    if (opts.locked.includes(type)) throw fieldLocked(opts.label(type));
    if (type === 'correspondence' && old?.fetchedFromKra) correspondenceEdited = true;
    await writeAddress(tx, applicant.id, type, old, next, opts.now);
  }
  return correspondenceEdited;
}

/** Mobiles differ between the active applicants: the index of the first repeat, or -1. */
function duplicateMobileIndex(
  list: readonly { isActive: boolean; countryCode: string; mobile: string }[],
): number {
  const seen = new Set<string>();
  for (const [i, a] of list.entries()) {
    if (!a.isActive) continue;
    const key = `${a.countryCode}|${a.mobile}`;
    if (seen.has(key)) return i;
    seen.add(key);
  }
  return -1;
}

function sameAddress(old: AddressRow | undefined, next: Address | undefined): boolean {
  if (!old && !next) return true;
  if (!old || !next) return false;
  return (
    ADDRESS_FIELDS.every((f) => same(old[f], next[f])) &&
    old.permanentAddressSameAsCorresponding === (next.permanentAddressSameAsCorresponding === true)
  );
}

async function writeAddress(
  tx: Tx,
  applicantId: string,
  type: AddressType,
  old: AddressRow | undefined,
  next: Address | undefined,
  now: Date,
) {
  if (!next) {
    if (old)
      await tx
        .update(applicantAddresses)
        .set({ isActive: false, updatedAt: now })
        .where(eq(applicantAddresses.id, old.id));
    return;
  }
  const values = {
    address1: next.address1 || null,
    address2: next.address2 || null,
    address3: next.address3 || null,
    city: next.city || null,
    state: next.state || null,
    country: next.country || null,
    pincode: next.pincode || null,
    permanentAddressSameAsCorresponding: next.permanentAddressSameAsCorresponding === true,
    isActive: true,
    updatedAt: now,
  };
  // One row per applicant and type (an inactive one is reused).
  const [existing] = await tx
    .select({ id: applicantAddresses.id })
    .from(applicantAddresses)
    .where(and(eq(applicantAddresses.applicantId, applicantId), eq(applicantAddresses.addressType, type)));
  if (existing) await tx.update(applicantAddresses).set(values).where(eq(applicantAddresses.id, existing.id));
  else await tx.insert(applicantAddresses).values({ ...values, applicantId, addressType: type });
}
