import { lazy } from 'react';
import type { StepForms } from '../frame/routes';

/**
 * The entity flow's forms (doc 2 §2), one lazy chunk each: its own contributor and contact steps, and the
 * shared distributor, investment, bank and document steps with the entity's rules
 * (`applicationType: 'non_individual'`; the bank and document steps read the entity's investor type from
 * the application), and its own authorised-signatory (7), UBO declaration (8) and FATCA (9) steps.
 */
export const ENTITY_STEP_FORMS: StepForms = {
  'distributor-details': lazy(() => import('./distributor').then((m) => ({ default: m.DistributorStep }))),
  'contributor-details': lazy(() =>
    import('./entity-contributor').then((m) => ({ default: m.EntityContributorStep })),
  ),
  'contact-details': lazy(() => import('./entity-contact').then((m) => ({ default: m.EntityContactStep }))),
  'investment-payment-details': lazy(() =>
    import('./investment').then(({ InvestmentStep }) => ({
      default: () => <InvestmentStep applicationType="non_individual" />,
    })),
  ),
  'bank-details': lazy(() =>
    import('./bank').then(({ BankStep }) => ({
      default: () => <BankStep applicationType="non_individual" />,
    })),
  ),
  'document-details': lazy(() =>
    import('./documents').then(({ DocumentsStep }) => ({
      default: () => <DocumentsStep applicationType="non_individual" />,
    })),
  ),
  'authorised-signatory': lazy(() =>
    import('./authorised-signatory').then((m) => ({ default: m.AuthorisedSignatoryStep })),
  ),
  'declaration-ubo': lazy(() =>
    import('./declaration-ubo').then((m) => ({ default: () => <m.DeclarationUboStep /> })),
  ),
  fatca: lazy(() => import('./entity-fatca').then((m) => ({ default: m.EntityFatcaStep }))),
};
