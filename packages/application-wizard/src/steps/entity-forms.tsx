import { lazyStep } from './lazy-step';
import type { StepForms } from '../frame/routes';

/**
 * The entity flow's forms (doc 2 §2), one lazy chunk each: its own contributor and contact steps, and the
 * shared distributor, investment, bank and document steps with the entity's rules
 * (`applicationType: 'non_individual'`; the bank and document steps read the entity's investor type from
 * the application), and its own authorised-signatory (7), UBO declaration (8) and FATCA (9) steps.
 * Each chunk is named `page-<flow's path>~<step>`, so the shell preloads the addressed step's form on a
 * cold load (packages/mf-config/page-files.cjs).
 */
export const ENTITY_STEP_FORMS: StepForms = {
  'distributor-details': lazyStep(() =>
    import(
      /* webpackChunkName: "page-non-individual-application~distributor-details" */ './distributor'
    ).then((m) => ({ default: m.DistributorStep })),
  ),
  'contributor-details': lazyStep(() =>
    import(
      /* webpackChunkName: "page-non-individual-application~contributor-details" */ './entity-contributor'
    ).then((m) => ({ default: m.EntityContributorStep })),
  ),
  'contact-details': lazyStep(() =>
    import(/* webpackChunkName: "page-non-individual-application~contact-details" */ './entity-contact').then(
      (m) => ({ default: m.EntityContactStep }),
    ),
  ),
  'investment-payment-details': lazyStep(() =>
    import(
      /* webpackChunkName: "page-non-individual-application~investment-payment-details" */ './investment'
    ).then(({ InvestmentStep }) => ({
      default: () => <InvestmentStep applicationType="non_individual" />,
    })),
  ),
  'bank-details': lazyStep(() =>
    import(/* webpackChunkName: "page-non-individual-application~bank-details" */ './bank').then(
      ({ BankStep }) => ({
        default: () => <BankStep applicationType="non_individual" />,
      }),
    ),
  ),
  'document-details': lazyStep(() =>
    import(/* webpackChunkName: "page-non-individual-application~document-details" */ './documents').then(
      ({ DocumentsStep }) => ({
        default: () => <DocumentsStep applicationType="non_individual" />,
      }),
    ),
  ),
  'authorised-signatory': lazyStep(() =>
    import(
      /* webpackChunkName: "page-non-individual-application~authorised-signatory" */ './authorised-signatory'
    ).then((m) => ({ default: m.AuthorisedSignatoryStep })),
  ),
  'declaration-ubo': lazyStep(() =>
    import(
      /* webpackChunkName: "page-non-individual-application~declaration-ubo" */ './declaration-ubo'
    ).then((m) => ({ default: () => <m.DeclarationUboStep /> })),
  ),
  fatca: lazyStep(() =>
    import(/* webpackChunkName: "page-non-individual-application~fatca" */ './entity-fatca').then((m) => ({
      default: m.EntityFatcaStep,
    })),
  ),
};
