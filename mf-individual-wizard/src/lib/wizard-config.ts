import type { WizardConfig } from '@aif/application-wizard/frame';
import { INDIVIDUAL_STEP_FORMS } from '@aif/application-wizard/frame';

/**
 * The individual application (doc 1 §2) as this remote shows it: contracts' individual step order, the
 * package's individual forms, and the routes this remote owns (ROUTE_TABLE owner 'mf_individual_wizard').
 */
export const INDIVIDUAL_WIZARD: WizardConfig = {
  flow: 'individual',
  routes: {
    wizardBase: '/application',
    editBase: '/investment-details/edit-application',
    previewBase: '/application-preview',
    detailsBase: '/application-details',
    listPath: '/applications',
    investorBase: '/investment-details',
  },
  forms: INDIVIDUAL_STEP_FORMS,
};
