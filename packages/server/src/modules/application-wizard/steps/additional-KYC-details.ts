/** Step 4, additional-KYC-details (doc 1 §3): occupation, income, PEP status, source of funds, KYC ids. */
import {
  KYC_LOCKED_FOR_INVESTOR_SIDE,
  additionalKycStepDefaults,
  type AdditionalKycStepValues,
} from '@aif/contracts';
import { saveApplicantDetails } from '../applicants';
import { contractsStepSchema, type StepHandler } from '../step-handler';

const KYC_FIELDS = [
  'occupationDetails',
  'grossAnnualIncome',
  'politicallyExposedPersonStatus',
  'sourceOfFunds',
  'otherSourceOfFund',
  ...KYC_LOCKED_FOR_INVESTOR_SIDE,
] as const;

export const additionalKycDetails: StepHandler<AdditionalKycStepValues> = {
  slug: 'additional-KYC-details',
  schema: contractsStepSchema('additional-KYC-details'),
  // The stored fund type is the context: a domestic fund chosen after this step still needs demat details.
  stored: async ({ detail, schemaContext }) => ({ data: additionalKycStepDefaults(detail, schemaContext) }),
  async save(ctx, v) {
    await saveApplicantDetails(ctx, v.applicants, KYC_FIELDS);
    return {};
  },
};
