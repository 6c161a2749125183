import type { WizardConfig, WizardRoutes } from '../frame/routes';
import { ENTITY_STEP_FORMS } from '../steps/entity-forms';
import { INDIVIDUAL_STEP_FORMS } from '../steps/forms';

/**
 * The individual remote's routes (mf-individual-wizard checks that its configuration equals this one), so
 * the package's suites assert the paths users see.
 */
export const INDIVIDUAL_ROUTES: WizardRoutes = {
  wizardBase: '/application',
  editBase: '/investment-details/edit-application',
  previewBase: '/application-preview',
  detailsBase: '/application-details',
  listPath: '/applications',
  investorBase: '/investment-details',
};

export const INDIVIDUAL_CONFIG: WizardConfig = {
  flow: 'individual',
  routes: INDIVIDUAL_ROUTES,
  forms: INDIVIDUAL_STEP_FORMS,
};

/** The entity remote's routes (contracts' route table), for the suites that check the frame follows the flow. */
export const ENTITY_ROUTES: WizardRoutes = {
  wizardBase: '/non-individual-application',
  editBase: '/non-individual-application-edit',
  previewBase: '/non-individual-application-preview',
  detailsBase: '/non-individual-application-details',
  listPath: '/applications',
  investorBase: '/investment-details',
};

/** The entity remote's flow (mf-entity-wizard checks that its configuration equals this one). */
export const ENTITY_CONFIG: WizardConfig = {
  flow: 'non_individual',
  routes: ENTITY_ROUTES,
  forms: ENTITY_STEP_FORMS,
};
