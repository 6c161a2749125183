import { lazy } from 'react';
import type { StepForms } from '../frame/routes';

/**
 * The individual flow's forms (doc 1 §2), one lazy chunk each: the individual remote's `forms`. Another
 * flow lists its own, reusing those of these modules that serve it.
 */
export const INDIVIDUAL_STEP_FORMS: StepForms = {
  'distributor-details': lazy(() => import('./distributor').then((m) => ({ default: m.DistributorStep }))),
  'contributor-details': lazy(() => import('./contributor').then((m) => ({ default: m.ContributorStep }))),
  'contact-details': lazy(() => import('./contact').then((m) => ({ default: m.ContactStep }))),
  'additional-KYC-details': lazy(() =>
    import('./additional-kyc').then((m) => ({ default: m.AdditionalKycStep })),
  ),
  fatca: lazy(() => import('./fatca').then((m) => ({ default: m.FatcaStep }))),
  'nominee-details': lazy(() => import('./nominee').then((m) => ({ default: m.NomineeStep }))),
  'bank-details': lazy(() => import('./bank').then((m) => ({ default: m.BankStep }))),
  'investment-payment-details': lazy(() =>
    import('./investment').then((m) => ({ default: m.InvestmentStep })),
  ),
  'document-details': lazy(() => import('./documents').then((m) => ({ default: m.DocumentsStep }))),
};
