import type { WizardConfig } from '@aif/application-wizard/frame';
import { ENTITY_STEP_FORMS } from '@aif/application-wizard/frame';

/**
 * The non-individual application (doc 2 §2) as this remote shows it: contracts' entity step order, the
 * package's entity forms, and the routes this remote owns (ROUTE_TABLE owner 'mf_entity_wizard'). The
 * preparers' list and the investor's pages are those the individual flow uses.
 */
export const ENTITY_WIZARD: WizardConfig = {
  flow: 'non_individual',
  routes: {
    wizardBase: '/non-individual-application',
    editBase: '/non-individual-application-edit',
    previewBase: '/non-individual-application-preview',
    detailsBase: '/non-individual-application-details',
    listPath: '/applications',
    investorBase: '/investment-details',
  },
  forms: ENTITY_STEP_FORMS,
};
