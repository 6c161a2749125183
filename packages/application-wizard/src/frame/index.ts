/**
 * The application wizard's frame: `ApplicationWizard` shows a flow's steps (contracts' `STEP_ORDER`) with
 * the stepper, Back and the save buttons, at the routes the remote configures (`WizardConfig`).
 */
export { ApplicationWizard, type ApplicationWizardProps } from './ApplicationWizard';
export {
  detailsPath,
  exitPath,
  investorApplicationPath,
  investorSummaryPath,
  previewPath,
  stepPath,
  uploadSignedDocumentsPath,
  type StepForms,
  type WizardArea,
  type WizardConfig,
  type WizardRoutes,
} from './routes';
export { isEditApplicationRole, lastStepLabel, showsSaveForLater, wizardTitle } from './roles';
export { WIZARD_TARGET_KEY, clearTarget, readTarget, wizardTargetKey, type WizardTarget } from './target';
export { useWizard, type WizardContextValue } from './useWizard';
export type { WizardApplication } from './types';
export { INDIVIDUAL_STEP_FORMS } from '../steps/forms';
export { ENTITY_STEP_FORMS } from '../steps/entity-forms';
