import { lazyStep } from './lazy-step';
import type { StepForms } from '../frame/routes';

/**
 * The individual flow's forms (doc 1 §2), one lazy chunk each: the individual remote's `forms`. Another
 * flow lists its own, reusing those of these modules that serve it.
 * Each chunk is named `page-<flow's path>~<step>`, so the shell preloads the addressed step's form on a
 * cold load (packages/mf-config/page-files.cjs).
 */
export const INDIVIDUAL_STEP_FORMS: StepForms = {
  'distributor-details': lazyStep(() =>
    import(/* webpackChunkName: "page-application~distributor-details" */ './distributor').then((m) => ({
      default: m.DistributorStep,
    })),
  ),
  'contributor-details': lazyStep(() =>
    import(/* webpackChunkName: "page-application~contributor-details" */ './contributor').then((m) => ({
      default: m.ContributorStep,
    })),
  ),
  'contact-details': lazyStep(() =>
    import(/* webpackChunkName: "page-application~contact-details" */ './contact').then((m) => ({
      default: m.ContactStep,
    })),
  ),
  'additional-KYC-details': lazyStep(() =>
    import(/* webpackChunkName: "page-application~additional-KYC-details" */ './additional-kyc').then(
      (m) => ({ default: m.AdditionalKycStep }),
    ),
  ),
  fatca: lazyStep(() =>
    import(/* webpackChunkName: "page-application~fatca" */ './fatca').then((m) => ({
      default: m.FatcaStep,
    })),
  ),
  'nominee-details': lazyStep(() =>
    import(/* webpackChunkName: "page-application~nominee-details" */ './nominee').then((m) => ({
      default: m.NomineeStep,
    })),
  ),
  'bank-details': lazyStep(() =>
    import(/* webpackChunkName: "page-application~bank-details" */ './bank').then((m) => ({
      default: m.BankStep,
    })),
  ),
  'investment-payment-details': lazyStep(() =>
    import(/* webpackChunkName: "page-application~investment-payment-details" */ './investment').then(
      (m) => ({ default: m.InvestmentStep }),
    ),
  ),
  'document-details': lazyStep(() =>
    import(/* webpackChunkName: "page-application~document-details" */ './documents').then((m) => ({
      default: m.DocumentsStep,
    })),
  ),
};
