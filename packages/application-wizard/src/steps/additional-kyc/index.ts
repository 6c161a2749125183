export { AdditionalKycStep } from './AdditionalKycStep';
