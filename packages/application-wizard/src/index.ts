/**
 * The step kit of the application wizard: what a step reads and saves through (`StepHost`), its card,
 * buttons and field helpers, and the calls a step makes besides saving. A host (the wizard's frame or a
 * dialog such as the lists' Modify Investment) provides the `StepHost`.
 *
 * The rest of the package has its own entry points, so that a page loads only what it shows:
 * `@aif/application-wizard/frame` (the wizard), `/application-view`, `/review`, `/signed-documents`, `/api`,
 * and one per step (`/distributor` ... `/documents`), each its own chunk.
 */
export {
  StepHostProvider,
  hostFlow,
  saveFailureOf,
  useStepHost,
  type SaveFailure,
  type StepHost,
  type StepMasters,
  type StepSave,
} from './step-kit/StepHost';
export { sameData } from './step-kit/equal';
export { defaultStepApi, filePath, type StepApi } from './api/step-api';
export { FieldGrid, StepCard, StepSection } from './step-kit/StepCard';
export { SaveFailureBar, StepActions, lastStepLabel, showsSaveForLater } from './step-kit/StepActions';
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
} from './step-kit/fields';
export {
  DerivedAmount,
  InfoDialog,
  NumberInputField,
  listMessage,
  useLaterContext,
  type LaterStepProps,
} from './step-kit/later-fields';
