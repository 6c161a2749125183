/**
 * Step 3 of the entity flow, contact-details (doc 2 §2 "Contact details (entity)", §3, §5): the
 * correspondence and registered office addresses and the contact person.
 */
import { eq } from 'drizzle-orm';
import {
  addressesFromForm,
  entityContactStepDefaults,
  type AddressType,
  type ContactApplicantValues,
  type ContactPerson,
  type EntityContactStepValues,
} from '@aif/contracts';
import { applicants } from '../../../db/schema';
import { contractsStepSchema, type StepHandler } from '../step-handler';
import { saveAddresses } from './contact-details';
import { entityApplicantOf, entityLabelOf } from './entity-applicant';

/** The entity's two addresses; the registered office is stored as its `permanent` address. */
const ENTITY_ADDRESS_TYPES: readonly AddressType[] = ['correspondence', 'permanent'];

export const entityContactDetails: StepHandler<EntityContactStepValues> = {
  slug: 'contact-details',
  // The save context's applicationType (non_individual) selects the entity's schema.
  schema: contractsStepSchema('contact-details'),
  stored: async ({ detail }) => ({ data: entityContactStepDefaults(detail) }),

  /**
   * A changed address is written; one locked for the caller (the registered office from the registry,
   * or by role) is 403, a changed registry correspondence address is marked edited (its proof is then
   * asked for). The contact person is kept as sent (parsed).
   */
  async save(ctx, v) {
    const { tx, addresses, locks, now } = ctx;
    const a = v.applicant;
    const row = entityApplicantOf(ctx, a.id);
    const submitted = addressesFromForm(a.addresses as ContactApplicantValues['addresses']);
    const correspondenceEdited = await saveAddresses(tx, row, addresses, submitted, {
      types: ENTITY_ADDRESS_TYPES,
      locked: locks.applicants[0]?.addresses ?? [],
      label: entityLabelOf,
      now,
    });
    const contactPerson: ContactPerson = { ...a.contactperson };
    await tx
      .update(applicants)
      .set({ contactPerson, correspondenceAddressEdited: correspondenceEdited, updatedAt: now })
      .where(eq(applicants.id, row.id));
    return {};
  },

  /** The contact person (its column); the addresses are read with every applicant. */
  async read({ applicants: rows }) {
    return {
      applicants: new Map(
        rows.map((r) => [r.id, { contactperson: (r.contactPerson as ContactPerson | null) ?? null }]),
      ),
    };
  },
};
