/**
 * Test data for suites that show the package's pieces (here and in the remotes that host them); never
 * imported by app code.
 */
export { applicant, stepApplication, stepUser } from './fixtures';
export { completeApplication } from './application';
export { entityApplicant, entityApplication } from './entity';
export { fieldValue } from './view';
export { ENTITY_CONFIG, ENTITY_ROUTES, INDIVIDUAL_CONFIG, INDIVIDUAL_ROUTES } from './config';
export { completeEntityApplication, FATCA_DETAIL, SIGNATORY_GROUPS, UBOS } from './entity-view';
