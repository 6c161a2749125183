/**
 * Step 7 of the entity flow, authorised-signatory (doc 2 §2 "Authorised signatory", §3, §5): signatory
 * groups, each with its "Total No. of required authorised signatories", and their signatories.
 */
import { authorisedSignatoryStepDefaults, type AuthorisedSignatoryStepValues } from '@aif/contracts';
import { saveSignatoryGroups } from '../signatory-groups';
import { contractsStepSchema, type StepHandler } from '../step-handler';

export const authorisedSignatory: StepHandler<AuthorisedSignatoryStepValues> = {
  slug: 'authorised-signatory',
  // The stored fund type (msar asks father name and address) is in the save context.
  schema: contractsStepSchema('authorised-signatory'),
  /** GET's `groups` (read for every flow in detail.ts) as the form loads them. */
  stored: async ({ detail }) => ({ data: authorisedSignatoryStepDefaults(detail) }),

  /** The groups and signatories as parsed: added, updated by id, the others removed (inactive). */
  async save({ tx, app, now }, v) {
    await saveSignatoryGroups(tx, app.id, 'authorised_signatories', v.groups, now);
    return {};
  },
};
