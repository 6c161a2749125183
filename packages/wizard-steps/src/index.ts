/**
 * The application wizard's step modules shared by the individual wizard, the entity wizard and the lists'
 * Modify Investment dialog. A host (the wizard frame or a dialog) provides a `StepHost`; the steps read
 * the application, the caller's locks and masters from it and save through it. Each step is also a
 * subpath export (`@aif/wizard-steps/investment` ...) so the wizard can load it as its own chunk.
 */
export {
  StepHostProvider,
  useStepHost,
  type SaveFailure,
  type StepHost,
  type StepMasters,
  type StepSave,
} from './host/StepHost';
export { sameData } from './host/equal';
export { defaultStepApi, filePath, type StepApi } from './api/step-api';
export { FieldGrid, StepCard, StepSection } from './components/StepCard';
export { SaveFailureBar, StepActions, lastStepLabel, showsSaveForLater } from './components/StepActions';
export {
  CheckboxField,
  DateInputField,
  SelectField,
  TextInputField,
  optionsOf,
  useLocks,
  useMobileInputClass,
  useStepContext,
  useStepForm,
  type Option,
} from './fields/shared';
export {
  DerivedAmount,
  InfoDialog,
  NumberInputField,
  listMessage,
  useLaterContext,
  type LaterStepProps,
} from './fields/later-shared';
