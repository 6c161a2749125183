import { lazyStep } from './lazy-step';
import type { StepForms } from '../frame/routes';

/**
 * The individual flow's forms (doc 1 §2), one lazy chunk each: the individual remote's `forms`. Another
 * flow lists its own, reusing those of these modules that serve it.
 */
export const INDIVIDUAL_STEP_FORMS: StepForms = {
  'distributor-details': lazyStep(() =>
    import('./distributor').then((m) => ({ default: m.DistributorStep })),
  ),
  'contributor-details': lazyStep(() =>
    import('./contributor').then((m) => ({ default: m.ContributorStep })),
  ),
  'contact-details': lazyStep(() => import('./contact').then((m) => ({ default: m.ContactStep }))),
  'additional-KYC-details': lazyStep(() =>
    import('./additional-kyc').then((m) => ({ default: m.AdditionalKycStep })),
  ),
  fatca: lazyStep(() => import('./fatca').then((m) => ({ default: m.FatcaStep }))),
  'nominee-details': lazyStep(() => import('./nominee').then((m) => ({ default: m.NomineeStep }))),
  'bank-details': lazyStep(() => import('./bank').then((m) => ({ default: m.BankStep }))),
  'investment-payment-details': lazyStep(() =>
    import('./investment').then((m) => ({ default: m.InvestmentStep })),
  ),
  'document-details': lazyStep(() => import('./documents').then((m) => ({ default: m.DocumentsStep }))),
};
