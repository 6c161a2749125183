/** Step 5, fatca (doc 1 §3): birth, nationality and tax residency of each applicant. */
import {
  FATCA_LOCKED_FOR_INVESTOR_SIDE,
  fatcaIndividualStepDefaults,
  type FatcaIndividualStepValues,
} from '@aif/contracts';
import { saveApplicantDetails } from '../applicants';
import { contractsStepSchema, type StepHandler } from '../step-handler';

const FATCA_FIELDS = ['typeOfAddressProvidedAtKRA', ...FATCA_LOCKED_FOR_INVESTOR_SIDE] as const;

export const fatca: StepHandler<FatcaIndividualStepValues> = {
  slug: 'fatca',
  schema: contractsStepSchema('fatca'),
  stored: async ({ detail, schemaContext }) => ({ data: fatcaIndividualStepDefaults(detail, schemaContext) }),
  async save(ctx, v) {
    await saveApplicantDetails(ctx, v.applicants, FATCA_FIELDS);
    return {};
  },
};
