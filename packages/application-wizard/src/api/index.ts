/**
 * Every call the application wizard's pieces make, in one module: the pieces import from here, so a test
 * (in this package or in a remote, as `@aif/application-wizard/api`) replaces a call with one `jest.mock`.
 */
export { getApplication, getDistributorsOfRm, updateApplication } from './application';
export {
  apiRelative,
  downloadApplicationPdf,
  downloadDocument,
  downloadSignedPdf,
  getApplicationDetail,
  hasSignedPdf,
  viewDocument,
} from './documents';
export {
  getBrokers,
  getCountries,
  getDocumentMaster,
  getFatcaQuestions,
  getJointHolderRelations,
  getUboTypes,
} from './masters';
export { WIZARD_MASTERS, mdmsPath } from './mdms-files';
export { approveApplication, rejectApplication, sendApplication } from './review';
export { uploadSignedDocuments, uploadSignedFile } from './signed-documents';
export {
  defaultStepApi,
  downloadStoredFile,
  filePath,
  getSchemes,
  lookupIfsc,
  uploadFile,
  verifyBank,
  viewFile,
  type StepApi,
} from './step-api';
