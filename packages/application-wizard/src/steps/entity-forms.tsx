import { lazyStep } from './lazy-step';
import type { StepForms } from '../frame/routes';

/**
 * The entity flow's forms (doc 2 §2), one lazy chunk each: its own contributor and contact steps, and the
 * shared distributor, investment, bank and document steps with the entity's rules
 * (`applicationType: 'non_individual'`; the bank and document steps read the entity's investor type from
 * the application), and its own authorised-signatory (7), UBO declaration (8) and FATCA (9) steps.
 */
export const ENTITY_STEP_FORMS: StepForms = {
  'distributor-details': lazyStep(() =>
    import('./distributor').then((m) => ({ default: m.DistributorStep })),
  ),
  'contributor-details': lazyStep(() =>
    import('./entity-contributor').then((m) => ({ default: m.EntityContributorStep })),
  ),
  'contact-details': lazyStep(() =>
    import('./entity-contact').then((m) => ({ default: m.EntityContactStep })),
  ),
  'investment-payment-details': lazyStep(() =>
    import('./investment').then(({ InvestmentStep }) => ({
      default: () => <InvestmentStep applicationType="non_individual" />,
    })),
  ),
  'bank-details': lazyStep(() =>
    import('./bank').then(({ BankStep }) => ({
      default: () => <BankStep applicationType="non_individual" />,
    })),
  ),
  'document-details': lazyStep(() =>
    import('./documents').then(({ DocumentsStep }) => ({
      default: () => <DocumentsStep applicationType="non_individual" />,
    })),
  ),
  'authorised-signatory': lazyStep(() =>
    import('./authorised-signatory').then((m) => ({ default: m.AuthorisedSignatoryStep })),
  ),
  'declaration-ubo': lazyStep(() =>
    import('./declaration-ubo').then((m) => ({ default: () => <m.DeclarationUboStep /> })),
  ),
  fatca: lazyStep(() => import('./entity-fatca').then((m) => ({ default: m.EntityFatcaStep }))),
};
