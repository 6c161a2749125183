export { DeclarationUboStep } from './DeclarationUboStep';
export { UboDialog, type UboEntry } from './UboDialog';
export { defaultUboApi, type UboApi } from './ubo-api';
